DROP INDEX "dcim_device_name_site_tenant_uniq";
--> statement-breakpoint
DROP INDEX "virtualization_virtual_machine_name_cluster_tenant_uniq";
--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_device_name_site_no_tenant_uniq" ON "dcim_device" USING btree (lower("name"),"site_id") WHERE "dcim_device"."tenant_id" IS NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "virtualization_virtual_machine_name_cluster_no_tenant_uniq" ON "virtualization_virtual_machine" USING btree (lower("name"),"cluster_id") WHERE "virtualization_virtual_machine"."tenant_id" IS NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_device_name_site_tenant_uniq" ON "dcim_device" USING btree (lower("name"),"site_id","tenant_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "virtualization_virtual_machine_name_cluster_tenant_uniq" ON "virtualization_virtual_machine" USING btree (lower("name"),"cluster_id","tenant_id");
