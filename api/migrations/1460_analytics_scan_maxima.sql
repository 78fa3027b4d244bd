-- The space-time scan's class maxima of finished days (api/src/analytics/areas/scan-clusters.ts, ScanMemory), so a
-- restarted process, or another API process that claims a pass, scans one new day per country and illness rather
-- than its reference year. Rows hold the report_map_epoch and the engine's SCAN_MAXIMA_KEY they were made under;
-- no other is read, and each pass deletes them and the days no scan reads again. Aggregates only: twelve numbers a
-- country, illness and day.
CREATE TABLE IF NOT EXISTS analytics_scan_maxima (
  country text NOT NULL,
  illness text NOT NULL,
  day date NOT NULL,
  epoch text NOT NULL,
  settings text NOT NULL,
  maxima double precision[] NOT NULL,
  PRIMARY KEY (country, illness, day)
);

-- Supabase projects: an API-only table, closed to the public roles like every table not on 0992's read list.
DO $$
DECLARE
  r text;
BEGIN
  FOREACH r IN ARRAY ARRAY['anon', 'authenticated'] LOOP
    CONTINUE WHEN NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = r);
    EXECUTE format('REVOKE ALL ON analytics_scan_maxima FROM %I', r);
  END LOOP;
  ALTER TABLE analytics_scan_maxima ENABLE ROW LEVEL SECURITY;
END
$$;
