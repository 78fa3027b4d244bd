-- Open data: reports per region (country + first-level division, as the
-- geocoder stored it in symptom_reports.state), UTC day and illness, with the
-- sums of the reports' coordinates so a region's centre needs no scan. Kept by
-- statement-level triggers in the inserting transaction, like the map
-- aggregates (0400), so an export pages through this table by its primary key
-- and never groups symptom_reports. A report without a region counts under ''.
CREATE TABLE IF NOT EXISTS open_data_region_daily (
  country text NOT NULL,
  region text NOT NULL,
  day date NOT NULL,
  illness_type text NOT NULL,
  count integer NOT NULL,
  lat_sum double precision NOT NULL,
  lon_sum double precision NOT NULL,
  located integer NOT NULL,
  PRIMARY KEY (country, region, day, illness_type)
);

CREATE OR REPLACE FUNCTION open_data_region_daily_after_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO open_data_region_daily AS a (country, region, day, illness_type, count, lat_sum, lon_sum, located)
  SELECT n.country, coalesce(n.state, ''), (n.created_at AT TIME ZONE 'UTC')::date, n.illness_type, count(*),
         coalesce(sum(n.latitude), 0), coalesce(sum(n.longitude), 0), count(n.latitude)
  FROM new_rows n
  GROUP BY 1, 2, 3, 4
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (country, region, day, illness_type) DO UPDATE
    SET count = a.count + excluded.count, lat_sum = a.lat_sum + excluded.lat_sum,
        lon_sum = a.lon_sum + excluded.lon_sum, located = a.located + excluded.located;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION open_data_region_daily_after_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE open_data_region_daily a
  SET count = a.count - d.n, lat_sum = a.lat_sum - d.lat, lon_sum = a.lon_sum - d.lon, located = a.located - d.located
  FROM (
    SELECT o.country, coalesce(o.state, '') AS region, (o.created_at AT TIME ZONE 'UTC')::date AS day, o.illness_type,
           count(*) AS n, coalesce(sum(o.latitude), 0) AS lat, coalesce(sum(o.longitude), 0) AS lon,
           count(o.latitude) AS located
    FROM old_rows o
    GROUP BY 1, 2, 3, 4
  ) d
  WHERE a.country = d.country AND a.region = d.region AND a.day = d.day AND a.illness_type = d.illness_type;
  DELETE FROM open_data_region_daily WHERE count <= 0;
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS open_data_region_daily_after_insert ON symptom_reports;
CREATE TRIGGER open_data_region_daily_after_insert
  AFTER INSERT ON symptom_reports
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION open_data_region_daily_after_insert();

DROP TRIGGER IF EXISTS open_data_region_daily_after_delete ON symptom_reports;
CREATE TRIGGER open_data_region_daily_after_delete
  AFTER DELETE ON symptom_reports
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION open_data_region_daily_after_delete();

-- Backfill from reports stored before this migration.
DELETE FROM open_data_region_daily;
INSERT INTO open_data_region_daily (country, region, day, illness_type, count, lat_sum, lon_sum, located)
SELECT r.country, coalesce(r.state, ''), (r.created_at AT TIME ZONE 'UTC')::date, r.illness_type, count(*),
       coalesce(sum(r.latitude), 0), coalesce(sum(r.longitude), 0), count(r.latitude)
FROM symptom_reports r
GROUP BY 1, 2, 3, 4;
