ALTER TABLE "ipam_service" ADD COLUMN "parent_object_type" varchar(100);
--> statement-breakpoint
ALTER TABLE "ipam_service" ADD COLUMN "parent_object_id" integer;
--> statement-breakpoint
CREATE INDEX "ipam_service_parent_idx" ON "ipam_service" USING btree ("parent_object_type","parent_object_id");
--> statement-breakpoint
-- NetBox 4.3's service parent (NetBox's migrations ipam 0079-0081): the device or virtual
-- machine NetBox 3.7 named becomes the parent; those columns stay, as the parent sets them.
UPDATE "ipam_service" SET "parent_object_type" = CASE WHEN "device_id" IS NOT NULL THEN 'dcim.device' ELSE 'virtualization.virtualmachine' END,
  "parent_object_id" = COALESCE("device_id", "virtual_machine_id")
  WHERE "parent_object_type" IS NULL AND COALESCE("device_id", "virtual_machine_id") IS NOT NULL;
