ALTER TABLE "users_token" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "users_token" ADD COLUMN "key_id" varchar(12);
--> statement-breakpoint
ALTER TABLE "users_token" ADD COLUMN "pepper_id" integer;
--> statement-breakpoint
ALTER TABLE "users_token" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "users_token_key_id_uniq" ON "users_token" USING btree ("key_id");
