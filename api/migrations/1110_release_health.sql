-- Release health, second round (issue 34): what an automatic canary rollback
-- is based on, with nothing about visitors.
--
-- Page loads per minute, counted by the API from each page's first read of
-- discovery (GET /api/discovery?load=1, capped per address in memory or
-- Redis, never stored): the denominator a canary's errors are weighed by.
CREATE TABLE IF NOT EXISTS release_page_loads (
  minute timestamptz PRIMARY KEY,
  loads bigint NOT NULL CHECK (loads >= 0)
);

-- The key report tokens are signed with (an HMAC over remote, version and
-- time window, handed out with discovery): made once, shared by every API
-- process so a token from one is accepted by another.
CREATE TABLE IF NOT EXISTS release_report_secret (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  secret text NOT NULL CHECK (char_length(secret) = 43)
);

-- An automatic rollback's basis: errors, page loads, canary share, window
-- and the limits it was judged by. Null for a team's own changes.
ALTER TABLE release_audit ADD COLUMN IF NOT EXISTS basis jsonb;

-- Old client errors are pruned by time (releases/store.ts), across remotes.
CREATE INDEX IF NOT EXISTS release_client_errors_at_idx ON release_client_errors (at);

-- Supabase projects: the public roles may do nothing with these tables (as
-- with every release table, 0992); the API's own role writes them. Plain
-- PostgreSQL and PGlite have no such roles and skip this. Safe to re-run.
DO $$
DECLARE
  r text;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname IN ('anon', 'authenticated')) THEN
    RETURN;
  END IF;
  ALTER TABLE release_page_loads ENABLE ROW LEVEL SECURITY;
  ALTER TABLE release_report_secret ENABLE ROW LEVEL SECURITY;
  FOREACH r IN ARRAY ARRAY['anon', 'authenticated'] LOOP
    CONTINUE WHEN NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = r);
    EXECUTE format('REVOKE ALL ON release_page_loads FROM %I', r);
    EXECUTE format('REVOKE ALL ON release_report_secret FROM %I', r);
  END LOOP;
END
$$;
