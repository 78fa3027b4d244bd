-- Weekly check-in reminders without accounts (issue #32). A row holds only what
-- sending needs: the push service's endpoint and the browser's keys, the area
-- (country and region of the postal code the visitor chose, as push alerts keep
-- it), its IANA time zone (the reminder comes on Monday morning there), the
-- random token each reminder carries so one tap stops it, and the ISO week last
-- reminded (the claim that sends a week's reminder once across API processes).
-- No postal code, no IP address, no time of subscribing.
CREATE TABLE IF NOT EXISTS reminder_subscriptions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  endpoint text NOT NULL UNIQUE CHECK (char_length(endpoint) <= 1000),
  p256dh text NOT NULL CHECK (char_length(p256dh) <= 100),
  auth text NOT NULL CHECK (char_length(auth) <= 30),
  country text NOT NULL CHECK (char_length(country) = 2),
  region text NOT NULL CHECK (char_length(region) <= 200),
  time_zone text NOT NULL CHECK (char_length(time_zone) <= 64),
  token text NOT NULL UNIQUE CHECK (char_length(token) = 43),
  last_week text CHECK (last_week ~ '^[0-9]{4}-W[0-9]{2}$')
);

-- Supabase: the browser never reads or writes this table (the API does); the
-- public roles get nothing on it. Plain PostgreSQL and PGlite have no such roles.
DO $$
DECLARE
  r text;
BEGIN
  FOREACH r IN ARRAY ARRAY['anon', 'authenticated'] LOOP
    CONTINUE WHEN NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = r);
    EXECUTE format('REVOKE ALL ON TABLE reminder_subscriptions FROM %I', r);
  END LOOP;
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname IN ('anon', 'authenticated')) THEN
    ALTER TABLE reminder_subscriptions ENABLE ROW LEVEL SECURITY;
  END IF;
END
$$;
