-- Two tiers of area alarm (issue 33, api/src/analytics/README.md "Watch and alert"): every current alarm is a
-- "watch" (the map and analytics); one that passed the corroboration rule and the pass-wide false-discovery
-- control is an "alert" (push, Atom feed, the home panel). Stored beside the figures: how sure (p_value), where
-- the reports came from (places: postal codes, hours: distinct UTC hours, source_share: the largest single
-- source's part of the excess), when it first became an alert (alerted_at, null while a watch), and the event
-- it belongs to (event_id: its lead alarm's "area_id|illness"; one push, feed entry and panel row per event).
ALTER TABLE analytics_area_alarms ADD COLUMN IF NOT EXISTS tier text NOT NULL DEFAULT 'watch'
  CHECK (tier IN ('watch', 'alert'));
ALTER TABLE analytics_area_alarms ADD COLUMN IF NOT EXISTS p_value double precision;
ALTER TABLE analytics_area_alarms ADD COLUMN IF NOT EXISTS places integer NOT NULL DEFAULT 0;
ALTER TABLE analytics_area_alarms ADD COLUMN IF NOT EXISTS hours integer NOT NULL DEFAULT 0;
ALTER TABLE analytics_area_alarms ADD COLUMN IF NOT EXISTS source_share double precision;
ALTER TABLE analytics_area_alarms ADD COLUMN IF NOT EXISTS alerted_at timestamptz;
ALTER TABLE analytics_area_alarms ADD COLUMN IF NOT EXISTS event_id text;
-- Public roles: no change (0700 closed analytics_area_alarms to them; the API serves it).
