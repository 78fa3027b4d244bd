-- How a report arrived: the web form (every report before this migration, and Supabase mode's
-- submit_report), a text message, WhatsApp, or the phone line. Analytics and open data count
-- channels from it; it says nothing about who sent the report.
ALTER TABLE symptom_reports ADD COLUMN IF NOT EXISTS channel text NOT NULL DEFAULT 'web';
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'symptom_reports_channel_check') THEN
    ALTER TABLE symptom_reports ADD CONSTRAINT symptom_reports_channel_check
      CHECK (channel IN ('web', 'sms', 'whatsapp', 'voice'));
  END IF;
END
$$;
