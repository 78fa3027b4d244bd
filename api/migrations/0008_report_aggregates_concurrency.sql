-- The insert trigger, safe under concurrent inserting transactions on
-- PostgreSQL (READ COMMITTED):
-- 1. every upsert takes its row locks in one global order (ORDER BY), so two
--    batches touching the same cells wait for each other instead of deadlocking;
-- 2. per-cell totals are incremented (commutative) and locked first; the top
--    illness is then recomputed in a later statement, whose fresh snapshot
--    sees every transaction that held those cells before this one.
CREATE OR REPLACE FUNCTION symptom_reports_after_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids text;
BEGIN
  INSERT INTO report_cell_totals AS t (precision, lat_cell, lon_cell, count, top_illness)
  SELECT p, round(n.latitude::numeric, p)::float8, round(n.longitude::numeric, p)::float8, count(*), min(n.illness_type)
  FROM new_rows n CROSS JOIN generate_series(0, 3) AS p
  WHERE n.latitude IS NOT NULL
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT (precision, lat_cell, lon_cell) DO UPDATE SET count = t.count + excluded.count;

  INSERT INTO report_cells AS c (precision, lat_cell, lon_cell, illness_type, count)
  SELECT p, round(n.latitude::numeric, p)::float8, round(n.longitude::numeric, p)::float8, n.illness_type, count(*)
  FROM new_rows n CROSS JOIN generate_series(0, 3) AS p
  WHERE n.latitude IS NOT NULL
  GROUP BY 1, 2, 3, 4
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (precision, lat_cell, lon_cell, illness_type) DO UPDATE SET count = c.count + excluded.count;

  UPDATE report_cell_totals t
  SET top_illness = (
    SELECT c.illness_type FROM report_cells c
    WHERE c.precision = t.precision AND c.lat_cell = t.lat_cell AND c.lon_cell = t.lon_cell
    ORDER BY c.count DESC, c.illness_type
    LIMIT 1
  )
  FROM (
    SELECT DISTINCT p AS precision, round(n.latitude::numeric, p)::float8 AS lat_cell, round(n.longitude::numeric, p)::float8 AS lon_cell
    FROM new_rows n CROSS JOIN generate_series(0, 3) AS p
    WHERE n.latitude IS NOT NULL
  ) x
  WHERE t.precision = x.precision AND t.lat_cell = x.lat_cell AND t.lon_cell = x.lon_cell;

  INSERT INTO report_cells_daily AS c (day, lat_cell, lon_cell, illness_type, count)
  SELECT (n.created_at AT TIME ZONE 'UTC')::date, round(n.latitude::numeric, 3)::float8,
         round(n.longitude::numeric, 3)::float8, n.illness_type, count(*)
  FROM new_rows n
  WHERE n.latitude IS NOT NULL
  GROUP BY 1, 2, 3, 4
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (day, lat_cell, lon_cell, illness_type) DO UPDATE SET count = c.count + excluded.count;

  INSERT INTO report_daily_counts AS c (day, country, illness_type, severity, count)
  SELECT (n.created_at AT TIME ZONE 'UTC')::date, n.country, n.illness_type, n.severity, count(*)
  FROM new_rows n
  GROUP BY 1, 2, 3, 4
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (day, country, illness_type, severity) DO UPDATE SET count = c.count + excluded.count;

  -- Realtime (docs/DESIGN.md §6): "<schema>:<id>,<id>,..." in chunks of 300 ids
  -- (NOTIFY payloads are limited to 8000 bytes; channels are database-wide).
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
