-- Alerts people can trust (issue 33): which short-lived source bucket a report came from, so the area pass can
-- tell an excess many sources made from one a single client made (api/src/alerts/source-buckets.ts,
-- docs/DESIGN.md "What bounds an alert"). Each is the first byte of an HMAC under a key drawn in memory for one
-- UTC day and never stored: 256 values, each shared by about 1/256 of the day's sources, unlinkable across days.
-- address_bucket: from the client's address (a text message's: its sender's hash); participant_bucket: from the
-- week's participant pseudonym. NULL: the report came another way (phone line, Supabase's submit_report, demo or
-- seeded rows);
-- the pass then counts its postal code and hour as its source.
ALTER TABLE symptom_reports ADD COLUMN IF NOT EXISTS address_bucket smallint
  CHECK (address_bucket IS NULL OR address_bucket BETWEEN 0 AND 255);
ALTER TABLE symptom_reports ADD COLUMN IF NOT EXISTS participant_bucket smallint
  CHECK (participant_bucket IS NULL OR participant_bucket BETWEEN 0 AND 255);

-- Supabase projects: the public roles read symptom_reports only through 1122's public columns, restated here so
-- the new columns are never among them (1161's rule: a migration that touches the table ends with this grant).
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
