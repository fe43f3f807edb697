CREATE INDEX "circuits_circuit_type_ordering_idx" ON "circuits_circuit_type" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "circuits_provider_ordering_idx" ON "circuits_provider" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "dcim_device_ordering_idx" ON "dcim_device" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "dcim_device_role_ordering_idx" ON "dcim_device_role" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "dcim_inventory_item_role_ordering_idx" ON "dcim_inventory_item_role" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "dcim_manufacturer_ordering_idx" ON "dcim_manufacturer" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "dcim_platform_ordering_idx" ON "dcim_platform" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "dcim_rack_role_ordering_idx" ON "dcim_rack_role" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "dcim_region_ordering_idx" ON "dcim_region" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "dcim_site_ordering_idx" ON "dcim_site" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "dcim_site_group_ordering_idx" ON "dcim_site_group" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "dcim_virtual_chassis_ordering_idx" ON "dcim_virtual_chassis" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "dcim_virtual_device_context_ordering_idx" ON "dcim_virtual_device_context" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "extras_config_context_ordering_idx" ON "extras_config_context" USING btree ("weight","name","id");
--> statement-breakpoint
CREATE INDEX "extras_config_template_ordering_idx" ON "extras_config_template" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "extras_content_type_ordering_idx" ON "extras_content_type" USING btree ("app_label","model","id");
--> statement-breakpoint
CREATE INDEX "extras_custom_field_ordering_idx" ON "extras_custom_field" USING btree ("weight","name","id");
--> statement-breakpoint
CREATE INDEX "extras_custom_link_ordering_idx" ON "extras_custom_link" USING btree ("group_name","weight","name","id");
--> statement-breakpoint
CREATE INDEX "extras_event_rule_ordering_idx" ON "extras_event_rule" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "extras_export_template_ordering_idx" ON "extras_export_template" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "extras_image_attachment_ordering_idx" ON "extras_image_attachment" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "extras_object_change_ordering_idx" ON "extras_object_change" USING btree ("time" DESC NULLS LAST,"id");
--> statement-breakpoint
CREATE INDEX "extras_tag_ordering_idx" ON "extras_tag" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "extras_webhook_ordering_idx" ON "extras_webhook" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "ipam_aggregate_ordering_idx" ON "ipam_aggregate" USING btree ("prefix","id");
--> statement-breakpoint
CREATE INDEX "ipam_asn_ordering_idx" ON "ipam_asn" USING btree ("asn","id");
--> statement-breakpoint
CREATE INDEX "ipam_asn_range_ordering_idx" ON "ipam_asn_range" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "ipam_fhrp_group_ordering_idx" ON "ipam_fhrp_group" USING btree ("protocol","group_id","id");
--> statement-breakpoint
CREATE INDEX "ipam_fhrp_group_assignment_ordering_idx" ON "ipam_fhrp_group_assignment" USING btree ("priority" DESC NULLS LAST,"id");
--> statement-breakpoint
CREATE INDEX "ipam_ip_address_ordering_idx" ON "ipam_ip_address" USING btree ("address","id");
--> statement-breakpoint
CREATE INDEX "ipam_rir_ordering_idx" ON "ipam_rir" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "ipam_role_ordering_idx" ON "ipam_role" USING btree ("weight","name","id");
--> statement-breakpoint
CREATE INDEX "ipam_route_target_ordering_idx" ON "ipam_route_target" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "ipam_service_ordering_idx" ON "ipam_service" USING btree ("protocol","ports","id");
--> statement-breakpoint
CREATE INDEX "ipam_service_template_ordering_idx" ON "ipam_service_template" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "ipam_vlan_group_ordering_idx" ON "ipam_vlan_group" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "ipam_vrf_ordering_idx" ON "ipam_vrf" USING btree ("name","rd","id");
--> statement-breakpoint
CREATE INDEX "tenancy_contact_ordering_idx" ON "tenancy_contact" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "tenancy_contact_group_ordering_idx" ON "tenancy_contact_group" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "tenancy_contact_role_ordering_idx" ON "tenancy_contact_role" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "tenancy_tenant_ordering_idx" ON "tenancy_tenant" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "tenancy_tenant_group_ordering_idx" ON "tenancy_tenant_group" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "users_group_ordering_idx" ON "users_group" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "users_object_permission_ordering_idx" ON "users_object_permission" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "users_token_ordering_idx" ON "users_token" USING btree ("created" DESC NULLS LAST,"id");
--> statement-breakpoint
CREATE INDEX "users_user_ordering_idx" ON "users_user" USING btree ("username","id");
--> statement-breakpoint
CREATE INDEX "virtualization_cluster_ordering_idx" ON "virtualization_cluster" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "virtualization_cluster_group_ordering_idx" ON "virtualization_cluster_group" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "virtualization_cluster_type_ordering_idx" ON "virtualization_cluster_type" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "virtualization_virtual_machine_ordering_idx" ON "virtualization_virtual_machine" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "vpn_ike_policy_ordering_idx" ON "vpn_ike_policy" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "vpn_ike_proposal_ordering_idx" ON "vpn_ike_proposal" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "vpn_ipsec_policy_ordering_idx" ON "vpn_ipsec_policy" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "vpn_ipsec_profile_ordering_idx" ON "vpn_ipsec_profile" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "vpn_ipsec_proposal_ordering_idx" ON "vpn_ipsec_proposal" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "vpn_l2vpn_ordering_idx" ON "vpn_l2vpn" USING btree ("name","identifier","id");
--> statement-breakpoint
CREATE INDEX "vpn_tunnel_ordering_idx" ON "vpn_tunnel" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "vpn_tunnel_group_ordering_idx" ON "vpn_tunnel_group" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "wireless_wireless_lan_ordering_idx" ON "wireless_wireless_lan" USING btree ("ssid","id");
--> statement-breakpoint
CREATE INDEX "wireless_wireless_lan_group_ordering_idx" ON "wireless_wireless_lan_group" USING btree ("name","id");
