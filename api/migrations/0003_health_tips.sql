CREATE TABLE IF NOT EXISTS health_tips (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  symptoms text[] NOT NULL CHECK (cardinality(symptoms) >= 1),
  -- The illness type the advice is most relevant to; NULL = general advice.
  illness_type text CHECK (illness_type IS NULL OR illness_type IN
    ('flu','dengue','covid','malaria','typhoid','chikungunya','other','unknown')),
  content text NOT NULL CHECK (char_length(content) BETWEEN 1 AND 2000),
  source text NOT NULL CHECK (char_length(source) BETWEEN 1 AND 500),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX IF NOT EXISTS health_tips_content_key ON health_tips (content);

-- The tip whose symptoms overlap the given list most. Ties go to the tip for
-- the illness most reported at that postal code in the last 14 days (the
-- local situation), then to the more specific tip (fewer symptoms), then to
-- the oldest. NULL/empty symptom lists fall back to general advice.
CREATE OR REPLACE FUNCTION get_health_tip_by_symptoms_and_location(symptom_list text[], location_pin_code text)
RETURNS SETOF health_tips
LANGUAGE sql STABLE AS $$
  WITH local AS (
    SELECT r.illness_type
    FROM symptom_reports r
    WHERE location_pin_code IS NOT NULL
      AND r.pin_code = location_pin_code
      AND r.created_at > now() - interval '14 days'
      AND r.illness_type NOT IN ('unknown', 'other')
    GROUP BY r.illness_type
    ORDER BY count(*) DESC, r.illness_type
    LIMIT 1
  )
  SELECT t.*
  FROM health_tips t
  LEFT JOIN local l ON l.illness_type = t.illness_type
  ORDER BY
    cardinality(ARRAY(SELECT unnest(t.symptoms) INTERSECT SELECT unnest(coalesce(symptom_list, '{}'::text[])))) DESC,
    (l.illness_type IS NOT NULL) DESC,
    cardinality(t.symptoms) ASC,
    t.id ASC
  LIMIT 1
$$;
