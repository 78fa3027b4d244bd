-- Bounds on Web Push (issue 34): a subscription that keeps failing is deleted
-- (failures), one nobody renewed and nothing reached for long expires
-- (touched_on: a UTC day, no time), and announced alarms are pruned (sent_on).
-- The public roles keep no right on either table (migration 0992's allowlist
-- stands: nothing on push tables for anon or authenticated).
ALTER TABLE push_subscriptions ADD COLUMN IF NOT EXISTS failures smallint NOT NULL DEFAULT 0;
ALTER TABLE push_subscriptions ADD COLUMN IF NOT EXISTS touched_on date NOT NULL DEFAULT current_date;
CREATE INDEX IF NOT EXISTS push_subscriptions_touched_idx ON push_subscriptions (touched_on);
ALTER TABLE push_alarms_sent ADD COLUMN IF NOT EXISTS sent_on date NOT NULL DEFAULT current_date;
CREATE INDEX IF NOT EXISTS push_alarms_sent_on_idx ON push_alarms_sent (sent_on);
