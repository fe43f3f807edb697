ALTER TABLE "extras_object_change" ALTER COLUMN "prechange_data" SET DATA TYPE json;
--> statement-breakpoint
ALTER TABLE "extras_object_change" ALTER COLUMN "postchange_data" SET DATA TYPE json;
