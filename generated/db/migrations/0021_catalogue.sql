DROP INDEX "circuits_circuit_tenant_id_idx";
--> statement-breakpoint
DROP INDEX "circuits_circuit_termination_site_id_idx";
--> statement-breakpoint
DROP INDEX "circuits_circuit_termination_provider_network_id_idx";
--> statement-breakpoint
DROP INDEX "circuits_circuit_termination_cable_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_cable_tenant_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_console_port_module_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_console_port_cable_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_console_port_template_device_type_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_console_port_template_module_type_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_console_server_port_module_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_console_server_port_cable_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_console_server_port_template_device_type_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_console_server_port_template_module_type_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_device_tenant_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_device_platform_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_device_config_template_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_device_location_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_device_rack_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_device_primary_ip4_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_device_primary_ip6_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_device_oob_ip_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_device_cluster_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_device_virtual_chassis_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_device_bay_installed_device_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_device_role_config_template_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_device_type_default_platform_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_front_port_module_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_front_port_cable_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_front_port_template_device_type_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_front_port_template_module_type_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_interface_module_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_interface_parent_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_interface_bridge_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_interface_lag_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_interface_untagged_vlan_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_interface_cable_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_interface_vrf_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_interface_wireless_link_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_interface_template_device_type_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_interface_template_module_type_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_interface_template_bridge_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_inventory_item_parent_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_inventory_item_role_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_inventory_item_manufacturer_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_inventory_item_template_parent_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_inventory_item_template_role_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_inventory_item_template_manufacturer_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_location_parent_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_location_tenant_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_platform_manufacturer_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_platform_config_template_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_power_feed_rack_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_power_feed_cable_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_power_feed_tenant_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_power_outlet_module_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_power_outlet_power_port_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_power_outlet_cable_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_power_outlet_template_device_type_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_power_outlet_template_module_type_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_power_outlet_template_power_port_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_power_panel_location_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_power_port_module_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_power_port_cable_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_power_port_template_device_type_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_power_port_template_module_type_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_rack_location_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_rack_tenant_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_rack_role_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_rack_reservation_tenant_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_rear_port_module_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_rear_port_cable_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_rear_port_template_device_type_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_rear_port_template_module_type_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_region_parent_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_site_region_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_site_group_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_site_tenant_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_site_group_parent_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_virtual_chassis_master_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_virtual_device_context_tenant_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_virtual_device_context_primary_ip4_id_idx";
--> statement-breakpoint
DROP INDEX "dcim_virtual_device_context_primary_ip6_id_idx";
--> statement-breakpoint
DROP INDEX "extras_journal_entry_created_by_id_idx";
--> statement-breakpoint
DROP INDEX "extras_object_change_user_id_idx";
--> statement-breakpoint
DROP INDEX "ipam_aggregate_tenant_id_idx";
--> statement-breakpoint
DROP INDEX "ipam_asn_tenant_id_idx";
--> statement-breakpoint
DROP INDEX "ipam_asn_range_tenant_id_idx";
--> statement-breakpoint
DROP INDEX "ipam_ip_address_vrf_id_idx";
--> statement-breakpoint
DROP INDEX "ipam_ip_address_tenant_id_idx";
--> statement-breakpoint
DROP INDEX "ipam_ip_address_nat_inside_id_idx";
--> statement-breakpoint
DROP INDEX "ipam_ip_range_tenant_id_idx";
--> statement-breakpoint
DROP INDEX "ipam_ip_range_role_id_idx";
--> statement-breakpoint
DROP INDEX "ipam_prefix_site_id_idx";
--> statement-breakpoint
DROP INDEX "ipam_prefix_tenant_id_idx";
--> statement-breakpoint
DROP INDEX "ipam_prefix_vlan_id_idx";
--> statement-breakpoint
DROP INDEX "ipam_prefix_role_id_idx";
--> statement-breakpoint
DROP INDEX "ipam_route_target_tenant_id_idx";
--> statement-breakpoint
DROP INDEX "ipam_service_device_id_idx";
--> statement-breakpoint
DROP INDEX "ipam_service_virtual_machine_id_idx";
--> statement-breakpoint
DROP INDEX "ipam_vlan_site_id_idx";
--> statement-breakpoint
DROP INDEX "ipam_vlan_group_id_idx";
--> statement-breakpoint
DROP INDEX "ipam_vlan_tenant_id_idx";
--> statement-breakpoint
DROP INDEX "ipam_vlan_role_id_idx";
--> statement-breakpoint
DROP INDEX "ipam_vrf_tenant_id_idx";
--> statement-breakpoint
DROP INDEX "tenancy_contact_group_id_idx";
--> statement-breakpoint
DROP INDEX "tenancy_contact_group_parent_id_idx";
--> statement-breakpoint
DROP INDEX "tenancy_tenant_group_id_idx";
--> statement-breakpoint
DROP INDEX "tenancy_tenant_group_parent_id_idx";
--> statement-breakpoint
DROP INDEX "virtualization_cluster_group_id_idx";
--> statement-breakpoint
DROP INDEX "virtualization_cluster_tenant_id_idx";
--> statement-breakpoint
DROP INDEX "virtualization_cluster_site_id_idx";
--> statement-breakpoint
DROP INDEX "virtualization_virtual_machine_site_id_idx";
--> statement-breakpoint
DROP INDEX "virtualization_virtual_machine_cluster_id_idx";
--> statement-breakpoint
DROP INDEX "virtualization_virtual_machine_device_id_idx";
--> statement-breakpoint
DROP INDEX "virtualization_virtual_machine_role_id_idx";
--> statement-breakpoint
DROP INDEX "virtualization_virtual_machine_tenant_id_idx";
--> statement-breakpoint
DROP INDEX "virtualization_virtual_machine_platform_id_idx";
--> statement-breakpoint
DROP INDEX "virtualization_virtual_machine_config_template_id_idx";
--> statement-breakpoint
DROP INDEX "virtualization_virtual_machine_primary_ip4_id_idx";
--> statement-breakpoint
DROP INDEX "virtualization_virtual_machine_primary_ip6_id_idx";
--> statement-breakpoint
DROP INDEX "virtualization_vm_interface_parent_id_idx";
--> statement-breakpoint
DROP INDEX "virtualization_vm_interface_bridge_id_idx";
--> statement-breakpoint
DROP INDEX "virtualization_vm_interface_untagged_vlan_id_idx";
--> statement-breakpoint
DROP INDEX "virtualization_vm_interface_vrf_id_idx";
--> statement-breakpoint
DROP INDEX "vpn_l2vpn_tenant_id_idx";
--> statement-breakpoint
DROP INDEX "vpn_tunnel_group_id_idx";
--> statement-breakpoint
DROP INDEX "vpn_tunnel_ipsec_profile_id_idx";
--> statement-breakpoint
DROP INDEX "vpn_tunnel_tenant_id_idx";
--> statement-breakpoint
DROP INDEX "vpn_tunnel_termination_outside_ip_id_idx";
--> statement-breakpoint
DROP INDEX "wireless_wireless_lan_group_id_idx";
--> statement-breakpoint
DROP INDEX "wireless_wireless_lan_vlan_id_idx";
--> statement-breakpoint
DROP INDEX "wireless_wireless_lan_tenant_id_idx";
--> statement-breakpoint
DROP INDEX "wireless_wireless_lan_group_parent_id_idx";
--> statement-breakpoint
DROP INDEX "wireless_wireless_link_tenant_id_idx";
--> statement-breakpoint
CREATE INDEX "circuits_circuit_tenant_id_idx" ON "circuits_circuit" USING btree ("tenant_id") WHERE "circuits_circuit"."tenant_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "circuits_circuit_termination_site_id_idx" ON "circuits_circuit_termination" USING btree ("site_id") WHERE "circuits_circuit_termination"."site_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "circuits_circuit_termination_provider_network_id_idx" ON "circuits_circuit_termination" USING btree ("provider_network_id") WHERE "circuits_circuit_termination"."provider_network_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "circuits_circuit_termination_cable_id_idx" ON "circuits_circuit_termination" USING btree ("cable_id") WHERE "circuits_circuit_termination"."cable_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_cable_tenant_id_idx" ON "dcim_cable" USING btree ("tenant_id") WHERE "dcim_cable"."tenant_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_console_port_module_id_idx" ON "dcim_console_port" USING btree ("module_id") WHERE "dcim_console_port"."module_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_console_port_cable_id_idx" ON "dcim_console_port" USING btree ("cable_id") WHERE "dcim_console_port"."cable_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_console_port_template_device_type_id_idx" ON "dcim_console_port_template" USING btree ("device_type_id") WHERE "dcim_console_port_template"."device_type_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_console_port_template_module_type_id_idx" ON "dcim_console_port_template" USING btree ("module_type_id") WHERE "dcim_console_port_template"."module_type_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_console_server_port_module_id_idx" ON "dcim_console_server_port" USING btree ("module_id") WHERE "dcim_console_server_port"."module_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_console_server_port_cable_id_idx" ON "dcim_console_server_port" USING btree ("cable_id") WHERE "dcim_console_server_port"."cable_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_console_server_port_template_device_type_id_idx" ON "dcim_console_server_port_template" USING btree ("device_type_id") WHERE "dcim_console_server_port_template"."device_type_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_console_server_port_template_module_type_id_idx" ON "dcim_console_server_port_template" USING btree ("module_type_id") WHERE "dcim_console_server_port_template"."module_type_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_device_tenant_id_idx" ON "dcim_device" USING btree ("tenant_id") WHERE "dcim_device"."tenant_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_device_platform_id_idx" ON "dcim_device" USING btree ("platform_id") WHERE "dcim_device"."platform_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_device_config_template_id_idx" ON "dcim_device" USING btree ("config_template_id") WHERE "dcim_device"."config_template_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_device_location_id_idx" ON "dcim_device" USING btree ("location_id") WHERE "dcim_device"."location_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_device_rack_id_idx" ON "dcim_device" USING btree ("rack_id") WHERE "dcim_device"."rack_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_device_primary_ip4_id_idx" ON "dcim_device" USING btree ("primary_ip4_id") WHERE "dcim_device"."primary_ip4_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_device_primary_ip6_id_idx" ON "dcim_device" USING btree ("primary_ip6_id") WHERE "dcim_device"."primary_ip6_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_device_oob_ip_id_idx" ON "dcim_device" USING btree ("oob_ip_id") WHERE "dcim_device"."oob_ip_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_device_cluster_id_idx" ON "dcim_device" USING btree ("cluster_id") WHERE "dcim_device"."cluster_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_device_virtual_chassis_id_idx" ON "dcim_device" USING btree ("virtual_chassis_id") WHERE "dcim_device"."virtual_chassis_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_device_bay_installed_device_id_idx" ON "dcim_device_bay" USING btree ("installed_device_id") WHERE "dcim_device_bay"."installed_device_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_device_role_config_template_id_idx" ON "dcim_device_role" USING btree ("config_template_id") WHERE "dcim_device_role"."config_template_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_device_type_default_platform_id_idx" ON "dcim_device_type" USING btree ("default_platform_id") WHERE "dcim_device_type"."default_platform_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_front_port_module_id_idx" ON "dcim_front_port" USING btree ("module_id") WHERE "dcim_front_port"."module_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_front_port_cable_id_idx" ON "dcim_front_port" USING btree ("cable_id") WHERE "dcim_front_port"."cable_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_front_port_template_device_type_id_idx" ON "dcim_front_port_template" USING btree ("device_type_id") WHERE "dcim_front_port_template"."device_type_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_front_port_template_module_type_id_idx" ON "dcim_front_port_template" USING btree ("module_type_id") WHERE "dcim_front_port_template"."module_type_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_interface_module_id_idx" ON "dcim_interface" USING btree ("module_id") WHERE "dcim_interface"."module_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_interface_parent_id_idx" ON "dcim_interface" USING btree ("parent_id") WHERE "dcim_interface"."parent_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_interface_bridge_id_idx" ON "dcim_interface" USING btree ("bridge_id") WHERE "dcim_interface"."bridge_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_interface_lag_id_idx" ON "dcim_interface" USING btree ("lag_id") WHERE "dcim_interface"."lag_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_interface_untagged_vlan_id_idx" ON "dcim_interface" USING btree ("untagged_vlan_id") WHERE "dcim_interface"."untagged_vlan_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_interface_cable_id_idx" ON "dcim_interface" USING btree ("cable_id") WHERE "dcim_interface"."cable_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_interface_vrf_id_idx" ON "dcim_interface" USING btree ("vrf_id") WHERE "dcim_interface"."vrf_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_interface_wireless_link_id_idx" ON "dcim_interface" USING btree ("wireless_link_id") WHERE "dcim_interface"."wireless_link_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_interface_template_device_type_id_idx" ON "dcim_interface_template" USING btree ("device_type_id") WHERE "dcim_interface_template"."device_type_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_interface_template_module_type_id_idx" ON "dcim_interface_template" USING btree ("module_type_id") WHERE "dcim_interface_template"."module_type_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_interface_template_bridge_id_idx" ON "dcim_interface_template" USING btree ("bridge_id") WHERE "dcim_interface_template"."bridge_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_inventory_item_parent_id_idx" ON "dcim_inventory_item" USING btree ("parent_id") WHERE "dcim_inventory_item"."parent_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_inventory_item_role_id_idx" ON "dcim_inventory_item" USING btree ("role_id") WHERE "dcim_inventory_item"."role_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_inventory_item_manufacturer_id_idx" ON "dcim_inventory_item" USING btree ("manufacturer_id") WHERE "dcim_inventory_item"."manufacturer_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_inventory_item_template_parent_id_idx" ON "dcim_inventory_item_template" USING btree ("parent_id") WHERE "dcim_inventory_item_template"."parent_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_inventory_item_template_role_id_idx" ON "dcim_inventory_item_template" USING btree ("role_id") WHERE "dcim_inventory_item_template"."role_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_inventory_item_template_manufacturer_id_idx" ON "dcim_inventory_item_template" USING btree ("manufacturer_id") WHERE "dcim_inventory_item_template"."manufacturer_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_location_parent_id_idx" ON "dcim_location" USING btree ("parent_id") WHERE "dcim_location"."parent_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_location_tenant_id_idx" ON "dcim_location" USING btree ("tenant_id") WHERE "dcim_location"."tenant_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_platform_manufacturer_id_idx" ON "dcim_platform" USING btree ("manufacturer_id") WHERE "dcim_platform"."manufacturer_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_platform_config_template_id_idx" ON "dcim_platform" USING btree ("config_template_id") WHERE "dcim_platform"."config_template_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_power_feed_rack_id_idx" ON "dcim_power_feed" USING btree ("rack_id") WHERE "dcim_power_feed"."rack_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_power_feed_cable_id_idx" ON "dcim_power_feed" USING btree ("cable_id") WHERE "dcim_power_feed"."cable_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_power_feed_tenant_id_idx" ON "dcim_power_feed" USING btree ("tenant_id") WHERE "dcim_power_feed"."tenant_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_power_outlet_module_id_idx" ON "dcim_power_outlet" USING btree ("module_id") WHERE "dcim_power_outlet"."module_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_power_outlet_power_port_id_idx" ON "dcim_power_outlet" USING btree ("power_port_id") WHERE "dcim_power_outlet"."power_port_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_power_outlet_cable_id_idx" ON "dcim_power_outlet" USING btree ("cable_id") WHERE "dcim_power_outlet"."cable_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_power_outlet_template_device_type_id_idx" ON "dcim_power_outlet_template" USING btree ("device_type_id") WHERE "dcim_power_outlet_template"."device_type_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_power_outlet_template_module_type_id_idx" ON "dcim_power_outlet_template" USING btree ("module_type_id") WHERE "dcim_power_outlet_template"."module_type_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_power_outlet_template_power_port_id_idx" ON "dcim_power_outlet_template" USING btree ("power_port_id") WHERE "dcim_power_outlet_template"."power_port_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_power_panel_location_id_idx" ON "dcim_power_panel" USING btree ("location_id") WHERE "dcim_power_panel"."location_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_power_port_module_id_idx" ON "dcim_power_port" USING btree ("module_id") WHERE "dcim_power_port"."module_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_power_port_cable_id_idx" ON "dcim_power_port" USING btree ("cable_id") WHERE "dcim_power_port"."cable_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_power_port_template_device_type_id_idx" ON "dcim_power_port_template" USING btree ("device_type_id") WHERE "dcim_power_port_template"."device_type_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_power_port_template_module_type_id_idx" ON "dcim_power_port_template" USING btree ("module_type_id") WHERE "dcim_power_port_template"."module_type_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_rack_location_id_idx" ON "dcim_rack" USING btree ("location_id") WHERE "dcim_rack"."location_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_rack_tenant_id_idx" ON "dcim_rack" USING btree ("tenant_id") WHERE "dcim_rack"."tenant_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_rack_role_id_idx" ON "dcim_rack" USING btree ("role_id") WHERE "dcim_rack"."role_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_rack_reservation_tenant_id_idx" ON "dcim_rack_reservation" USING btree ("tenant_id") WHERE "dcim_rack_reservation"."tenant_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_rear_port_module_id_idx" ON "dcim_rear_port" USING btree ("module_id") WHERE "dcim_rear_port"."module_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_rear_port_cable_id_idx" ON "dcim_rear_port" USING btree ("cable_id") WHERE "dcim_rear_port"."cable_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_rear_port_template_device_type_id_idx" ON "dcim_rear_port_template" USING btree ("device_type_id") WHERE "dcim_rear_port_template"."device_type_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_rear_port_template_module_type_id_idx" ON "dcim_rear_port_template" USING btree ("module_type_id") WHERE "dcim_rear_port_template"."module_type_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_region_parent_id_idx" ON "dcim_region" USING btree ("parent_id") WHERE "dcim_region"."parent_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_site_region_id_idx" ON "dcim_site" USING btree ("region_id") WHERE "dcim_site"."region_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_site_group_id_idx" ON "dcim_site" USING btree ("group_id") WHERE "dcim_site"."group_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_site_tenant_id_idx" ON "dcim_site" USING btree ("tenant_id") WHERE "dcim_site"."tenant_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_site_group_parent_id_idx" ON "dcim_site_group" USING btree ("parent_id") WHERE "dcim_site_group"."parent_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_virtual_chassis_master_id_idx" ON "dcim_virtual_chassis" USING btree ("master_id") WHERE "dcim_virtual_chassis"."master_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_virtual_device_context_tenant_id_idx" ON "dcim_virtual_device_context" USING btree ("tenant_id") WHERE "dcim_virtual_device_context"."tenant_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_virtual_device_context_primary_ip4_id_idx" ON "dcim_virtual_device_context" USING btree ("primary_ip4_id") WHERE "dcim_virtual_device_context"."primary_ip4_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "dcim_virtual_device_context_primary_ip6_id_idx" ON "dcim_virtual_device_context" USING btree ("primary_ip6_id") WHERE "dcim_virtual_device_context"."primary_ip6_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "extras_journal_entry_created_by_id_idx" ON "extras_journal_entry" USING btree ("created_by_id") WHERE "extras_journal_entry"."created_by_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "extras_object_change_user_id_idx" ON "extras_object_change" USING btree ("user_id") WHERE "extras_object_change"."user_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "ipam_aggregate_tenant_id_idx" ON "ipam_aggregate" USING btree ("tenant_id") WHERE "ipam_aggregate"."tenant_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "ipam_asn_tenant_id_idx" ON "ipam_asn" USING btree ("tenant_id") WHERE "ipam_asn"."tenant_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "ipam_asn_range_tenant_id_idx" ON "ipam_asn_range" USING btree ("tenant_id") WHERE "ipam_asn_range"."tenant_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "ipam_ip_address_vrf_id_idx" ON "ipam_ip_address" USING btree ("vrf_id") WHERE "ipam_ip_address"."vrf_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "ipam_ip_address_tenant_id_idx" ON "ipam_ip_address" USING btree ("tenant_id") WHERE "ipam_ip_address"."tenant_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "ipam_ip_address_nat_inside_id_idx" ON "ipam_ip_address" USING btree ("nat_inside_id") WHERE "ipam_ip_address"."nat_inside_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "ipam_ip_range_tenant_id_idx" ON "ipam_ip_range" USING btree ("tenant_id") WHERE "ipam_ip_range"."tenant_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "ipam_ip_range_role_id_idx" ON "ipam_ip_range" USING btree ("role_id") WHERE "ipam_ip_range"."role_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "ipam_prefix_site_id_idx" ON "ipam_prefix" USING btree ("site_id") WHERE "ipam_prefix"."site_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "ipam_prefix_tenant_id_idx" ON "ipam_prefix" USING btree ("tenant_id") WHERE "ipam_prefix"."tenant_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "ipam_prefix_vlan_id_idx" ON "ipam_prefix" USING btree ("vlan_id") WHERE "ipam_prefix"."vlan_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "ipam_prefix_role_id_idx" ON "ipam_prefix" USING btree ("role_id") WHERE "ipam_prefix"."role_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "ipam_route_target_tenant_id_idx" ON "ipam_route_target" USING btree ("tenant_id") WHERE "ipam_route_target"."tenant_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "ipam_service_device_id_idx" ON "ipam_service" USING btree ("device_id") WHERE "ipam_service"."device_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "ipam_service_virtual_machine_id_idx" ON "ipam_service" USING btree ("virtual_machine_id") WHERE "ipam_service"."virtual_machine_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "ipam_vlan_site_id_idx" ON "ipam_vlan" USING btree ("site_id") WHERE "ipam_vlan"."site_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "ipam_vlan_group_id_idx" ON "ipam_vlan" USING btree ("group_id") WHERE "ipam_vlan"."group_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "ipam_vlan_tenant_id_idx" ON "ipam_vlan" USING btree ("tenant_id") WHERE "ipam_vlan"."tenant_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "ipam_vlan_role_id_idx" ON "ipam_vlan" USING btree ("role_id") WHERE "ipam_vlan"."role_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "ipam_vrf_tenant_id_idx" ON "ipam_vrf" USING btree ("tenant_id") WHERE "ipam_vrf"."tenant_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "tenancy_contact_group_id_idx" ON "tenancy_contact" USING btree ("group_id") WHERE "tenancy_contact"."group_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "tenancy_contact_group_parent_id_idx" ON "tenancy_contact_group" USING btree ("parent_id") WHERE "tenancy_contact_group"."parent_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "tenancy_tenant_group_id_idx" ON "tenancy_tenant" USING btree ("group_id") WHERE "tenancy_tenant"."group_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "tenancy_tenant_group_parent_id_idx" ON "tenancy_tenant_group" USING btree ("parent_id") WHERE "tenancy_tenant_group"."parent_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "virtualization_cluster_group_id_idx" ON "virtualization_cluster" USING btree ("group_id") WHERE "virtualization_cluster"."group_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "virtualization_cluster_tenant_id_idx" ON "virtualization_cluster" USING btree ("tenant_id") WHERE "virtualization_cluster"."tenant_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "virtualization_cluster_site_id_idx" ON "virtualization_cluster" USING btree ("site_id") WHERE "virtualization_cluster"."site_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "virtualization_virtual_machine_site_id_idx" ON "virtualization_virtual_machine" USING btree ("site_id") WHERE "virtualization_virtual_machine"."site_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "virtualization_virtual_machine_cluster_id_idx" ON "virtualization_virtual_machine" USING btree ("cluster_id") WHERE "virtualization_virtual_machine"."cluster_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "virtualization_virtual_machine_device_id_idx" ON "virtualization_virtual_machine" USING btree ("device_id") WHERE "virtualization_virtual_machine"."device_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "virtualization_virtual_machine_role_id_idx" ON "virtualization_virtual_machine" USING btree ("role_id") WHERE "virtualization_virtual_machine"."role_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "virtualization_virtual_machine_tenant_id_idx" ON "virtualization_virtual_machine" USING btree ("tenant_id") WHERE "virtualization_virtual_machine"."tenant_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "virtualization_virtual_machine_platform_id_idx" ON "virtualization_virtual_machine" USING btree ("platform_id") WHERE "virtualization_virtual_machine"."platform_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "virtualization_virtual_machine_config_template_id_idx" ON "virtualization_virtual_machine" USING btree ("config_template_id") WHERE "virtualization_virtual_machine"."config_template_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "virtualization_virtual_machine_primary_ip4_id_idx" ON "virtualization_virtual_machine" USING btree ("primary_ip4_id") WHERE "virtualization_virtual_machine"."primary_ip4_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "virtualization_virtual_machine_primary_ip6_id_idx" ON "virtualization_virtual_machine" USING btree ("primary_ip6_id") WHERE "virtualization_virtual_machine"."primary_ip6_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "virtualization_vm_interface_parent_id_idx" ON "virtualization_vm_interface" USING btree ("parent_id") WHERE "virtualization_vm_interface"."parent_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "virtualization_vm_interface_bridge_id_idx" ON "virtualization_vm_interface" USING btree ("bridge_id") WHERE "virtualization_vm_interface"."bridge_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "virtualization_vm_interface_untagged_vlan_id_idx" ON "virtualization_vm_interface" USING btree ("untagged_vlan_id") WHERE "virtualization_vm_interface"."untagged_vlan_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "virtualization_vm_interface_vrf_id_idx" ON "virtualization_vm_interface" USING btree ("vrf_id") WHERE "virtualization_vm_interface"."vrf_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "vpn_l2vpn_tenant_id_idx" ON "vpn_l2vpn" USING btree ("tenant_id") WHERE "vpn_l2vpn"."tenant_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "vpn_tunnel_group_id_idx" ON "vpn_tunnel" USING btree ("group_id") WHERE "vpn_tunnel"."group_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "vpn_tunnel_ipsec_profile_id_idx" ON "vpn_tunnel" USING btree ("ipsec_profile_id") WHERE "vpn_tunnel"."ipsec_profile_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "vpn_tunnel_tenant_id_idx" ON "vpn_tunnel" USING btree ("tenant_id") WHERE "vpn_tunnel"."tenant_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "vpn_tunnel_termination_outside_ip_id_idx" ON "vpn_tunnel_termination" USING btree ("outside_ip_id") WHERE "vpn_tunnel_termination"."outside_ip_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "wireless_wireless_lan_group_id_idx" ON "wireless_wireless_lan" USING btree ("group_id") WHERE "wireless_wireless_lan"."group_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "wireless_wireless_lan_vlan_id_idx" ON "wireless_wireless_lan" USING btree ("vlan_id") WHERE "wireless_wireless_lan"."vlan_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "wireless_wireless_lan_tenant_id_idx" ON "wireless_wireless_lan" USING btree ("tenant_id") WHERE "wireless_wireless_lan"."tenant_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "wireless_wireless_lan_group_parent_id_idx" ON "wireless_wireless_lan_group" USING btree ("parent_id") WHERE "wireless_wireless_lan_group"."parent_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "wireless_wireless_link_tenant_id_idx" ON "wireless_wireless_link" USING btree ("tenant_id") WHERE "wireless_wireless_link"."tenant_id" IS NOT NULL;
