-- Supabase projects: the whole of what the public roles (anon,
-- authenticated) may do, stated once and last, after every migration that
-- creates a table or function. Safe to re-run; plain PostgreSQL and PGlite
-- have no such roles and skip all of it.
--
-- - Read exactly the tables the browser reads in Supabase mode (SELECT only).
-- - Write nothing directly: a report is added only through submit_report
--   (0500), which checks, geocodes, stamps and rate-limits it. Without this,
--   anyone holding the public anon key could insert any coordinates, city
--   text or thousands of rows in one statement.
-- - Execute exactly submit_report and the tip function; no sequence.
-- A later migration that adds something the browser needs must repeat this
-- file's lists (api/test/supabase checks them).
DO $$
DECLARE
  r text;
  t record;
  f record;
  readable text[] := ARRAY['symptom_reports', 'health_tips', 'report_cells', 'report_cells_daily', 'report_daily_counts'];
  callable text[] := ARRAY['submit_report', 'get_health_tip_by_symptoms_and_location'];
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname IN ('anon', 'authenticated')) THEN
    RETURN;
  END IF;

  -- Functions of this schema's own (not an extension's) are closed to
  -- PUBLIC, through which every role may call a new function by default.
  FOR f IN
    SELECT p.oid::regprocedure AS fn, p.proname FROM pg_proc p
    WHERE p.pronamespace = current_schema()::regnamespace AND p.proowner = (SELECT oid FROM pg_roles WHERE rolname = current_user)
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
  LOOP
    EXECUTE format('REVOKE ALL ON FUNCTION %s FROM PUBLIC', f.fn);
  END LOOP;

  FOREACH r IN ARRAY ARRAY['anon', 'authenticated'] LOOP
    CONTINUE WHEN NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = r);
    EXECUTE format('GRANT USAGE ON SCHEMA %I TO %I', current_schema(), r);
    FOR t IN
      SELECT c.oid::regclass AS rel, c.relname FROM pg_class c
      WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'v', 'm', 'p', 'f', 'S')
    LOOP
      EXECUTE format('REVOKE ALL ON %s FROM %I', t.rel, r);
      IF t.relname = ANY (readable) THEN
        EXECUTE format('GRANT SELECT ON %s TO %I', t.rel, r);
      END IF;
    END LOOP;
    FOR f IN
      SELECT p.oid::regprocedure AS fn, p.proname FROM pg_proc p
      WHERE p.pronamespace = current_schema()::regnamespace
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
    LOOP
      EXECUTE format('REVOKE ALL ON FUNCTION %s FROM %I', f.fn, r);
      IF f.proname = ANY (callable) THEN
        EXECUTE format('GRANT EXECUTE ON FUNCTION %s TO %I', f.fn, r);
      END IF;
    END LOOP;
    -- Older projects grant these roles everything created later; not here.
    EXECUTE format('ALTER DEFAULT PRIVILEGES IN SCHEMA %I REVOKE ALL ON TABLES FROM %I', current_schema(), r);
    EXECUTE format('ALTER DEFAULT PRIVILEGES IN SCHEMA %I REVOKE ALL ON SEQUENCES FROM %I', current_schema(), r);
    EXECUTE format('ALTER DEFAULT PRIVILEGES IN SCHEMA %I REVOKE ALL ON FUNCTIONS FROM %I', current_schema(), r);

    -- The insert policies of 0005/0150 would admit a row again if INSERT were ever granted back.
    EXECUTE format('DROP POLICY IF EXISTS %I ON symptom_reports', r || '_insert_reports');
  END LOOP;
END
$$;
