-- Reports as docs/SPEC.md §3 stores them, plus city/state from server-side geocoding.
CREATE TABLE IF NOT EXISTS symptom_reports (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  nickname text CHECK (nickname IS NULL OR char_length(nickname) BETWEEN 1 AND 40),
  country text NOT NULL CHECK (country IN ('IN','US','CA','GB','AU','DE','FR','JP','BR','MX','IT','ES','NL','SE','NO')),
  pin_code text NOT NULL DEFAULT '00000' CHECK (char_length(pin_code) BETWEEN 1 AND 16),
  symptoms text[] NOT NULL CHECK (
    cardinality(symptoms) BETWEEN 1 AND 15
    AND symptoms <@ ARRAY['Fever','Cough','Sore throat','Headache','Fatigue','Body aches','Runny nose','Nausea',
      'Diarrhea','Loss of taste/smell','Shortness of breath','Chest pain','Dizziness','Chills','Sweating']::text[]
  ),
  illness_type text NOT NULL DEFAULT 'unknown'
    CHECK (illness_type IN ('flu','dengue','covid','malaria','typhoid','chikungunya','other','unknown')),
  severity text NOT NULL DEFAULT 'mild' CHECK (severity IN ('mild','moderate','severe')),
  created_at timestamptz NOT NULL DEFAULT now(),
  latitude double precision CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision CHECK (longitude BETWEEN -180 AND 180),
  city text CHECK (city IS NULL OR char_length(city) <= 200),
  state text CHECK (state IS NULL OR char_length(state) <= 200),
  CHECK ((latitude IS NULL) = (longitude IS NULL))
);

CREATE INDEX IF NOT EXISTS symptom_reports_country_pin_idx ON symptom_reports (country, pin_code, id DESC);
CREATE INDEX IF NOT EXISTS symptom_reports_created_at_idx ON symptom_reports (created_at);

-- A retried POST with the same Idempotency-Key returns the first report.
-- Written in the same transaction as the report it points to.
CREATE TABLE IF NOT EXISTS report_idempotency_keys (
  key text PRIMARY KEY CHECK (char_length(key) BETWEEN 1 AND 200),
  report_id bigint REFERENCES symptom_reports (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
