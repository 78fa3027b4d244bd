-- Text-message senders (SMS and WhatsApp, api/src/messages): whether a sender has sent STOP and the
-- reply language they chose with LANG. A sender is known only by an HMAC of their number keyed with
-- PHONE_HASH_SALT, which lives in the environment, never in this database; the number itself is
-- stored nowhere. Nothing here links a sender to a report.
CREATE TABLE IF NOT EXISTS message_senders (
  sender_key text PRIMARY KEY CHECK (char_length(sender_key) = 64),
  stopped boolean NOT NULL DEFAULT false,
  lang text CHECK (lang IS NULL OR lang IN ('en', 'hi', 'es', 'pt')),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Supabase projects: an API-only table, closed to the public roles like every table not on 0992's
-- read list (symptom_reports stays readable there, its new channel column included). Plain
-- PostgreSQL and PGlite skip it.
DO $$
DECLARE
  r text;
BEGIN
  FOREACH r IN ARRAY ARRAY['anon', 'authenticated'] LOOP
    CONTINUE WHEN NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = r);
    EXECUTE format('REVOKE ALL ON message_senders FROM %I', r);
  END LOOP;
END
$$;
