-- Demo data (`npm run demo`): which reports are simulated. The reports
-- themselves are ordinary rows of symptom_reports, so every aggregate, the map
-- and the detector treat them as they would real ones; this table only marks
-- them, so the UI can say so (GET /api/demo-data) and `npm run demo -- --clear`
-- removes exactly them. Deleting a report removes its mark.
CREATE TABLE IF NOT EXISTS demo_reports (
  report_id bigint PRIMARY KEY REFERENCES symptom_reports (id) ON DELETE CASCADE
);

-- Nothing for the public roles of a Supabase project (0992 states what they may do).
DO $$
DECLARE
  r text;
BEGIN
  FOREACH r IN ARRAY ARRAY['anon', 'authenticated'] LOOP
    IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = r) THEN
      EXECUTE format('REVOKE ALL ON demo_reports FROM %I', r);
    END IF;
  END LOOP;
END
$$;
