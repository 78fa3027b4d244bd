-- The gazetteer areas (state, district, city) a subscription's postal code lies
-- in, by id: an alarm of the area detector reaches exactly the subscriptions
-- whose list holds its area.
ALTER TABLE push_subscriptions ADD COLUMN IF NOT EXISTS area_ids text[] NOT NULL DEFAULT '{}';
CREATE INDEX IF NOT EXISTS push_subscriptions_area_ids_idx ON push_subscriptions USING gin (area_ids);
