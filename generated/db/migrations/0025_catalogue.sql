ALTER TABLE "extras_webhook" ALTER COLUMN "http_method" SET DATA TYPE varchar(30);
--> statement-breakpoint
ALTER TABLE "extras_webhook" ALTER COLUMN "http_method" SET DEFAULT 'POST';
