-- Issue 36 item 5: symptom_reports partitioned by UTC month (declarative partitioning), so raw reports past
-- REPORT_RETENTION_MONTHS can go a month at a time (api/src/retention/, docs/DESIGN.md "Retention by month").
-- Dropping a partition fires no delete trigger, so the rollups keep the months whose reports are gone.
--
-- The existing table is replaced by a partitioned copy with the same columns, defaults, checks, generated
-- columns and identity; every row moves across with its id, before any trigger exists on the copy (the
-- rollups already count them), and the identity carries on from the old sequence. Then what hung on the old
-- table is stated again on the new one: its triggers (copied as they were, enabled or not), the functions
-- whose type is its row (submit_report, with its rights), and in Supabase projects its RLS, policies,
-- column grants (1161's rule) and realtime publication.
--
-- - The primary key becomes (id, created_at): a unique key of a partitioned table must hold the partition
--   key. id still comes from one identity, so it stays unique by itself.
-- - The two foreign keys to symptom_reports(id) (report_idempotency_keys 0001, demo_reports 0750) are
--   dropped: a reference to (id) alone cannot point at a partitioned table. Their ON DELETE CASCADE
--   becomes the statement trigger symptom_reports_forget_references below, and the retention job deletes
--   the references into a month in the transaction that drops it (retention/store.ts). Both tables are
--   only ever written with ids the same transaction has just inserted (reports/writer.ts, demo-store.ts).
-- - A report whose created_at is supplied for another month is now refused rather than re-dated: the row
--   is routed to a partition before the BEFORE INSERT stamp (0450) runs, and PostgreSQL refuses a BEFORE
--   trigger that moves a row to another partition. Either way nobody can store a back- or future-dated
--   report; within the current month the stamp overwrites the time as before.
-- - symptom_reports_default catches a row for a month with no partition yet (no API ran the job over a
--   month's turn, or Supabase mode with no API at all); symptom_reports_add_month moves such rows into the
--   month's partition when it creates it.

-- Months are UTC calendar months: [first day 00:00 UTC, next month's first day 00:00 UTC), as the rollups'
-- days (created_at AT TIME ZONE 'UTC') and analytics_place_monthly's months count them.
CREATE OR REPLACE FUNCTION symptom_reports_add_month(m date) RETURNS boolean
LANGUAGE plpgsql AS $$
DECLARE

  part text := 'symptom_reports_' || to_char(date_trunc('month', m), 'YYYY_MM');
  lo timestamptz := (date_trunc('month', m)::timestamp AT TIME ZONE 'UTC');
  hi timestamptz := ((date_trunc('month', m) + interval '1 month')::timestamp AT TIME ZONE 'UTC');
  cols text;
  r text;
BEGIN
  IF to_regclass(quote_ident(current_schema()) || '.' || part) IS NOT NULL THEN
    RETURN false;
  END IF;
  IF to_regclass(quote_ident(current_schema()) || '.symptom_reports_default') IS NOT NULL
     AND EXISTS (SELECT 1 FROM symptom_reports_default WHERE created_at >= lo AND created_at < hi) THEN
    -- The default partition holds reports of this month: a partition for it cannot be created while they
    -- are there, so they move into a table that is then attached. Statements on a partition fire none of
    -- the parent's statement triggers, so the rollups (which count them already) are untouched.
    SELECT string_agg(quote_ident(a.attname), ', ' ORDER BY a.attnum) INTO cols
    FROM pg_attribute a
    WHERE a.attrelid = 'symptom_reports'::regclass AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = '';
    EXECUTE format('CREATE TABLE %I (LIKE symptom_reports INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING GENERATED)', part);
    EXECUTE format(
      'WITH moved AS (DELETE FROM symptom_reports_default WHERE created_at >= %L AND created_at < %L RETURNING %s)
       INSERT INTO %I (%s) SELECT %s FROM moved', lo, hi, cols, part, cols, cols);
    EXECUTE format('ALTER TABLE symptom_reports ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', part, lo, hi);
  ELSE
    EXECUTE format('CREATE TABLE %I PARTITION OF symptom_reports FOR VALUES FROM (%L) TO (%L)', part, lo, hi);
  END IF;
  -- Supabase projects: the public roles read reports only through the parent's column grants (1161), never a partition.
  FOREACH r IN ARRAY ARRAY['anon', 'authenticated'] LOOP
    CONTINUE WHEN NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = r);
    EXECUTE format('REVOKE ALL ON %I FROM %I', part, r);
  END LOOP;
  RETURN true;
END
$$;

-- What the retention job may drop: the first day of the oldest month whose raw reports are gone. NULL while
-- every report is still raw; rebuild_report_aggregates() (1421) recomputes the rollups only from this day on.
CREATE TABLE IF NOT EXISTS report_retention (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  raw_from date
);
INSERT INTO report_retention (only_row, raw_from) VALUES (true, NULL) ON CONFLICT DO NOTHING;

-- One retention run per UTC day across API processes, claimed as the area pass claims its hour
-- (analytics/areas/pass-claims.ts): a claim left unfinished by a process that died is taken over after an hour.
CREATE TABLE IF NOT EXISTS report_retention_runs (
  day date PRIMARY KEY,
  claimed_at timestamptz NOT NULL,
  finished_at timestamptz
);

-- A deleted report takes its idempotency key and its demo mark with it (the ON DELETE CASCADE of the
-- foreign keys this migration drops). old_rows is the statement's deleted reports.
CREATE OR REPLACE FUNCTION symptom_reports_forget_references() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM demo_reports d WHERE d.report_id IN (SELECT id FROM old_rows);
  DELETE FROM report_idempotency_keys k WHERE k.report_id IN (SELECT id FROM old_rows);
  RETURN NULL;
END
$$;

DO $$
DECLARE
  schema_name text := current_schema();
  cols text;
  trig record;
  triggers text[] := ARRAY[]::text[];
  disabled text[] := ARRAY[]::text[];
  fn record;
  functions text[] := ARRAY[]::text[];
  callers text[] := ARRAY[]::text[];
  published boolean := false;
  seq text;
  next_id bigint;
  first_month date;
  m date;
  r text;
  fk record;
BEGIN
  -- Applied again (the Supabase CLI re-runs every migration): already partitioned, nothing to move.
  IF (SELECT c.relkind FROM pg_class c WHERE c.oid = 'symptom_reports'::regclass) = 'p' THEN
    RETURN;
  END IF;
  -- What hangs on the old table, read while it still has its name.
  FOR trig IN
    SELECT t.tgname, pg_get_triggerdef(t.oid) AS def, t.tgenabled FROM pg_trigger t
    WHERE t.tgrelid = 'symptom_reports'::regclass AND NOT t.tgisinternal ORDER BY t.tgname
  LOOP
    triggers := triggers || trig.def;
    IF trig.tgenabled = 'D' THEN disabled := disabled || trig.tgname::text; END IF;
  END LOOP;
  FOR fn IN
    SELECT p.oid, p.oid::regprocedure::text AS sig, pg_get_functiondef(p.oid) AS def FROM pg_proc p
    WHERE p.prorettype = 'symptom_reports'::regtype OR 'symptom_reports'::regtype = ANY (p.proargtypes)
  LOOP
    functions := functions || fn.def;
    FOREACH r IN ARRAY ARRAY['anon', 'authenticated'] LOOP
      IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = r) AND has_function_privilege(r, fn.oid, 'EXECUTE') THEN
        callers := callers || format('GRANT EXECUTE ON FUNCTION %s TO %I', fn.sig, r);
      END IF;
    END LOOP;
    EXECUTE format('DROP FUNCTION %s', fn.sig);
  END LOOP;
  IF EXISTS (SELECT 1 FROM pg_publication_tables WHERE pubname = 'supabase_realtime'
             AND schemaname = schema_name AND tablename = 'symptom_reports') THEN
    published := true;
  END IF;
  seq := pg_get_serial_sequence(quote_ident(schema_name) || '.symptom_reports', 'id');
  EXECUTE format('SELECT CASE WHEN is_called THEN last_value ELSE last_value - 1 END FROM %s', seq) INTO next_id;
  SELECT greatest(next_id, coalesce(max(id), 0)) INTO next_id FROM symptom_reports;

  FOR fk IN
    SELECT c.conrelid::regclass AS tbl, c.conname FROM pg_constraint c
    WHERE c.confrelid = 'symptom_reports'::regclass AND c.contype = 'f'
  LOOP
    EXECUTE format('ALTER TABLE %s DROP CONSTRAINT %I', fk.tbl, fk.conname);
  END LOOP;

  ALTER TABLE symptom_reports RENAME TO symptom_reports_unpartitioned;
  CREATE TABLE symptom_reports (
    LIKE symptom_reports_unpartitioned INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING GENERATED INCLUDING IDENTITY
  ) PARTITION BY RANGE (created_at);
  CREATE TABLE symptom_reports_default PARTITION OF symptom_reports DEFAULT;

  -- A partition for every month from the oldest report's to two months ahead.
  SELECT date_trunc('month', min(created_at) AT TIME ZONE 'UTC')::date INTO first_month FROM symptom_reports_unpartitioned;
  m := coalesce(first_month, date_trunc('month', now() AT TIME ZONE 'UTC')::date);
  WHILE m <= (date_trunc('month', now() AT TIME ZONE 'UTC') + interval '2 months')::date LOOP
    PERFORM symptom_reports_add_month(m);
    m := (m + interval '1 month')::date;
  END LOOP;

  SELECT string_agg(quote_ident(a.attname), ', ' ORDER BY a.attnum) INTO cols
  FROM pg_attribute a
  WHERE a.attrelid = 'symptom_reports_unpartitioned'::regclass AND a.attnum > 0 AND NOT a.attisdropped
    AND a.attgenerated = '';
  EXECUTE format('INSERT INTO symptom_reports (%s) OVERRIDING SYSTEM VALUE SELECT %s FROM symptom_reports_unpartitioned',
                 cols, cols);
  DROP TABLE symptom_reports_unpartitioned;

  seq := pg_get_serial_sequence(quote_ident(schema_name) || '.symptom_reports', 'id');
  EXECUTE format('ALTER SEQUENCE %s RENAME TO symptom_reports_id_seq', seq);
  IF next_id > 0 THEN
    PERFORM setval(pg_get_serial_sequence(quote_ident(schema_name) || '.symptom_reports', 'id'), next_id);
  END IF;

  ALTER TABLE symptom_reports ADD CONSTRAINT symptom_reports_pkey PRIMARY KEY (id, created_at);
  CREATE INDEX symptom_reports_country_pin_idx ON symptom_reports (country, pin_code, id DESC);
  CREATE INDEX symptom_reports_created_at_idx ON symptom_reports (created_at);

  FOREACH cols IN ARRAY triggers LOOP
    EXECUTE cols;
  END LOOP;
  FOREACH cols IN ARRAY disabled LOOP
    EXECUTE format('ALTER TABLE symptom_reports DISABLE TRIGGER %I', cols);
  END LOOP;
  CREATE TRIGGER symptom_reports_forget_references
    AFTER DELETE ON symptom_reports
    REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION symptom_reports_forget_references();

  FOREACH cols IN ARRAY functions LOOP
    EXECUTE cols;
  END LOOP;

  FOREACH cols IN ARRAY callers LOOP
    EXECUTE cols;
  END LOOP;
  IF published THEN
    -- Realtime sees a partitioned table's changes under its own name only with publish_via_partition_root.
    ALTER PUBLICATION supabase_realtime SET (publish_via_partition_root = true);
    ALTER PUBLICATION supabase_realtime ADD TABLE symptom_reports;
  END IF;
END
$$;

-- Supabase projects: what 0150, 0990, 0992 and 1161 stated for the old table, stated for this one (again on
-- every re-run, as CREATE OR REPLACE above cleared the trigger function's settings).
DO $$
DECLARE
  schema_name text := current_schema();
  fn record;
  r text;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname IN ('anon', 'authenticated')) THEN
    RETURN;
  END IF;
  FOR fn IN
    SELECT p.oid::regprocedure::text AS sig FROM pg_proc p
    WHERE p.pronamespace = schema_name::regnamespace
      AND (p.proname IN ('symptom_reports_add_month', 'symptom_reports_forget_references')
           OR p.prorettype = 'symptom_reports'::regtype OR 'symptom_reports'::regtype = ANY (p.proargtypes))
  LOOP
    EXECUTE format('REVOKE ALL ON FUNCTION %s FROM PUBLIC', fn.sig);
  END LOOP;
  EXECUTE format('ALTER FUNCTION symptom_reports_forget_references() SECURITY DEFINER SET search_path = %I, pg_temp',
                 schema_name);
  FOREACH r IN ARRAY ARRAY['anon', 'authenticated'] LOOP
    CONTINUE WHEN NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = r);
    EXECUTE format('REVOKE ALL ON symptom_reports, symptom_reports_default, report_retention, report_retention_runs FROM %I', r);
    EXECUTE format('REVOKE ALL ON SEQUENCE symptom_reports_id_seq FROM %I', r);
    EXECUTE format(
      'GRANT SELECT (id, country, symptoms, illness_type, severity, report_day, cell_latitude, cell_longitude) ON symptom_reports TO %I',
      r);
    EXECUTE format('DROP POLICY IF EXISTS %I ON symptom_reports', r || '_read_reports');
    EXECUTE format('CREATE POLICY %I ON symptom_reports FOR SELECT TO %I USING (true)', r || '_read_reports', r);
  END LOOP;
  ALTER TABLE symptom_reports ENABLE ROW LEVEL SECURITY;
  ALTER TABLE report_retention ENABLE ROW LEVEL SECURITY;
  ALTER TABLE report_retention_runs ENABLE ROW LEVEL SECURITY;
END
$$;
