ALTER TABLE "ipam_service" ADD COLUMN "virtual_machine_id" integer;
--> statement-breakpoint
ALTER TABLE "ipam_service" ADD CONSTRAINT "ipam_service_virtual_machine_id_virtualization_virtual_machine_id_fk" FOREIGN KEY ("virtual_machine_id") REFERENCES "public"."virtualization_virtual_machine"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "ipam_service_virtual_machine_id_idx" ON "ipam_service" USING btree ("virtual_machine_id");
