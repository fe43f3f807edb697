DROP INDEX "dcim_devlib_host_key_device_uniq";
--> statement-breakpoint
ALTER TABLE "dcim_devlib_host_key" ADD COLUMN "address" varchar(100);
--> statement-breakpoint
ALTER TABLE "dcim_devlib_host_key" ADD COLUMN "port" integer;
--> statement-breakpoint
ALTER TABLE "dcim_devlib_host_key" ADD CONSTRAINT "dcim_devlib_host_key_device_address_port_uniq" UNIQUE NULLS NOT DISTINCT("device_id","address","port");
