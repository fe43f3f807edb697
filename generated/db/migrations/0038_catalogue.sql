DROP INDEX "dcim_device_role_name_uniq";
--> statement-breakpoint
DROP INDEX "dcim_device_role_slug_uniq";
--> statement-breakpoint
DROP INDEX "dcim_platform_name_uniq";
--> statement-breakpoint
DROP INDEX "dcim_platform_slug_uniq";
--> statement-breakpoint
ALTER TABLE "circuits_circuit" ADD COLUMN "distance" numeric(8, 2);
--> statement-breakpoint
ALTER TABLE "circuits_circuit" ADD COLUMN "distance_unit" varchar(50);
--> statement-breakpoint
ALTER TABLE "circuits_circuit_type" ADD COLUMN "comments" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "dcim_device_role" ADD COLUMN "parent_id" integer;
--> statement-breakpoint
ALTER TABLE "dcim_device_role" ADD COLUMN "comments" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "dcim_device_role" ADD COLUMN "tree_path" integer[] DEFAULT '{}'::int[] NOT NULL;
--> statement-breakpoint
ALTER TABLE "dcim_inventory_item_role" ADD COLUMN "comments" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "dcim_location" ADD COLUMN "facility" varchar(50) DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "dcim_location" ADD COLUMN "comments" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "dcim_manufacturer" ADD COLUMN "comments" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "dcim_module_type" ADD COLUMN "airflow" varchar(50);
--> statement-breakpoint
ALTER TABLE "dcim_platform" ADD COLUMN "parent_id" integer;
--> statement-breakpoint
ALTER TABLE "dcim_platform" ADD COLUMN "comments" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "dcim_platform" ADD COLUMN "tree_path" integer[] DEFAULT '{}'::int[] NOT NULL;
--> statement-breakpoint
ALTER TABLE "dcim_rack_role" ADD COLUMN "comments" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "dcim_region" ADD COLUMN "comments" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "dcim_site_group" ADD COLUMN "comments" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "ipam_asn_range" ADD COLUMN "comments" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "ipam_rir" ADD COLUMN "comments" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "ipam_role" ADD COLUMN "comments" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "ipam_vlan_group" ADD COLUMN "comments" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "tenancy_contact_group" ADD COLUMN "comments" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "tenancy_contact_role" ADD COLUMN "comments" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "tenancy_tenant_group" ADD COLUMN "comments" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "virtualization_cluster_group" ADD COLUMN "comments" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "virtualization_cluster_type" ADD COLUMN "comments" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "vpn_tunnel_group" ADD COLUMN "comments" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "wireless_wireless_lan_group" ADD COLUMN "comments" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "wireless_wireless_link" ADD COLUMN "distance" numeric(8, 2);
--> statement-breakpoint
ALTER TABLE "wireless_wireless_link" ADD COLUMN "distance_unit" varchar(50);
--> statement-breakpoint
ALTER TABLE "dcim_device_role" ADD CONSTRAINT "dcim_device_role_parent_id_dcim_device_role_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."dcim_device_role"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "dcim_platform" ADD CONSTRAINT "dcim_platform_parent_id_dcim_platform_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."dcim_platform"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "dcim_device_role_parent_id_idx" ON "dcim_device_role" USING btree ("parent_id") WHERE "dcim_device_role"."parent_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_device_role_tree_path_gin" ON "dcim_device_role" USING gin ("tree_path");
--> statement-breakpoint
CREATE INDEX "dcim_platform_parent_id_idx" ON "dcim_platform" USING btree ("parent_id") WHERE "dcim_platform"."parent_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_platform_tree_path_gin" ON "dcim_platform" USING gin ("tree_path");
--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_platform_manufacturer_name_uniq" ON "dcim_platform" USING btree ("manufacturer_id","name");
--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_platform_name_no_manufacturer_uniq" ON "dcim_platform" USING btree ("name") WHERE "dcim_platform"."manufacturer_id" IS NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_platform_manufacturer_slug_uniq" ON "dcim_platform" USING btree ("manufacturer_id","slug");
--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_platform_slug_no_manufacturer_uniq" ON "dcim_platform" USING btree ("slug") WHERE "dcim_platform"."manufacturer_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "dcim_device_role" ADD CONSTRAINT "dcim_device_role_parent_name_uniq" UNIQUE NULLS NOT DISTINCT("parent_id","name");
--> statement-breakpoint
ALTER TABLE "dcim_device_role" ADD CONSTRAINT "dcim_device_role_parent_slug_uniq" UNIQUE NULLS NOT DISTINCT("parent_id","slug");
