// The parameters the netbox.netbox Ansible collection's modules send to find the object they
// create, change or delete (issue 30, item 12). Under STRICT_FILTERING a parameter that is no
// filter is a 400, so each one must be a filter here, or one NetBox ignores that is declared
// ignored (catalogue `name: ignored`).
//
// The table is derived from the collection's source: plugins/module_utils/netbox_utils.py
// (ALLOWED_QUERY_PARAMS, QUERY_PARAMS_IDS, CONVERT_KEYS and _build_query_params), with each
// module's own data options (plugins/modules/netbox_*.py) and netbox_dcim.py's cable lookup,
// at the tags v3.13.0 and v3.22.0, for NetBox 3.7 and 4.4 (the last column: tag@NetBox).
// Modules of models netinv does not have are left out: netbox_rack_group.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { auth, registry, startApi, uid, type TestApi } from '../support/api.ts';

/** [module, list endpoint, parameter, sources]. */
const LOOKUPS: Array<[string, string, string, string]> = [
  ['netbox_aggregate', 'ipam/aggregates', 'prefix', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_aggregate', 'ipam/aggregates', 'rir_id', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_asn', 'ipam/asns', 'asn', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_cable', 'dcim/cables', 'termination_a_id', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_cable', 'dcim/cables', 'termination_a_type', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_cable', 'dcim/cables', 'termination_b_id', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_cable', 'dcim/cables', 'termination_b_type', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_circuit', 'circuits/circuits', 'cid', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_circuit_termination', 'circuits/circuit-terminations', 'circuit_id', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_circuit_termination', 'circuits/circuit-terminations', 'term_side', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_circuit_type', 'circuits/circuit-types', 'slug', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_cluster', 'virtualization/clusters', 'name', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_cluster', 'virtualization/clusters', 'type_id', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_cluster_group', 'virtualization/cluster-groups', 'slug', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_cluster_type', 'virtualization/cluster-types', 'slug', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_config_context', 'extras/config-contexts', 'cluster_groups', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_config_context', 'extras/config-contexts', 'cluster_types', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_config_context', 'extras/config-contexts', 'clusters', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_config_context', 'extras/config-contexts', 'device_types', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_config_context', 'extras/config-contexts', 'name', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_config_context', 'extras/config-contexts', 'platforms', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_config_context', 'extras/config-contexts', 'regions', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_config_context', 'extras/config-contexts', 'roles', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_config_context', 'extras/config-contexts', 'site_groups', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_config_context', 'extras/config-contexts', 'sites', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_config_context', 'extras/config-contexts', 'tags', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_config_context', 'extras/config-contexts', 'tenant_groups', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_config_context', 'extras/config-contexts', 'tenants', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_config_template', 'extras/config-templates', 'name', 'v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_console_port', 'dcim/console-ports', 'device_id', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_console_port', 'dcim/console-ports', 'name', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_console_port_template', 'dcim/console-port-templates', 'device_type_id', 'v3.22.0@4.4'],
  ['netbox_console_port_template', 'dcim/console-port-templates', 'devicetype_id', 'v3.13.0@3.7 v3.22.0@3.7'],
  ['netbox_console_port_template', 'dcim/console-port-templates', 'name', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_console_server_port', 'dcim/console-server-ports', 'device_id', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_console_server_port', 'dcim/console-server-ports', 'name', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_console_server_port_template', 'dcim/console-server-port-templates', 'device_type_id', 'v3.22.0@4.4'],
  ['netbox_console_server_port_template', 'dcim/console-server-port-templates', 'devicetype_id', 'v3.13.0@3.7 v3.22.0@3.7'],
  ['netbox_console_server_port_template', 'dcim/console-server-port-templates', 'name', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_contact', 'tenancy/contacts', 'group_id', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_contact', 'tenancy/contacts', 'name', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_contact_assignment', 'tenancy/contact-assignments', 'contact', 'v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_contact_assignment', 'tenancy/contact-assignments', 'object_type', 'v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_contact_assignment', 'tenancy/contact-assignments', 'role', 'v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_contact_group', 'tenancy/contact-groups', 'name', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_contact_role', 'tenancy/contact-roles', 'name', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_custom_field', 'extras/custom-fields', 'name', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_custom_field_choice_set', 'extras/custom-field-choice-sets', 'name', 'v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_data_source', 'core/data-sources', 'name', 'v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_custom_link', 'extras/custom-links', 'name', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_device', 'dcim/devices', 'name', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_device_bay', 'dcim/device-bays', 'device_id', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_device_bay', 'dcim/device-bays', 'name', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_device_bay_template', 'dcim/device-bay-templates', 'device_type_id', 'v3.22.0@4.4'],
  ['netbox_device_bay_template', 'dcim/device-bay-templates', 'devicetype_id', 'v3.13.0@3.7 v3.22.0@3.7'],
  ['netbox_device_bay_template', 'dcim/device-bay-templates', 'name', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_device_interface', 'dcim/interfaces', 'device_id', 'v3.13.0@3.7'],
  ['netbox_device_interface', 'dcim/interfaces', 'name', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_device_interface', 'dcim/interfaces', 'virtual_chassis_member_id', 'v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_device_interface_template', 'dcim/interface-templates', 'device_type_id', 'v3.22.0@4.4'],
  ['netbox_device_interface_template', 'dcim/interface-templates', 'devicetype_id', 'v3.13.0@3.7 v3.22.0@3.7'],
  ['netbox_device_interface_template', 'dcim/interface-templates', 'name', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_device_role', 'dcim/device-roles', 'slug', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_device_type', 'dcim/device-types', 'slug', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_export_template', 'extras/export-templates', 'name', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_fhrp_group', 'ipam/fhrp-groups', 'group_id', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_fhrp_group_assignment', 'ipam/fhrp-group-assignments', 'group_id', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_fhrp_group_assignment', 'ipam/fhrp-group-assignments', 'interface_id', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_fhrp_group_assignment', 'ipam/fhrp-group-assignments', 'interface_type', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_front_port', 'dcim/front-ports', 'device_id', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_front_port', 'dcim/front-ports', 'name', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_front_port', 'dcim/front-ports', 'rear_port', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_front_port_template', 'dcim/front-port-templates', 'device_type_id', 'v3.22.0@4.4'],
  ['netbox_front_port_template', 'dcim/front-port-templates', 'devicetype_id', 'v3.13.0@3.7 v3.22.0@3.7'],
  ['netbox_front_port_template', 'dcim/front-port-templates', 'name', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_front_port_template', 'dcim/front-port-templates', 'rear_port', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_inventory_item', 'dcim/inventory-items', 'component', 'v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_inventory_item', 'dcim/inventory-items', 'component_id', 'v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_inventory_item', 'dcim/inventory-items', 'component_type', 'v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_inventory_item', 'dcim/inventory-items', 'device_id', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_inventory_item', 'dcim/inventory-items', 'name', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_inventory_item_role', 'dcim/inventory-item-roles', 'name', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_ip_address', 'ipam/ip-addresses', 'address', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_ip_address', 'ipam/ip-addresses', 'assigned_object', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_ip_address', 'ipam/ip-addresses', 'assigned_object_id', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_ip_address', 'ipam/ip-addresses', 'interface_id', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_ip_address', 'ipam/ip-addresses', 'vrf_id', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_ipam_role', 'ipam/roles', 'slug', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_l2vpn', 'vpn/l2vpns', 'name', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_l2vpn_termination', 'vpn/l2vpn-terminations', 'assigned_object_type', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_l2vpn_termination', 'vpn/l2vpn-terminations', 'interface_id', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_l2vpn_termination', 'vpn/l2vpn-terminations', 'l2vpn_id', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_l2vpn_termination', 'vpn/l2vpn-terminations', 'vlan_id', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_l2vpn_termination', 'vpn/l2vpn-terminations', 'vminterface_id', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_location', 'dcim/locations', 'name', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_location', 'dcim/locations', 'site_id', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_mac_address', 'dcim/mac-addresses', 'mac_address', 'v3.22.0@4.4'],
  ['netbox_location', 'dcim/locations', 'slug', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_manufacturer', 'dcim/manufacturers', 'slug', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_module', 'dcim/modules', 'device_id', 'v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_module', 'dcim/modules', 'module_bay_id', 'v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_module', 'dcim/modules', 'module_type_id', 'v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_module_bay', 'dcim/module-bays', 'device_id', 'v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_module_bay', 'dcim/module-bays', 'name', 'v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_module_type', 'dcim/module-types', 'model', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_permission', 'users/permissions', 'name', 'v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_platform', 'dcim/platforms', 'slug', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_power_feed', 'dcim/power-feeds', 'name', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_power_feed', 'dcim/power-feeds', 'power_panel', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_power_outlet', 'dcim/power-outlets', 'device_id', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_power_outlet', 'dcim/power-outlets', 'name', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_power_outlet_template', 'dcim/power-outlet-templates', 'device_type_id', 'v3.22.0@4.4'],
  ['netbox_power_outlet_template', 'dcim/power-outlet-templates', 'devicetype_id', 'v3.13.0@3.7 v3.22.0@3.7'],
  ['netbox_power_outlet_template', 'dcim/power-outlet-templates', 'name', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_power_panel', 'dcim/power-panels', 'name', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_power_panel', 'dcim/power-panels', 'site_id', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_power_port', 'dcim/power-ports', 'device_id', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_power_port', 'dcim/power-ports', 'name', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  // netbox_power_outlet_template, the power port template it names: as front port templates.
  ['netbox_power_outlet_template', 'dcim/power-port-templates', 'device_type', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_power_port_template', 'dcim/power-port-templates', 'device_type_id', 'v3.22.0@4.4'],
  ['netbox_power_port_template', 'dcim/power-port-templates', 'devicetype_id', 'v3.13.0@3.7 v3.22.0@3.7'],
  ['netbox_power_port_template', 'dcim/power-port-templates', 'name', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_prefix', 'ipam/prefixes', 'prefix', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_prefix', 'ipam/prefixes', 'vrf_id', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_provider', 'circuits/providers', 'slug', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_provider_network', 'circuits/provider-networks', 'name', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_rack', 'dcim/racks', 'location_id', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_rack', 'dcim/racks', 'name', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_rack', 'dcim/racks', 'site_id', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_rack_role', 'dcim/rack-roles', 'slug', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_rear_port', 'dcim/rear-ports', 'device_id', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_rear_port', 'dcim/rear-ports', 'name', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  // netbox_front_port_template finds the rear port template it names by name and the device
  // type's id, which its query builder also leaves under device_type (ignored, as NetBox does).
  ['netbox_front_port_template', 'dcim/rear-port-templates', 'device_type', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_rear_port_template', 'dcim/rear-port-templates', 'device_type_id', 'v3.22.0@4.4'],
  ['netbox_rear_port_template', 'dcim/rear-port-templates', 'devicetype_id', 'v3.13.0@3.7 v3.22.0@3.7'],
  ['netbox_rear_port_template', 'dcim/rear-port-templates', 'name', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_region', 'dcim/regions', 'slug', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_rir', 'ipam/rirs', 'slug', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_route_target', 'ipam/route-targets', 'name', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_service', 'ipam/services', 'device_id', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_service', 'ipam/services', 'name', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_service', 'ipam/services', 'port', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_service', 'ipam/services', 'protocol', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_service', 'ipam/services', 'virtual_machine_id', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_service_template', 'ipam/service-templates', 'name', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_site', 'dcim/sites', 'name', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_site', 'dcim/sites', 'slug', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_site_group', 'dcim/site-groups', 'slug', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_tag', 'extras/tags', 'slug', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_tenant', 'tenancy/tenants', 'slug', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_tenant_group', 'tenancy/tenant-groups', 'slug', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_token', 'users/tokens', 'key', 'v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_tunnel', 'vpn/tunnels', 'name', 'v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_tunnel_group', 'vpn/tunnel-groups', 'slug', 'v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_user', 'users/users', 'password', 'v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_user', 'users/users', 'username', 'v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_user_group', 'users/groups', 'name', 'v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_virtual_chassis', 'dcim/virtual-chassis', 'master', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_virtual_chassis', 'dcim/virtual-chassis', 'name', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_virtual_machine', 'virtualization/virtual-machines', 'cluster_id', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_virtual_machine', 'virtualization/virtual-machines', 'name', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_virtual_disk', 'virtualization/virtual-disks', 'name', 'v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_virtual_disk', 'virtualization/virtual-disks', 'virtual_machine_id', 'v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_vlan', 'ipam/vlans', 'group_id', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_vlan', 'ipam/vlans', 'name', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_vlan', 'ipam/vlans', 'site_id', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_vlan', 'ipam/vlans', 'tenant_id', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_vlan', 'ipam/vlans', 'vid', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_vlan_group', 'ipam/vlan-groups', 'name', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_vlan_group', 'ipam/vlan-groups', 'scope_id', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_vlan_group', 'ipam/vlan-groups', 'site', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_vlan_group', 'ipam/vlan-groups', 'slug', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_vm_interface', 'virtualization/interfaces', 'name', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_vm_interface', 'virtualization/interfaces', 'virtual_machine_id', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_vrf', 'ipam/vrfs', 'name', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_vrf', 'ipam/vrfs', 'tenant_id', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_webhook', 'extras/webhooks', 'name', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_wireless_lan', 'wireless/wireless-lans', 'ssid', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_wireless_lan_group', 'wireless/wireless-lan-groups', 'name', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_wireless_link', 'wireless/wireless-links', 'interface_a', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
  ['netbox_wireless_link', 'wireless/wireless-links', 'interface_b', 'v3.13.0@3.7 v3.22.0@3.7 v3.22.0@4.4'],
];

/** Values of a choice or content type: valid, and maybe matching some objects. */
const CHOSEN: Record<string, string> = {
  term_side: 'Z', protocol: 'udp', interface_type: 'dcim.interface', assigned_object_type: 'dcim.interface',
  object_type: 'dcim.site', termination_a_type: 'dcim.interface', termination_b_type: 'dcim.interface', vid: '4094',
};

/** A value of the parameter's kind that no object has. */
function absent(param: string, u: string): string {
  if (param === 'key') return randomBytes(20).toString('hex');
  if (param === 'address') return '198.51.100.254';
  if (param === 'prefix') return '198.51.100.252/31';
  if (param === 'asn') return '4294967000';
  if (param === 'port') return '65531';
  if (param === 'mac_address') return '00:00:5E:00:53:FE';   // documentation range (RFC 7042)
  if (param.endsWith('_id') || ['interface_a', 'interface_b', 'site', 'group_id'].includes(param)) return '2147483000';
  return `no-such-${u}`;
}

describe('compat: the Ansible collection\'s lookup parameters (netbox_utils.py, 3.13.0 and 3.22.0)', () => {
  let api: TestApi;
  const u = uid();
  before(async () => {
    api = await startApi();
  });
  after(() => api.close());

  const list = async (path: string, qs: string) => {
    const res = await api.request.get(`/api/${path}/?limit=1${qs}`).set(auth);
    assert.equal(res.status, 200, `${path}?${qs}: ${JSON.stringify(res.body)}`);
    return res.body as { count: number };
  };

  it('the table covers every module with a lookup, 170 parameters or more', () => {
    assert.ok(LOOKUPS.length >= 170);
    for (const [, path] of LOOKUPS) assert.ok(registry.catalogue.models.some((m) => `${m.app}/${m.path}` === path), path);
  });

  for (const [module, path, param, sources] of LOOKUPS) {
    it(`${module}: ${path} ?${param} (${sources}) is accepted and narrows, or is one NetBox ignores`, async () => {
      const [app, name] = path.split('/');
      const model = registry.catalogue.models.find((m) => m.app === app && m.path === name)!;
      if (model.ignored_filters.includes(param)) {
        // Accepted and not applied, as NetBox does: the same list as without it.
        const all = await list(path, '');
        assert.equal((await list(path, `&${param}=1`)).count, all.count);
        return;
      }
      assert.ok(model.filterset.some((f) => f.name === param), `${param} is a filter of ${model.key}`);
      if (param in CHOSEN) {
        await list(path, `&${param}=${encodeURIComponent(CHOSEN[param]!)}`);
        return;
      }
      // A value no object has lists nothing: the parameter is applied, it does not list everything.
      assert.equal((await list(path, `&${param}=${encodeURIComponent(absent(param, u))}`)).count, 0);
    });
  }
});
