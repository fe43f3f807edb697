ALTER TABLE "circuits_circuit_termination" DROP CONSTRAINT "circuits_circuit_termination_site_id_dcim_site_id_fk";

--> statement-breakpoint
ALTER TABLE "ipam_prefix" DROP CONSTRAINT "ipam_prefix_site_id_dcim_site_id_fk";

--> statement-breakpoint
ALTER TABLE "virtualization_cluster" DROP CONSTRAINT "virtualization_cluster_site_id_dcim_site_id_fk";

--> statement-breakpoint
ALTER TABLE "circuits_circuit_termination" ADD COLUMN "termination_type" varchar(100);
--> statement-breakpoint
ALTER TABLE "circuits_circuit_termination" ADD COLUMN "termination_id" integer;
--> statement-breakpoint
ALTER TABLE "circuits_circuit_termination" ADD COLUMN "_region_id" integer;
--> statement-breakpoint
ALTER TABLE "circuits_circuit_termination" ADD COLUMN "_site_group_id" integer;
--> statement-breakpoint
ALTER TABLE "circuits_circuit_termination" ADD COLUMN "_location_id" integer;
--> statement-breakpoint
ALTER TABLE "ipam_prefix" ADD COLUMN "scope_type" varchar(100);
--> statement-breakpoint
ALTER TABLE "ipam_prefix" ADD COLUMN "scope_id" integer;
--> statement-breakpoint
ALTER TABLE "ipam_prefix" ADD COLUMN "_region_id" integer;
--> statement-breakpoint
ALTER TABLE "ipam_prefix" ADD COLUMN "_site_group_id" integer;
--> statement-breakpoint
ALTER TABLE "ipam_prefix" ADD COLUMN "_location_id" integer;
--> statement-breakpoint
ALTER TABLE "virtualization_cluster" ADD COLUMN "scope_type" varchar(100);
--> statement-breakpoint
ALTER TABLE "virtualization_cluster" ADD COLUMN "scope_id" integer;
--> statement-breakpoint
ALTER TABLE "virtualization_cluster" ADD COLUMN "_region_id" integer;
--> statement-breakpoint
ALTER TABLE "virtualization_cluster" ADD COLUMN "_site_group_id" integer;
--> statement-breakpoint
ALTER TABLE "virtualization_cluster" ADD COLUMN "_location_id" integer;
--> statement-breakpoint
ALTER TABLE "wireless_wireless_lan" ADD COLUMN "scope_type" varchar(100);
--> statement-breakpoint
ALTER TABLE "wireless_wireless_lan" ADD COLUMN "scope_id" integer;
--> statement-breakpoint
ALTER TABLE "wireless_wireless_lan" ADD COLUMN "_region_id" integer;
--> statement-breakpoint
ALTER TABLE "wireless_wireless_lan" ADD COLUMN "_site_group_id" integer;
--> statement-breakpoint
ALTER TABLE "wireless_wireless_lan" ADD COLUMN "_site_id" integer;
--> statement-breakpoint
ALTER TABLE "wireless_wireless_lan" ADD COLUMN "_location_id" integer;
--> statement-breakpoint
ALTER TABLE "circuits_circuit_termination" ADD CONSTRAINT "circuits_circuit_termination__region_id_dcim_region_id_fk" FOREIGN KEY ("_region_id") REFERENCES "public"."dcim_region"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "circuits_circuit_termination" ADD CONSTRAINT "circuits_circuit_termination__site_group_id_dcim_site_group_id_fk" FOREIGN KEY ("_site_group_id") REFERENCES "public"."dcim_site_group"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "circuits_circuit_termination" ADD CONSTRAINT "circuits_circuit_termination__location_id_dcim_location_id_fk" FOREIGN KEY ("_location_id") REFERENCES "public"."dcim_location"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "circuits_circuit_termination" ADD CONSTRAINT "circuits_circuit_termination_site_id_dcim_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."dcim_site"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ipam_prefix" ADD CONSTRAINT "ipam_prefix__region_id_dcim_region_id_fk" FOREIGN KEY ("_region_id") REFERENCES "public"."dcim_region"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ipam_prefix" ADD CONSTRAINT "ipam_prefix__site_group_id_dcim_site_group_id_fk" FOREIGN KEY ("_site_group_id") REFERENCES "public"."dcim_site_group"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ipam_prefix" ADD CONSTRAINT "ipam_prefix__location_id_dcim_location_id_fk" FOREIGN KEY ("_location_id") REFERENCES "public"."dcim_location"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ipam_prefix" ADD CONSTRAINT "ipam_prefix_site_id_dcim_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."dcim_site"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "virtualization_cluster" ADD CONSTRAINT "virtualization_cluster__region_id_dcim_region_id_fk" FOREIGN KEY ("_region_id") REFERENCES "public"."dcim_region"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "virtualization_cluster" ADD CONSTRAINT "virtualization_cluster__site_group_id_dcim_site_group_id_fk" FOREIGN KEY ("_site_group_id") REFERENCES "public"."dcim_site_group"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "virtualization_cluster" ADD CONSTRAINT "virtualization_cluster__location_id_dcim_location_id_fk" FOREIGN KEY ("_location_id") REFERENCES "public"."dcim_location"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "virtualization_cluster" ADD CONSTRAINT "virtualization_cluster_site_id_dcim_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."dcim_site"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "wireless_wireless_lan" ADD CONSTRAINT "wireless_wireless_lan__region_id_dcim_region_id_fk" FOREIGN KEY ("_region_id") REFERENCES "public"."dcim_region"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "wireless_wireless_lan" ADD CONSTRAINT "wireless_wireless_lan__site_group_id_dcim_site_group_id_fk" FOREIGN KEY ("_site_group_id") REFERENCES "public"."dcim_site_group"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "wireless_wireless_lan" ADD CONSTRAINT "wireless_wireless_lan__site_id_dcim_site_id_fk" FOREIGN KEY ("_site_id") REFERENCES "public"."dcim_site"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "wireless_wireless_lan" ADD CONSTRAINT "wireless_wireless_lan__location_id_dcim_location_id_fk" FOREIGN KEY ("_location_id") REFERENCES "public"."dcim_location"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "circuits_circuit_termination_termination_idx" ON "circuits_circuit_termination" USING btree ("termination_type","termination_id");
--> statement-breakpoint
CREATE INDEX "circuits_circuit_termination__region_id_idx" ON "circuits_circuit_termination" USING btree ("_region_id") WHERE "circuits_circuit_termination"."_region_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "circuits_circuit_termination__site_group_id_idx" ON "circuits_circuit_termination" USING btree ("_site_group_id") WHERE "circuits_circuit_termination"."_site_group_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "circuits_circuit_termination__location_id_idx" ON "circuits_circuit_termination" USING btree ("_location_id") WHERE "circuits_circuit_termination"."_location_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "ipam_prefix_scope_idx" ON "ipam_prefix" USING btree ("scope_type","scope_id");
--> statement-breakpoint
CREATE INDEX "ipam_prefix__region_id_idx" ON "ipam_prefix" USING btree ("_region_id") WHERE "ipam_prefix"."_region_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "ipam_prefix__site_group_id_idx" ON "ipam_prefix" USING btree ("_site_group_id") WHERE "ipam_prefix"."_site_group_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "ipam_prefix__location_id_idx" ON "ipam_prefix" USING btree ("_location_id") WHERE "ipam_prefix"."_location_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "virtualization_cluster_scope_idx" ON "virtualization_cluster" USING btree ("scope_type","scope_id");
--> statement-breakpoint
CREATE INDEX "virtualization_cluster__region_id_idx" ON "virtualization_cluster" USING btree ("_region_id") WHERE "virtualization_cluster"."_region_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "virtualization_cluster__site_group_id_idx" ON "virtualization_cluster" USING btree ("_site_group_id") WHERE "virtualization_cluster"."_site_group_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "virtualization_cluster__location_id_idx" ON "virtualization_cluster" USING btree ("_location_id") WHERE "virtualization_cluster"."_location_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "wireless_wireless_lan_scope_idx" ON "wireless_wireless_lan" USING btree ("scope_type","scope_id");
--> statement-breakpoint
CREATE INDEX "wireless_wireless_lan__region_id_idx" ON "wireless_wireless_lan" USING btree ("_region_id") WHERE "wireless_wireless_lan"."_region_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "wireless_wireless_lan__site_group_id_idx" ON "wireless_wireless_lan" USING btree ("_site_group_id") WHERE "wireless_wireless_lan"."_site_group_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "wireless_wireless_lan__site_id_idx" ON "wireless_wireless_lan" USING btree ("_site_id") WHERE "wireless_wireless_lan"."_site_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "wireless_wireless_lan__location_id_idx" ON "wireless_wireless_lan" USING btree ("_location_id") WHERE "wireless_wireless_lan"."_location_id" IS NOT NULL;
--> statement-breakpoint
-- NetBox 4.2's scope (NetBox's migrations ipam 0071-0072, virtualization 0044-0045, circuits
-- 0047-0048): what NetBox 3.7's site (or provider network) named becomes the scope, and the
-- cached region and site group are filled from that site, as src/rules/dcim/scope.ts keeps them.
UPDATE "ipam_prefix" p SET "scope_type" = 'dcim.site', "scope_id" = p."site_id", "_region_id" = s."region_id", "_site_group_id" = s."group_id"
  FROM "dcim_site" s WHERE s."id" = p."site_id";
--> statement-breakpoint
UPDATE "virtualization_cluster" c SET "scope_type" = 'dcim.site', "scope_id" = c."site_id", "_region_id" = s."region_id", "_site_group_id" = s."group_id"
  FROM "dcim_site" s WHERE s."id" = c."site_id";
--> statement-breakpoint
UPDATE "circuits_circuit_termination" t SET "termination_type" = 'dcim.site', "termination_id" = t."site_id", "_region_id" = s."region_id", "_site_group_id" = s."group_id"
  FROM "dcim_site" s WHERE s."id" = t."site_id";
--> statement-breakpoint
UPDATE "circuits_circuit_termination" SET "termination_type" = 'circuits.providernetwork', "termination_id" = "provider_network_id"
  WHERE "provider_network_id" IS NOT NULL AND "site_id" IS NULL;
