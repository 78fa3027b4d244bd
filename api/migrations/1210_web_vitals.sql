-- Real-user page speed (issue 38): per route, per day and per metric, how
-- many page views fell in each fixed bucket (contracts/src/vitals/vitals.ts).
-- Nothing about a visitor: no address, no identifier, no time finer than the
-- day, and no row per beacon, so two page views cannot be told apart or linked.
CREATE TABLE IF NOT EXISTS web_vitals_daily (
  day date NOT NULL,
  route text NOT NULL CHECK (route IN ('/', '/report', '/phone-ai', '/analytics', '/about')),
  metric text NOT NULL CHECK (metric IN ('lcp', 'inp', 'cls')),
  bucket smallint NOT NULL CHECK (bucket BETWEEN 0 AND 30),
  views bigint NOT NULL CHECK (views > 0),
  PRIMARY KEY (day, route, metric, bucket)
);

-- Supabase projects: the public roles may do nothing with this table (the
-- API's own role writes it and answers GET /api/vitals; 0992's lists are
-- unchanged). Plain PostgreSQL and PGlite have no such roles and skip this.
DO $$
DECLARE
  r text;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname IN ('anon', 'authenticated')) THEN
    RETURN;
  END IF;
  ALTER TABLE web_vitals_daily ENABLE ROW LEVEL SECURITY;
  FOREACH r IN ARRAY ARRAY['anon', 'authenticated'] LOOP
    CONTINUE WHEN NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = r);
    EXECUTE format('REVOKE ALL ON web_vitals_daily FROM %I', r);
  END LOOP;
END
$$;
