-- The phone line's replay guard, shared by every API process: calls by a hash of their CallSid
-- (first seen, whether the call has raised its one alert) and a digest of every request a call
-- made. Times are epoch milliseconds from the API's clock. Requests are kept for the longest call,
-- calls for 30 days; nothing here names a caller.
CREATE TABLE IF NOT EXISTS voice_calls (
  call_key text PRIMARY KEY,
  first_seen_ms bigint NOT NULL,
  alerted boolean NOT NULL DEFAULT false
);
CREATE INDEX IF NOT EXISTS voice_calls_first_seen ON voice_calls (first_seen_ms);

CREATE TABLE IF NOT EXISTS voice_requests (
  digest text PRIMARY KEY,
  seen_ms bigint NOT NULL
);
CREATE INDEX IF NOT EXISTS voice_requests_seen ON voice_requests (seen_ms);
