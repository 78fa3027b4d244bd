-- Independent releases of the remotes. A release is immutable once
-- registered (its files never change at its URL); the discovery state says
-- which release browsers load and which one a share of them tries first.
CREATE TABLE IF NOT EXISTS release_versions (
  remote text NOT NULL CHECK (remote ~ '^[a-z][a-z0-9-]{0,39}$'),
  version text NOT NULL CHECK (char_length(version) <= 30),
  contracts text NOT NULL CHECK (char_length(contracts) <= 20),
  entry text NOT NULL CHECK (char_length(entry) <= 500),
  -- Ordering key: major, minor and patch as integers.
  major integer NOT NULL,
  minor integer NOT NULL,
  patch integer NOT NULL,
  PRIMARY KEY (remote, version)
);

CREATE TABLE IF NOT EXISTS release_state (
  remote text PRIMARY KEY CHECK (remote ~ '^[a-z][a-z0-9-]{0,39}$'),
  active text,
  previous text,
  canary text,
  canary_share double precision CHECK (canary_share IS NULL OR (canary_share > 0 AND canary_share <= 1))
);

-- Publish tokens: one or more per remote, kept only as SHA-256 hashes.
CREATE TABLE IF NOT EXISTS release_tokens (
  token_hash text PRIMARY KEY CHECK (char_length(token_hash) = 64),
  remote text NOT NULL CHECK (remote ~ '^[a-z][a-z0-9-]{0,39}$')
);

-- Every change to discovery: which remote's token (or the health check) did
-- what, why and when. No addresses, no people.
CREATE TABLE IF NOT EXISTS release_audit (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  remote text NOT NULL,
  actor text NOT NULL CHECK (char_length(actor) <= 60),
  action text NOT NULL CHECK (action IN ('register','promote','canary','rollback')),
  detail text NOT NULL CHECK (char_length(detail) <= 200),
  reason text CHECK (char_length(reason) <= 500),
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS release_audit_remote_idx ON release_audit (remote, id);
