-- Supabase projects: runs after every other migration on purpose.
--
-- A visitor inserts reports as `anon` (or `authenticated`), and the insert
-- triggers (map aggregates in 0002, analytics in 0200, any added later) then
-- write aggregate tables those roles must never write directly. So the
-- trigger functions run with their owner's rights (SECURITY DEFINER, with a
-- pinned search_path), and every write right of the public roles on this
-- schema's tables is withdrawn except INSERT on symptom_reports. Plain
-- PostgreSQL and PGlite have no such roles and skip all of it. Safe to re-run;
-- a later migration that recreates a trigger function must come before this
-- file's number or repeat it.
DO $$
DECLARE
  f record;
  t record;
  r text;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname IN ('anon', 'authenticated')) THEN
    RETURN;
  END IF;

  FOR f IN
    SELECT DISTINCT p.oid::regprocedure AS fn, n.nspname AS schema
    FROM pg_trigger tg
    JOIN pg_proc p ON p.oid = tg.tgfoid
    JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE tg.tgrelid = to_regclass(quote_ident(current_schema()) || '.symptom_reports') AND NOT tg.tgisinternal
  LOOP
    EXECUTE format('ALTER FUNCTION %s SECURITY DEFINER SET search_path = %I, pg_temp', f.fn, f.schema);
  END LOOP;

  FOREACH r IN ARRAY ARRAY['anon', 'authenticated'] LOOP
    CONTINUE WHEN NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = r);
    FOR t IN SELECT c.oid::regclass AS tbl FROM pg_class c
             WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p')
    LOOP
      EXECUTE format('REVOKE INSERT, UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER ON %s FROM %I', t.tbl, r);
    END LOOP;
    EXECUTE format('GRANT INSERT ON symptom_reports TO %I', r);
  END LOOP;
END
$$;
