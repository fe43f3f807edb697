DROP INDEX "ipam_ip_range_vrf_id_idx";
--> statement-breakpoint
DROP INDEX "ipam_prefix_vrf_id_idx";
--> statement-breakpoint
CREATE INDEX "ipam_ip_range_ordering_idx" ON "ipam_ip_range" USING btree ("vrf_id","start_address","id");
--> statement-breakpoint
CREATE INDEX "ipam_ip_range_ordering_unset_idx" ON "ipam_ip_range" USING btree ("start_address","id") WHERE "ipam_ip_range"."vrf_id" IS NULL;
--> statement-breakpoint
CREATE INDEX "ipam_prefix_ordering_idx" ON "ipam_prefix" USING btree ("vrf_id","prefix","id");
--> statement-breakpoint
CREATE INDEX "ipam_prefix_ordering_unset_idx" ON "ipam_prefix" USING btree ("prefix","id") WHERE "ipam_prefix"."vrf_id" IS NULL;
