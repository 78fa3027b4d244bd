-- Demo alerts are never pushed to a browser that subscribed before the demo was loaded (issue 33): when
-- `npm run demo` loads its reports it notes the newest push subscription then; an alert whose reports are mostly
-- simulated goes only to subscriptions made after (api/src/push/sender.ts). No time is kept of any subscription.
CREATE TABLE IF NOT EXISTS demo_load (
  one boolean PRIMARY KEY DEFAULT true CHECK (one),
  subscriptions_before bigint NOT NULL
);
-- A demo loaded before this migration: every subscription that exists now was made before it was seen here.
INSERT INTO demo_load (subscriptions_before)
SELECT coalesce((SELECT max(id) FROM push_subscriptions), 0) WHERE EXISTS (SELECT 1 FROM demo_reports)
ON CONFLICT (one) DO NOTHING;

-- An alarm whose reports are mostly simulated is marked, and says so in every channel.
ALTER TABLE analytics_area_alarms ADD COLUMN IF NOT EXISTS demo boolean NOT NULL DEFAULT false;

-- Nothing for the public roles of a Supabase project (0992 states what they may do).
DO $$
DECLARE
  r text;
BEGIN
  FOREACH r IN ARRAY ARRAY['anon', 'authenticated'] LOOP
    CONTINUE WHEN NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = r);
    EXECUTE format('REVOKE ALL ON demo_load FROM %I', r);
  END LOOP;
END
$$;
