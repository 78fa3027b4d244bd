-- Remote load failures browsers report, anonymously: which release and what
-- kind of failure, and when. No address, no page, no visitor.
CREATE TABLE IF NOT EXISTS release_client_errors (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  remote text NOT NULL CHECK (remote ~ '^[a-z][a-z0-9-]{0,39}$'),
  version text NOT NULL CHECK (char_length(version) <= 30),
  kind text NOT NULL CHECK (kind IN ('load-failed','contracts-incompatible','render-failed')),
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS release_client_errors_idx ON release_client_errors (remote, version, at);
