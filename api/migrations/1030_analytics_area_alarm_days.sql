-- An area alarm's figures cover `days` days ending on `day`: 1 when a day's
-- count alarmed on its own (the threshold is then that day's line), or the
-- detector's window when only the window's sum did (observed, expected and
-- threshold are then the window's). Before this, an alarm carried on by the
-- window showed a day's threshold of 0. Rows of earlier passes are day
-- figures; the next pass rewrites every current alarm.
ALTER TABLE analytics_area_alarms ADD COLUMN IF NOT EXISTS days integer NOT NULL DEFAULT 1 CHECK (days >= 1);
