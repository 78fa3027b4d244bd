-- A cluster most of whose reports are simulated (`npm run demo`, demo_reports) is marked, as an alert is (1270's
-- analytics_area_alarms.demo), so the analytics page says "Demo data" beside it.
ALTER TABLE analytics_scan_clusters ADD COLUMN IF NOT EXISTS demo boolean NOT NULL DEFAULT false;
