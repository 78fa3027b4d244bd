-- Official surveillance series (docs/DESIGN.md "Beside official surveillance"): weekly counts or rates
-- a health authority publishes, loaded by `npm run official:import -w api -- <file.csv>` and compared
-- with HealthWatch's weekly rates by GET /api/analytics/agreement. One row per area, indicator and ISO
-- week; a later import of the same area-indicator-week replaces the value.
CREATE TABLE IF NOT EXISTS official_weekly (
  -- A country code (IN) or a gazetteer area id (in.d.maharashtra.mumbai), as the rates use.
  area_id text COLLATE "C" NOT NULL CHECK (length(area_id) BETWEEN 2 AND 200),
  -- The Monday of the ISO week.
  week_start date NOT NULL CHECK (extract(isodow FROM week_start) = 1),
  indicator text COLLATE "C" NOT NULL CHECK (indicator ~ '^[a-z0-9][a-z0-9._:-]{0,63}$'),
  value double precision NOT NULL CHECK (value >= 0 AND value < 'Infinity'::float8),
  -- Where the row came from (the file's name or --source), for the reader of the comparison.
  source text NOT NULL CHECK (length(source) BETWEEN 1 AND 200),
  imported_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (area_id, indicator, week_start)
);

-- Supabase projects: the public roles may do nothing with this table (only the API, as owner, reads it;
-- only the import command writes it). Row level security with no policy keeps it so even if a grant
-- were added back; 0992's allowlist does not list it. Plain PostgreSQL and PGlite have no such roles.
ALTER TABLE official_weekly ENABLE ROW LEVEL SECURITY;
DO $$
DECLARE
  r text;
BEGIN
  FOREACH r IN ARRAY ARRAY['anon', 'authenticated'] LOOP
    IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = r) THEN
      EXECUTE format('REVOKE ALL ON official_weekly FROM %I', r);
    END IF;
  END LOOP;
END
$$;
