-- Login attempts (token provisioning, browser login, password changes), kept briefly so that
-- password guessing is slowed per account and client address, and per address, across every
-- API process. An attempt is counted before its password is checked (so concurrent guesses
-- cannot all slip under the limit) and forgotten when it succeeds.
-- Unlogged: losing it in a crash only forgets recent failures.
CREATE UNLOGGED TABLE IF NOT EXISTS netinv_login_failure (
  key text NOT NULL,          -- account:<username>@<client address> or address:<client address>
  at timestamptz NOT NULL DEFAULT now()
);
ALTER TABLE netinv_login_failure ADD COLUMN IF NOT EXISTS attempt uuid;
CREATE INDEX IF NOT EXISTS netinv_login_failure_key_at ON netinv_login_failure (key, at);
