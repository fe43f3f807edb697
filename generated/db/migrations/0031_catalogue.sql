ALTER TABLE "extras_content_type" ADD COLUMN "app_name" varchar(100) DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "extras_content_type" ADD COLUMN "model_name" varchar(100) DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "extras_content_type" ADD COLUMN "model_name_plural" varchar(100) DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "extras_content_type" ADD COLUMN "public" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "extras_content_type" ADD COLUMN "features" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
ALTER TABLE "extras_content_type" ADD COLUMN "is_plugin_model" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "extras_content_type" ADD COLUMN "rest_api_endpoint" varchar(200);
--> statement-breakpoint
ALTER TABLE "extras_content_type" ADD COLUMN "description" text;
