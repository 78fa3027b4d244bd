-- Whether an area's case definitions were judged as rates per participant ("I feel fine" check-ins and reports
-- as the denominator) in the last area pass, or as counts because too few took part (docs/DESIGN.md §4).
ALTER TABLE analytics_area_verdicts ADD COLUMN IF NOT EXISTS rated boolean NOT NULL DEFAULT false;
