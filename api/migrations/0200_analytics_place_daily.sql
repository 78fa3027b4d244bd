-- Analytics aggregates: reports per place, UTC day and illness, maintained in
-- the inserting transaction by a statement-level trigger, so the analytics
-- endpoints never scan symptom_reports.
--
-- Places (api/src/analytics/places/places.ts holds the same definitions):
--   ALL        every report
--   <country>  every report of that country (IN = India)
--   Mumbai     IN, district (city) 'Mumbai'
--   Delhi      IN, state 'Delhi' (all its districts)
--   Bangalore  IN, district 'Bengaluru' (or the older spelling 'Bangalore'; not 'Bangalore Rural')
--   Chennai    IN, district 'Chennai'
CREATE TABLE IF NOT EXISTS analytics_place_daily (
  place text NOT NULL,
  day date NOT NULL,
  illness_type text NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (place, day, illness_type)
);

CREATE OR REPLACE FUNCTION analytics_places(country text, city text, state text) RETURNS text[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT array_remove(ARRAY[
    'ALL',
    country,
    CASE WHEN country = 'IN' AND city = 'Mumbai' THEN 'Mumbai' END,
    CASE WHEN country = 'IN' AND state = 'Delhi' THEN 'Delhi' END,
    CASE WHEN country = 'IN' AND city IN ('Bengaluru', 'Bangalore') THEN 'Bangalore' END,
    CASE WHEN country = 'IN' AND city = 'Chennai' THEN 'Chennai' END
  ], NULL)
$$;

CREATE OR REPLACE FUNCTION analytics_place_daily_after_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analytics_place_daily AS a (place, day, illness_type, count)
  SELECT p.place, (n.created_at AT TIME ZONE 'UTC')::date, n.illness_type, count(*)
  FROM new_rows n CROSS JOIN LATERAL unnest(analytics_places(n.country, n.city, n.state)) AS p(place)
  GROUP BY 1, 2, 3
  ON CONFLICT (place, day, illness_type) DO UPDATE SET count = a.count + excluded.count;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION analytics_place_daily_after_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE analytics_place_daily a SET count = a.count - d.n
  FROM (
    SELECT p.place, (o.created_at AT TIME ZONE 'UTC')::date AS day, o.illness_type, count(*) AS n
    FROM old_rows o CROSS JOIN LATERAL unnest(analytics_places(o.country, o.city, o.state)) AS p(place)
    GROUP BY 1, 2, 3
  ) d
  WHERE a.place = d.place AND a.day = d.day AND a.illness_type = d.illness_type;
  DELETE FROM analytics_place_daily WHERE count <= 0;
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS analytics_place_daily_after_insert ON symptom_reports;
CREATE TRIGGER analytics_place_daily_after_insert
  AFTER INSERT ON symptom_reports
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_place_daily_after_insert();

DROP TRIGGER IF EXISTS analytics_place_daily_after_delete ON symptom_reports;
CREATE TRIGGER analytics_place_daily_after_delete
  AFTER DELETE ON symptom_reports
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_place_daily_after_delete();

-- Backfill from reports stored before this migration (idempotent: rebuilt from scratch).
DELETE FROM analytics_place_daily;
INSERT INTO analytics_place_daily (place, day, illness_type, count)
SELECT p.place, (r.created_at AT TIME ZONE 'UTC')::date, r.illness_type, count(*)
FROM symptom_reports r CROSS JOIN LATERAL unnest(analytics_places(r.country, r.city, r.state)) AS p(place)
GROUP BY 1, 2, 3;
