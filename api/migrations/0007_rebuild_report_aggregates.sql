-- Recomputes every report aggregate from symptom_reports in one pass. For
-- bulk imports done with the insert trigger disabled, and for repair; the
-- live path never needs it.
CREATE OR REPLACE FUNCTION rebuild_report_aggregates() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM report_cells;
  DELETE FROM report_cells_daily;
  DELETE FROM report_daily_counts;
  DELETE FROM report_cell_totals;

  INSERT INTO report_cells (precision, lat_cell, lon_cell, illness_type, count)
  SELECT p, round(r.latitude::numeric, p)::float8, round(r.longitude::numeric, p)::float8, r.illness_type, count(*)
  FROM symptom_reports r CROSS JOIN generate_series(0, 3) AS p
  WHERE r.latitude IS NOT NULL
  GROUP BY 1, 2, 3, 4;

  INSERT INTO report_cells_daily (day, lat_cell, lon_cell, illness_type, count)
  SELECT (r.created_at AT TIME ZONE 'UTC')::date, round(r.latitude::numeric, 3)::float8,
         round(r.longitude::numeric, 3)::float8, r.illness_type, count(*)
  FROM symptom_reports r
  WHERE r.latitude IS NOT NULL
  GROUP BY 1, 2, 3, 4;

  INSERT INTO report_daily_counts (day, country, illness_type, severity, count)
  SELECT (r.created_at AT TIME ZONE 'UTC')::date, r.country, r.illness_type, r.severity, count(*)
  FROM symptom_reports r
  GROUP BY 1, 2, 3, 4;

  INSERT INTO report_cell_totals (precision, lat_cell, lon_cell, count, top_illness)
  SELECT precision, lat_cell, lon_cell, sum(count), (array_agg(illness_type ORDER BY count DESC, illness_type))[1]
  FROM report_cells
  GROUP BY precision, lat_cell, lon_cell;
END
$$;
