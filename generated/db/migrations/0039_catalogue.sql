ALTER TABLE "extras_custom_field" RENAME COLUMN "content_types" TO "object_types";
--> statement-breakpoint
ALTER TABLE "extras_custom_field" RENAME COLUMN "object_type" TO "related_object_type";
--> statement-breakpoint
ALTER TABLE "extras_custom_link" RENAME COLUMN "content_types" TO "object_types";
--> statement-breakpoint
ALTER TABLE "extras_export_template" RENAME COLUMN "content_types" TO "object_types";
--> statement-breakpoint
ALTER TABLE "extras_event_rule" RENAME COLUMN "content_types" TO "object_types";
--> statement-breakpoint
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
ALTER TABLE "extras_custom_field" ADD COLUMN "unique" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "extras_custom_field" ADD COLUMN "related_object_filter" jsonb;
--> statement-breakpoint
ALTER TABLE "extras_custom_field" ADD COLUMN "validation_schema" jsonb;
--> statement-breakpoint
ALTER TABLE "extras_event_rule" ADD COLUMN "event_types" text[] DEFAULT '{}'::text[] NOT NULL;
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
--> statement-breakpoint
-- NetBox 4.1's event_types from NetBox 3.7's booleans, as NetBox's extras 0120 sets them
-- (type_job_end: every end of a job); netinv keeps both, in step (src/rules/extras/event_rule.ts).
UPDATE "extras_event_rule" SET "event_types" = array_remove(ARRAY[
  CASE WHEN "type_create" THEN 'object_created' END, CASE WHEN "type_update" THEN 'object_updated' END,
  CASE WHEN "type_delete" THEN 'object_deleted' END, CASE WHEN "type_job_start" THEN 'job_started' END,
  CASE WHEN "type_job_end" THEN 'job_completed' END, CASE WHEN "type_job_end" THEN 'job_failed' END,
  CASE WHEN "type_job_end" THEN 'job_errored' END]::text[], NULL);
