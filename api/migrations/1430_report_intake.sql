-- Issue 36 item 3: an intake answered before the table insert (docs/DESIGN.md §7 "Ingest against a bare route").
-- Under load the API's writer commits each group-committed batch of plain reports (no Idempotency-Key, no
-- participant) as ONE row here — its reports as a jsonb array, their ids already drawn from symptom_reports' identity
-- and their time stamped by this row — and answers once that row has committed, so an acknowledged report is on
-- disk. A fold (api/src/reports/intake.ts) later moves many such rows into symptom_reports in one statement that
-- also deletes them: a report is stored exactly once whichever process folds it, and a crash before the fold's
-- commit leaves the rows here for the next fold. A row whose reports the table refuses is kept with refused_at set
-- (never folded again, never dropped) for an operator to read.
CREATE TABLE IF NOT EXISTS report_intake (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  received_at timestamptz NOT NULL DEFAULT now(),
  -- ids[i] is the symptom_reports id of reports[i - 1].
  ids bigint[] NOT NULL,
  reports jsonb NOT NULL,
  refused_at timestamptz,
  refusal text,
  CHECK (cardinality(ids) = jsonb_array_length(reports))
);

-- A report's time is when it was acknowledged: the fold supplies the intake row's received_at. The stamp of 0450
-- keeps a supplied created_at only inside a fold (the transaction-local setting) on a connection logged in as the
-- table's owner (or a member of its role): session_user, which SECURITY DEFINER (Supabase, below) leaves unchanged,
-- so PostgREST's authenticator and anyone else is stamped with now() as before, setting or not.
CREATE OR REPLACE FUNCTION symptom_reports_stamp_created_at() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('healthwatch.intake_fold', true) = 'on'
     AND pg_has_role(session_user, (SELECT relowner FROM pg_class WHERE oid = TG_RELID), 'MEMBER') THEN
    RETURN NEW;
  END IF;
  NEW.created_at := now();
  RETURN NEW;
END
$$;

-- Supabase projects: nobody but the owner reads or writes the intake (the public roles keep submit_report), and the
-- stamp runs with its owner's rights and pinned search_path again, as 0990 stated (CREATE OR REPLACE cleared it).
DO $$
DECLARE
  r text;
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname IN ('anon', 'authenticated')) THEN
    EXECUTE format('ALTER FUNCTION symptom_reports_stamp_created_at() SECURITY DEFINER SET search_path = %I, pg_temp',
                   current_schema());
  END IF;
  FOREACH r IN ARRAY ARRAY['anon', 'authenticated'] LOOP
    CONTINUE WHEN NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = r);
    EXECUTE format('REVOKE ALL ON report_intake FROM %I', r);
  END LOOP;
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname IN ('anon', 'authenticated')) THEN
    ALTER TABLE report_intake ENABLE ROW LEVEL SECURITY;
  END IF;
END
$$;
