-- The space-time scan's current clusters (api/src/analytics/areas/scan-clusters.ts), each country's replaced at
-- every area pass; a cluster is a watch only (analytics), never an alert. analytics_scan_passes says when a
-- country was last scanned, so "no cluster" and "not scanned yet" differ.
CREATE TABLE IF NOT EXISTS analytics_scan_clusters (
  country text NOT NULL,
  rank smallint NOT NULL,
  illness text NOT NULL,
  day date NOT NULL,
  days smallint NOT NULL,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  radius_km double precision NOT NULL,
  places integer NOT NULL,
  areas jsonb NOT NULL,
  observed integer NOT NULL,
  expected double precision NOT NULL,
  p_value double precision NOT NULL,
  reference_days integer NOT NULL
);
-- No primary key: a pass deletes a country's rows and inserts its new ones in one statement (scan-store.ts), and
-- the rows it deletes would still hold their keys for the insert.
CREATE INDEX IF NOT EXISTS analytics_scan_clusters_country ON analytics_scan_clusters (country, rank);

CREATE TABLE IF NOT EXISTS analytics_scan_passes (
  country text PRIMARY KEY,
  scanned_at timestamptz NOT NULL
);

-- Supabase projects: API-only tables, closed to the public roles like every table not on 0992's read list.
DO $$
DECLARE
  r text;
BEGIN
  FOREACH r IN ARRAY ARRAY['anon', 'authenticated'] LOOP
    CONTINUE WHEN NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = r);
    EXECUTE format('REVOKE ALL ON analytics_scan_clusters, analytics_scan_passes FROM %I', r);
  END LOOP;
  ALTER TABLE analytics_scan_clusters ENABLE ROW LEVEL SECURITY;
  ALTER TABLE analytics_scan_passes ENABLE ROW LEVEL SECURITY;
END
$$;
