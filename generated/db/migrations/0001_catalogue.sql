ALTER TABLE "dcim_region" ADD COLUMN "tree_path" integer[] DEFAULT '{}'::int[] NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_region_tree_path_gin" ON "dcim_region" USING gin ("tree_path");
