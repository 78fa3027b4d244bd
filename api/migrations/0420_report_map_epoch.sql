-- The API keeps the map aggregates of past days in memory (api/src/reports/
-- map-cube) and reads only yesterday onwards again. Reports are stamped with
-- the time they are stored (0450), so a day before yesterday (UTC) changes
-- only through a delete, a back-dated import or a repair; each such
-- statement counts one here, in its own transaction, and an API that sees
-- the number move reloads its copy. An insert of today's reports never
-- touches this row, so inserting transactions do not queue on it.
CREATE TABLE IF NOT EXISTS report_map_epoch (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  n bigint NOT NULL
);
INSERT INTO report_map_epoch (id, n) VALUES (true, 0) ON CONFLICT (id) DO NOTHING;

CREATE OR REPLACE FUNCTION report_map_epoch_after_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM new_rows n
    WHERE n.latitude IS NOT NULL AND (n.created_at AT TIME ZONE 'UTC')::date < (now() AT TIME ZONE 'UTC')::date - 1
  ) THEN
    UPDATE report_map_epoch SET n = n + 1;
  END IF;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION report_map_epoch_after_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM old_rows o
    WHERE o.latitude IS NOT NULL AND (o.created_at AT TIME ZONE 'UTC')::date < (now() AT TIME ZONE 'UTC')::date - 1
  ) THEN
    UPDATE report_map_epoch SET n = n + 1;
  END IF;
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS report_map_epoch_after_insert ON symptom_reports;
CREATE TRIGGER report_map_epoch_after_insert
  AFTER INSERT ON symptom_reports
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_map_epoch_after_insert();

DROP TRIGGER IF EXISTS report_map_epoch_after_delete ON symptom_reports;
CREATE TRIGGER report_map_epoch_after_delete
  AFTER DELETE ON symptom_reports
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_map_epoch_after_delete();

-- Supabase projects that already ran 0990: these trigger functions write a
-- table the public roles may not, so they run with their owner's rights too.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname IN ('anon', 'authenticated')) THEN
    EXECUTE format('ALTER FUNCTION report_map_epoch_after_insert() SECURITY DEFINER SET search_path = %I, pg_temp', current_schema());
    EXECUTE format('ALTER FUNCTION report_map_epoch_after_delete() SECURITY DEFINER SET search_path = %I, pg_temp', current_schema());
  END IF;
END
$$;
