DROP INDEX "ipam_ip_range_ordering_unset_idx";
--> statement-breakpoint
DROP INDEX "ipam_prefix_ordering_unset_idx";
--> statement-breakpoint
DROP INDEX "ipam_ip_range_ordering_idx";
--> statement-breakpoint
DROP INDEX "ipam_prefix_ordering_idx";
--> statement-breakpoint
CREATE INDEX "ipam_ip_range_ordering_idx" ON "ipam_ip_range" USING btree ("vrf_id" NULLS FIRST,"start_address","id");
--> statement-breakpoint
CREATE INDEX "ipam_prefix_ordering_idx" ON "ipam_prefix" USING btree ("vrf_id" NULLS FIRST,"prefix","id");
