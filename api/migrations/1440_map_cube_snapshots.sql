-- The map's in-memory copy as built columns (api/src/reports/map-cube/snapshot.ts), so a starting API process
-- reads a few bytes per report instead of regrouping every aggregate row (minutes at ten million reports).
-- A snapshot holds every day before one day number as of one report_map_epoch: slot = epoch * 100000 + that
-- day number. One process writes a slot (the claim, api/src/db/slot-claims.ts); readers take the newest
-- finished slot of the current epoch, so a delete, back-dated import or rebuild (which move the epoch, 0420)
-- retires every snapshot at once. Chunk 0 is the header, then the columns in chunks of a few MB.
CREATE TABLE IF NOT EXISTS map_cube_snapshot_claims (
  slot bigint PRIMARY KEY,
  claimed_at timestamptz NOT NULL,
  finished_at timestamptz
);

CREATE TABLE IF NOT EXISTS map_cube_snapshot_chunks (
  slot bigint NOT NULL,
  seq integer NOT NULL,
  data bytea NOT NULL,
  PRIMARY KEY (slot, seq)
);

-- Supabase projects: API-only tables, closed to the public roles like every table not on 0992's read list.
DO $$
DECLARE
  r text;
BEGIN
  FOREACH r IN ARRAY ARRAY['anon', 'authenticated'] LOOP
    CONTINUE WHEN NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = r);
    EXECUTE format('REVOKE ALL ON map_cube_snapshot_claims, map_cube_snapshot_chunks FROM %I', r);
  END LOOP;
  ALTER TABLE map_cube_snapshot_claims ENABLE ROW LEVEL SECURITY;
  ALTER TABLE map_cube_snapshot_chunks ENABLE ROW LEVEL SECURITY;
END
$$;
