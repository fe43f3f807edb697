DROP INDEX "dcim_module_bay_device_name_uniq";
--> statement-breakpoint
DROP INDEX "dcim_module_bay_template_device_type_id_idx";
--> statement-breakpoint
ALTER TABLE "dcim_module_bay_template" ALTER COLUMN "device_type_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "dcim_device_bay" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "dcim_device_bay_template" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "dcim_front_port" ADD COLUMN "positions" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "dcim_front_port_template" ADD COLUMN "positions" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "dcim_inventory_item" ADD COLUMN "status" varchar(50) DEFAULT 'active' NOT NULL;
--> statement-breakpoint
ALTER TABLE "dcim_module_bay" ADD COLUMN "module_id" integer;
--> statement-breakpoint
ALTER TABLE "dcim_module_bay" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "dcim_module_bay_template" ADD COLUMN "module_type_id" integer;
--> statement-breakpoint
ALTER TABLE "dcim_module_bay_template" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "dcim_power_outlet" ADD COLUMN "status" varchar(50) DEFAULT 'enabled' NOT NULL;
--> statement-breakpoint
ALTER TABLE "dcim_power_outlet" ADD COLUMN "color" varchar(6) DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "dcim_power_outlet_template" ADD COLUMN "color" varchar(6) DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "dcim_rack_reservation" ADD COLUMN "status" varchar(50) DEFAULT 'active' NOT NULL;
--> statement-breakpoint
ALTER TABLE "dcim_module_bay" ADD CONSTRAINT "dcim_module_bay_module_id_dcim_module_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."dcim_module"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "dcim_module_bay_template" ADD CONSTRAINT "dcim_module_bay_template_module_type_id_dcim_module_type_id_fk" FOREIGN KEY ("module_type_id") REFERENCES "public"."dcim_module_type"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "dcim_module_bay_module_id_idx" ON "dcim_module_bay" USING btree ("module_id") WHERE "dcim_module_bay"."module_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_module_bay_template_module_type_id_idx" ON "dcim_module_bay_template" USING btree ("module_type_id") WHERE "dcim_module_bay_template"."module_type_id" IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_module_bay_template_module_type_name_uniq" ON "dcim_module_bay_template" USING btree ("module_type_id","name");
--> statement-breakpoint
CREATE INDEX "dcim_module_bay_template_device_type_id_idx" ON "dcim_module_bay_template" USING btree ("device_type_id") WHERE "dcim_module_bay_template"."device_type_id" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "dcim_module_bay" ADD CONSTRAINT "dcim_module_bay_device_module_name_uniq" UNIQUE NULLS NOT DISTINCT("device_id","module_id","name");
