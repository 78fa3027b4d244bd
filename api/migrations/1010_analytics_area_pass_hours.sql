-- One area outbreak pass per clock hour across every API process that shares
-- this database (api/src/analytics/areas/pass-claims.ts). Each process keeps
-- its own hourly and after-midnight timers; the first to claim an hour runs
-- the pass, the others skip it, so a fleet of N APIs neither fits every area
-- N times an hour nor lets one process delete the alarms another has just
-- raised and raise them again. A claim that never finished (its process
-- died mid-pass) may be taken over once it is stale.
CREATE TABLE IF NOT EXISTS analytics_area_pass_hours (
  hour timestamptz PRIMARY KEY,
  claimed_at timestamptz NOT NULL,
  finished_at timestamptz
);

-- Supabase projects: an API-only table, closed to the public roles like
-- every table not on 0992's read list. Plain PostgreSQL and PGlite skip it.
DO $$
DECLARE
  r text;
BEGIN
  FOREACH r IN ARRAY ARRAY['anon', 'authenticated'] LOOP
    CONTINUE WHEN NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = r);
    EXECUTE format('REVOKE ALL ON analytics_area_pass_hours FROM %I', r);
  END LOOP;
END
$$;
