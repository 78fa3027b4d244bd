-- Only where the Supabase roles/publication exist (a Supabase project applying
-- the same migrations); plain PostgreSQL and PGlite skip all of it.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'anon') THEN
    GRANT SELECT, INSERT ON symptom_reports TO anon;
    GRANT SELECT ON health_tips, report_cells, report_cells_daily, report_daily_counts TO anon;
    GRANT EXECUTE ON FUNCTION get_health_tip_by_symptoms_and_location(text[], text) TO anon;
    ALTER TABLE symptom_reports ENABLE ROW LEVEL SECURITY;
    ALTER TABLE health_tips ENABLE ROW LEVEL SECURITY;
    ALTER TABLE report_idempotency_keys ENABLE ROW LEVEL SECURITY;
    DROP POLICY IF EXISTS anon_read_reports ON symptom_reports;
    CREATE POLICY anon_read_reports ON symptom_reports FOR SELECT TO anon USING (true);
    DROP POLICY IF EXISTS anon_insert_reports ON symptom_reports;
    CREATE POLICY anon_insert_reports ON symptom_reports FOR INSERT TO anon WITH CHECK (true);
    DROP POLICY IF EXISTS anon_read_tips ON health_tips;
    CREATE POLICY anon_read_tips ON health_tips FOR SELECT TO anon USING (true);
  END IF;
  IF EXISTS (SELECT 1 FROM pg_publication WHERE pubname = 'supabase_realtime')
     AND NOT EXISTS (SELECT 1 FROM pg_publication_tables
                     WHERE pubname = 'supabase_realtime' AND tablename = 'symptom_reports') THEN
    ALTER PUBLICATION supabase_realtime ADD TABLE symptom_reports;
  END IF;
END
$$;
