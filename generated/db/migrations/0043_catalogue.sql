ALTER TABLE "ipam_vlan_group" ADD COLUMN "vid_ranges" jsonb DEFAULT '[[1,4094]]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "ipam_vlan_group" ADD COLUMN "total_vlan_ids" bigint DEFAULT 4094 NOT NULL;
--> statement-breakpoint
ALTER TABLE "ipam_vlan_group" ADD COLUMN "tenant_id" integer;
--> statement-breakpoint
ALTER TABLE "ipam_vlan_group" ADD CONSTRAINT "ipam_vlan_group_tenant_id_tenancy_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenancy_tenant"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "ipam_vlan_group_tenant_id_idx" ON "ipam_vlan_group" USING btree ("tenant_id") WHERE "ipam_vlan_group"."tenant_id" IS NOT NULL;
--> statement-breakpoint
-- NetBox 4.0's VID ranges (NetBox's migrations ipam 0070 and 0083): NetBox 3.7's min_vid and
-- max_vid become the group's one range, and total_vlan_ids its size; migration 0044 then drops
-- the two columns.
UPDATE "ipam_vlan_group" SET "vid_ranges" = jsonb_build_array(jsonb_build_array("min_vid", "max_vid")), "total_vlan_ids" = "max_vid" - "min_vid" + 1;
