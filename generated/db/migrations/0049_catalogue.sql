ALTER TABLE "users_token" ADD COLUMN "key_partial" text;
