-- Emergency alerts from the AI phone line and its test form. The caller's
-- phone number is never stored: only an HMAC-SHA256 of it under a server
-- salt (PHONE_HASH_SALT, or the generated one in phone_ai_settings).
CREATE TABLE IF NOT EXISTS emergency_alerts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  phone_hash text NOT NULL CHECK (char_length(phone_hash) = 64),
  channel text NOT NULL DEFAULT 'web' CHECK (channel IN ('web', 'voice')),
  symptoms text[] NOT NULL,
  severity text NOT NULL CHECK (severity IN ('mild', 'moderate', 'severe')),
  description text CHECK (description IS NULL OR char_length(description) <= 1000),
  location_text text CHECK (location_text IS NULL OR char_length(location_text) <= 200),
  country text CHECK (country IS NULL OR char_length(country) = 2),
  pin_code text CHECK (pin_code IS NULL OR char_length(pin_code) <= 16),
  latitude double precision CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision CHECK (longitude BETWEEN -180 AND 180),
  diagnosis text NOT NULL,
  triage text NOT NULL CHECK (triage IN ('self-care', 'see-doctor', 'emergency')),
  confidence real NOT NULL CHECK (confidence BETWEEN 0 AND 1),
  created_at timestamptz NOT NULL DEFAULT now(),
  delivery_attempts integer NOT NULL DEFAULT 0,
  delivered_at timestamptz
);

CREATE INDEX IF NOT EXISTS emergency_alerts_created_at_idx ON emergency_alerts (created_at);
CREATE INDEX IF NOT EXISTS emergency_alerts_phone_hash_idx ON emergency_alerts (phone_hash);

-- Server-side settings of the phone feature (the generated phone-hash salt).
CREATE TABLE IF NOT EXISTS phone_ai_settings (
  key text PRIMARY KEY,
  value text NOT NULL
);

-- On a Supabase project the public roles must not read alerts or the salt:
-- no grants, and RLS on with no policy, deny everything to anon and
-- authenticated. Plain PostgreSQL and PGlite have no such roles.
DO $$
DECLARE
  r text;
BEGIN
  FOREACH r IN ARRAY ARRAY['anon', 'authenticated'] LOOP
    CONTINUE WHEN NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = r);
    EXECUTE format('REVOKE ALL ON emergency_alerts, phone_ai_settings FROM %I', r);
    ALTER TABLE emergency_alerts ENABLE ROW LEVEL SECURITY;
    ALTER TABLE phone_ai_settings ENABLE ROW LEVEL SECURITY;
  END LOOP;
END
$$;
