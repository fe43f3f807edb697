-- API processes keep the tokens they checked for a few seconds (src/auth/token-cache.ts): a
-- change to what a check reads (a token's key, owner, expiry, write permission or addresses; any
-- change to a user) tells every process to forget them, once the change commits. A token's
-- last_used stamp is no such change.
CREATE OR REPLACE FUNCTION netinv_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('netinv_auth', TG_TABLE_NAME);
  RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS netinv_auth_token_changed ON users_token;
CREATE TRIGGER netinv_auth_token_changed
  AFTER INSERT OR DELETE OR UPDATE OF key_digest, user_id, expires, write_enabled, allowed_ips ON users_token
  FOR EACH STATEMENT EXECUTE FUNCTION netinv_auth_changed();
DROP TRIGGER IF EXISTS netinv_auth_token_truncated ON users_token;
CREATE TRIGGER netinv_auth_token_truncated AFTER TRUNCATE ON users_token
  FOR EACH STATEMENT EXECUTE FUNCTION netinv_auth_changed();
DROP TRIGGER IF EXISTS netinv_auth_user_changed ON users_user;
CREATE TRIGGER netinv_auth_user_changed AFTER INSERT OR UPDATE OR DELETE ON users_user
  FOR EACH STATEMENT EXECUTE FUNCTION netinv_auth_changed();
DROP TRIGGER IF EXISTS netinv_auth_user_truncated ON users_user;
CREATE TRIGGER netinv_auth_user_truncated AFTER TRUNCATE ON users_user
  FOR EACH STATEMENT EXECUTE FUNCTION netinv_auth_changed();
