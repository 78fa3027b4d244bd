-- Check-ins submitted through Supabase's REST layer (docs/DESIGN.md "Rates"),
-- by the rules of submit_report (0500): the country and postal code checked
-- and placed from postal_places, the database's time, and the same
-- per-browser and global budgets (one budget for every write of a browser:
-- the counters of submit_report_counters). The participant key is turned
-- into the week's pseudonym here and never stored; the secret lives in
-- participant_secret, a table of its own that the public roles cannot read,
-- never beside the pseudonyms. In Supabase mode a check-in counts in its
-- country and at its postal key; the gazetteer's states, districts and
-- cities are known only to the API (api/src/analytics/areas).

-- The owner sets it once, to the API's PARTICIPANT_SECRET so both paths give one participant one pseudonym:
--   INSERT INTO participant_secret (secret) VALUES (convert_to('<PARTICIPANT_SECRET>', 'UTF8'));
-- Without a row submit_check_in refuses every call (503).
CREATE TABLE IF NOT EXISTS participant_secret (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  secret bytea NOT NULL CHECK (octet_length(secret) >= 32)
);

-- HMAC-SHA256 (RFC 2104) over the built-in sha256, so no extension is needed:
-- api/src/rates/pseudonym.ts computes the same value with node:crypto.
CREATE OR REPLACE FUNCTION participant_hmac(secret bytea, message bytea) RETURNS bytea
LANGUAGE plpgsql IMMUTABLE STRICT AS $$
DECLARE
  k bytea := secret;
  ipad bytea;
  opad bytea;
BEGIN
  IF octet_length(k) > 64 THEN k := sha256(k); END IF;
  k := k || decode(repeat('00', 64 - octet_length(k)), 'hex');
  ipad := k;
  opad := k;
  FOR i IN 0..63 LOOP
    ipad := set_byte(ipad, i, get_byte(k, i) # 54);
    opad := set_byte(opad, i, get_byte(k, i) # 92);
  END LOOP;
  RETURN sha256(opad || sha256(ipad || message));
END
$$;

CREATE OR REPLACE FUNCTION submit_check_in(
  country text,
  pin_code text,
  participant text,
  client_key text
) RETURNS json
LANGUAGE plpgsql VOLATILE SECURITY DEFINER AS $$
#variable_conflict use_column
DECLARE
  c text := submit_check_in.country;
  code text;
  place postal_places;
  lim submit_report_limits;
  w timestamptz := date_trunc('minute', now());
  utc timestamp := now() AT TIME ZONE 'UTC';
  week text := to_char(now() AT TIME ZONE 'UTC', 'IYYY-"W"IW');
  secret_key bytea;
  n integer;
BEGIN
  IF c IS NULL OR NOT (c = ANY (ARRAY['IN','US','CA','GB','AU','DE','FR','JP','BR','MX','IT','ES','NL','SE','NO'])) THEN
    RAISE EXCEPTION 'country must be one of IN, US, CA, GB, AU, DE, FR, JP, BR, MX, IT, ES, NL, SE, NO'
      USING ERRCODE = 'PT400';
  END IF;
  IF submit_check_in.pin_code IS NULL OR report_pin_code(submit_check_in.pin_code) = '' THEN
    RAISE EXCEPTION 'A check-in needs the postal code it was made in' USING ERRCODE = 'PT400';
  END IF;
  IF char_length(submit_check_in.pin_code) > 16 THEN
    RAISE EXCEPTION 'pin_code must be 1 to 16 characters' USING ERRCODE = 'PT400';
  END IF;
  code := report_pin_code(submit_check_in.pin_code);
  IF NOT has_postal_shape(c, code) THEN
    RAISE EXCEPTION 'pin_code % is not a valid postal code for %', code, c USING ERRCODE = 'PT400';
  END IF;
  IF submit_check_in.participant IS NULL OR submit_check_in.participant !~ '^[A-Za-z0-9_-]{22,64}$' THEN
    RAISE EXCEPTION 'participant must be the random key this browser made (22 to 64 letters, digits, - or _)'
      USING ERRCODE = 'PT400';
  END IF;
  IF submit_check_in.client_key IS NULL OR char_length(submit_check_in.client_key) NOT BETWEEN 16 AND 200 THEN
    RAISE EXCEPTION 'client_key must be 16 to 200 characters' USING ERRCODE = 'PT400';
  END IF;
  SELECT s.secret INTO secret_key FROM participant_secret s;
  IF secret_key IS NULL THEN
    RAISE EXCEPTION 'Check-ins are not set up on this project yet' USING ERRCODE = 'PT503';
  END IF;

  IF EXISTS (SELECT 1 FROM postal_places p WHERE p.country = c) THEN
    SELECT * INTO place FROM postal_place(c, postal_key(c, code));
    IF NOT FOUND THEN
      RAISE EXCEPTION 'Postal code % was not found in %', code, c USING ERRCODE = 'PT422';
    END IF;
  END IF;

  -- submit_report's budgets (0500), shared with it.
  SELECT * INTO lim FROM submit_report_limits;
  INSERT INTO submit_report_counters AS k (bucket, window_start, count) VALUES ('*', w, 1)
    ON CONFLICT (bucket) DO UPDATE
    SET count = CASE WHEN k.window_start >= EXCLUDED.window_start THEN k.count + 1 ELSE 1 END,
        window_start = greatest(k.window_start, EXCLUDED.window_start)
    RETURNING k.count INTO n;
  IF n > lim.global_per_minute THEN
    RAISE EXCEPTION 'Too many reports right now, please try again in a minute' USING ERRCODE = 'PT429';
  END IF;
  INSERT INTO submit_report_counters AS k (bucket, window_start, count)
    VALUES (encode(sha256(convert_to(submit_check_in.client_key, 'UTF8')), 'hex'), w, 1)
    ON CONFLICT (bucket) DO UPDATE
    SET count = CASE WHEN k.window_start >= EXCLUDED.window_start THEN k.count + 1 ELSE 1 END,
        window_start = greatest(k.window_start, EXCLUDED.window_start)
    RETURNING k.count INTO n;
  IF n > lim.per_key_per_minute THEN
    RAISE EXCEPTION 'Too many reports from this browser, please try again in a minute' USING ERRCODE = 'PT429';
  END IF;

  PERFORM record_participation(
    ARRAY[c], date_trunc('week', utc)::date, utc::date,
    substring(participant_hmac(secret_key, convert_to(submit_check_in.participant || ':' || week, 'UTF8')) FROM 1 FOR 16),
    c, postal_key(c, code), 0);
  RETURN json_build_object('week', week, 'country', c, 'pinCode', code,
                           'city', nullif(place.city, ''), 'state', nullif(place.state, ''));
END
$$;

DO $$
BEGIN
  EXECUTE format('ALTER FUNCTION submit_check_in(text, text, text, text) SET search_path = %I, pg_temp', current_schema());
  REVOKE ALL ON FUNCTION submit_check_in(text, text, text, text) FROM PUBLIC;
  REVOKE ALL ON FUNCTION participant_hmac(bytea, bytea) FROM PUBLIC;
  REVOKE ALL ON FUNCTION record_participation(text[], date, date, bytea, text, text, integer) FROM PUBLIC;
END
$$;

-- Supabase projects: 0992's statement of what the public roles may do,
-- repeated with submit_check_in added to what they may call and 1020's
-- health_tip_translations among what they may read. The rate tables,
-- participant_secret and the check-in idempotency keys stay closed to them.
DO $$
DECLARE
  r text;
  t record;
  f record;
  readable text[] := ARRAY['symptom_reports', 'health_tips', 'health_tip_translations', 'report_cells',
                           'report_cells_daily', 'report_daily_counts'];
  callable text[] := ARRAY['submit_report', 'submit_check_in', 'get_health_tip_by_symptoms_and_location'];
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname IN ('anon', 'authenticated')) THEN
    RETURN;
  END IF;

  FOR f IN
    SELECT p.oid::regprocedure AS fn, p.proname FROM pg_proc p
    WHERE p.pronamespace = current_schema()::regnamespace AND p.proowner = (SELECT oid FROM pg_roles WHERE rolname = current_user)
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
  LOOP
    EXECUTE format('REVOKE ALL ON FUNCTION %s FROM PUBLIC', f.fn);
  END LOOP;

  FOREACH r IN ARRAY ARRAY['anon', 'authenticated'] LOOP
    CONTINUE WHEN NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = r);
    EXECUTE format('GRANT USAGE ON SCHEMA %I TO %I', current_schema(), r);
    FOR t IN
      SELECT c.oid::regclass AS rel, c.relname FROM pg_class c
      WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'v', 'm', 'p', 'f', 'S')
    LOOP
      EXECUTE format('REVOKE ALL ON %s FROM %I', t.rel, r);
      IF t.relname = ANY (readable) THEN
        EXECUTE format('GRANT SELECT ON %s TO %I', t.rel, r);
      END IF;
    END LOOP;
    FOR f IN
      SELECT p.oid::regprocedure AS fn, p.proname FROM pg_proc p
      WHERE p.pronamespace = current_schema()::regnamespace
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
    LOOP
      EXECUTE format('REVOKE ALL ON FUNCTION %s FROM %I', f.fn, r);
      IF f.proname = ANY (callable) THEN
        EXECUTE format('GRANT EXECUTE ON FUNCTION %s TO %I', f.fn, r);
      END IF;
    END LOOP;
    EXECUTE format('ALTER DEFAULT PRIVILEGES IN SCHEMA %I REVOKE ALL ON TABLES FROM %I', current_schema(), r);
    EXECUTE format('ALTER DEFAULT PRIVILEGES IN SCHEMA %I REVOKE ALL ON SEQUENCES FROM %I', current_schema(), r);
    EXECUTE format('ALTER DEFAULT PRIVILEGES IN SCHEMA %I REVOKE ALL ON FUNCTIONS FROM %I', current_schema(), r);
  END LOOP;
END
$$;
