ALTER TABLE "ipam_vlan_group" DROP COLUMN "min_vid";
--> statement-breakpoint
ALTER TABLE "ipam_vlan_group" DROP COLUMN "max_vid";
