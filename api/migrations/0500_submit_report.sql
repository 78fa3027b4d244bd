-- Reports submitted through Supabase's REST layer (docs/DESIGN.md §4,
-- supabase/README.md). The public roles get no INSERT on symptom_reports
-- (0992); they call submit_report, which checks the report by the API's
-- rules, places it from postal_places, stamps it with the database's time
-- and rate-limits. Plain PostgreSQL and PGlite get the same objects, unused:
-- the API geocodes in memory and writes as the table's owner.

-- The gazetteer, one row per postal key: filled at deploy time by
-- `npm run geodata:load-db -w @healthwatch/api` (never shipped in migrations).
-- postal_key is the API's lookup key (api/src/geocode/normalise.ts), and
-- compares byte-wise, as the API's sorted keys do, for the nearest-code fallbacks.
CREATE TABLE IF NOT EXISTS postal_places (
  country text NOT NULL,
  postal_key text COLLATE "C" NOT NULL,
  postal_code text NOT NULL,
  city text NOT NULL,
  state text NOT NULL,
  latitude double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
  PRIMARY KEY (country, postal_key)
);

-- Limits of submit_report; the owner may change them (UPDATE submit_report_limits SET ...).
CREATE TABLE IF NOT EXISTS submit_report_limits (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  per_key_per_minute integer NOT NULL DEFAULT 60 CHECK (per_key_per_minute > 0),
  global_per_minute integer NOT NULL DEFAULT 600 CHECK (global_per_minute > 0)
);
INSERT INTO submit_report_limits DEFAULT VALUES ON CONFLICT DO NOTHING;

-- One counter per bucket and minute: '*' for everyone, else the SHA-256 of
-- the browser's random client key. No address and no key itself is stored.
CREATE TABLE IF NOT EXISTS submit_report_counters (
  bucket text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  count integer NOT NULL
);
CREATE INDEX IF NOT EXISTS submit_report_counters_window_idx ON submit_report_counters (window_start);

-- JavaScript's \s (String.prototype.trim and /\s/), so a code is spelt as the API spells it.
CREATE OR REPLACE FUNCTION report_pin_code(raw text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT regexp_replace(
    upper(regexp_replace(raw, '^[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+|[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$', '', 'g')),
    '[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+', ' ', 'g')
$$;

-- contracts/src/domain/countries.ts POSTAL_PATTERNS, for a code already
-- spelt by report_pin_code (upper case, single spaces).
CREATE OR REPLACE FUNCTION has_postal_shape(country text, pin_code text) RETURNS boolean
LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT coalesce(pin_code ~ CASE country
    WHEN 'IN' THEN '^[0-9]{6}$'
    WHEN 'US' THEN '^[0-9]{5}(-[0-9]{4})?$'
    WHEN 'CA' THEN '^[A-Z][0-9][A-Z]( ?[0-9][A-Z][0-9])?$'
    WHEN 'GB' THEN '^[A-Z]{1,2}[0-9][A-Z0-9]?( ?[0-9][A-Z]{2})?$'
    WHEN 'AU' THEN '^[0-9]{4}$'
    WHEN 'DE' THEN '^[0-9]{5}$'
    WHEN 'FR' THEN '^[0-9]{5}$'
    WHEN 'JP' THEN '^[0-9]{3}-?([0-9]{2}|[0-9]{4})?$'
    WHEN 'BR' THEN '^[0-9]{5}-?[0-9]{3}$'
    WHEN 'MX' THEN '^[0-9]{5}$'
    WHEN 'IT' THEN '^[0-9]{5}$'
    WHEN 'ES' THEN '^[0-9]{5}$'
    WHEN 'NL' THEN '^[0-9]{4}( ?[A-Z]{2})?$'
    WHEN 'SE' THEN '^[0-9]{3} ?[0-9]{2}$'
    WHEN 'NO' THEN '^[0-9]{4}$'
  END, false)
$$;

-- api/src/geocode/normalise.ts postalKey.
CREATE OR REPLACE FUNCTION postal_key(country text, pin_code text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT AS $$
  WITH c AS (
    SELECT regexp_replace(upper(pin_code),
      '[-\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff\u2010-\u2015]+', '', 'g') AS compact
  )
  SELECT CASE country
    WHEN 'GB' THEN CASE WHEN length(compact) >= 5 AND compact ~ '[0-9][A-Z]{2}$' THEN left(compact, -3) ELSE compact END
    WHEN 'CA' THEN left(compact, 3)
    WHEN 'NL' THEN left(compact, 4)
    WHEN 'US' THEN left(compact, 5)
    ELSE compact
  END FROM c
$$;

CREATE OR REPLACE FUNCTION shared_prefix_length(a text, b text) RETURNS integer
LANGUAGE plpgsql IMMUTABLE STRICT AS $$
DECLARE
  i integer := 0;
BEGIN
  WHILE i < least(length(a), length(b)) AND substr(a, i + 1, 1) = substr(b, i + 1, 1) LOOP
    i := i + 1;
  END LOOP;
  RETURN i;
END
$$;

-- The place of a postal key, with the API's nearest-code fallbacks
-- (api/src/geocode/fallback.ts): BR, the nearest lower code sharing 2 digits;
-- IT and NL, among the codes sharing the longest prefix (at least 3 / 2
-- digits), the nearest in number, the lower on a tie. No row: unknown.
CREATE OR REPLACE FUNCTION postal_place(in_country text, in_key text) RETURNS SETOF postal_places
LANGUAGE plpgsql STABLE STRICT AS $$
DECLARE
  min_prefix integer;
  best integer;
  floor_key text;
  ceil_key text;
BEGIN
  RETURN QUERY SELECT * FROM postal_places p WHERE p.country = in_country AND p.postal_key = in_key;
  IF FOUND THEN RETURN; END IF;
  SELECT max(p.postal_key) INTO floor_key FROM postal_places p
    WHERE p.country = in_country AND p.postal_key <= in_key;
  IF in_country = 'BR' THEN
    IF floor_key IS NOT NULL AND shared_prefix_length(floor_key, in_key) >= 2 THEN
      RETURN QUERY SELECT * FROM postal_places p WHERE p.country = in_country AND p.postal_key = floor_key;
    END IF;
    RETURN;
  END IF;
  min_prefix := CASE in_country WHEN 'IT' THEN 3 WHEN 'NL' THEN 2 END;
  IF min_prefix IS NULL OR in_key !~ '^[0-9]+$' THEN RETURN; END IF;
  SELECT min(p.postal_key) INTO ceil_key FROM postal_places p
    WHERE p.country = in_country AND p.postal_key > in_key;
  best := greatest(coalesce(shared_prefix_length(floor_key, in_key), 0),
                   coalesce(shared_prefix_length(ceil_key, in_key), 0));
  IF best < min_prefix THEN RETURN; END IF;
  RETURN QUERY SELECT * FROM postal_places p
    WHERE p.country = in_country AND p.postal_key >= left(in_key, best) AND left(p.postal_key, best) = left(in_key, best)
      AND p.postal_key ~ '^[0-9]+$'
    ORDER BY abs(p.postal_key::numeric - in_key::numeric), p.postal_key
    LIMIT 1;
END
$$;

-- The one way the public roles add a report. Parameters are named as the
-- table's columns, so the REST call's JSON reads like the row it stores;
-- the nickname is not among them (docs/SPEC.md §3: never sent).
CREATE OR REPLACE FUNCTION submit_report(
  country text,
  pin_code text,
  symptoms text[],
  illness_type text,
  severity text,
  client_key text
) RETURNS symptom_reports
LANGUAGE plpgsql VOLATILE SECURITY DEFINER AS $$
#variable_conflict use_column
DECLARE
  c text := submit_report.country;
  code text;
  place postal_places;
  lim submit_report_limits;
  w timestamptz := date_trunc('minute', now());
  n integer;
  stored symptom_reports;
BEGIN
  IF c IS NULL OR NOT (c = ANY (ARRAY['IN','US','CA','GB','AU','DE','FR','JP','BR','MX','IT','ES','NL','SE','NO'])) THEN
    RAISE EXCEPTION 'country must be one of IN, US, CA, GB, AU, DE, FR, JP, BR, MX, IT, ES, NL, SE, NO'
      USING ERRCODE = 'PT400';
  END IF;
  IF submit_report.pin_code IS NULL OR char_length(submit_report.pin_code) NOT BETWEEN 1 AND 16 THEN
    RAISE EXCEPTION 'pin_code must be 1 to 16 characters' USING ERRCODE = 'PT400';
  END IF;
  code := report_pin_code(submit_report.pin_code);
  IF NOT has_postal_shape(c, code) THEN
    RAISE EXCEPTION 'pin_code % is not a valid postal code for %', code, c USING ERRCODE = 'PT400';
  END IF;
  IF submit_report.symptoms IS NULL OR array_ndims(submit_report.symptoms) IS DISTINCT FROM 1
     OR cardinality(submit_report.symptoms) NOT BETWEEN 1 AND 15
     OR NOT (submit_report.symptoms <@ ARRAY['Fever','Cough','Sore throat','Headache','Fatigue','Body aches',
       'Runny nose','Nausea','Diarrhea','Loss of taste/smell','Shortness of breath','Chest pain','Dizziness',
       'Chills','Sweating'])
     OR (SELECT count(DISTINCT s) FROM unnest(submit_report.symptoms) AS s) <> cardinality(submit_report.symptoms) THEN
    RAISE EXCEPTION 'symptoms must be 1 to 15 different symptoms of the report form' USING ERRCODE = 'PT400';
  END IF;
  IF submit_report.illness_type IS NULL OR NOT (submit_report.illness_type = ANY (ARRAY['flu','dengue','covid',
       'malaria','typhoid','chikungunya','other','unknown'])) THEN
    RAISE EXCEPTION 'illness_type must be one of flu, dengue, covid, malaria, typhoid, chikungunya, other, unknown'
      USING ERRCODE = 'PT400';
  END IF;
  IF submit_report.severity IS NULL OR NOT (submit_report.severity = ANY (ARRAY['mild','moderate','severe'])) THEN
    RAISE EXCEPTION 'severity must be one of mild, moderate, severe' USING ERRCODE = 'PT400';
  END IF;
  IF submit_report.client_key IS NULL OR char_length(submit_report.client_key) NOT BETWEEN 16 AND 200 THEN
    RAISE EXCEPTION 'client_key must be 16 to 200 characters' USING ERRCODE = 'PT400';
  END IF;

  -- A country without any loaded code keeps its reports unplaced, as the API
  -- does without gazetteer data; with data, an unknown code is refused.
  IF EXISTS (SELECT 1 FROM postal_places p WHERE p.country = c) THEN
    SELECT * INTO place FROM postal_place(c, postal_key(c, code));
    IF NOT FOUND THEN
      RAISE EXCEPTION 'Postal code % was not found in %', code, c USING ERRCODE = 'PT422';
    END IF;
  END IF;

  -- Fixed one-minute windows. Refused calls roll back their own increments,
  -- so only stored reports count; a statement calling this 20,000 times
  -- fails whole at the first call over a limit.
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
    VALUES (encode(sha256(convert_to(submit_report.client_key, 'UTF8')), 'hex'), w, 1)
    ON CONFLICT (bucket) DO UPDATE
    SET count = CASE WHEN k.window_start >= EXCLUDED.window_start THEN k.count + 1 ELSE 1 END,
        window_start = greatest(k.window_start, EXCLUDED.window_start)
    RETURNING k.count INTO n;
  IF n > lim.per_key_per_minute THEN
    RAISE EXCEPTION 'Too many reports from this browser, please try again in a minute' USING ERRCODE = 'PT429';
  END IF;
  -- Forget finished windows a few at a time, so the table stays about one minute of keys long.
  DELETE FROM submit_report_counters
  WHERE bucket IN (SELECT bucket FROM submit_report_counters
                   WHERE window_start < w AND bucket <> '*' LIMIT 20 FOR UPDATE SKIP LOCKED);

  INSERT INTO symptom_reports (country, pin_code, symptoms, illness_type, severity, created_at,
                               latitude, longitude, city, state)
  VALUES (c, code, submit_report.symptoms, submit_report.illness_type, submit_report.severity, now(),
          place.latitude, place.longitude, nullif(place.city, ''), nullif(place.state, ''))
  RETURNING * INTO stored;
  RETURN stored;
END
$$;

-- A definer function runs with the owner's rights: its name lookups are
-- pinned to this schema, so nobody can slip in a table or operator of their own.
DO $$
BEGIN
  EXECUTE format('ALTER FUNCTION submit_report(text, text, text[], text, text, text) SET search_path = %I, pg_temp',
                 current_schema());
  REVOKE ALL ON FUNCTION submit_report(text, text, text[], text, text, text) FROM PUBLIC;
END
$$;
