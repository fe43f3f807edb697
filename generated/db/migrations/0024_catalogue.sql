DROP INDEX "dcim_inventory_item_device_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_inventory_item_template_device_type_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_device_ordering_idx";
--> statement-breakpoint
DROP INDEX "dcim_site_ordering_idx";
--> statement-breakpoint
DROP INDEX "virtualization_virtual_machine_ordering_idx";
--> statement-breakpoint
ALTER TABLE "dcim_console_port" ADD COLUMN "_name" varchar(100) GENERATED ALWAYS AS (netinv_naturalize("name", 100)) STORED;
--> statement-breakpoint
ALTER TABLE "dcim_console_port_template" ADD COLUMN "_name" varchar(100) GENERATED ALWAYS AS (netinv_naturalize("name", 100)) STORED;
--> statement-breakpoint
ALTER TABLE "dcim_console_server_port" ADD COLUMN "_name" varchar(100) GENERATED ALWAYS AS (netinv_naturalize("name", 100)) STORED;
--> statement-breakpoint
ALTER TABLE "dcim_console_server_port_template" ADD COLUMN "_name" varchar(100) GENERATED ALWAYS AS (netinv_naturalize("name", 100)) STORED;
--> statement-breakpoint
ALTER TABLE "dcim_device" ADD COLUMN "_name" varchar(100) GENERATED ALWAYS AS (netinv_naturalize("name", 100)) STORED;
--> statement-breakpoint
ALTER TABLE "dcim_device_bay" ADD COLUMN "_name" varchar(100) GENERATED ALWAYS AS (netinv_naturalize("name", 100)) STORED;
--> statement-breakpoint
ALTER TABLE "dcim_device_bay_template" ADD COLUMN "_name" varchar(100) GENERATED ALWAYS AS (netinv_naturalize("name", 100)) STORED;
--> statement-breakpoint
ALTER TABLE "dcim_front_port" ADD COLUMN "_name" varchar(100) GENERATED ALWAYS AS (netinv_naturalize("name", 100)) STORED;
--> statement-breakpoint
ALTER TABLE "dcim_front_port_template" ADD COLUMN "_name" varchar(100) GENERATED ALWAYS AS (netinv_naturalize("name", 100)) STORED;
--> statement-breakpoint
ALTER TABLE "dcim_interface" ADD COLUMN "_name" varchar(100) GENERATED ALWAYS AS (netinv_naturalize_interface("name", 100)) STORED;
--> statement-breakpoint
ALTER TABLE "dcim_interface_template" ADD COLUMN "_name" varchar(100) GENERATED ALWAYS AS (netinv_naturalize_interface("name", 100)) STORED;
--> statement-breakpoint
ALTER TABLE "dcim_inventory_item" ADD COLUMN "_name" varchar(100) GENERATED ALWAYS AS (netinv_naturalize("name", 100)) STORED;
--> statement-breakpoint
ALTER TABLE "dcim_inventory_item_template" ADD COLUMN "_name" varchar(100) GENERATED ALWAYS AS (netinv_naturalize("name", 100)) STORED;
--> statement-breakpoint
ALTER TABLE "dcim_module_bay" ADD COLUMN "_name" varchar(100) GENERATED ALWAYS AS (netinv_naturalize("name", 100)) STORED;
--> statement-breakpoint
ALTER TABLE "dcim_module_bay_template" ADD COLUMN "_name" varchar(100) GENERATED ALWAYS AS (netinv_naturalize("name", 100)) STORED;
--> statement-breakpoint
ALTER TABLE "dcim_power_outlet" ADD COLUMN "_name" varchar(100) GENERATED ALWAYS AS (netinv_naturalize("name", 100)) STORED;
--> statement-breakpoint
ALTER TABLE "dcim_power_outlet_template" ADD COLUMN "_name" varchar(100) GENERATED ALWAYS AS (netinv_naturalize("name", 100)) STORED;
--> statement-breakpoint
ALTER TABLE "dcim_power_port" ADD COLUMN "_name" varchar(100) GENERATED ALWAYS AS (netinv_naturalize("name", 100)) STORED;
--> statement-breakpoint
ALTER TABLE "dcim_power_port_template" ADD COLUMN "_name" varchar(100) GENERATED ALWAYS AS (netinv_naturalize("name", 100)) STORED;
--> statement-breakpoint
ALTER TABLE "dcim_rack" ADD COLUMN "_name" varchar(100) GENERATED ALWAYS AS (netinv_naturalize("name", 100)) STORED;
--> statement-breakpoint
ALTER TABLE "dcim_rear_port" ADD COLUMN "_name" varchar(100) GENERATED ALWAYS AS (netinv_naturalize("name", 100)) STORED;
--> statement-breakpoint
ALTER TABLE "dcim_rear_port_template" ADD COLUMN "_name" varchar(100) GENERATED ALWAYS AS (netinv_naturalize("name", 100)) STORED;
--> statement-breakpoint
ALTER TABLE "dcim_site" ADD COLUMN "_name" varchar(100) GENERATED ALWAYS AS (netinv_naturalize("name", 100)) STORED;
--> statement-breakpoint
ALTER TABLE "virtualization_virtual_machine" ADD COLUMN "_name" varchar(100) GENERATED ALWAYS AS (netinv_naturalize("name", 100)) STORED;
--> statement-breakpoint
ALTER TABLE "virtualization_vm_interface" ADD COLUMN "_name" varchar(100) GENERATED ALWAYS AS (netinv_naturalize_interface("name", 100)) STORED;
--> statement-breakpoint
CREATE INDEX "dcim_inventory_item_ordering_idx" ON "dcim_inventory_item" USING btree ("device_id","parent_id","_name","id");
--> statement-breakpoint
CREATE INDEX "dcim_inventory_item_template_ordering_idx" ON "dcim_inventory_item_template" USING btree ("device_type_id","parent_id","_name","id");
--> statement-breakpoint
CREATE INDEX "dcim_device_ordering_idx" ON "dcim_device" USING btree ("_name","id");
--> statement-breakpoint
CREATE INDEX "dcim_site_ordering_idx" ON "dcim_site" USING btree ("_name","id");
--> statement-breakpoint
CREATE INDEX "virtualization_virtual_machine_ordering_idx" ON "virtualization_virtual_machine" USING btree ("_name","id");
