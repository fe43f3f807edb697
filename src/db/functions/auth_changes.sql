-- API processes keep the tokens they checked and the object permissions they read for a few
-- seconds (src/auth/token-cache.ts): a change to what a check reads (a token's key, owner,
-- expiry, write permission or addresses; any change to a user, an object permission, whom it is
-- assigned to or a user's groups) tells every process to forget them, once the change commits.
-- A token's last_used stamp is no such change.
-- One payload for every table: a transaction that changes several (a user and its groups) sends
-- one notification, not one per table, each emptying the caches again.
CREATE OR REPLACE FUNCTION netinv_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('netinv_auth', '');
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

-- Object permissions and whom they reach (users_user above: a user's own changes).
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['users_object_permission', 'users_object_permission_users', 'users_object_permission_groups', 'users_user_groups'] LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS netinv_auth_changed ON %I', t);
    EXECUTE format('CREATE TRIGGER netinv_auth_changed AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH STATEMENT EXECUTE FUNCTION netinv_auth_changed()', t);
    EXECUTE format('DROP TRIGGER IF EXISTS netinv_auth_truncated ON %I', t);
    EXECUTE format('CREATE TRIGGER netinv_auth_truncated AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION netinv_auth_changed()', t);
  END LOOP;
END $$;
