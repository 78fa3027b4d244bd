-- The place aggregates (0200, 0201) upserted their rows in hash order, which
-- differs from one batch to the next: two inserting transactions could lock
-- the same rows in opposite orders and deadlock (seen on PostgreSQL under a
-- burst of reports through two API processes). Like every other insert
-- trigger (0008), they now take their row locks in one global order.
CREATE OR REPLACE FUNCTION analytics_place_daily_after_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analytics_place_daily AS a (place, day, illness_type, count)
  SELECT p.place, (n.created_at AT TIME ZONE 'UTC')::date, n.illness_type, count(*)
  FROM new_rows n CROSS JOIN LATERAL unnest(analytics_places(n.country, n.city, n.state)) AS p(place)
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT (place, day, illness_type) DO UPDATE SET count = a.count + excluded.count;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION analytics_place_monthly_after_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analytics_place_monthly AS a (place, month, illness_type, count)
  SELECT p.place, date_trunc('month', n.created_at AT TIME ZONE 'UTC')::date, n.illness_type, count(*)
  FROM new_rows n CROSS JOIN LATERAL unnest(analytics_places(n.country, n.city, n.state)) AS p(place)
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT (place, month, illness_type) DO UPDATE SET count = a.count + excluded.count;
  RETURN NULL;
END
$$;

-- Supabase projects: CREATE OR REPLACE resets SECURITY DEFINER and the pinned
-- search_path that 0990 gave these functions, so they are given back here.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname IN ('anon', 'authenticated')) THEN
    RETURN;
  END IF;
  EXECUTE format('ALTER FUNCTION analytics_place_daily_after_insert() SECURITY DEFINER SET search_path = %I, pg_temp', current_schema());
  EXECUTE format('ALTER FUNCTION analytics_place_monthly_after_insert() SECURITY DEFINER SET search_path = %I, pg_temp', current_schema());
END
$$;
