ALTER TABLE "ipam_asn" ADD COLUMN "role_id" integer;
--> statement-breakpoint
ALTER TABLE "ipam_ip_range" ADD COLUMN "mark_populated" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "virtualization_virtual_machine" ADD COLUMN "start_on_boot" varchar(50) DEFAULT 'off' NOT NULL;
--> statement-breakpoint
ALTER TABLE "vpn_l2vpn" ADD COLUMN "status" varchar(50) DEFAULT 'active' NOT NULL;
--> statement-breakpoint
ALTER TABLE "ipam_asn" ADD CONSTRAINT "ipam_asn_role_id_ipam_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."ipam_role"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "ipam_asn_role_id_idx" ON "ipam_asn" USING btree ("role_id") WHERE "ipam_asn"."role_id" IS NOT NULL;
