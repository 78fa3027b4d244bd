-- Map aggregates for filtered clusters and the timeline: reports per UTC day,
-- 3-decimal cell (docs/SPEC.md §9), illness and severity; and the same per
-- symptom (a report counts once under each of its symptoms). Kept in the
-- inserting transaction by statement-level triggers, so a filtered map never
-- scans symptom_reports. Upserts take row locks in one global order
-- (ORDER BY) so concurrent inserting transactions wait instead of deadlocking.
CREATE TABLE IF NOT EXISTS report_map_daily (
  day date NOT NULL,
  lat_cell double precision NOT NULL,
  lon_cell double precision NOT NULL,
  illness_type text NOT NULL,
  severity text NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (day, lat_cell, lon_cell, illness_type, severity)
);

CREATE TABLE IF NOT EXISTS report_map_symptom_daily (
  symptom text NOT NULL,
  day date NOT NULL,
  lat_cell double precision NOT NULL,
  lon_cell double precision NOT NULL,
  illness_type text NOT NULL,
  severity text NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (symptom, day, lat_cell, lon_cell, illness_type, severity)
);

CREATE OR REPLACE FUNCTION report_map_daily_after_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_map_daily AS a (day, lat_cell, lon_cell, illness_type, severity, count)
  SELECT (n.created_at AT TIME ZONE 'UTC')::date, round(n.latitude::numeric, 3)::float8,
         round(n.longitude::numeric, 3)::float8, n.illness_type, n.severity, count(*)
  FROM new_rows n
  WHERE n.latitude IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (day, lat_cell, lon_cell, illness_type, severity) DO UPDATE SET count = a.count + excluded.count;

  INSERT INTO report_map_symptom_daily AS a (symptom, day, lat_cell, lon_cell, illness_type, severity, count)
  SELECT s.symptom, (n.created_at AT TIME ZONE 'UTC')::date, round(n.latitude::numeric, 3)::float8,
         round(n.longitude::numeric, 3)::float8, n.illness_type, n.severity, count(*)
  FROM new_rows n CROSS JOIN LATERAL (SELECT DISTINCT unnest(n.symptoms) AS symptom) s
  WHERE n.latitude IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5, 6
  ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (symptom, day, lat_cell, lon_cell, illness_type, severity) DO UPDATE SET count = a.count + excluded.count;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION report_map_daily_after_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE report_map_daily a SET count = a.count - d.n
  FROM (
    SELECT (o.created_at AT TIME ZONE 'UTC')::date AS day, round(o.latitude::numeric, 3)::float8 AS lat_cell,
           round(o.longitude::numeric, 3)::float8 AS lon_cell, o.illness_type, o.severity, count(*) AS n
    FROM old_rows o WHERE o.latitude IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5
  ) d
  WHERE a.day = d.day AND a.lat_cell = d.lat_cell AND a.lon_cell = d.lon_cell
    AND a.illness_type = d.illness_type AND a.severity = d.severity;
  DELETE FROM report_map_daily WHERE count <= 0;

  UPDATE report_map_symptom_daily a SET count = a.count - d.n
  FROM (
    SELECT s.symptom, (o.created_at AT TIME ZONE 'UTC')::date AS day, round(o.latitude::numeric, 3)::float8 AS lat_cell,
           round(o.longitude::numeric, 3)::float8 AS lon_cell, o.illness_type, o.severity, count(*) AS n
    FROM old_rows o CROSS JOIN LATERAL (SELECT DISTINCT unnest(o.symptoms) AS symptom) s
    WHERE o.latitude IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5, 6
  ) d
  WHERE a.symptom = d.symptom AND a.day = d.day AND a.lat_cell = d.lat_cell AND a.lon_cell = d.lon_cell
    AND a.illness_type = d.illness_type AND a.severity = d.severity;
  DELETE FROM report_map_symptom_daily WHERE count <= 0;
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS report_map_daily_after_insert ON symptom_reports;
CREATE TRIGGER report_map_daily_after_insert
  AFTER INSERT ON symptom_reports
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_map_daily_after_insert();

DROP TRIGGER IF EXISTS report_map_daily_after_delete ON symptom_reports;
CREATE TRIGGER report_map_daily_after_delete
  AFTER DELETE ON symptom_reports
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_map_daily_after_delete();

-- Backfill from reports stored before this migration (rebuilt from scratch).
DELETE FROM report_map_daily;
INSERT INTO report_map_daily (day, lat_cell, lon_cell, illness_type, severity, count)
SELECT (r.created_at AT TIME ZONE 'UTC')::date, round(r.latitude::numeric, 3)::float8,
       round(r.longitude::numeric, 3)::float8, r.illness_type, r.severity, count(*)
FROM symptom_reports r WHERE r.latitude IS NOT NULL
GROUP BY 1, 2, 3, 4, 5;

DELETE FROM report_map_symptom_daily;
INSERT INTO report_map_symptom_daily (symptom, day, lat_cell, lon_cell, illness_type, severity, count)
SELECT s.symptom, (r.created_at AT TIME ZONE 'UTC')::date, round(r.latitude::numeric, 3)::float8,
       round(r.longitude::numeric, 3)::float8, r.illness_type, r.severity, count(*)
FROM symptom_reports r CROSS JOIN LATERAL (SELECT DISTINCT unnest(r.symptoms) AS symptom) s
WHERE r.latitude IS NOT NULL
GROUP BY 1, 2, 3, 4, 5, 6;
