-- Analytics aggregates: reports per place, UTC calendar month and illness, so
-- the seasonal view reads ~36 rows per illness instead of three years of days.
-- Kept by its own statement-level triggers on symptom_reports in the inserting
-- (or deleting) transaction, exactly like analytics_place_daily (0200), whose
-- place function it shares; back-filled from analytics_place_daily below.
CREATE TABLE IF NOT EXISTS analytics_place_monthly (
  place text NOT NULL,
  -- First day of the month.
  month date NOT NULL,
  illness_type text NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (place, month, illness_type)
);

CREATE OR REPLACE FUNCTION analytics_place_monthly_after_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analytics_place_monthly AS a (place, month, illness_type, count)
  SELECT p.place, date_trunc('month', n.created_at AT TIME ZONE 'UTC')::date, n.illness_type, count(*)
  FROM new_rows n CROSS JOIN LATERAL unnest(analytics_places(n.country, n.city, n.state)) AS p(place)
  GROUP BY 1, 2, 3
  ON CONFLICT (place, month, illness_type) DO UPDATE SET count = a.count + excluded.count;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION analytics_place_monthly_after_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE analytics_place_monthly a SET count = a.count - d.n
  FROM (
    SELECT p.place, date_trunc('month', o.created_at AT TIME ZONE 'UTC')::date AS month, o.illness_type, count(*) AS n
    FROM old_rows o CROSS JOIN LATERAL unnest(analytics_places(o.country, o.city, o.state)) AS p(place)
    GROUP BY 1, 2, 3
  ) d
  WHERE a.place = d.place AND a.month = d.month AND a.illness_type = d.illness_type;
  DELETE FROM analytics_place_monthly WHERE count <= 0;
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS analytics_place_monthly_after_insert ON symptom_reports;
CREATE TRIGGER analytics_place_monthly_after_insert
  AFTER INSERT ON symptom_reports
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_place_monthly_after_insert();

DROP TRIGGER IF EXISTS analytics_place_monthly_after_delete ON symptom_reports;
CREATE TRIGGER analytics_place_monthly_after_delete
  AFTER DELETE ON symptom_reports
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_place_monthly_after_delete();

-- Back-fill (idempotent: rebuilt from scratch) from the daily aggregate, which
-- holds the same reports already grouped by place and day.
DELETE FROM analytics_place_monthly;
INSERT INTO analytics_place_monthly (place, month, illness_type, count)
SELECT place, date_trunc('month', day)::date, illness_type, sum(count)
FROM analytics_place_daily
GROUP BY 1, 2, 3;

-- Supabase projects where 0990 has already run: give these trigger functions
-- the same owner's rights and keep the public roles from writing the table
-- (0990 does this for every trigger function when it runs after this file).
DO $$
DECLARE
  r text;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname IN ('anon', 'authenticated')) THEN
    RETURN;
  END IF;
  EXECUTE format('ALTER FUNCTION analytics_place_monthly_after_insert() SECURITY DEFINER SET search_path = %I, pg_temp', current_schema());
  EXECUTE format('ALTER FUNCTION analytics_place_monthly_after_delete() SECURITY DEFINER SET search_path = %I, pg_temp', current_schema());
  FOREACH r IN ARRAY ARRAY['anon', 'authenticated'] LOOP
    CONTINUE WHEN NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = r);
    EXECUTE format('REVOKE INSERT, UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER ON analytics_place_monthly FROM %I', r);
  END LOOP;
END
$$;
