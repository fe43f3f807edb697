CREATE INDEX "dcim_device_name_idx" ON "dcim_device" USING btree ("name");
