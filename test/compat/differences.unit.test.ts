// The filters and fields in which netinv still differs from NetBox 3.7, each with its reason.
// NetBox's side is netbox-3.7.json beside this file: for every list endpoint of NetBox 3.7.7's
// OpenAPI document, its filter names (lookups such as __n left out) and the fields of its
// representation. netinv's side is the catalogue as generated, its fields as a request that names
// NetBox 3.7 gets them (/v3.7/api/: its OpenAPI document). A difference without a reason fails,
// and so does a reason whose difference is gone: the list stays the truth.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { catalogue } from '../../generated/catalogue.ts';
import { openApiDocument } from '../../src/http/openapi-document.ts';
import { briefKeys } from './brief-keys.ts';
import { netboxCatalogue } from '../../codegen/netbox-shape.ts';
import type { ApiVersion } from '../../src/netbox-versions.ts';

interface Endpoint { filters: string[]; fields: string[] }
const netbox = (JSON.parse(readFileSync(new URL('netbox-3.7.json', import.meta.url), 'utf8')) as { endpoints: Record<string, Endpoint> }).endpoints;

/** `+name`: netinv has it and NetBox 3.7 not; `-name`: NetBox 3.7 has it and netinv not. */
type Reasons = Record<string, string>;

const CHANGE_REQUEST = 'the change log\'s request filters: netinv\'s change records carry request_id, its objects do not';
const CONTACTS = 'contacts are assigned through contact assignments (a generic relation); filtering objects by them is not in netinv yet';
const DATA_SOURCE = 'netinv keeps data sources but synchronises no files, so no object takes its content from one';

/** Each of the space-separated names, with one reason. */
const each = (names: string, reason: string): Reasons => Object.fromEntries(names.split(' ').map((n) => [n, reason]));
/** NetBox 4.x's fields and filters on models NetBox 3.7 has, served to both generations. */
const NEWER = (what: string) => `NetBox ${what}, served to both generations (NetBox 3.7 clients ignore it and send no filter by it)`;
const DISTANCE: Reasons = Object.fromEntries(['distance', 'distance_unit'].map((n) => [`+${n}`, NEWER('4.2\'s distance (DistanceMixin)')]));
const TREE = NEWER('4.3 (device roles) and 4.4 (platforms): the model is a tree, as regions are');
const TREE_FIELDS: Reasons = { '+parent': TREE, '+_depth': TREE };
const TREE_FILTERS: Reasons = { '+parent': TREE, '+parent_id': TREE };
const MODULE_TYPE_COUNTS = ['module_count', 'console_port_template_count', 'console_server_port_template_count', 'power_port_template_count',
  'power_outlet_template_count', 'interface_template_count', 'front_port_template_count', 'rear_port_template_count', 'module_bay_template_count'];
const MODULE_TYPE: Reasons = {
  '+airflow': NEWER('4.1\'s module type airflow'),
  ...Object.fromEntries(MODULE_TYPE_COUNTS.map((n) => [`+${n}`, NEWER('4.x\'s counter (its filter with the number lookups)')])),
};
const SCOPED_PREFIXES = NEWER('4.2\'s count of the prefixes scoped here (by their cached scope)');

/** Reasons that hold wherever the difference appears. */
/** NetBox 4.5's v2 tokens, beside 3.7's: key_id is NetBox 4.5's key, whose name 3.7's write-only
 * key (the secret) holds; a request that names NetBox 4.6 gets NetBox 4.5's names, key and token. */
const V2_TOKENS: Reasons = Object.fromEntries(['version', 'key_id', 'pepper_id', 'enabled'].map((n) => [`+${n}`, 'NetBox 4.5\'s v2 tokens (Bearer nbt_<key>.<token>), under the spec\'s names at /api/ (key the secret, key_id the public key); NetBox 4.5\'s (token, key) at /v4.6/api/']));

const OWNERS = 'NetBox 4.5\'s owners (users.Owner), served to both generations (NetBox 3.7 clients ignore the field and send no filter by it)';
const OWNER_FILTERS: Reasons = Object.fromEntries(['owner', 'owner_id', 'owner_group', 'owner_group_id'].map((n) => [`+${n}`, OWNERS]));

/** Each of the space-separated differences, with one reason. */
function each37(names: string, reason: string): Reasons {
  return Object.fromEntries(names.split(' ').map((n) => [n, reason]));
}

const FILTERS_EVERYWHERE: Reasons = {
  '+tag_id': 'NetBox 4\'s filter by tag id (NetBox 3.7 has only tag, by slug); its meaning is NetBox\'s, so it stays',
  '-created_by_request': CHANGE_REQUEST,
  '-updated_by_request': CHANGE_REQUEST,
  '-modified_by_request': CHANGE_REQUEST,
  '-contact': CONTACTS,
  '-contact_group': CONTACTS,
  '-contact_role': CONTACTS,
  '-data_source_id': DATA_SOURCE,
  '-data_file_id': DATA_SOURCE,
  '-data_synced': DATA_SOURCE,
  '-content_type_id': 'netinv names content types by app.model, never by a content type id',
  '+device_type_id': 'NetBox 4\'s name of a template\'s devicetype_id, which the Ansible collection 3.22 sends to NetBox 4',
  '+ancestor': 'NetBox 4.0\'s filter of a tree model by the objects below one, at any depth (what 3.7\'s location parent filters did; docs/netbox-clients.md, "Versions")',
  '+ancestor_id': 'as ancestor',
  ...OWNER_FILTERS,
};

/** NetBox 4.2's MAC address objects on interfaces, served to both generations. */
const MAC_ADDRESSES = 'NetBox 4.2\'s MAC address objects, served to both generations: the interface\'s mac_address is its primary one\'s, which a NetBox 3.7 client still writes (docs/netbox-clients.md, "Versions")';
const MAC_FILTERS: Reasons = { '+primary_mac_address': MAC_ADDRESSES, '+primary_mac_address_id': MAC_ADDRESSES };
const MAC_FIELDS: Reasons = { '+primary_mac_address': MAC_ADDRESSES, '+mac_addresses': MAC_ADDRESSES };

/** NetBox 4.x's fields and filters on extras, users and core models, served to both generations. */
const RACK_GROUPS = 'NetBox 4.6\'s rack groups (not 2.x\'s, which became locations), served to both generations (NetBox 3.7 clients ignore the field and send no filter by it)';
const NB4_FIELD = 'NetBox 4.x\'s field, served to both generations (NetBox 3.7 clients ignore it)';
const NB4_FILTER = 'NetBox 4.x\'s filter, served to both generations (NetBox 3.7 clients never send it)';
const OBJECT_TYPES_FILTER = 'NetBox 4.0\'s filter by object_types (app.model), served to both generations beside NetBox 3.7\'s content_types';
const OBJECT_TYPES = 'NetBox 4.0\'s name of content_types, stored once and shown under both names to both generations (docs/netbox-clients.md, "Versions")';
const nb4 = (names: string, reason: string): Reasons => Object.fromEntries(names.split(' ').map((n) => [`+${n}`, reason]));

const OBJECT_TYPE = 'NetBox 4.x\'s ObjectType (/api/core/object-types/), which serves the same rows as 3.7\'s content types';

const SCOPE = 'NetBox 4.2\'s scope (a region, site group, site or location) and its ScopedFilterSet, served to both generations beside NetBox 3.7\'s site (docs/netbox-clients.md, "Versions")';
const SCOPE_FILTERS: Reasons = Object.fromEntries(['scope_type', 'scope_id', 'location', 'location_id'].map((n) => [`+${n}`, SCOPE]));
const TERMINATION = 'NetBox 4.2\'s termination (a region, site group, site, location or provider network) and its filters, served to both generations beside NetBox 3.7\'s site and provider_network';

/** NetBox 4.x's fields of dcim components (issue 32 item 3), served to both generations. */
const COMPONENTS_4X = 'NetBox 4.x\'s field (or its filter), served to both generations (NetBox 3.7 clients ignore it and send no filter by it)';
const NESTED_MODULES = 'NetBox 4.0\'s nested modules: module types have module bays, and a module\'s bays belong to it (served to both generations)';
/** NetBox 4.5's port mappings, stored as NetBox 4.6 stores them; NetBox 3.7's rear_port and
 * rear_port_position are read from the first position's mapping and written at version 3.7. */
const PORT_MAPPINGS_4X = 'NetBox 4.5\'s port mappings (and the filter through them), served to both generations beside NetBox 3.7\'s rear_port and rear_port_position (docs/netbox-clients.md, "Versions")';
const COMPONENT_FILTERS: Record<string, Reasons> = {
  '/api/dcim/rack-reservations/': { ...each('+status +unit_count_min +unit_count_max', COMPONENTS_4X), ...each('+group +group_id', RACK_GROUPS) },
  '/api/dcim/rear-ports/': each('+front_port_id', PORT_MAPPINGS_4X),
  '/api/dcim/rear-port-templates/': each('+front_port_id', PORT_MAPPINGS_4X),
  '/api/dcim/power-outlet-templates/': each('+color', COMPONENTS_4X),
  '/api/dcim/power-outlets/': each('+status +color', COMPONENTS_4X),
  '/api/dcim/module-bay-templates/': { '+enabled': COMPONENTS_4X, '+moduletype_id': NESTED_MODULES },
  '/api/dcim/device-bay-templates/': each('+enabled', COMPONENTS_4X),
  '/api/dcim/front-ports/': { '+positions': COMPONENTS_4X, '+rear_port_id': PORT_MAPPINGS_4X },
  '/api/dcim/front-port-templates/': { '+positions': COMPONENTS_4X, '+rear_port_id': PORT_MAPPINGS_4X },
  '/api/dcim/module-bays/': { '+enabled': COMPONENTS_4X, ...each('+module_id +parent_id +installed_module_id', NESTED_MODULES) },
  '/api/dcim/device-bays/': each('+enabled', COMPONENTS_4X),
  '/api/dcim/inventory-items/': each('+status', COMPONENTS_4X),
};
const COMPONENT_FIELDS: Record<string, Reasons> = {
  '/api/dcim/rack-reservations/': each('+status +unit_count', COMPONENTS_4X),
  '/api/dcim/power-outlet-templates/': each('+color', COMPONENTS_4X),
  '/api/dcim/power-outlets/': each('+status +color', COMPONENTS_4X),
  '/api/dcim/module-bay-templates/': { '+enabled': COMPONENTS_4X, '+module_type': NESTED_MODULES },
  '/api/dcim/device-bay-templates/': each('+enabled', COMPONENTS_4X),
  '/api/dcim/front-ports/': { '+positions': COMPONENTS_4X, '+rear_ports': PORT_MAPPINGS_4X },
  '/api/dcim/front-port-templates/': { '+positions': COMPONENTS_4X, '+rear_ports': PORT_MAPPINGS_4X },
  '/api/dcim/rear-ports/': each('+front_ports', PORT_MAPPINGS_4X),
  '/api/dcim/rear-port-templates/': each('+front_ports', PORT_MAPPINGS_4X),
  '/api/dcim/module-bays/': { '+enabled': COMPONENTS_4X, '+_occupied': COMPONENTS_4X, '+module': NESTED_MODULES },
  '/api/dcim/device-bays/': each('+enabled +_occupied', COMPONENTS_4X),
  '/api/dcim/inventory-items/': each('+status', COMPONENTS_4X),
  '/api/dcim/virtual-chassis/': each('+members', COMPONENTS_4X),
  '/api/dcim/cable-terminations/': each('+connector +positions', 'NetBox 4.6\'s connector and positions of a cable profile, served to both generations; null until netinv models cable profiles'),
};

/** NetBox 4.x's fields and their filters on models NetBox 3.7 has (issue 32 item 3). */
const FOUR_X_FIELD = 'NetBox 4.x\'s field, served to both generations (NetBox 3.7 clients ignore it)';
const SERVICE_PARENT = 'NetBox 4.3\'s service parent (a device, a virtual machine or an FHRP group), served to both generations beside NetBox 3.7\'s device and virtual_machine, which set it (docs/netbox-clients.md, "Versions")';
const VID_RANGES = 'NetBox 4.0\'s VID ranges of a VLAN group, served to both generations beside NetBox 3.7\'s min_vid and max_vid, their lowest and highest VIDs (docs/netbox-clients.md, "Versions")';
const FOUR_X_FILTER = 'NetBox 4.x\'s filter of its field, served to both generations (NetBox 3.7 clients never send it)';

const FILTERS: Record<string, Reasons> = {
  ...COMPONENT_FILTERS,
  '/api/virtualization/virtual-machines/': { '+serial': 'NetBox 4.1\'s VM serial, served to both generations (NetBox 3.7 clients ignore it)', '+start_on_boot': FOUR_X_FILTER },
  '/api/ipam/asns/': each37('+role +role_id', FOUR_X_FILTER),
  '/api/ipam/ip-ranges/': each37('+mark_populated', FOUR_X_FILTER),
  '/api/vpn/l2vpns/': each37('+status', FOUR_X_FILTER),
  '/api/ipam/vlan-groups/': {
    ...each37('+total_vlan_ids +contains_vid', `${VID_RANGES}, and NetBox 4.0's filters by them`),
    ...each37('+tenant +tenant_id +tenant_group +tenant_group_id', FOUR_X_FILTER),
    '+rack_group': `${RACK_GROUPS}: a group scoped to a rack group (id)`,
  },
  '/api/ipam/services/': {
    ...each37('+parent_object_type +parent_object_id +fhrpgroup_id +fhrpgroup', `${SERVICE_PARENT}, and NetBox 4.3's filters by it`),
    ...each37('+ip_address_id +ip_address', 'NetBox 4.x\'s names of ipaddress_id and ipaddress (the IP addresses a service is bound to), beside them'),
  },
  '/api/dcim/interfaces/': { ...MAC_FILTERS, ...each('+virtual_circuit_id +virtual_circuit_termination_id', 'NetBox 4.2\'s virtual circuits, served to both generations: the termination on a virtual interface') },
  '/api/virtualization/interfaces/': MAC_FILTERS,
  '/api/extras/content-types/': { '+public': OBJECT_TYPE, '+features': OBJECT_TYPE },
  '/api/core/data-sources/': Object.fromEntries(['source_url', 'sync_interval', 'last_synced'].map((n) => [`+${n}`, 'NetBox 4.6\'s filter (the field is 4.x\'s or its filter is)'])),
  '/api/core/data-files/': { '-created': 'netinv synchronises no files, so a data file (never written) keeps no creation time' },
  '/api/users/tokens/': V2_TOKENS,
  '/api/dcim/platforms/': {
    '+devlib_driver': 'netinv\'s device automation driver (NetBox had napalm_driver, without a filter); no NetBox client sends it',
    ...TREE_FILTERS,
  },
  '/api/dcim/devices/': {
    '+device_role': 'NetBox 3.6/3.7\'s deprecated name of role, kept for the clients that still send it (DECISIONS.md)',
    '+device_role_id': 'as device_role',
  },
  '/api/dcim/racks/': {
    '+form_factor': 'NetBox 4.1\'s name of a rack\'s type, served to both generations beside type (docs/netbox-clients.md, "Rack types")',
    ...Object.fromEntries(['rack_type', 'rack_type_id', 'manufacturer', 'manufacturer_id'].map((n) => [`+${n}`, 'NetBox 4.1\'s rack types, served to both generations (NetBox 3.7 clients never send it)'])),
    ...Object.fromEntries(['airflow', 'outer_height'].map((n) => [`+${n}`, 'NetBox 4.1\'s filter, served to both generations (NetBox 3.7 clients never send it)'])),
    ...each('+group +group_id', RACK_GROUPS),
  },
  '/api/extras/tags/': {
    '-content_type': 'the tags used on objects of a type: not in netinv yet (its tagged items are no model)',
    '-for_object_type_id': 'netinv names content types by app.model, never by a content type id (object_types=dcim.site filters)',
    ...nb4('weight', NB4_FILTER),
  },
  '/api/extras/config-templates/': nb4('mime_type file_name file_extension as_attachment debug auto_sync_enabled', NB4_FILTER),
  '/api/extras/export-templates/': { ...nb4('mime_type file_name file_extension as_attachment', NB4_FILTER), '+object_type': OBJECT_TYPES_FILTER },
  '/api/users/groups/': nb4('description permission_id', NB4_FILTER),
  '/api/users/users/': nb4('permission_id', NB4_FILTER),
  '/api/extras/custom-fields/': {
    '-ui_visible': 'netinv has NetBox 3.6\'s single ui_visibility', '-ui_editable': 'as ui_visible',
    '+object_type': OBJECT_TYPES_FILTER,
    ...nb4('related_object_type label unique validation_minimum validation_maximum validation_regex', NB4_FILTER),
  },
  '/api/extras/custom-links/': { '+object_type': OBJECT_TYPES_FILTER },
  '/api/extras/event-rules/': { '+object_type': OBJECT_TYPES_FILTER, '+event_type': 'NetBox 4.1\'s filter by event_types, served to both generations beside type_create ...' },
  '/api/extras/journal-entries/': {
    '-assigned_object_type_id': 'netinv names content types by app.model (assigned_object_type)',
  },
  '/api/extras/image-attachments/': {
    '+object_type': 'netinv names the attached object\'s type object_type (NetBox 4\'s name; NetBox 3.7: content_type)',
    '-content_type': 'as object_type',
    ...nb4('image_height image_width description', NB4_FILTER),
  },
  '/api/extras/object-changes/': {
    '+time': 'the time field\'s own filter (time, time__gte, time__lte) beside NetBox\'s time_after and time_before',
    '+related_object_type': 'NetBox 3.7 records the object a change also concerns (a component\'s device) but neither shows nor filters it; netinv does, so a device\'s changes can include its components\'',
    '+related_object_id': 'as related_object_type', '+related_object_type_id': 'as related_object_type',
  },
  '/api/extras/webhooks/': Object.fromEntries(['content_types', 'type_create', 'type_update', 'type_delete', 'enabled'].map((n) => [`+${n}`,
    'the webhook keeps its own triggers beside event rules (DECISIONS.md), with NetBox 3.6\'s filters for them'])),
  '/api/vpn/l2vpn-terminations/': { '-assigned_object_type_id': 'netinv names content types by app.model (assigned_object_type)' },
  '/api/tenancy/contact-assignments/': {
    '+object_type': 'netinv names the assigned object\'s type object_type (NetBox 4\'s name; NetBox 3.7: content_type)',
    '-content_type': 'as object_type',
  },
  '/api/ipam/ip-addresses/': {
    '+assigned_object_type': 'NetBox 4\'s filters of the assigned object (NetBox 3.7 has interface_id, vminterface_id)', '+assigned_object_id': 'as assigned_object_type',
  },
  '/api/users/permissions/': Object.fromEntries(['can_add', 'can_change', 'can_delete', 'can_view'].map((n) => [`-${n}`, 'not yet: object permissions are managed by superusers only'])),
  '/api/ipam/prefixes/': SCOPE_FILTERS,
  '/api/virtualization/clusters/': SCOPE_FILTERS,
  '/api/wireless/wireless-lans/': { ...SCOPE_FILTERS, ...Object.fromEntries(['region', 'region_id', 'site_group', 'site_group_id', 'site', 'site_id'].map((n) => [`+${n}`, SCOPE])) },
  '/api/circuits/circuits/': { '+location_id': TERMINATION, ...DISTANCE },
  '/api/wireless/wireless-links/': {
    '+interface_a': 'the Ansible collection finds a link by interface_a and interface_b (ids), which NetBox ignores, matching every link; here they are ids, as interface_a_id',
    '+interface_b': 'as interface_a',
    ...DISTANCE,
  },
  '/api/dcim/locations/': { '+facility': NEWER('4.0\'s location facility') },
  '/api/dcim/device-roles/': TREE_FILTERS,
  '/api/dcim/module-types/': MODULE_TYPE,
  '/api/circuits/circuit-terminations/': {
    '+termination_type': TERMINATION, '+termination_id': TERMINATION,
    ...Object.fromEntries(['region', 'region_id', 'site_group', 'site_group_id', 'location', 'location_id'].map((n) => [`+${n}`, TERMINATION])),
  },
};

const FIELDS_EVERYWHERE: Reasons = {
  '+comments': NEWER('4.3/4.4\'s comments of organizational and nested group models'),
  '-data_source': DATA_SOURCE, '-data_path': DATA_SOURCE, '-data_file': DATA_SOURCE, '-data_synced': DATA_SOURCE,
  '+display_url': 'NetBox 4\'s link to the object\'s page in the web UI, served to both generations (NetBox 3.7 clients ignore it)',
  '+owner': OWNERS,
};

const SCOPE_FIELDS: Reasons = Object.fromEntries(['scope_type', 'scope_id', 'scope'].map((n) => [`+${n}`, SCOPE]));

const FIELDS: Record<string, Reasons> = {
  ...COMPONENT_FIELDS,
  '/api/virtualization/virtual-machines/': { '+serial': 'NetBox 4.1\'s VM serial, served to both generations (NetBox 3.7 clients ignore it)', '+start_on_boot': FOUR_X_FIELD },
  '/api/ipam/roles/': each37('+asn_count', FOUR_X_FIELD),
  '/api/ipam/ip-ranges/': { ...each37('+mark_populated', FOUR_X_FIELD), '+utilization': 'netinv computes the range\'s utilization in the read (the web UI shows it)' },
  '/api/vpn/tunnels/': each37('+terminations_count', FOUR_X_FIELD),
  '/api/vpn/l2vpns/': each37('+status', FOUR_X_FIELD),
  '/api/ipam/services/': each37('+parent_object_type +parent_object_id +parent', SERVICE_PARENT),
  '/api/ipam/vlan-groups/': { ...each37('+vid_ranges +total_vlan_ids', VID_RANGES), '+tenant': FOUR_X_FIELD },
  '/api/tenancy/contacts/': each37('+groups', 'NetBox 4.3\'s contact groups (a contact is in several), served to both generations beside NetBox 3.7\'s group, the first of them (docs/netbox-clients.md, "Versions")'),
  '/api/extras/custom-field-choice-sets/': { '+choice_colors': 'NetBox 4.6\'s field' },
  '/api/extras/content-types/': Object.fromEntries(['app_name', 'model_name', 'model_name_plural', 'public', 'features', 'is_plugin_model', 'rest_api_endpoint', 'description'].map((n) => [`+${n}`, OBJECT_TYPE])),
  '/api/core/jobs/': { '+queue_name': 'NetBox 4.6\'s field', '+log_entries': 'NetBox 4.4+\'s field', '+object': NB4_FIELD },
  '/api/core/data-sources/': {
    '+sync_interval': 'NetBox 4.3+\'s field', '+last_synced': 'NetBox 4.x\'s field',
    '+tags': 'NetBox\'s data sources take tags (its filter set has tag) but its serializer leaves them out; netinv shows them',
  },
  '/api/dcim/platforms/': {
    '+devlib_driver': 'netinv\'s device automation layer where NetBox had napalm_driver', '+devlib_args': 'as devlib_driver (NetBox\'s napalm_args)',
    ...TREE_FIELDS,
  },
  '/api/dcim/device-roles/': TREE_FIELDS,
  '/api/dcim/module-types/': MODULE_TYPE,
  '/api/dcim/manufacturers/': { '+moduletype_count': NEWER('4.x\'s count of module types') },
  '/api/dcim/regions/': { '+prefix_count': SCOPED_PREFIXES },
  '/api/dcim/site-groups/': { '+prefix_count': SCOPED_PREFIXES },
  '/api/dcim/locations/': { '+prefix_count': SCOPED_PREFIXES, '+facility': NEWER('4.0\'s location facility') },
  '/api/circuits/circuits/': DISTANCE,
  '/api/wireless/wireless-links/': DISTANCE,
  '/api/dcim/devices/': { '+devlib_available': 'whether live data can be read (the spec\'s condition for the live data tabs)' },
  '/api/dcim/racks/': {
    '+form_factor': 'NetBox 4.1\'s name of a rack\'s type, shown beside type to both generations (docs/netbox-clients.md, "Rack types")',
    '+rack_type': 'NetBox 4.1\'s rack types, served to both generations (NetBox 3.7 clients ignore it)',
    ...Object.fromEntries(['airflow', 'outer_height'].map((n) => [`+${n}`, 'NetBox 4.1\'s field, served to both generations (NetBox 3.7 clients ignore it)'])),
    '+group': RACK_GROUPS,
  },
  '/api/dcim/interfaces/': { ...MAC_FIELDS, '+bridge_interfaces': COMPONENTS_4X },
  '/api/virtualization/interfaces/': MAC_FIELDS,
  '/api/extras/tags/': nb4('weight', NB4_FIELD),
  '/api/extras/config-templates/': nb4('mime_type file_name file_extension as_attachment debug auto_sync_enabled', NB4_FIELD),
  '/api/extras/export-templates/': { ...nb4('environment_params file_name', NB4_FIELD), '+object_types': OBJECT_TYPES },
  '/api/users/groups/': nb4('description permissions', NB4_FIELD),
  '/api/extras/custom-fields/': {
    '+ui_visibility': 'NetBox 3.6\'s single visibility, where 3.7 has ui_visible and ui_editable', '-ui_visible': 'as ui_visibility', '-ui_editable': 'as ui_visibility',
    '+choices': 'NetBox 3.5\'s own choices of a select field, kept for the clients that still send them (the Ansible collection 3.13); a choice set\'s choices win',
    '+object_types': OBJECT_TYPES,
    '+related_object_type': 'NetBox 4.0\'s name of object_type, stored once and shown under both names to both generations',
    ...nb4('unique related_object_filter validation_schema', NB4_FIELD),
  },
  '/api/extras/custom-links/': { '+object_types': OBJECT_TYPES },
  '/api/extras/image-attachments/': {
    '+object_type': 'netinv names the attached object\'s type and object object_type and object (NetBox 4\'s names)', '+object': 'as object_type',
    '-content_type': 'as object_type', '-parent': 'as object_type',
    ...nb4('description image_size', NB4_FIELD),
  },
  '/api/extras/object-changes/': {
    '+related_object_type': 'NetBox 3.7 records the object a change also concerns (a component\'s device) but does not show it; netinv does',
    '+related_object_id': 'as related_object_type', '+related_object': 'as related_object_type',
    '+object_repr': 'NetBox 3.7 records the object\'s text when changed (and filters by it) but does not show it; netinv shows it, the deleted object\'s name',

    '+message': 'NetBox 4.4\'s changelog_message, kept for the change (its field of NetBox 4.6\'s ObjectChange)',
  },
  '/api/extras/webhooks/': Object.fromEntries(['content_types', 'type_create', 'type_update', 'type_delete', 'enabled', 'conditions'].map((n) => [`+${n}`,
    'the webhook keeps NetBox 3.6\'s and the spec\'s own triggers beside NetBox 3.7\'s event rules (DECISIONS.md)'])),
  '/api/extras/event-rules/': {
    '+action_data': 'NetBox 3.7 stores it (a script action\'s data) without showing it; netinv shows it, and runs no scripts, so it is only kept',
    '+object_types': OBJECT_TYPES,
    '+event_types': 'NetBox 4.1\'s list of the events, shown beside NetBox 3.7\'s type_create ... to both generations, kept in step (docs/netbox-clients.md, "Versions")',
  },
  '/api/ipam/aggregates/': { '+utilization': 'netinv computes the aggregate\'s utilization in the read (the web UI shows it)' },
  '/api/ipam/prefixes/': {
    '+_children': 'NetBox 3.7\'s children count under its 2.x name as well', '+utilization': 'netinv computes the prefix\'s utilization in the read (the web UI shows it)',
    ...SCOPE_FIELDS,
  },
  '/api/virtualization/clusters/': { ...SCOPE_FIELDS, ...each37('+allocated_vcpus +allocated_memory +allocated_disk', FOUR_X_FIELD) },
  '/api/wireless/wireless-lans/': SCOPE_FIELDS,
  '/api/circuits/circuit-terminations/': Object.fromEntries(['termination_type', 'termination_id', 'termination'].map((n) => [`+${n}`, TERMINATION])),
  '/api/ipam/asns/': {
    '-provider_count': 'provider ASNs are not modelled yet', '+role': FOUR_X_FIELD,
    '+sites': 'NetBox 4.x\'s sites of an ASN (the other side of the sites\' asns, written from either), served to both generations',
  },
  '/api/tenancy/contact-assignments/': { '+object_type': 'netinv names the assigned object\'s type object_type (NetBox 4\'s name)', '-content_type': 'as object_type' },
  '/api/users/users/': { '+is_superuser': 'superuser status is shown (superusers manage it)', ...nb4('permissions', NB4_FIELD) },
  '/api/users/tokens/': {
    '+allowed_ips': 'the spec\'s per-token client address restriction (NetBox 3.7 has it in the UI only)',
    ...V2_TOKENS,
  },
};

/** Differences in shape rather than name: the spec's at /api/ (its contract), NetBox 3.7's own
 * at /v3.7/api/ (the catalogue's versions."3.7".netbox), each checked in its OpenAPI document. */
const SHAPES: Array<{ what: string; at: ApiVersion | undefined; schema: string; property: string; check: (s: Record<string, any>) => boolean; reason: string }> = [
  {
    what: 'VLAN status value is an integer at /api/', at: undefined, schema: 'VLAN', property: 'status',
    check: (s) => s.properties.value.type === 'integer',
    reason: 'the spec: "an integer in the VLAN status shape" (1 active, 2 reserved, 3 deprecated); writes take the string too',
  },
  {
    what: 'an IP address has one nat_outside at /api/', at: undefined, schema: 'IPAddress', property: 'nat_outside',
    check: (s) => JSON.stringify(s).includes('BriefIPAddress') && !JSON.stringify(s).includes('"array"'),
    reason: 'the spec\'s field table: nat_outside is a nested object or null (NetBox 3.7: a list); an inside address has one outside address',
  },
  {
    what: 'VLAN status value is the string at /v3.7/api/', at: '3.7', schema: 'VLAN', property: 'status',
    check: (s) => s.properties.value.type === 'string' && s.properties.value.enum.includes('reserved'),
    reason: 'NetBox 3.7\'s VLANSerializer: status = ChoiceField(choices=VLANStatusChoices)',
  },
  {
    what: 'an IP address lists its nat_outside at /v3.7/api/', at: '3.7', schema: 'IPAddress', property: 'nat_outside',
    check: (s) => s.type === 'array' && JSON.stringify(s.items).includes('BriefIPAddress'),
    reason: 'NetBox 3.7\'s IPAddressSerializer: nat_outside = NestedIPAddressSerializer(many=True, read_only=True)',
  },
];

/** netinv's OpenAPI documents, each parsed once for the file (each openApiDocument() parses a
 * copy): the spec's shapes (/api/), or NetBox's at a version (what a request naming it gets). */
const parsed = new Map<string, any>();
const document = (shape?: ApiVersion): any => parsed.get(shape ?? '') ?? parsed.set(shape ?? '', openApiDocument(shape)).get(shape ?? '');

/** The schema of the full representation a list endpoint of netinv's OpenAPI document returns. */
function fullSchema(path: string, shape?: ApiVersion): Record<string, any> {
  const doc = document(shape);
  const page = doc.paths[path].get.responses['200'].content['application/json'].schema.$ref.split('/').pop();
  const full = doc.components.schemas[page].properties.results.items.$ref.split('/').pop();
  return doc.components.schemas[full];
}

function fullFields(path: string, shape?: ApiVersion): string[] {
  return Object.keys(fullSchema(path, shape).properties);
}

/** netinv's filters and fields of each model that NetBox 3.7 also serves, as a request that
 * names NetBox 3.7 gets them (NetBox 3.7's shapes, their OpenAPI document). */
function ours(): Array<{ path: string; key: string; filters: string[]; fields: string[] }> {
  return catalogue.models.flatMap((m) => {
    const path = `/api/${m.app}/${m.path}/`;
    if (!netbox[path]) return [];
    return [{ path, key: m.key, filters: m.filterset.map((f) => f.name), fields: fullFields(path, '3.7') }];
  });
}

function differences(mine: string[], theirs: string[]): string[] {
  return [...mine.filter((n) => !theirs.includes(n)).map((n) => `+${n}`), ...theirs.filter((n) => !mine.includes(n)).map((n) => `-${n}`)];
}

/** The differences of one endpoint that no reason covers, and the reasons that cover none. */
function unexplained(found: string[], everywhere: Reasons, specific: Reasons | undefined): { missing: string[]; stale: string[] } {
  return {
    missing: found.filter((d) => !(d in everywhere) && !(specific && d in specific)),
    stale: Object.entries(specific ?? {}).filter(([d]) => !found.includes(d)).map(([d]) => d),
  };
}

describe('compat: differences from NetBox 3.7 that remain, with their reasons', () => {
  const endpoints = ours();

  it('compares the models netinv and NetBox 3.7 both serve', () => {
    assert.ok(endpoints.length >= 80, `${endpoints.length} endpoints compared`);
    for (const p of [...Object.keys(FILTERS), ...Object.keys(FIELDS)]) assert.ok(endpoints.some((e) => e.path === p), `${p} is not compared`);
  });

  for (const e of endpoints) {
    it(`${e.path}: every filter difference has its reason`, () => {
      const { missing, stale } = unexplained(differences(e.filters, netbox[e.path]!.filters), FILTERS_EVERYWHERE, FILTERS[e.path]);
      assert.deepEqual(missing, [], `filters without a reason (add the filter, withhold it in the catalogue, or give the reason here)`);
      assert.deepEqual(stale, [], 'reasons for differences that are gone');
    });
    it(`${e.path}: every field difference has its reason`, () => {
      const { missing, stale } = unexplained(differences(e.fields, netbox[e.path]!.fields), FIELDS_EVERYWHERE, FIELDS[e.path]);
      assert.deepEqual(missing, [], 'fields without a reason');
      assert.deepEqual(stale, [], 'reasons for differences that are gone');
    });
  }

  for (const s of SHAPES) {
    it(`${s.what}: ${s.reason}`, () => {
      const schema = document(s.at).components.schemas[s.schema].properties[s.property];
      assert.ok(s.check(schema), JSON.stringify(schema));
    });
  }
});

// NetBox 4.6. Its side is netbox-4.6.json beside this file (made by reduce-netbox.py from NetBox
// v4.6.8, as its contrib/openapi.json states it): every model endpoint, the fields of its
// representation and its brief form. What netinv lacks is listed with its reason (most are
// issue 32's work); what it has beyond is NetBox 3.7's, compared above. The totals are stated in
// docs/netbox-clients.md, and checked here.

interface Endpoint46 { model: string; fields: Record<string, string>; brief: string[] }
const netbox46 = (JSON.parse(readFileSync(new URL('netbox-4.6.json', import.meta.url), 'utf8')) as { endpoints: Record<string, Endpoint46> }).endpoints;


const ITEM3 = 'issue 32 item 3 (what NetBox 4.0-4.6 added that clients use)';
const ADDED = `a field NetBox 4.x added to a model netinv has: ${ITEM3}`;
const NOT_MODELLED = 'NetBox 4.x\'s model, which netinv does not have and issue 32 does not ask for';
const UI_ONLY = 'a feature of NetBox\'s own web UI (bookmarks, notifications, saved filters, table layouts); netinv\'s web UI keeps none';

/** NetBox 4.6's endpoints that netinv does not serve. */
const ENDPOINTS_46: Reasons = {
  ...each('/api/circuits/circuit-groups/ /api/circuits/circuit-group-assignments/', `NetBox 4.2's circuit groups: ${NOT_MODELLED}`),
  '/api/dcim/cable-bundles/': `NetBox 4.6's cable bundles: ${NOT_MODELLED}`,
  '/api/dcim/module-type-profiles/': `NetBox 4.3's module type profiles: ${NOT_MODELLED}`,
  '/api/dcim/connected-device/': 'a look-up by peer device and interface, not a model\'s list: not in netinv yet',
  '/api/extras/config-context-profiles/': `NetBox 4.5's config context profiles: ${NOT_MODELLED}`,
  '/api/extras/tagged-objects/': `NetBox 4.4's tagged objects: ${NOT_MODELLED}`,
  ...each('/api/extras/scripts/ /api/extras/scripts/upload/', 'netinv runs no custom scripts'),
  ...each('/api/extras/bookmarks/ /api/extras/notifications/ /api/extras/notification-groups/ /api/extras/subscriptions/ /api/extras/saved-filters/ /api/extras/table-configs/', UI_ONLY),
  ...each('/api/ipam/vlan-translation-policies/ /api/ipam/vlan-translation-rules/', `NetBox 4.2's VLAN translation: ${NOT_MODELLED}`),
  '/api/virtualization/virtual-machine-types/': `NetBox 4.6's virtual machine types: ${NOT_MODELLED}`,
};

/** NetBox 4.6's fields that netinv lacks, wherever they appear. */
const FIELDS_46_EVERYWHERE: Reasons = {
  ...each('data_source data_path data_file data_synced', DATA_SOURCE),
  ...each('qinq_svlan qinq_role', `NetBox 4.2's Q-in-Q: ${NOT_MODELLED}`),
  vlan_translation_policy: `NetBox 4.2's VLAN translation: ${NOT_MODELLED}`,
};

/** NetBox 4.6's fields that netinv lacks, by endpoint. */
const FIELDS_46: Record<string, Reasons> = {
  '/api/circuits/circuits/': { assignments: `NetBox 4.2's circuit groups: ${NOT_MODELLED}` },
  '/api/dcim/cables/': each('profile bundle', `NetBox 4.6's cable profiles and bundles: ${NOT_MODELLED}`),
  '/api/dcim/module-types/': each('profile attributes', `NetBox 4.3's module type profiles: ${NOT_MODELLED}`),
  '/api/dcim/modules/': each('replicate_components adopt_components', 'write-only: options of a module\'s creation, in NetBox\'s field list but never in a response'),
  '/api/core/jobs/': { notifications: UI_ONLY },
  '/api/extras/config-contexts/': each('profile', `NetBox 4.5's config context profiles: ${NOT_MODELLED}`),
  '/api/extras/custom-fields/': {
    ...each('ui_visible ui_editable', 'netinv has NetBox 3.6\'s single ui_visibility (see NetBox 3.7 above)'),
    comments: `NetBox 4.4's comments of a custom field (not an organizational model's, which netinv has): ${ADDED}`,
  },
  '/api/extras/image-attachments/': {
    parent: 'netinv names the attached object object (NetBox 4.0-4.5\'s name); NetBox 4.6 calls it parent',
  },
  '/api/ipam/asns/': { provider_count: 'provider ASNs are not modelled yet' },
  '/api/users/users/': { password: 'write-only: in NetBox\'s field list, never in a response (as in netinv)' },
  '/api/virtualization/virtual-machines/': { virtual_machine_type: `NetBox 4.6's virtual machine types: ${NOT_MODELLED}` },
};

const NO_BRIEF = 'NetBox 4.6\'s serializer names no brief fields; netinv\'s brief form is NetBox 3.7\'s nested one (NestedContentTypeSerializer, NestedObjectChangeSerializer)';

/** Brief forms: `-name` NetBox 4.6's has and netinv's not, `+name` the reverse. A count NetBox
 * leaves out of nested objects (type `count`) may be either. */
const BRIEF_46: Record<string, Reasons> = {
  '/api/dcim/cable-terminations/': { '+termination': 'a generic relation reads as its type, its id and the object, nested or not (one mechanism for every generic field)' },
  '/api/ipam/fhrp-group-assignments/': each('+interface', 'a generic relation reads as its type, its id and the object, nested or not (one mechanism for every generic field)'),
  '/api/dcim/module-types/': { '-profile': `NetBox 4.3's module type profiles: ${NOT_MODELLED}` },
  '/api/extras/tags/': each('-description', 'DECISIONS.md: tags read as {id, url, display, name, slug, color}, which is also NetBox 4.6\'s nested tag (NestedTagSerializer); only its ?brief=1 list adds description'),
  '/api/core/object-changes/': each('+id +url +display +time +action +changed_object_type +changed_object_id', NO_BRIEF),
  '/api/core/object-types/': each('+id +url +display +app_label +model', NO_BRIEF),
  '/api/users/permissions/': each('+groups +users', 'NetBox 3.7\'s nested permission has them (brief.unit.test.ts)'),
};

/** Fields both have whose related objects NetBox 4.6 nests otherwise (one object or a list). */
const NESTING_46: Record<string, Reasons> = {
  '/api/ipam/vlan-groups/': { vid_ranges: 'NetBox\'s IntegerRangeSerializer reads and writes each range as a pair [lower, upper], not an object (its OpenAPI document names it BriefIntegerRange); netinv\'s are the same pairs' },
};

interface Compared46 { path: string; model: (typeof catalogue.models)[number]; fields: string[]; theirs: Endpoint46 }

/** How a field nests related objects in a schema of netinv's document: `one`, `list` or not at all. */
function nestingOf(schema: Record<string, any>): 'one' | 'list' | undefined {
  const is = (t: string) => schema.type === t || (Array.isArray(schema.type) && schema.type.includes(t));
  if (schema.$ref || (is('object') && schema.properties)) return 'one';
  if (is('array')) return schema.items && nestingOf(schema.items) === 'one' ? 'list' : undefined;
  const alternatives = (schema.oneOf ?? schema.anyOf ?? schema.allOf) as Array<Record<string, any>> | undefined;
  return alternatives?.map(nestingOf).find((n) => n !== undefined);
}

/** The same from the 4.6 file's type: `BriefX` one, `array<BriefX>` a list. */
function nesting46(type: string): 'one' | 'list' | undefined {
  return type.startsWith('Brief') ? 'one' : type.startsWith('array<Brief') ? 'list' : undefined;
}

/** netinv's models that NetBox 4.6 also serves, at the same path: a model's own place or one
 * it is also served at (also_at: the change log and object types at NetBox 4.x's /api/core/),
 * as a request that names NetBox 4.6 gets them (NetBox's shapes, their OpenAPI document). */
function compared46(): Compared46[] {
  return netboxCatalogue(catalogue, '4.6').models.flatMap((m) => [{ app: m.app, path: m.path }, ...m.also_at].flatMap((place) => {
    const path = `/api/${place.app}/${place.path}/`;
    const theirs = netbox46[path];
    return theirs ? [{ path, model: m, fields: fullFields(path, '4.6'), theirs }] : [];
  }));
}

/** The differences of a brief form that are not a count NetBox leaves out of nested objects. */
function briefDifferences(e: Compared46): string[] {
  const count = (d: string) => e.theirs.fields[d.slice(1)] === 'count';
  return differences(briefKeys(e.model), e.theirs.brief).filter((d) => !count(d));
}

/** The counts NetBox 4.6's brief form lists (its `?brief=1` lists: nested objects have none,
 * NetBox #22154) and netinv's, in NetBox's shape, does not. */
function briefCounts(e: Compared46): string[] {
  return e.theirs.brief.filter((f) => e.theirs.fields[f] === 'count' && !briefKeys(e.model).includes(f));
}

/** What netinv lacks of NetBox 4.6, counted as docs/netbox-clients.md states it. */
function totals46(compared: Compared46[]): Array<[string, number]> {
  const lacking = (e: Compared46, name: string) => name in e.theirs.fields && !e.fields.includes(name);
  return [
    ['NetBox 4.6 model endpoints (netbox-4.6.json)', Object.keys(netbox46).length],
    ['of them served by netinv at the same path', compared.length],
    ['endpoints netinv lacks', Object.keys(netbox46).length - compared.length],
    ['fields missing on the endpoints both serve', compared.reduce((n, e) => n + Object.keys(e.theirs.fields).filter((f) => lacking(e, f)).length, 0)],
    ['of them `owner` (NetBox 4.5\'s owners)', compared.filter((e) => lacking(e, 'owner')).length],
    ['models without `display_url` where NetBox 4.6 has it', compared.filter((e) => lacking(e, 'display_url')).length],
    ['brief forms without `description` where NetBox 4.6\'s has it', compared.filter((e) => briefDifferences(e).includes('-description')).length],
    ['brief forms without a count NetBox 4.6\'s `?brief=1` lists', compared.filter((e) => briefCounts(e).length > 0).length],
    ['models with `display_url` where NetBox 4.6 has none', compared.filter((e) => !('display_url' in e.theirs.fields) && e.fields.includes('display_url')).length],
  ];
}

describe('compat: differences from NetBox 4.6 that remain, with their reasons', () => {
  const compared = compared46();

  it('every NetBox 4.6 endpoint netinv lacks has its reason', () => {
    const missing = Object.keys(netbox46).filter((p) => !compared.some((e) => e.path === p));
    assert.deepEqual(missing.filter((p) => !(p in ENDPOINTS_46)), [], 'endpoints without a reason');
    assert.deepEqual(Object.keys(ENDPOINTS_46).filter((p) => !missing.includes(p)), [], 'reasons for endpoints that are served now');
    for (const p of [...Object.keys(FIELDS_46), ...Object.keys(BRIEF_46), ...Object.keys(NESTING_46)]) assert.ok(compared.some((e) => e.path === p), `${p} is not compared`);
  });

  for (const e of compared) {
    it(`${e.path}: every field NetBox 4.6 has and netinv lacks has its reason`, () => {
      const missing = Object.keys(e.theirs.fields).filter((f) => !e.fields.includes(f));
      const { missing: unexplainedFields, stale } = unexplained(missing, FIELDS_46_EVERYWHERE, FIELDS_46[e.path]);
      assert.deepEqual(unexplainedFields, [], 'fields without a reason (add the field or give the reason here)');
      assert.deepEqual(stale, [], 'reasons for fields that are there now');
    });
    it(`${e.path}: related objects nest as NetBox 4.6 nests them, one or a list`, () => {
      const props = fullSchema(e.path, '4.6').properties as Record<string, Record<string, any>>;
      const differing = Object.entries(e.theirs.fields)
        .filter(([f, t]) => f in props && nesting46(t) !== undefined && nestingOf(props[f]!) !== nesting46(t)).map(([f]) => f);
      const { missing, stale } = unexplained(differing, {}, NESTING_46[e.path]);
      assert.deepEqual(missing, [], 'fields nested otherwise, without a reason');
      assert.deepEqual(stale, [], 'reasons for nestings that are NetBox\'s now');
    });
    it(`${e.path}: its brief form lists the counts NetBox 4.6's lists`, () => {
      assert.deepEqual(briefCounts(e), []);
    });
    it(`${e.path}: display_url where NetBox 4.6 has it, and only there`, () => {
      if (!('display_url' in e.theirs.fields)) assert.ok(!e.fields.includes('display_url'), 'NetBox 4.6\'s serializer lists none: netbox: omit: [display_url]');
    });
    it(`${e.path}: its brief form is NetBox 4.6's but for the differences with their reasons`, () => {
      const { missing, stale } = unexplained(briefDifferences(e), {}, BRIEF_46[e.path]);
      assert.deepEqual(missing, [], 'brief differences without a reason');
      assert.deepEqual(stale, [], 'reasons for brief differences that are gone');
    });
  }

  it('docs/netbox-clients.md states the totals', () => {
    const docs = readFileSync(new URL('../../docs/netbox-clients.md', import.meta.url), 'utf8');
    const rows = totals46(compared).map(([what, n]) => `| ${what} | ${n} |`);
    assert.deepEqual(rows.filter((r) => !docs.includes(r)), [], `docs/netbox-clients.md's table of totals is stale; today's:\n${rows.join('\n')}`);
  });
});
