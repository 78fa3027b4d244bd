-- The phone-hash salt is no longer kept beside the hashes (PHONE_HASH_SALT, or
-- a per-process one outside production): a salt stored here earlier is removed.
DELETE FROM phone_ai_settings WHERE key = 'phone_hash_salt';
