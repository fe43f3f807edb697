-- Browser sessions (POST /login/): a session is known by the digest of its cookie value, so
-- the database never holds a usable cookie; its CSRF secret guards cookie-authenticated
-- writes. Deleting the user ends their sessions.
CREATE TABLE IF NOT EXISTS netinv_session (
  key_digest text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users_user (id) ON DELETE CASCADE,
  csrf_token text NOT NULL,
  expires timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS netinv_session_expires ON netinv_session (expires);
