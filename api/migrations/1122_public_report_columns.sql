-- What the public may read per report (issue 34): the UTC day, not the time;
-- the 3-decimal cell (about 100 m, what the map draws and its popups show),
-- not the postal code, city, region or nickname; and the illness, symptoms,
-- severity and country. The coarse values are stored columns, so the API's
-- report list and live feed (api/src/reports/rows.ts) and Supabase's public
-- roles read the same ones.
ALTER TABLE symptom_reports ADD COLUMN IF NOT EXISTS report_day date
  GENERATED ALWAYS AS ((created_at AT TIME ZONE 'UTC')::date) STORED;
ALTER TABLE symptom_reports ADD COLUMN IF NOT EXISTS cell_latitude double precision
  GENERATED ALWAYS AS (round(latitude::numeric, 3)::double precision) STORED;
ALTER TABLE symptom_reports ADD COLUMN IF NOT EXISTS cell_longitude double precision
  GENERATED ALWAYS AS (round(longitude::numeric, 3)::double precision) STORED;

-- The tip function breaks ties by the illness most reported at the visitor's
-- postal code (0003), which the public roles can no longer read themselves:
-- it runs with its owner's rights, name lookups pinned to this schema. It
-- answers with a tip, never with a count, a code or a time.
ALTER FUNCTION get_health_tip_by_symptoms_and_location(text[], text) SECURITY DEFINER;
DO $$
BEGIN
  EXECUTE format('ALTER FUNCTION get_health_tip_by_symptoms_and_location(text[], text) SET search_path = %I, pg_temp',
                 current_schema());
END
$$;

-- Supabase projects: anon and authenticated read symptom_reports only through
-- these columns (0992 granted the whole table). Realtime sends a role only
-- the columns it may select, so the live feed carries the same coarse row.
-- Everything else 0992 states is unchanged. Plain PostgreSQL and PGlite have
-- no such roles and skip this.
DO $$
DECLARE
  r text;
BEGIN
  FOREACH r IN ARRAY ARRAY['anon', 'authenticated'] LOOP
    CONTINUE WHEN NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = r);
    EXECUTE format('REVOKE ALL ON symptom_reports FROM %I', r);
    EXECUTE format(
      'GRANT SELECT (id, country, symptoms, illness_type, severity, report_day, cell_latitude, cell_longitude) ON symptom_reports TO %I',
      r);
  END LOOP;
END
$$;
