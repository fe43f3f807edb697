-- Failed password logins (token provisioning, and later cookie logins), kept briefly so that
-- password guessing is slowed per account and per client address across every API process.
-- Unlogged: losing it in a crash only forgets recent failures.
CREATE UNLOGGED TABLE IF NOT EXISTS netinv_login_failure (
  key text NOT NULL,          -- user:<username> or address:<client address>
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS netinv_login_failure_key_at ON netinv_login_failure (key, at);
