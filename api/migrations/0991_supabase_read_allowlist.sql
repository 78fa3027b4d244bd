-- Supabase projects: the public roles (anon, authenticated) may read exactly
-- the tables the browser reads in Supabase mode, and nothing else in the
-- schema. Older projects grant these roles ALL on every table created later
-- (default privileges), which opened schema_migrations, report_cell_totals,
-- the analytics and map aggregates; every other table is revoked here, and
-- tables this role creates from now on are no longer granted to them by
-- default. Plain PostgreSQL and PGlite have no such roles and skip all of it.
-- Safe to re-run.
DO $$
DECLARE
  r text;
  t record;
  readable text[] := ARRAY['symptom_reports', 'health_tips', 'report_cells', 'report_cells_daily', 'report_daily_counts'];
BEGIN
  FOREACH r IN ARRAY ARRAY['anon', 'authenticated'] LOOP
    CONTINUE WHEN NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = r);
    FOR t IN
      SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'v', 'm', 'p', 'f') AND NOT (c.relname = ANY (readable))
    LOOP
      EXECUTE format('REVOKE ALL ON %I FROM %I', t.relname, r);
    END LOOP;
    EXECUTE format('ALTER DEFAULT PRIVILEGES IN SCHEMA %I REVOKE ALL ON TABLES FROM %I', current_schema(), r);
  END LOOP;
END
$$;
