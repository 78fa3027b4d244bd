-- Migration 1131 restated the public roles' rights from 0992's list, which still named symptom_reports whole,
-- and so undid 1122 on a fresh project: anon and authenticated could read every column again (postal code,
-- city, time). This states 1122's rule again, last: they read symptom_reports only through these columns
-- (issue 34, finding 3). A later migration that restates the allowlist must keep symptom_reports out of its
-- table list and end with this grant.
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
