-- A report's time is when the database stored it, whoever inserts it: the
-- API, a Supabase `anon`/`authenticated` insert, or a function doing one on
-- their behalf. A supplied created_at is overwritten, so nobody can back-date
-- or future-date a report and move every baseline that counts it. Only the
-- table's owner can switch this trigger off (ALTER TABLE ... DISABLE TRIGGER),
-- which tests and benchmarks do to seed history.
CREATE OR REPLACE FUNCTION symptom_reports_stamp_created_at() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.created_at := now();
  RETURN NEW;
END
$$;

DROP TRIGGER IF EXISTS symptom_reports_created_at_now ON symptom_reports;
CREATE TRIGGER symptom_reports_created_at_now
  BEFORE INSERT ON symptom_reports
  FOR EACH ROW EXECUTE FUNCTION symptom_reports_stamp_created_at();
