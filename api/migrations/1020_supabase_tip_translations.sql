-- Supabase projects: the browser reads a tip's translation (0009) in the
-- visitor's language, as the API serves it with ?locale=, so a Hindi or
-- Spanish visitor is not given the English text. This adds
-- health_tip_translations to 0992's read list: SELECT only, behind row-level
-- security with a read-all policy like health_tips'. Nothing else of 0992's
-- statement of the public roles' rights changes. Plain PostgreSQL and PGlite
-- have no such roles and skip all of it. Safe to re-run.
DO $$
DECLARE
  r text;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname IN ('anon', 'authenticated')) THEN
    RETURN;
  END IF;
  ALTER TABLE health_tip_translations ENABLE ROW LEVEL SECURITY;
  FOREACH r IN ARRAY ARRAY['anon', 'authenticated'] LOOP
    CONTINUE WHEN NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = r);
    EXECUTE format('REVOKE ALL ON health_tip_translations FROM %I', r);
    EXECUTE format('GRANT SELECT ON health_tip_translations TO %I', r);
    EXECUTE format('DROP POLICY IF EXISTS %I ON health_tip_translations', r || '_read_tip_translations');
    EXECUTE format('CREATE POLICY %I ON health_tip_translations FOR SELECT TO %I USING (true)', r || '_read_tip_translations', r);
  END LOOP;
END
$$;
