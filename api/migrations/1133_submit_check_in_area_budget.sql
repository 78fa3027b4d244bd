-- submit_check_in takes the per-area budget migration 1120 gave submit_report (issue 34, finding 2): written
-- against 0500's global cap, which 1120 turned off, a flood of check-ins with fresh keys was bounded by nothing.
-- Everything else it does is 1131's.
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

  -- submit_report's budgets as migration 1120 set them, shared with it: the area's cap (country and first-level
  -- division) is what bounds a flood of fresh keys, the owner's optional global cap, then the browser's.
  SELECT * INTO lim FROM submit_report_limits;
  n := submit_report_count('area:' || c || ':' || coalesce(place.state, ''), w);
  IF n > lim.per_area_per_minute THEN
    RAISE EXCEPTION 'Too many reports from this area right now, please try again in a minute' USING ERRCODE = 'PT429';
  END IF;
  IF lim.global_per_minute IS NOT NULL THEN
    n := submit_report_count('*', w);
    IF n > lim.global_per_minute THEN
      RAISE EXCEPTION 'Too many reports right now, please try again in a minute' USING ERRCODE = 'PT429';
    END IF;
  END IF;
  n := submit_report_count(encode(sha256(convert_to(submit_check_in.client_key, 'UTF8')), 'hex'), w);
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
END
$$;
