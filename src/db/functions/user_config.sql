-- Each user's preferences (NetBox's UserConfig, GET/PATCH /api/users/config/): the web UI's
-- colour mode and page length, and whatever else a client keeps there, as one JSON object.
-- Deleting the user deletes them.
CREATE TABLE IF NOT EXISTS netinv_user_config (
  user_id integer PRIMARY KEY REFERENCES users_user (id) ON DELETE CASCADE,
  data jsonb NOT NULL DEFAULT '{}'::jsonb
);
