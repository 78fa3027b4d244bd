-- Supabase projects (docs/DESIGN.md §4): what 0005_supabase_access.sql leaves out.
-- New Supabase projects no longer grant table access to the API roles by
-- default, and a signed-in visitor is `authenticated` rather than `anon`, so
-- both roles get the same narrow rights: read and insert reports (never
-- update or delete them), read tips and the map aggregates, call the tip
-- function. Plain PostgreSQL and PGlite have no such roles and skip all of
-- it. Safe to re-run.
DO $$
DECLARE
  r text;
BEGIN
  FOREACH r IN ARRAY ARRAY['anon', 'authenticated'] LOOP
    CONTINUE WHEN NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = r);
    EXECUTE format('GRANT USAGE ON SCHEMA %I TO %I', current_schema(), r);
    -- Older projects grant ALL on new tables to these roles; start from nothing.
    EXECUTE format('REVOKE ALL ON symptom_reports, health_tips, report_idempotency_keys,
      report_cells, report_cells_daily, report_daily_counts FROM %I', r);
    EXECUTE format('GRANT SELECT, INSERT ON symptom_reports TO %I', r);
    EXECUTE format('GRANT SELECT ON health_tips, report_cells, report_cells_daily, report_daily_counts TO %I', r);
    EXECUTE format('GRANT EXECUTE ON FUNCTION get_health_tip_by_symptoms_and_location(text[], text) TO %I', r);

    EXECUTE format('DROP POLICY IF EXISTS %I ON symptom_reports', r || '_read_reports');
    EXECUTE format('CREATE POLICY %I ON symptom_reports FOR SELECT TO %I USING (true)', r || '_read_reports', r);
    -- Same names as 0005's anon policies, so those are replaced, not added to
    -- (permissive policies add up). The submit function never sends the nickname (docs/SPEC.md §3), so none can be
    -- stored through the public key either.
    EXECUTE format('DROP POLICY IF EXISTS %I ON symptom_reports', r || '_insert_reports');
    EXECUTE format('CREATE POLICY %I ON symptom_reports FOR INSERT TO %I WITH CHECK (nickname IS NULL)', r || '_insert_reports', r);
    EXECUTE format('DROP POLICY IF EXISTS %I ON health_tips', r || '_read_tips');
    EXECUTE format('CREATE POLICY %I ON health_tips FOR SELECT TO %I USING (true)', r || '_read_tips', r);
    EXECUTE format('DROP POLICY IF EXISTS %I ON report_cells', r || '_read_cells');
    EXECUTE format('CREATE POLICY %I ON report_cells FOR SELECT TO %I USING (true)', r || '_read_cells', r);
    EXECUTE format('DROP POLICY IF EXISTS %I ON report_cells_daily', r || '_read_cells_daily');
    EXECUTE format('CREATE POLICY %I ON report_cells_daily FOR SELECT TO %I USING (true)', r || '_read_cells_daily', r);
    EXECUTE format('DROP POLICY IF EXISTS %I ON report_daily_counts', r || '_read_daily_counts');
    EXECUTE format('CREATE POLICY %I ON report_daily_counts FOR SELECT TO %I USING (true)', r || '_read_daily_counts', r);
  END LOOP;

  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'anon') THEN
    ALTER TABLE symptom_reports ENABLE ROW LEVEL SECURITY;
    ALTER TABLE health_tips ENABLE ROW LEVEL SECURITY;
    ALTER TABLE report_idempotency_keys ENABLE ROW LEVEL SECURITY;
    ALTER TABLE report_cells ENABLE ROW LEVEL SECURITY;
    ALTER TABLE report_cells_daily ENABLE ROW LEVEL SECURITY;
    ALTER TABLE report_daily_counts ENABLE ROW LEVEL SECURITY;
  END IF;
END
$$;
