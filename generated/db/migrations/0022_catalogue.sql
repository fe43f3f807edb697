ALTER TABLE "ipam_prefix" ADD COLUMN "_children" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "ipam_prefix" ADD COLUMN "_depth" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE INDEX "ipam_prefix__depth_idx" ON "ipam_prefix" USING btree ("_depth");
