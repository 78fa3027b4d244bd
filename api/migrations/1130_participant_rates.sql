-- Check-ins, weekly pseudonyms and weekly rates (docs/DESIGN.md "Rates", docs/SPEC.md "Check-ins and rates").
--
-- A participant is never stored: only a weekly pseudonym, the first 16 bytes
-- of HMAC-SHA256(secret, key || ':' || ISO week), computed by the API with
-- PARTICIPANT_SECRET (or by submit_check_in with participant_secret below).
-- The pseudonym changes every week, so these tables can count distinct
-- participants per area and week but cannot link one participant's weeks.
-- flags: bit i is set when the participant met CASE_DEFINITION_IDS[i]
-- (contracts/src/rates/case-definitions.ts) at least once in the period:
-- 1 ili-who, 2 ili-ecdc, 4 cli, 8 dli, 16 age. A check-in has flags 0.

-- Each report is classified when stored: the definitions its symptoms meet
-- (mirror of classifyReport; api/test checks both agree on all 32,768 symptom sets).
CREATE OR REPLACE FUNCTION report_case_definitions(symptoms text[]) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  WITH s AS (
    SELECT
      'Fever' = ANY (symptoms) AS fever,
      'Cough' = ANY (symptoms) AS cough,
      'Diarrhea' = ANY (symptoms) AS diarrhea,
      'Loss of taste/smell' = ANY (symptoms) AS anosmia,
      cardinality(ARRAY(SELECT unnest(symptoms) INTERSECT
        SELECT unnest(ARRAY['Fever','Chills','Fatigue','Headache','Body aches']))) AS ecdc_systemic,
      cardinality(ARRAY(SELECT unnest(symptoms) INTERSECT
        SELECT unnest(ARRAY['Cough','Sore throat','Shortness of breath']))) AS ecdc_respiratory,
      cardinality(ARRAY(SELECT unnest(symptoms) INTERSECT
        SELECT unnest(ARRAY['Fever','Cough','Fatigue','Headache','Body aches','Sore throat','Runny nose',
          'Shortness of breath','Nausea','Diarrhea']))) AS covid_any,
      cardinality(ARRAY(SELECT unnest(symptoms) INTERSECT
        SELECT unnest(ARRAY['Nausea','Headache','Body aches']))) AS dengue_two_of
  )
  SELECT array_remove(ARRAY[
    CASE WHEN fever AND cough THEN 'ili-who' END,
    CASE WHEN ecdc_systemic >= 1 AND ecdc_respiratory >= 1 THEN 'ili-ecdc' END,
    CASE WHEN (fever AND cough) OR covid_any >= 3 OR anosmia THEN 'cli' END,
    CASE WHEN fever AND dengue_two_of >= 2 THEN 'dli' END,
    CASE WHEN diarrhea THEN 'age' END
  ], NULL) FROM s
$$;

ALTER TABLE symptom_reports ADD COLUMN IF NOT EXISTS case_definitions text[]
  GENERATED ALWAYS AS (report_case_definitions(symptoms)) STORED;

-- The bitmask of flags above for a set of definition ids.
CREATE OR REPLACE FUNCTION case_definition_flags(ids text[]) RETURNS integer
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT (CASE WHEN 'ili-who' = ANY (ids) THEN 1 ELSE 0 END) | (CASE WHEN 'ili-ecdc' = ANY (ids) THEN 2 ELSE 0 END)
       | (CASE WHEN 'cli' = ANY (ids) THEN 4 ELSE 0 END) | (CASE WHEN 'dli' = ANY (ids) THEN 8 ELSE 0 END)
       | (CASE WHEN 'age' = ANY (ids) THEN 16 ELSE 0 END)
$$;

-- Who counted in an area and ISO week (area: a country code or a gazetteer area id).
CREATE TABLE IF NOT EXISTS rate_week_participants (
  area_id text COLLATE "C" NOT NULL,
  week_start date NOT NULL,
  pseudonym bytea NOT NULL CHECK (octet_length(pseudonym) = 16),
  flags integer NOT NULL DEFAULT 0 CHECK (flags BETWEEN 0 AND 31),
  PRIMARY KEY (area_id, week_start, pseudonym)
);

-- What GET /api/rates/weekly and the weekly open data read: one row per area and week.
CREATE TABLE IF NOT EXISTS rate_week_areas (
  area_id text COLLATE "C" NOT NULL,
  week_start date NOT NULL,
  participants integer NOT NULL CHECK (participants >= 0),
  ili_who integer NOT NULL DEFAULT 0,
  ili_ecdc integer NOT NULL DEFAULT 0,
  cli integer NOT NULL DEFAULT 0,
  dli integer NOT NULL DEFAULT 0,
  age integer NOT NULL DEFAULT 0,
  PRIMARY KEY (area_id, week_start)
);
CREATE INDEX IF NOT EXISTS rate_week_areas_week_idx ON rate_week_areas (week_start);

-- Who counted per postal key and UTC day (the pseudonym is still the week's).
CREATE TABLE IF NOT EXISTS rate_day_participants (
  country text NOT NULL,
  postal_key text COLLATE "C" NOT NULL,
  day date NOT NULL,
  pseudonym bytea NOT NULL CHECK (octet_length(pseudonym) = 16),
  flags integer NOT NULL DEFAULT 0 CHECK (flags BETWEEN 0 AND 31),
  PRIMARY KEY (country, postal_key, day, pseudonym)
);

-- Participants and cases per postal key and UTC day, beside analytics_postal_daily, for the area pass
-- (participants as the denominator of an area's series: sum over the area's keys).
CREATE TABLE IF NOT EXISTS analytics_postal_daily_participants (
  country text NOT NULL,
  postal_key text COLLATE "C" NOT NULL,
  day date NOT NULL,
  participants integer NOT NULL CHECK (participants >= 0),
  ili_who integer NOT NULL DEFAULT 0,
  ili_ecdc integer NOT NULL DEFAULT 0,
  cli integer NOT NULL DEFAULT 0,
  dli integer NOT NULL DEFAULT 0,
  age integer NOT NULL DEFAULT 0,
  PRIMARY KEY (country, postal_key, day)
);

-- A retried POST /api/check-ins with the same Idempotency-Key answers as the first did. No pseudonym here.
CREATE TABLE IF NOT EXISTS check_in_idempotency_keys (
  key text PRIMARY KEY CHECK (char_length(key) BETWEEN 1 AND 200),
  week text NOT NULL,
  country text NOT NULL,
  pin_code text NOT NULL,
  city text,
  state text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS check_in_idempotency_keys_created_idx ON check_in_idempotency_keys (created_at);

-- Counts one participant (pseudonym of the week) in each area of area_ids for
-- that week, and at its postal key on that day, with the definitions met
-- (flags). Counters move only when the participant is new to the area-week
-- (participants + 1) or meets a definition for the first time in it (cases + 1),
-- so repeats by one participant never add. Areas are taken in sorted order.
CREATE OR REPLACE FUNCTION record_participation(
  area_ids text[], week_start date, day date, pseudonym bytea, country text, postal_key text, flags integer
) RETURNS void
LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_variable
DECLARE
  a text;
  was integer;
  fresh integer;
  added integer;
BEGIN
  -- Rates answers cached by API processes are stale from this transaction's commit on (api/src/rates/generation.ts).
  PERFORM pg_notify('rate_participation', '');
  FOR a IN SELECT DISTINCT x FROM unnest(area_ids) AS x ORDER BY x LOOP
    INSERT INTO rate_week_participants AS m (area_id, week_start, pseudonym, flags)
      VALUES (a, week_start, pseudonym, 0) ON CONFLICT DO NOTHING;
    GET DIAGNOSTICS fresh = ROW_COUNT;
    SELECT m.flags INTO was FROM rate_week_participants m
      WHERE m.area_id = a AND m.week_start = week_start AND m.pseudonym = pseudonym FOR UPDATE;
    added := flags & ~was;
    CONTINUE WHEN fresh = 0 AND added = 0;
    IF added <> 0 THEN
      UPDATE rate_week_participants m SET flags = m.flags | added
        WHERE m.area_id = a AND m.week_start = week_start AND m.pseudonym = pseudonym;
    END IF;
    INSERT INTO rate_week_areas AS r (area_id, week_start, participants, ili_who, ili_ecdc, cli, dli, age)
      VALUES (a, week_start, fresh, added & 1, (added >> 1) & 1, (added >> 2) & 1, (added >> 3) & 1, (added >> 4) & 1)
      ON CONFLICT ON CONSTRAINT rate_week_areas_pkey DO UPDATE SET
        participants = r.participants + excluded.participants, ili_who = r.ili_who + excluded.ili_who,
        ili_ecdc = r.ili_ecdc + excluded.ili_ecdc, cli = r.cli + excluded.cli, dli = r.dli + excluded.dli,
        age = r.age + excluded.age;
  END LOOP;

  INSERT INTO rate_day_participants AS m (country, postal_key, day, pseudonym, flags)
    VALUES (country, postal_key, day, pseudonym, 0) ON CONFLICT DO NOTHING;
  GET DIAGNOSTICS fresh = ROW_COUNT;
  SELECT m.flags INTO was FROM rate_day_participants m
    WHERE m.country = country AND m.postal_key = postal_key AND m.day = day AND m.pseudonym = pseudonym FOR UPDATE;
  added := flags & ~was;
  IF fresh = 0 AND added = 0 THEN RETURN; END IF;
  IF added <> 0 THEN
    UPDATE rate_day_participants m SET flags = m.flags | added
      WHERE m.country = country AND m.postal_key = postal_key AND m.day = day AND m.pseudonym = pseudonym;
  END IF;
  INSERT INTO analytics_postal_daily_participants AS r
      (country, postal_key, day, participants, ili_who, ili_ecdc, cli, dli, age)
    VALUES (country, postal_key, day, fresh, added & 1, (added >> 1) & 1, (added >> 2) & 1, (added >> 3) & 1,
            (added >> 4) & 1)
    ON CONFLICT ON CONSTRAINT analytics_postal_daily_participants_pkey DO UPDATE SET
      participants = r.participants + excluded.participants, ili_who = r.ili_who + excluded.ili_who,
      ili_ecdc = r.ili_ecdc + excluded.ili_ecdc, cli = r.cli + excluded.cli, dli = r.dli + excluded.dli,
      age = r.age + excluded.age;
END
$$;
