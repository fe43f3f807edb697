ALTER TABLE "circuits_circuit" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "circuits_circuit_type" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "circuits_provider" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "circuits_provider_account" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "circuits_provider_network" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "core_data_source" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "dcim_cable" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "dcim_console_port" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "dcim_console_server_port" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "dcim_device" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "dcim_device_bay" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "dcim_device_role" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "dcim_device_type" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "dcim_front_port" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "dcim_interface" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "dcim_inventory_item" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "dcim_inventory_item_role" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "dcim_location" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "dcim_manufacturer" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "dcim_module" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "dcim_module_bay" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "dcim_module_type" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "dcim_platform" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "dcim_power_feed" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "dcim_power_outlet" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "dcim_power_panel" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "dcim_power_port" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "dcim_rack" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "dcim_rack_reservation" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "dcim_rack_role" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "dcim_rear_port" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "dcim_region" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "dcim_site" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "dcim_site_group" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "dcim_virtual_chassis" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "dcim_virtual_device_context" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "extras_config_context" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "extras_config_template" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "extras_custom_field" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "extras_custom_field_choice_set" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "extras_custom_link" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "extras_event_rule" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "extras_export_template" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "extras_webhook" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "ipam_aggregate" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "ipam_asn" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "ipam_asn_range" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "ipam_fhrp_group" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "ipam_ip_address" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "ipam_ip_range" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "ipam_prefix" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "ipam_rir" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "ipam_role" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "ipam_route_target" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "ipam_service" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "ipam_service_template" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "ipam_vlan" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "ipam_vlan_group" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "ipam_vrf" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "tenancy_contact" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "tenancy_contact_group" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "tenancy_contact_role" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "tenancy_tenant" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "tenancy_tenant_group" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "virtualization_cluster" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "virtualization_cluster_group" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "virtualization_cluster_type" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "virtualization_virtual_disk" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "virtualization_virtual_machine" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "virtualization_vm_interface" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "vpn_ike_policy" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "vpn_ike_proposal" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "vpn_ipsec_policy" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "vpn_ipsec_profile" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "vpn_ipsec_proposal" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "vpn_l2vpn" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "vpn_tunnel" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "vpn_tunnel_group" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "wireless_wireless_lan" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "wireless_wireless_lan_group" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "wireless_wireless_link" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "circuits_circuit" ADD CONSTRAINT "circuits_circuit_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "circuits_circuit_type" ADD CONSTRAINT "circuits_circuit_type_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "circuits_provider" ADD CONSTRAINT "circuits_provider_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "circuits_provider_account" ADD CONSTRAINT "circuits_provider_account_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "circuits_provider_network" ADD CONSTRAINT "circuits_provider_network_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "core_data_source" ADD CONSTRAINT "core_data_source_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "dcim_cable" ADD CONSTRAINT "dcim_cable_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "dcim_console_port" ADD CONSTRAINT "dcim_console_port_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "dcim_console_server_port" ADD CONSTRAINT "dcim_console_server_port_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "dcim_device" ADD CONSTRAINT "dcim_device_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "dcim_device_bay" ADD CONSTRAINT "dcim_device_bay_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "dcim_device_role" ADD CONSTRAINT "dcim_device_role_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "dcim_device_type" ADD CONSTRAINT "dcim_device_type_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "dcim_front_port" ADD CONSTRAINT "dcim_front_port_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "dcim_interface" ADD CONSTRAINT "dcim_interface_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "dcim_inventory_item" ADD CONSTRAINT "dcim_inventory_item_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "dcim_inventory_item_role" ADD CONSTRAINT "dcim_inventory_item_role_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "dcim_location" ADD CONSTRAINT "dcim_location_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "dcim_manufacturer" ADD CONSTRAINT "dcim_manufacturer_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "dcim_module" ADD CONSTRAINT "dcim_module_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "dcim_module_bay" ADD CONSTRAINT "dcim_module_bay_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "dcim_module_type" ADD CONSTRAINT "dcim_module_type_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "dcim_platform" ADD CONSTRAINT "dcim_platform_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "dcim_power_feed" ADD CONSTRAINT "dcim_power_feed_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "dcim_power_outlet" ADD CONSTRAINT "dcim_power_outlet_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "dcim_power_panel" ADD CONSTRAINT "dcim_power_panel_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "dcim_power_port" ADD CONSTRAINT "dcim_power_port_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "dcim_rack" ADD CONSTRAINT "dcim_rack_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "dcim_rack_reservation" ADD CONSTRAINT "dcim_rack_reservation_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "dcim_rack_role" ADD CONSTRAINT "dcim_rack_role_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "dcim_rear_port" ADD CONSTRAINT "dcim_rear_port_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "dcim_region" ADD CONSTRAINT "dcim_region_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "dcim_site" ADD CONSTRAINT "dcim_site_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "dcim_site_group" ADD CONSTRAINT "dcim_site_group_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "dcim_virtual_chassis" ADD CONSTRAINT "dcim_virtual_chassis_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "dcim_virtual_device_context" ADD CONSTRAINT "dcim_virtual_device_context_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "extras_config_context" ADD CONSTRAINT "extras_config_context_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "extras_config_template" ADD CONSTRAINT "extras_config_template_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "extras_custom_field" ADD CONSTRAINT "extras_custom_field_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "extras_custom_field_choice_set" ADD CONSTRAINT "extras_custom_field_choice_set_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "extras_custom_link" ADD CONSTRAINT "extras_custom_link_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "extras_event_rule" ADD CONSTRAINT "extras_event_rule_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "extras_export_template" ADD CONSTRAINT "extras_export_template_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "extras_webhook" ADD CONSTRAINT "extras_webhook_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ipam_aggregate" ADD CONSTRAINT "ipam_aggregate_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ipam_asn" ADD CONSTRAINT "ipam_asn_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ipam_asn_range" ADD CONSTRAINT "ipam_asn_range_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ipam_fhrp_group" ADD CONSTRAINT "ipam_fhrp_group_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ipam_ip_address" ADD CONSTRAINT "ipam_ip_address_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ipam_ip_range" ADD CONSTRAINT "ipam_ip_range_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ipam_prefix" ADD CONSTRAINT "ipam_prefix_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ipam_rir" ADD CONSTRAINT "ipam_rir_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ipam_role" ADD CONSTRAINT "ipam_role_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ipam_route_target" ADD CONSTRAINT "ipam_route_target_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ipam_service" ADD CONSTRAINT "ipam_service_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ipam_service_template" ADD CONSTRAINT "ipam_service_template_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ipam_vlan" ADD CONSTRAINT "ipam_vlan_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ipam_vlan_group" ADD CONSTRAINT "ipam_vlan_group_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ipam_vrf" ADD CONSTRAINT "ipam_vrf_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "tenancy_contact" ADD CONSTRAINT "tenancy_contact_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "tenancy_contact_group" ADD CONSTRAINT "tenancy_contact_group_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "tenancy_contact_role" ADD CONSTRAINT "tenancy_contact_role_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "tenancy_tenant" ADD CONSTRAINT "tenancy_tenant_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "tenancy_tenant_group" ADD CONSTRAINT "tenancy_tenant_group_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "virtualization_cluster" ADD CONSTRAINT "virtualization_cluster_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "virtualization_cluster_group" ADD CONSTRAINT "virtualization_cluster_group_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "virtualization_cluster_type" ADD CONSTRAINT "virtualization_cluster_type_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "virtualization_virtual_disk" ADD CONSTRAINT "virtualization_virtual_disk_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "virtualization_virtual_machine" ADD CONSTRAINT "virtualization_virtual_machine_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "virtualization_vm_interface" ADD CONSTRAINT "virtualization_vm_interface_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "vpn_ike_policy" ADD CONSTRAINT "vpn_ike_policy_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "vpn_ike_proposal" ADD CONSTRAINT "vpn_ike_proposal_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "vpn_ipsec_policy" ADD CONSTRAINT "vpn_ipsec_policy_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "vpn_ipsec_profile" ADD CONSTRAINT "vpn_ipsec_profile_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "vpn_ipsec_proposal" ADD CONSTRAINT "vpn_ipsec_proposal_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "vpn_l2vpn" ADD CONSTRAINT "vpn_l2vpn_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "vpn_tunnel" ADD CONSTRAINT "vpn_tunnel_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "vpn_tunnel_group" ADD CONSTRAINT "vpn_tunnel_group_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "wireless_wireless_lan" ADD CONSTRAINT "wireless_wireless_lan_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "wireless_wireless_lan_group" ADD CONSTRAINT "wireless_wireless_lan_group_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "wireless_wireless_link" ADD CONSTRAINT "wireless_wireless_link_owner_id_users_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users_owner"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "circuits_circuit_owner_id_idx" ON "circuits_circuit" USING btree ("owner_id") WHERE "circuits_circuit"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "circuits_circuit_type_owner_id_idx" ON "circuits_circuit_type" USING btree ("owner_id") WHERE "circuits_circuit_type"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "circuits_provider_owner_id_idx" ON "circuits_provider" USING btree ("owner_id") WHERE "circuits_provider"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "circuits_provider_account_owner_id_idx" ON "circuits_provider_account" USING btree ("owner_id") WHERE "circuits_provider_account"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "circuits_provider_network_owner_id_idx" ON "circuits_provider_network" USING btree ("owner_id") WHERE "circuits_provider_network"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "core_data_source_owner_id_idx" ON "core_data_source" USING btree ("owner_id") WHERE "core_data_source"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_cable_owner_id_idx" ON "dcim_cable" USING btree ("owner_id") WHERE "dcim_cable"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_console_port_owner_id_idx" ON "dcim_console_port" USING btree ("owner_id") WHERE "dcim_console_port"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_console_server_port_owner_id_idx" ON "dcim_console_server_port" USING btree ("owner_id") WHERE "dcim_console_server_port"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_device_owner_id_idx" ON "dcim_device" USING btree ("owner_id") WHERE "dcim_device"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_device_bay_owner_id_idx" ON "dcim_device_bay" USING btree ("owner_id") WHERE "dcim_device_bay"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_device_role_owner_id_idx" ON "dcim_device_role" USING btree ("owner_id") WHERE "dcim_device_role"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_device_type_owner_id_idx" ON "dcim_device_type" USING btree ("owner_id") WHERE "dcim_device_type"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_front_port_owner_id_idx" ON "dcim_front_port" USING btree ("owner_id") WHERE "dcim_front_port"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_interface_owner_id_idx" ON "dcim_interface" USING btree ("owner_id") WHERE "dcim_interface"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_inventory_item_owner_id_idx" ON "dcim_inventory_item" USING btree ("owner_id") WHERE "dcim_inventory_item"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_inventory_item_role_owner_id_idx" ON "dcim_inventory_item_role" USING btree ("owner_id") WHERE "dcim_inventory_item_role"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_location_owner_id_idx" ON "dcim_location" USING btree ("owner_id") WHERE "dcim_location"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_manufacturer_owner_id_idx" ON "dcim_manufacturer" USING btree ("owner_id") WHERE "dcim_manufacturer"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_module_owner_id_idx" ON "dcim_module" USING btree ("owner_id") WHERE "dcim_module"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_module_bay_owner_id_idx" ON "dcim_module_bay" USING btree ("owner_id") WHERE "dcim_module_bay"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_module_type_owner_id_idx" ON "dcim_module_type" USING btree ("owner_id") WHERE "dcim_module_type"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_platform_owner_id_idx" ON "dcim_platform" USING btree ("owner_id") WHERE "dcim_platform"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_power_feed_owner_id_idx" ON "dcim_power_feed" USING btree ("owner_id") WHERE "dcim_power_feed"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_power_outlet_owner_id_idx" ON "dcim_power_outlet" USING btree ("owner_id") WHERE "dcim_power_outlet"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_power_panel_owner_id_idx" ON "dcim_power_panel" USING btree ("owner_id") WHERE "dcim_power_panel"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_power_port_owner_id_idx" ON "dcim_power_port" USING btree ("owner_id") WHERE "dcim_power_port"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_rack_owner_id_idx" ON "dcim_rack" USING btree ("owner_id") WHERE "dcim_rack"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_rack_reservation_owner_id_idx" ON "dcim_rack_reservation" USING btree ("owner_id") WHERE "dcim_rack_reservation"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_rack_role_owner_id_idx" ON "dcim_rack_role" USING btree ("owner_id") WHERE "dcim_rack_role"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_rear_port_owner_id_idx" ON "dcim_rear_port" USING btree ("owner_id") WHERE "dcim_rear_port"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_region_owner_id_idx" ON "dcim_region" USING btree ("owner_id") WHERE "dcim_region"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_site_owner_id_idx" ON "dcim_site" USING btree ("owner_id") WHERE "dcim_site"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_site_group_owner_id_idx" ON "dcim_site_group" USING btree ("owner_id") WHERE "dcim_site_group"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_virtual_chassis_owner_id_idx" ON "dcim_virtual_chassis" USING btree ("owner_id") WHERE "dcim_virtual_chassis"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_virtual_device_context_owner_id_idx" ON "dcim_virtual_device_context" USING btree ("owner_id") WHERE "dcim_virtual_device_context"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "extras_config_context_owner_id_idx" ON "extras_config_context" USING btree ("owner_id") WHERE "extras_config_context"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "extras_config_template_owner_id_idx" ON "extras_config_template" USING btree ("owner_id") WHERE "extras_config_template"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "extras_custom_field_owner_id_idx" ON "extras_custom_field" USING btree ("owner_id") WHERE "extras_custom_field"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "extras_custom_field_choice_set_owner_id_idx" ON "extras_custom_field_choice_set" USING btree ("owner_id") WHERE "extras_custom_field_choice_set"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "extras_custom_link_owner_id_idx" ON "extras_custom_link" USING btree ("owner_id") WHERE "extras_custom_link"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "extras_event_rule_owner_id_idx" ON "extras_event_rule" USING btree ("owner_id") WHERE "extras_event_rule"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "extras_export_template_owner_id_idx" ON "extras_export_template" USING btree ("owner_id") WHERE "extras_export_template"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "extras_webhook_owner_id_idx" ON "extras_webhook" USING btree ("owner_id") WHERE "extras_webhook"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "ipam_aggregate_owner_id_idx" ON "ipam_aggregate" USING btree ("owner_id") WHERE "ipam_aggregate"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "ipam_asn_owner_id_idx" ON "ipam_asn" USING btree ("owner_id") WHERE "ipam_asn"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "ipam_asn_range_owner_id_idx" ON "ipam_asn_range" USING btree ("owner_id") WHERE "ipam_asn_range"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "ipam_fhrp_group_owner_id_idx" ON "ipam_fhrp_group" USING btree ("owner_id") WHERE "ipam_fhrp_group"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "ipam_ip_address_owner_id_idx" ON "ipam_ip_address" USING btree ("owner_id") WHERE "ipam_ip_address"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "ipam_ip_range_owner_id_idx" ON "ipam_ip_range" USING btree ("owner_id") WHERE "ipam_ip_range"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "ipam_prefix_owner_id_idx" ON "ipam_prefix" USING btree ("owner_id") WHERE "ipam_prefix"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "ipam_rir_owner_id_idx" ON "ipam_rir" USING btree ("owner_id") WHERE "ipam_rir"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "ipam_role_owner_id_idx" ON "ipam_role" USING btree ("owner_id") WHERE "ipam_role"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "ipam_route_target_owner_id_idx" ON "ipam_route_target" USING btree ("owner_id") WHERE "ipam_route_target"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "ipam_service_owner_id_idx" ON "ipam_service" USING btree ("owner_id") WHERE "ipam_service"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "ipam_service_template_owner_id_idx" ON "ipam_service_template" USING btree ("owner_id") WHERE "ipam_service_template"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "ipam_vlan_owner_id_idx" ON "ipam_vlan" USING btree ("owner_id") WHERE "ipam_vlan"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "ipam_vlan_group_owner_id_idx" ON "ipam_vlan_group" USING btree ("owner_id") WHERE "ipam_vlan_group"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "ipam_vrf_owner_id_idx" ON "ipam_vrf" USING btree ("owner_id") WHERE "ipam_vrf"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "tenancy_contact_owner_id_idx" ON "tenancy_contact" USING btree ("owner_id") WHERE "tenancy_contact"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "tenancy_contact_group_owner_id_idx" ON "tenancy_contact_group" USING btree ("owner_id") WHERE "tenancy_contact_group"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "tenancy_contact_role_owner_id_idx" ON "tenancy_contact_role" USING btree ("owner_id") WHERE "tenancy_contact_role"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "tenancy_tenant_owner_id_idx" ON "tenancy_tenant" USING btree ("owner_id") WHERE "tenancy_tenant"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "tenancy_tenant_group_owner_id_idx" ON "tenancy_tenant_group" USING btree ("owner_id") WHERE "tenancy_tenant_group"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "virtualization_cluster_owner_id_idx" ON "virtualization_cluster" USING btree ("owner_id") WHERE "virtualization_cluster"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "virtualization_cluster_group_owner_id_idx" ON "virtualization_cluster_group" USING btree ("owner_id") WHERE "virtualization_cluster_group"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "virtualization_cluster_type_owner_id_idx" ON "virtualization_cluster_type" USING btree ("owner_id") WHERE "virtualization_cluster_type"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "virtualization_virtual_disk_owner_id_idx" ON "virtualization_virtual_disk" USING btree ("owner_id") WHERE "virtualization_virtual_disk"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "virtualization_virtual_machine_owner_id_idx" ON "virtualization_virtual_machine" USING btree ("owner_id") WHERE "virtualization_virtual_machine"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "virtualization_vm_interface_owner_id_idx" ON "virtualization_vm_interface" USING btree ("owner_id") WHERE "virtualization_vm_interface"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "vpn_ike_policy_owner_id_idx" ON "vpn_ike_policy" USING btree ("owner_id") WHERE "vpn_ike_policy"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "vpn_ike_proposal_owner_id_idx" ON "vpn_ike_proposal" USING btree ("owner_id") WHERE "vpn_ike_proposal"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "vpn_ipsec_policy_owner_id_idx" ON "vpn_ipsec_policy" USING btree ("owner_id") WHERE "vpn_ipsec_policy"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "vpn_ipsec_profile_owner_id_idx" ON "vpn_ipsec_profile" USING btree ("owner_id") WHERE "vpn_ipsec_profile"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "vpn_ipsec_proposal_owner_id_idx" ON "vpn_ipsec_proposal" USING btree ("owner_id") WHERE "vpn_ipsec_proposal"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "vpn_l2vpn_owner_id_idx" ON "vpn_l2vpn" USING btree ("owner_id") WHERE "vpn_l2vpn"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "vpn_tunnel_owner_id_idx" ON "vpn_tunnel" USING btree ("owner_id") WHERE "vpn_tunnel"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "vpn_tunnel_group_owner_id_idx" ON "vpn_tunnel_group" USING btree ("owner_id") WHERE "vpn_tunnel_group"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "wireless_wireless_lan_owner_id_idx" ON "wireless_wireless_lan" USING btree ("owner_id") WHERE "wireless_wireless_lan"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "wireless_wireless_lan_group_owner_id_idx" ON "wireless_wireless_lan_group" USING btree ("owner_id") WHERE "wireless_wireless_lan_group"."owner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "wireless_wireless_link_owner_id_idx" ON "wireless_wireless_link" USING btree ("owner_id") WHERE "wireless_wireless_link"."owner_id" IS NOT NULL;
