DROP INDEX "extras_tag_ordering_idx";
--> statement-breakpoint
ALTER TABLE "extras_config_template" ALTER COLUMN "environment_params" SET DEFAULT '{}'::jsonb;
--> statement-breakpoint
ALTER TABLE "extras_config_template" ADD COLUMN "mime_type" varchar(50) DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "extras_config_template" ADD COLUMN "file_name" varchar(200) DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "extras_config_template" ADD COLUMN "file_extension" varchar(15) DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "extras_config_template" ADD COLUMN "as_attachment" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "extras_config_template" ADD COLUMN "debug" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "extras_config_template" ADD COLUMN "auto_sync_enabled" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "extras_export_template" ADD COLUMN "environment_params" jsonb DEFAULT '{}'::jsonb;
--> statement-breakpoint
ALTER TABLE "extras_export_template" ADD COLUMN "file_name" varchar(200) DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "extras_image_attachment" ADD COLUMN "description" varchar(200) DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "extras_tag" ADD COLUMN "weight" integer DEFAULT 1000 NOT NULL;
--> statement-breakpoint
ALTER TABLE "extras_tag" ADD COLUMN "object_types" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
ALTER TABLE "users_group" ADD COLUMN "description" varchar(200) DEFAULT '' NOT NULL;
--> statement-breakpoint
CREATE INDEX "extras_tag_ordering_idx" ON "extras_tag" USING btree ("weight","name","id");
