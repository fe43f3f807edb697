CREATE INDEX "ipam_ip_address_address_host" ON "ipam_ip_address" USING btree ("vrf_id",(set_masklen("address", CASE family("address") WHEN 4 THEN 32 ELSE 128 END)));
