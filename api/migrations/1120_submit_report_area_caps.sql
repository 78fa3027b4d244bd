-- submit_report's flood bound (issue 34): one client with fresh random keys
-- exhausted the global 600 reports a minute and every honest reporter was
-- refused. A key costs nothing, so the bound is now per area: each country
-- and first-level division (from postal_places; the country alone for an
-- unplaced report) takes per_area_per_minute reports a minute (default 120).
-- A flood aimed at one area stops that area's reporters for the minute, not
-- anyone elsewhere, and the most it can store is the number of areas times
-- the cap. The global cap stays as an owner's option, off by default.
-- Everything else submit_report does (checks, placing, stamping, the per-key
-- limit, the statement failing whole) is unchanged from 0500.
-- Public roles: no change; they keep EXECUTE on submit_report and nothing on
-- submit_report_limits, submit_report_counters or submit_report_count (0992, below).
ALTER TABLE submit_report_limits
  ADD COLUMN IF NOT EXISTS per_area_per_minute integer NOT NULL DEFAULT 120 CHECK (per_area_per_minute > 0);
ALTER TABLE submit_report_limits ALTER COLUMN global_per_minute DROP NOT NULL;
ALTER TABLE submit_report_limits ALTER COLUMN global_per_minute SET DEFAULT NULL;
-- 600 was 0500's default, not an owner's choice.
UPDATE submit_report_limits SET global_per_minute = NULL WHERE global_per_minute = 600;

-- One bucket's count in the minute starting at w, after adding this call.
CREATE OR REPLACE FUNCTION submit_report_count(in_bucket text, w timestamptz) RETURNS integer
LANGUAGE sql VOLATILE AS $$
  INSERT INTO submit_report_counters AS k (bucket, window_start, count) VALUES (in_bucket, w, 1)
  ON CONFLICT (bucket) DO UPDATE
  SET count = CASE WHEN k.window_start >= EXCLUDED.window_start THEN k.count + 1 ELSE 1 END,
      window_start = greatest(k.window_start, EXCLUDED.window_start)
  RETURNING k.count
$$;
-- Only submit_report (its owner's rights) calls it: closed to PUBLIC and to the public roles.
DO $$
DECLARE
  r text;
BEGIN
  EXECUTE format('ALTER FUNCTION submit_report_count(text, timestamptz) SET search_path = %I, pg_temp', current_schema());
  REVOKE ALL ON FUNCTION submit_report_count(text, timestamptz) FROM PUBLIC;
  FOREACH r IN ARRAY ARRAY['anon', 'authenticated'] LOOP
    CONTINUE WHEN NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = r);
    EXECUTE format('REVOKE ALL ON FUNCTION submit_report_count(text, timestamptz) FROM %I', r);
  END LOOP;
END
$$;

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
  -- fails whole at the first call over a limit. A fresh key costs nothing,
  -- so what bounds a flood is the area's cap (country and first-level
  -- division of the placed code, the country alone when unplaced): it can
  -- stop reporters of the areas it is aimed at, never everyone elsewhere.
  SELECT * INTO lim FROM submit_report_limits;
  n := submit_report_count('area:' || c || ':' || coalesce(place.state, ''), w);
  IF n > lim.per_area_per_minute THEN
    RAISE EXCEPTION 'Too many reports from this area right now, please try again in a minute' USING ERRCODE = 'PT429';
  END IF;
  -- The owner's optional cap on everyone together (NULL: none); any value lets one client stop every reporter again.
  IF lim.global_per_minute IS NOT NULL THEN
    n := submit_report_count('*', w);
    IF n > lim.global_per_minute THEN
      RAISE EXCEPTION 'Too many reports right now, please try again in a minute' USING ERRCODE = 'PT429';
    END IF;
  END IF;
  n := submit_report_count(encode(sha256(convert_to(submit_report.client_key, 'UTF8')), 'hex'), w);
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

-- CREATE OR REPLACE keeps the grants (0992: EXECUTE for the public roles, nothing
-- else) but not the settings: the search_path is pinned again.
DO $$
BEGIN
  EXECUTE format('ALTER FUNCTION submit_report(text, text, text[], text, text, text) SET search_path = %I, pg_temp',
                 current_schema());
  REVOKE ALL ON FUNCTION submit_report(text, text, text[], text, text, text) FROM PUBLIC;
END
$$;
