-- An area alarm records how far the area's other reports ran above their
-- usual level on its days (more people reporting, not more of this illness):
-- its expected count and threshold were already scaled by this factor, and
-- the alerts say so. 1 when they did not rise, as for rows of earlier passes;
-- the next pass rewrites every current alarm.
ALTER TABLE analytics_area_alarms ADD COLUMN IF NOT EXISTS reporting_ratio double precision NOT NULL DEFAULT 1
  CHECK (reporting_ratio >= 1);
