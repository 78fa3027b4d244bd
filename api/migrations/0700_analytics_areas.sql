-- Outbreak detection for every area of the gazetteer (api/src/analytics/areas).
--
-- analytics_postal_daily: reports per country, postal key (postal_key() of
-- 0500, the API's lookup key), UTC day and illness, kept by statement-level
-- triggers in the inserting transaction like the other aggregates. Which
-- areas a postal key belongs to (state, district/county, city) comes from the
-- gazetteer at run time, so the areas' series are summed from this table by
-- the background pass and by area requests; POST pays one small upsert.
CREATE TABLE IF NOT EXISTS analytics_postal_daily (
  country text NOT NULL,
  postal_key text COLLATE "C" NOT NULL,
  day date NOT NULL,
  illness_type text NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (country, postal_key, day, illness_type)
);

CREATE OR REPLACE FUNCTION analytics_postal_daily_after_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analytics_postal_daily AS a (country, postal_key, day, illness_type, count)
  SELECT n.country, postal_key(n.country, n.pin_code), (n.created_at AT TIME ZONE 'UTC')::date, n.illness_type, count(*)
  FROM new_rows n
  GROUP BY 1, 2, 3, 4
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (country, postal_key, day, illness_type) DO UPDATE SET count = a.count + excluded.count;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION analytics_postal_daily_after_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE analytics_postal_daily a SET count = a.count - d.n
  FROM (
    SELECT o.country, postal_key(o.country, o.pin_code) AS postal_key, (o.created_at AT TIME ZONE 'UTC')::date AS day,
           o.illness_type, count(*) AS n
    FROM old_rows o
    GROUP BY 1, 2, 3, 4
  ) d
  WHERE a.country = d.country AND a.postal_key = d.postal_key AND a.day = d.day AND a.illness_type = d.illness_type;
  DELETE FROM analytics_postal_daily WHERE count <= 0;
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS analytics_postal_daily_after_insert ON symptom_reports;
CREATE TRIGGER analytics_postal_daily_after_insert
  AFTER INSERT ON symptom_reports
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_postal_daily_after_insert();

DROP TRIGGER IF EXISTS analytics_postal_daily_after_delete ON symptom_reports;
CREATE TRIGGER analytics_postal_daily_after_delete
  AFTER DELETE ON symptom_reports
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_postal_daily_after_delete();

DELETE FROM analytics_postal_daily;
INSERT INTO analytics_postal_daily (country, postal_key, day, illness_type, count)
SELECT r.country, postal_key(r.country, r.pin_code), (r.created_at AT TIME ZONE 'UTC')::date, r.illness_type, count(*)
FROM symptom_reports r
GROUP BY 1, 2, 3, 4;

-- The background pass's verdict for every area with enough reports; rows of
-- areas that no longer qualify are deleted by the next pass. `folded` is the
-- name in lower case without accents, for prefix search.
CREATE TABLE IF NOT EXISTS analytics_area_verdicts (
  area_id text PRIMARY KEY,
  name text NOT NULL,
  folded text COLLATE "C" NOT NULL,
  level text NOT NULL CHECK (level IN ('state', 'district', 'city')),
  country text NOT NULL,
  region text NOT NULL,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  verdict text NOT NULL CHECK (verdict IN ('alarm', 'no alarm', 'insufficient data')),
  alarm_illnesses text[] NOT NULL,
  reports integer NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS analytics_area_verdicts_folded_idx ON analytics_area_verdicts (folded);

-- Current alarms, one per area and series ('all' or an illness). raised_at is
-- when a pass first saw the alarm; it is kept while later passes still see
-- it and the row is deleted when one no longer does.
CREATE TABLE IF NOT EXISTS analytics_area_alarms (
  area_id text NOT NULL,
  illness text NOT NULL,
  day date NOT NULL,
  observed integer NOT NULL,
  expected double precision NOT NULL,
  threshold double precision NOT NULL,
  raised_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (area_id, illness)
);

-- Supabase projects where 0990 has already run (see 0201).
DO $$
DECLARE
  r text;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname IN ('anon', 'authenticated')) THEN
    RETURN;
  END IF;
  EXECUTE format('ALTER FUNCTION analytics_postal_daily_after_insert() SECURITY DEFINER SET search_path = %I, pg_temp', current_schema());
  EXECUTE format('ALTER FUNCTION analytics_postal_daily_after_delete() SECURITY DEFINER SET search_path = %I, pg_temp', current_schema());
  FOREACH r IN ARRAY ARRAY['anon', 'authenticated'] LOOP
    CONTINUE WHEN NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = r);
    EXECUTE format('REVOKE ALL ON analytics_postal_daily FROM %I', r);
    EXECUTE format('REVOKE ALL ON analytics_area_verdicts FROM %I', r);
    EXECUTE format('REVOKE ALL ON analytics_area_alarms FROM %I', r);
  END LOOP;
END
$$;
