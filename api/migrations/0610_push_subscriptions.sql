-- Web Push alerts for an area, without accounts. A row holds only what
-- delivery needs: the push service's endpoint and the browser's keys, the
-- area (country, region and city of the postal code the visitor chose) and
-- the illness (NULL: any), and the random token every notification carries
-- so one tap unsubscribes. No IP address, no time, no postal code.
CREATE TABLE IF NOT EXISTS push_subscriptions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  endpoint text NOT NULL CHECK (char_length(endpoint) <= 1000),
  p256dh text NOT NULL CHECK (char_length(p256dh) <= 100),
  auth text NOT NULL CHECK (char_length(auth) <= 30),
  country text NOT NULL CHECK (char_length(country) = 2),
  region text NOT NULL CHECK (char_length(region) <= 200),
  city text NOT NULL CHECK (char_length(city) <= 200),
  illness_type text CHECK (illness_type IN ('flu','dengue','covid','malaria','typhoid','chikungunya','other','unknown')),
  token text NOT NULL UNIQUE CHECK (char_length(token) = 43)
);
CREATE UNIQUE INDEX IF NOT EXISTS push_subscriptions_one_per_area
  ON push_subscriptions (endpoint, country, region, city, coalesce(illness_type, ''));
CREATE INDEX IF NOT EXISTS push_subscriptions_area_idx ON push_subscriptions (country, region, city);

-- The application server's VAPID key pair when none is configured: made once
-- and shared by every API process, since a browser's subscription is bound to it.
CREATE TABLE IF NOT EXISTS push_vapid_keys (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  public_key text NOT NULL,
  private_key text NOT NULL
);

-- Alarms already announced (area, illness, UTC day), so an hourly pass that
-- finds the same alarm again notifies nobody twice.
CREATE TABLE IF NOT EXISTS push_alarms_sent (
  alarm_key text PRIMARY KEY CHECK (char_length(alarm_key) <= 600)
);
