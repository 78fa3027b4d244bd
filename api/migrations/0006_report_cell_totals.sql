-- One row per cell and precision with its total and most common illness,
-- kept by the insert trigger: a whole-world clusters query reads only these.
CREATE TABLE IF NOT EXISTS report_cell_totals (
  precision smallint NOT NULL CHECK (precision BETWEEN 0 AND 3),
  lat_cell double precision NOT NULL,
  lon_cell double precision NOT NULL,
  count bigint NOT NULL,
  top_illness text NOT NULL,
  PRIMARY KEY (precision, lat_cell, lon_cell)
);

INSERT INTO report_cell_totals (precision, lat_cell, lon_cell, count, top_illness)
SELECT precision, lat_cell, lon_cell, sum(count), (array_agg(illness_type ORDER BY count DESC, illness_type))[1]
FROM report_cells
GROUP BY precision, lat_cell, lon_cell
ON CONFLICT (precision, lat_cell, lon_cell) DO NOTHING;

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

  -- Per-cell totals with the top illness, recomputed for the cells this
  -- statement touched, so a clusters query reads one row per cell.
  INSERT INTO report_cell_totals AS t (precision, lat_cell, lon_cell, count, top_illness)
  SELECT c.precision, c.lat_cell, c.lon_cell, sum(c.count),
         (array_agg(c.illness_type ORDER BY c.count DESC, c.illness_type))[1]
  FROM report_cells c
  JOIN (
    SELECT DISTINCT p AS precision, round(n.latitude::numeric, p)::float8 AS lat_cell, round(n.longitude::numeric, p)::float8 AS lon_cell
    FROM new_rows n CROSS JOIN generate_series(0, 3) AS p
    WHERE n.latitude IS NOT NULL
  ) touched USING (precision, lat_cell, lon_cell)
  GROUP BY c.precision, c.lat_cell, c.lon_cell
  ON CONFLICT (precision, lat_cell, lon_cell) DO UPDATE SET count = excluded.count, top_illness = excluded.top_illness;

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

