-- Aggregates maintained by a statement-level trigger in the inserting
-- transaction, so map clusters and statistics never scan all reports.

-- All-time reports per cell and illness, at 0..3 decimals of rounding
-- (3 = docs/SPEC.md §9 grouping; coarser for zoomed-out maps).
CREATE TABLE IF NOT EXISTS report_cells (
  precision smallint NOT NULL CHECK (precision BETWEEN 0 AND 3),
  lat_cell double precision NOT NULL,
  lon_cell double precision NOT NULL,
  illness_type text NOT NULL,
  count bigint NOT NULL,
  PRIMARY KEY (precision, lat_cell, lon_cell, illness_type)
);

-- Reports per day, 3-decimal cell and illness: answers clusters with `since`.
CREATE TABLE IF NOT EXISTS report_cells_daily (
  day date NOT NULL,
  lat_cell double precision NOT NULL,
  lon_cell double precision NOT NULL,
  illness_type text NOT NULL,
  count bigint NOT NULL,
  PRIMARY KEY (day, lat_cell, lon_cell, illness_type)
);

-- Reports per UTC day, country, illness and severity: statistics and
-- /api/health-aggregates.
CREATE TABLE IF NOT EXISTS report_daily_counts (
  day date NOT NULL,
  country text NOT NULL,
  illness_type text NOT NULL,
  severity text NOT NULL,
  count bigint NOT NULL,
  PRIMARY KEY (day, country, illness_type, severity)
);

CREATE OR REPLACE FUNCTION symptom_reports_after_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids text;
BEGIN
  INSERT INTO report_cells AS c (precision, lat_cell, lon_cell, illness_type, count)
  SELECT p, round(n.latitude::numeric, p)::float8, round(n.longitude::numeric, p)::float8, n.illness_type, count(*)
  FROM new_rows n CROSS JOIN generate_series(0, 3) AS p
  WHERE n.latitude IS NOT NULL
  GROUP BY 1, 2, 3, 4
  ON CONFLICT (precision, lat_cell, lon_cell, illness_type) DO UPDATE SET count = c.count + excluded.count;

  INSERT INTO report_cells_daily AS c (day, lat_cell, lon_cell, illness_type, count)
  SELECT (n.created_at AT TIME ZONE 'UTC')::date, round(n.latitude::numeric, 3)::float8,
         round(n.longitude::numeric, 3)::float8, n.illness_type, count(*)
  FROM new_rows n
  WHERE n.latitude IS NOT NULL
  GROUP BY 1, 2, 3, 4
  ON CONFLICT (day, lat_cell, lon_cell, illness_type) DO UPDATE SET count = c.count + excluded.count;

  INSERT INTO report_daily_counts AS c (day, country, illness_type, severity, count)
  SELECT (n.created_at AT TIME ZONE 'UTC')::date, n.country, n.illness_type, n.severity, count(*)
  FROM new_rows n
  GROUP BY 1, 2, 3, 4
  ON CONFLICT (day, country, illness_type, severity) DO UPDATE SET count = c.count + excluded.count;

  -- Realtime (docs/DESIGN.md §6): the ids travel, listeners read the rows. NOTIFY
  -- payloads are limited to 8000 bytes, so ids go in chunks of 300. The
  -- payload is "<schema>:<id>,<id>,..." because channels are database-wide
  -- and several schemas (e.g. test runs) may share one database.
  FOR ids IN
    SELECT string_agg(id::text, ',' ORDER BY id)
    FROM (SELECT id, (row_number() OVER (ORDER BY id) - 1) / 300 AS chunk FROM new_rows) t
    GROUP BY chunk
  LOOP
    PERFORM pg_notify('symptom_reports_insert', TG_TABLE_SCHEMA || ':' || ids);
  END LOOP;
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS symptom_reports_after_insert ON symptom_reports;
CREATE TRIGGER symptom_reports_after_insert
  AFTER INSERT ON symptom_reports
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION symptom_reports_after_insert();

CREATE INDEX IF NOT EXISTS report_cells_daily_day_idx ON report_cells_daily (day);
