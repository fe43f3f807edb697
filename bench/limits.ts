// Hand-written SQL for the read workloads: one statement each, producing the same page (rows,
// order, JSON) as netinv's answer, checked equal before a run. $1 is the base URL.
//
// Written as someone who knows the schema would write them for these pages: the page's rows
// first, then their related rows by LEFT JOIN. Two values are computed by the schema's own SQL
// functions, as such a query would: a device's config context is merged by
// netinv_deep_merge_agg, and a cabled interface's path is traced by netinv_cable_trace (once
// per row); the dataset has no cables, so the path fields are null and only interfaces are
// rendered at a cable's far end. Choice labels come from the catalogue (a lookup table).
import type { DatasetSummary } from '../scripts/generate-dataset.ts';
import { registry } from '../src/engine/registry.ts';
import type { LimitRoute } from './support/sql-limit.ts';

const link = (path: string, id: string) => `$1 || '/api/${path}/' || ${id} || '/'`;
const stamp = (c: string) => `to_char(${c} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const day = (c: string) => `to_char(${c} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
/** `CASE WHEN <alias>.id IS NOT NULL THEN <object> END`: a LEFT JOINed row or null. */
const maybe = (alias: string, object: string) => `CASE WHEN ${alias}.id IS NOT NULL THEN ${object} END`;

/** {value, label} of a choice column, the labels of its set in a jsonb constant. */
function choice(set: string, c: string): string {
  const labels = Object.fromEntries(registry.choices(set).choices.map((ch) => [ch.value, ch.label]));
  return `CASE WHEN ${c} IS NOT NULL THEN json_build_object('value', ${c}, 'label', COALESCE('${JSON.stringify(labels).replace(/'/g, "''")}'::jsonb ->> ${c}, ${c})) END`;
}

const named = (path: string, a: string, display = `${a}.name`) =>
  `json_build_object('id', ${a}.id, 'url', ${link(path, `${a}.id`)}, 'display', ${display}, 'name', ${a}.name, 'slug', ${a}.slug)`;

/** A device's display: its name, else its virtual chassis position, else its type and id. */
const deviceDisplay = (d: string, chassis: string, model: string) => `COALESCE(NULLIF(${d}.name, ''),
  NULLIF(${chassis}, '') || ':' || ${d}.vc_position || ' (' || NULLIF(${d}.asset_tag, '') || ')',
  NULLIF(${chassis}, '') || ':' || ${d}.vc_position || ' (' || ${d}.id || ')', NULLIF(${model}, '') || ' (' || ${d}.id || ')', ${d}.id::text)`;

/** The nested device {id, url, display, display_name, name} of device row `d`. */
function deviceBrief(d: string): string {
  const display = deviceDisplay(d, `(SELECT vc.name FROM dcim_virtual_chassis vc WHERE vc.id = ${d}.virtual_chassis_id)`,
    `(SELECT dt.model FROM dcim_device_type dt WHERE dt.id = ${d}.device_type_id)`);
  return `json_build_object('id', ${d}.id, 'url', ${link('dcim/devices', `${d}.id`)}, 'display', ${display}, 'display_name', ${display}, 'name', ${d}.name)`;
}

const ipBrief = (a: string) =>
  `json_build_object('id', ${a}.id, 'url', ${link('ipam/ip-addresses', `${a}.id`)}, 'display', ${a}.address::text, 'family', family(${a}.address), 'address', ${a}.address::text)`;

const tags = (type: string, id: string) => `COALESCE((SELECT json_agg(json_build_object('id', g.id, 'url', ${link('extras/tags', 'g.id')}, 'display', g.name, 'name', g.name, 'slug', g.slug, 'color', g.color) ORDER BY g.name, g.id)
  FROM extras_tagged_item ti JOIN extras_tag g ON g.id = ti.tag_id WHERE ti.object_type = '${type}' AND ti.object_id = ${id}), '[]')`;

/** A NetBox page of `limit` rows: `rows` is a subquery of the page's objects `j`, with the total
 * of matching rows in column `n` on each and the columns `order` sorts them by (as r.<column>). */
function page(path: string, limit: number, rows: string, order: string, withs = ''): string {
  const next = `$1 || '${path}${path.includes('?') ? '&' : '?'}limit=${limit}&offset=${limit}'`;
  return `${withs}
  SELECT json_build_object('count', c.n, 'next', CASE WHEN c.n > ${limit} THEN ${next} END, 'previous', NULL, 'results', c.results)::text AS body
    FROM (SELECT COALESCE(max(r.n), 0) AS n, COALESCE(json_agg(r.j ORDER BY ${order}), '[]') AS results FROM (${rows}) r) c`;
}

// ---- Devices --------------------------------------------------------------------------------

/** Each kind of config context assignment: the list's name, its table and column. */
const ASSIGNMENTS = [
  ['regions', 'extras_config_context_regions', 'region_id'],
  ['site_groups', 'extras_config_context_site_groups', 'site_group_id'],
  ['sites', 'extras_config_context_sites', 'site_id'],
  ['locations', 'extras_config_context_locations', 'location_id'],
  ['device_types', 'extras_config_context_device_types', 'device_type_id'],
  ['roles', 'extras_config_context_roles', 'device_role_id'],
  ['platforms', 'extras_config_context_platforms', 'platform_id'],
  ['cluster_types', 'extras_config_context_cluster_types', 'cluster_type_id'],
  ['cluster_groups', 'extras_config_context_cluster_groups', 'cluster_group_id'],
  ['clusters', 'extras_config_context_clusters', 'cluster_id'],
  ['tenant_groups', 'extras_config_context_tenant_groups', 'tenant_group_id'],
  ['tenants', 'extras_config_context_tenants', 'tenant_id'],
  ['tags', 'extras_config_context_tags', 'tag_id'],
];

/** Active config contexts with their assignments as arrays, each empty when unassigned. */
const CONTEXTS = `WITH contexts AS MATERIALIZED (
  SELECT c.weight, c.name, c.data, ${ASSIGNMENTS.map(([list]) => `COALESCE(${list}.ids, '{}') AS ${list}`).join(', ')}
    FROM extras_config_context c
    ${ASSIGNMENTS.map(([list, table, column]) => `LEFT JOIN (SELECT config_context_id, array_agg(${column}) AS ids FROM ${table} GROUP BY 1) ${list} ON ${list}.config_context_id = c.id`).join('\n    ')}
   WHERE c.is_active)`;

/** Tree rows (regions, groups, locations) match a context assigned to them or to an ancestor. */
const within = (list: string, tree: string) => `(cardinality(cc.${list}) = 0 OR cc.${list} && (${tree}.tree_path || ${tree}.id))`;
const among = (list: string, id: string) => `(cardinality(cc.${list}) = 0 OR ${id} = ANY(cc.${list}))`;

/** The device rows of `source` with everything their representation reads, as `d` and friends. */
const deviceFrom = (source: string) => `FROM (${source}) d
  LEFT JOIN dcim_device_type dt ON dt.id = d.device_type_id LEFT JOIN dcim_manufacturer mf ON mf.id = dt.manufacturer_id
  LEFT JOIN dcim_device_role ro ON ro.id = d.role_id LEFT JOIN dcim_platform pf ON pf.id = d.platform_id
  LEFT JOIN tenancy_tenant tn ON tn.id = d.tenant_id LEFT JOIN tenancy_tenant_group tg ON tg.id = tn.group_id
  LEFT JOIN dcim_site s ON s.id = d.site_id LEFT JOIN dcim_region rg ON rg.id = s.region_id LEFT JOIN dcim_site_group sg ON sg.id = s.group_id
  LEFT JOIN dcim_location lc ON lc.id = d.location_id LEFT JOIN dcim_rack rk ON rk.id = d.rack_id
  LEFT JOIN ipam_ip_address ip4 ON ip4.id = d.primary_ip4_id LEFT JOIN ipam_ip_address ip6 ON ip6.id = d.primary_ip6_id
  LEFT JOIN ipam_ip_address oob ON oob.id = d.oob_ip_id
  LEFT JOIN virtualization_cluster cl ON cl.id = d.cluster_id LEFT JOIN dcim_virtual_chassis vc ON vc.id = d.virtual_chassis_id
  CROSS JOIN LATERAL (SELECT ARRAY(SELECT ti.tag_id FROM extras_tagged_item ti WHERE ti.object_type = 'dcim.device' AND ti.object_id = d.id) AS ids) dtags`;

const components = (table: string) => `(SELECT count(*)::int FROM ${table} x WHERE x.device_id = d.id)`;

const DEVICE = `json_build_object(
  'id', d.id, 'url', ${link('dcim/devices', 'd.id')}, 'display', ${deviceDisplay('d', 'vc.name', 'dt.model')}, 'display_name', ${deviceDisplay('d', 'vc.name', 'dt.model')}, 'name', d.name,
  'device_type', ${maybe('dt', `json_build_object('id', dt.id, 'url', ${link('dcim/device-types', 'dt.id')}, 'display', dt.model, 'manufacturer', ${maybe('mf', named('dcim/manufacturers', 'mf'))}, 'model', dt.model, 'slug', dt.slug)`)},
  'role', ${maybe('ro', named('dcim/device-roles', 'ro'))}, 'tenant', ${maybe('tn', named('tenancy/tenants', 'tn'))}, 'platform', ${maybe('pf', named('dcim/platforms', 'pf'))},
  'serial', d.serial, 'asset_tag', d.asset_tag, 'site', ${maybe('s', named('dcim/sites', 's'))},
  'location', ${maybe('lc', `json_build_object('id', lc.id, 'url', ${link('dcim/locations', 'lc.id')}, 'display', lc.name, 'name', lc.name, 'slug', lc.slug, '_depth', cardinality(lc.tree_path))`)},
  'rack', ${maybe('rk', `json_build_object('id', rk.id, 'url', ${link('dcim/racks', 'rk.id')}, 'display', COALESCE(rk.name || ' (' || NULLIF(rk.facility_id, '') || ')', rk.name), 'name', rk.name)`)},
  'position', d.position::float8, 'face', ${choice('device_face', 'd.face')}, 'latitude', d.latitude::float8, 'longitude', d.longitude::float8,
  'status', ${choice('device_status', 'd.status')}, 'airflow', ${choice('device_airflow', 'd.airflow')},
  'parent_device', (SELECT json_build_object('id', p.id, 'url', ${link('dcim/devices', 'p.id')}, 'display', ${deviceDisplay('p', '(SELECT v.name FROM dcim_virtual_chassis v WHERE v.id = p.virtual_chassis_id)', '(SELECT t.model FROM dcim_device_type t WHERE t.id = p.device_type_id)')}, 'name', p.name,
      'device_bay', json_build_object('id', b.id, 'url', ${link('dcim/device-bays', 'b.id')}, 'display', COALESCE(b.name || ' (' || NULLIF(b.label, '') || ')', b.name), 'name', b.name))
    FROM dcim_device_bay b JOIN dcim_device p ON p.id = b.device_id WHERE b.installed_device_id = d.id LIMIT 1),
  'primary_ip', CASE WHEN ip6.id IS NOT NULL THEN ${ipBrief('ip6')} WHEN ip4.id IS NOT NULL THEN ${ipBrief('ip4')} END,
  'primary_ip4', ${maybe('ip4', ipBrief('ip4'))}, 'primary_ip6', ${maybe('ip6', ipBrief('ip6'))}, 'oob_ip', ${maybe('oob', ipBrief('oob'))},
  'cluster', ${maybe('cl', `json_build_object('id', cl.id, 'url', ${link('virtualization/clusters', 'cl.id')}, 'display', cl.name, 'name', cl.name)`)},
  'virtual_chassis', ${maybe('vc', `json_build_object('id', vc.id, 'url', ${link('dcim/virtual-chassis', 'vc.id')}, 'display', vc.name, 'name', vc.name,
      'master', (SELECT ${deviceBrief('m')} FROM dcim_device m WHERE m.id = vc.master_id))`)},
  'vc_position', d.vc_position, 'vc_priority', d.vc_priority, 'description', d.description, 'comments', d.comments, 'local_context_data', d.local_context_data,
  'devlib_available', COALESCE(d.status = 'active' AND COALESCE(d.primary_ip6_id, d.primary_ip4_id) IS NOT NULL AND pf.devlib_driver IN ('eos', 'ios', 'junos'), false),
  'console_port_count', ${components('dcim_console_port')}, 'console_server_port_count', ${components('dcim_console_server_port')},
  'power_port_count', ${components('dcim_power_port')}, 'power_outlet_count', ${components('dcim_power_outlet')},
  'interface_count', ${components('dcim_interface')}, 'front_port_count', ${components('dcim_front_port')}, 'rear_port_count', ${components('dcim_rear_port')},
  'device_bay_count', ${components('dcim_device_bay')}, 'module_bay_count', ${components('dcim_module_bay')}, 'inventory_item_count', ${components('dcim_inventory_item')},
  'tags', ${tags('dcim.device', 'd.id')}, 'custom_fields', d.custom_field_data,
  'config_context', netinv_deep_merge(COALESCE((SELECT netinv_deep_merge_agg(cc.data ORDER BY cc.weight, cc.name) FROM contexts cc
      WHERE ${within('regions', 'rg')} AND ${within('site_groups', 'sg')} AND ${among('sites', 'd.site_id')} AND ${within('locations', 'lc')}
        AND ${among('device_types', 'd.device_type_id')} AND ${among('roles', 'd.role_id')} AND ${among('platforms', 'd.platform_id')}
        AND ${among('cluster_types', 'cl.type_id')} AND ${among('cluster_groups', 'cl.group_id')} AND ${among('clusters', 'd.cluster_id')}
        AND ${within('tenant_groups', 'tg')} AND ${among('tenants', 'd.tenant_id')} AND (cardinality(cc.tags) = 0 OR cc.tags && dtags.ids)), '{}'), COALESCE(d.local_context_data, '{}')),
  'created', ${day('d.created')}, 'last_updated', ${stamp('d.last_updated')})`;

/** A page of devices matching `where` (on dcim_device d), by name. */
function devicePage(path: string, limit: number, where = 'TRUE'): string {
  // Unfiltered, the total is a count of the table; filtered, a window count over the matches.
  const source = where === 'TRUE'
    ? `SELECT d.*, (SELECT count(*) FROM dcim_device)::int AS n FROM dcim_device d ORDER BY d.name, d.id LIMIT ${limit}`
    : `SELECT d.*, count(*) OVER ()::int AS n FROM dcim_device d WHERE ${where} ORDER BY d.name, d.id LIMIT ${limit}`;
  return page(path, limit, `SELECT ${DEVICE} AS j, d.n, d.name, d.id ${deviceFrom(source)}`, 'r.name, r.id', CONTEXTS);
}

// ---- Interfaces -----------------------------------------------------------------------------

const cableBrief = (c: string) => `json_build_object('id', ${c}.id, 'url', ${link('dcim/cables', `${c}.id`)}, 'display', COALESCE(NULLIF(${c}.label, ''), '#' || ${c}.id), 'label', ${c}.label)`;
const interfaceDisplay = (i: string) => `COALESCE(${i}.name || ' (' || NULLIF(${i}.label, '') || ')', ${i}.name)`;
/** NetBox 2.x's connection status of a traced path `v`. */
const connectionStatus = (v: string) => `CASE WHEN (${v} ->> 'active') IS NOT NULL THEN json_build_object('value', (${v} ->> 'active')::boolean, 'label', CASE WHEN (${v} ->> 'active')::boolean THEN 'Connected' ELSE 'Not Connected' END) END`;
const trace = (i: string) => `CASE WHEN ${i}.cable_id IS NOT NULL THEN netinv_cable_trace('dcim.interface', ARRAY[${i}.id]) END`;

/** The nested interface {id, url, display, device, name, cable, connection_status} by id. */
const interfaceBrief = (id: string) => `(SELECT json_build_object('id', x.id, 'url', ${link('dcim/interfaces', 'x.id')}, 'display', ${interfaceDisplay('x')},
    'device', (SELECT ${deviceBrief('xd')} FROM dcim_device xd WHERE xd.id = x.device_id), 'name', x.name,
    'cable', (SELECT ${cableBrief('xc')} FROM dcim_cable xc WHERE xc.id = x.cable_id), 'connection_status', ${connectionStatus(trace('x'))})
  FROM dcim_interface x WHERE x.id = ${id})`;

const vlanBrief = (v: string) => `json_build_object('id', ${v}.id, 'url', ${link('ipam/vlans', `${v}.id`)}, 'display', ${v}.name || ' (' || ${v}.vid || ')', 'vid', ${v}.vid, 'name', ${v}.name, 'display_name', ${v}.name || ' (' || ${v}.vid || ')')`;

/** A MAC address object's brief form (NetBox 4.2: an interface's primary and assigned ones). */
const macBrief = (m: string) => `json_build_object('id', ${m}.id, 'url', ${link('dcim/mac-addresses', `${m}.id`)}, 'display', upper(${m}.mac_address::text),
  'mac_address', upper(${m}.mac_address::text), 'description', ${m}.description)`;

const INTERFACE = `json_build_object(
  'id', i.id, 'url', ${link('dcim/interfaces', 'i.id')}, 'display', ${interfaceDisplay('i')},
  'device', ${deviceBrief('d')},
  'module', (SELECT json_build_object('id', m.id, 'url', ${link('dcim/modules', 'm.id')}, 'display', mb.name || ': ' || mt.model || ' (' || m.id || ')',
      'device', (SELECT ${deviceBrief('md')} FROM dcim_device md WHERE md.id = m.device_id),
      'module_bay', json_build_object('id', mb.id, 'url', ${link('dcim/module-bays', 'mb.id')}, 'display', COALESCE(mb.name || ' (' || NULLIF(mb.label, '') || ')', mb.name), 'name', mb.name),
      'module_type', json_build_object('id', mt.id, 'url', ${link('dcim/module-types', 'mt.id')}, 'display', mt.model,
        'manufacturer', (SELECT ${named('dcim/manufacturers', 'mm')} FROM dcim_manufacturer mm WHERE mm.id = mt.manufacturer_id), 'model', mt.model))
    FROM dcim_module m JOIN dcim_module_bay mb ON mb.id = m.module_bay_id JOIN dcim_module_type mt ON mt.id = m.module_type_id WHERE m.id = i.module_id),
  'name', i.name, 'label', i.label, 'type', ${choice('interface_type', 'i.type')}, 'enabled', i.enabled,
  'parent', ${interfaceBrief('i.parent_id')}, 'bridge', ${interfaceBrief('i.bridge_id')}, 'lag', ${interfaceBrief('i.lag_id')},
  'mtu', i.mtu, 'mac_address', (SELECT upper(pm.mac_address::text) FROM dcim_mac_address pm WHERE pm.id = i.primary_mac_address_id),
  'primary_mac_address', (SELECT ${macBrief('pm')} FROM dcim_mac_address pm WHERE pm.id = i.primary_mac_address_id),
  'mac_addresses', COALESCE((SELECT json_agg(${macBrief('am')} ORDER BY am.mac_address, am.id) FROM dcim_mac_address am
      WHERE am.assigned_object_type = 'dcim.interface' AND am.assigned_object_id = i.id), '[]'),
  'speed', i.speed, 'duplex', ${choice('interface_duplex', 'i.duplex')}, 'wwn', i.wwn,
  'mgmt_only', i.mgmt_only, 'description', i.description, 'mode', ${choice('interface_mode', 'i.mode')}, 'rf_role', ${choice('wireless_role', 'i.rf_role')},
  'rf_channel', ${choice('wireless_channel', 'i.rf_channel')}, 'poe_mode', ${choice('interface_poe_mode', 'i.poe_mode')}, 'poe_type', ${choice('interface_poe_type', 'i.poe_type')},
  'rf_channel_frequency', i.rf_channel_frequency::float8, 'rf_channel_width', i.rf_channel_width::float8, 'tx_power', i.tx_power,
  'untagged_vlan', (SELECT ${vlanBrief('v')} FROM ipam_vlan v WHERE v.id = i.untagged_vlan_id),
  'tagged_vlans', COALESCE((SELECT json_agg(${vlanBrief('v')} ORDER BY vs.name, vg.name, v.vid, v.id) FROM dcim_interface_tagged_vlans tv JOIN ipam_vlan v ON v.id = tv.vlan_id
      LEFT JOIN dcim_site vs ON vs.id = v.site_id LEFT JOIN ipam_vlan_group vg ON vg.id = v.group_id WHERE tv.interface_id = i.id), '[]'),
  'mark_connected', i.mark_connected, 'cable', ${maybe('cb', cableBrief('cb'))}, 'cable_end', i.cable_end,
  'link_peers', COALESCE((SELECT json_agg(${interfaceBrief('ct.termination_id')} ORDER BY ct.id) FROM dcim_cable_termination ct
      WHERE ct.cable_id = i.cable_id AND ct.cable_end <> i.cable_end AND ct.termination_type = 'dcim.interface'), '[]'),
  'link_peers_type', (SELECT ct.termination_type FROM dcim_cable_termination ct WHERE ct.cable_id = i.cable_id AND ct.cable_end <> i.cable_end ORDER BY ct.id LIMIT 1),
  '_occupied', (i.cable_id IS NOT NULL OR i.mark_connected),
  'connected_endpoints', CASE WHEN (tr.v ->> 'complete')::boolean AND tr.v ->> 'destination_type' = 'dcim.interface' THEN
      (SELECT json_agg(${interfaceBrief('e.id')} ORDER BY e.id) FROM (SELECT jsonb_array_elements_text(tr.v -> 'destination_ids')::int AS id) e) END,
  'connected_endpoints_type', tr.v ->> 'destination_type', 'connected_endpoints_reachable', COALESCE((tr.v ->> 'active')::boolean, false),
  'connection_status', ${connectionStatus('tr.v')},
  'vrf', (SELECT json_build_object('id', f.id, 'url', ${link('ipam/vrfs', 'f.id')}, 'display', COALESCE(f.name || ' (' || NULLIF(f.rd, '') || ')', f.name), 'name', f.name, 'rd', f.rd) FROM ipam_vrf f WHERE f.id = i.vrf_id),
  'tags', ${tags('dcim.interface', 'i.id')}, 'custom_fields', i.custom_field_data, 'created', ${day('i.created')}, 'last_updated', ${stamp('i.last_updated')})`;

export function limitRoutes(d: DatasetSummary): LimitRoute[] {
  const parent = `'${d.densePrefix}'::cidr`;
  const dense = encodeURIComponent(d.densePrefix);
  const filtered = `site=${d.sampleSiteSlug}&status=active&tag=${d.tagSlug}`;
  return [
    { workload: 'devices, default page (50, config context)', path: '/api/dcim/devices/', sql: devicePage('/api/dcim/devices/', 50) },
    {
      workload: 'interfaces, limit=1000 (nested device)',
      path: '/api/dcim/interfaces/?limit=1000',
      // The page's ids by their sort keys first: sorting whole rows would carry every column.
      sql: page('/api/dcim/interfaces/', 1000, `SELECT ${INTERFACE} AS j, k.n, k.device_name, k.name, k.id
        FROM (SELECT i.id, d.name AS device_name, i.name, (SELECT count(*) FROM dcim_interface)::int AS n
                FROM dcim_interface i JOIN dcim_device d ON d.id = i.device_id ORDER BY d.name, i.name, i.id LIMIT 1000) k
        JOIN dcim_interface i ON i.id = k.id JOIN dcim_device d ON d.id = i.device_id LEFT JOIN dcim_cable cb ON cb.id = i.cable_id
        LEFT JOIN LATERAL (SELECT ${trace('i')} AS v) tr ON TRUE`, 'r.device_name, r.name, r.id'),
    },
    {
      workload: 'prefixes, brief, limit=1000',
      path: '/api/ipam/prefixes/?brief=1&limit=1000',
      sql: page('/api/ipam/prefixes/?brief=1', 1000, `
        SELECT json_build_object('id', p.id, 'url', ${link('ipam/prefixes', 'p.id')}, 'display', p.prefix::text, 'family', family(p.prefix), 'prefix', p.prefix::text) AS j,
               (SELECT count(*) FROM ipam_prefix)::int AS n, p.vname, p.prefix, p.id
          FROM (SELECT p.id, p.prefix, v.name AS vname FROM ipam_prefix p LEFT JOIN ipam_vrf v ON v.id = p.vrf_id ORDER BY v.name, p.prefix, p.id LIMIT 1000) p`, 'r.vname, r.prefix, r.id'),
    },
    {
      workload: 'IP addresses, parent=/16, limit=1000',
      path: `/api/ipam/ip-addresses/?parent=${dense}&limit=1000`,
      // NetBox's parent: the address's host within the prefix (`&&` reaches it by the GiST index).
      sql: page(`/api/ipam/ip-addresses/?parent=${dense}`, 1000, `
        SELECT json_build_object(
          'id', a.id, 'url', ${link('ipam/ip-addresses', 'a.id')}, 'display', a.address::text, 'family', json_build_object('value', family(a.address), 'label', 'IPv' || family(a.address)),
          'address', a.address::text,
          'vrf', ${maybe('v', `json_build_object('id', v.id, 'url', ${link('ipam/vrfs', 'v.id')}, 'display', COALESCE(v.name || ' (' || NULLIF(v.rd, '') || ')', v.name), 'name', v.name, 'rd', v.rd)`)},
          'tenant', ${maybe('t', named('tenancy/tenants', 't'))},
          'status', ${choice('ipam_ip_address_status', 'a.status')}, 'role', ${choice('ipam_ip_address_role', 'a.role')},
          'assigned_object_type', a.assigned_object_type, 'assigned_object_id', a.assigned_object_id,
          'assigned_object', CASE WHEN a.assigned_object_type = 'dcim.interface' THEN ${interfaceBrief('a.assigned_object_id')} END,
          'nat_inside', ${maybe('n', ipBrief('n'))},
          'nat_outside', (SELECT ${ipBrief('o')} FROM ipam_ip_address o WHERE o.nat_inside_id = a.id ORDER BY o.id LIMIT 1),
          'dns_name', a.dns_name, 'description', a.description, 'comments', a.comments,
          'tags', ${tags('ipam.ipaddress', 'a.id')}, 'custom_fields', a.custom_field_data, 'created', ${day('a.created')}, 'last_updated', ${stamp('a.last_updated')}) AS j,
          a.n, a.address, a.id
          FROM (SELECT a.*, count(*) OVER ()::int AS n FROM ipam_ip_address a WHERE a.address && ${parent} AND host(a.address)::inet <<= ${parent} ORDER BY a.address, a.id LIMIT 1000) a
          LEFT JOIN ipam_vrf v ON v.id = a.vrf_id LEFT JOIN tenancy_tenant t ON t.id = a.tenant_id LEFT JOIN ipam_ip_address n ON n.id = a.nat_inside_id`, 'r.address, r.id'),
    },
    {
      workload: 'devices filtered (site, status, tag)',
      path: `/api/dcim/devices/?${filtered}`,
      sql: devicePage(`/api/dcim/devices/?${filtered}`, 50, `d.site_id IN (SELECT s.id FROM dcim_site s WHERE s.slug = '${d.sampleSiteSlug}') AND d.status = 'active'
        AND EXISTS (SELECT 1 FROM extras_tagged_item ti JOIN extras_tag g ON g.id = ti.tag_id WHERE ti.object_type = 'dcim.device' AND ti.object_id = d.id AND g.slug = '${d.tagSlug}')`),
    },
    {
      workload: 'devices, q search',
      path: `/api/dcim/devices/?q=${d.searchTerm}`,
      sql: devicePage(`/api/dcim/devices/?q=${d.searchTerm}`, 50, ['name', 'serial', 'asset_tag', 'description', 'comments'].map((c) => `d.${c} ILIKE '%${d.searchTerm}%'`).join(' OR ')),
    },
    {
      workload: 'device detail',
      path: `/api/dcim/devices/${d.sampleDeviceId}/`,
      sql: `${CONTEXTS} SELECT ${DEVICE}::text AS body ${deviceFrom(`SELECT * FROM dcim_device WHERE id = ${d.sampleDeviceId}`)}`,
    },
    { workload: 'devices, limit=1000 (config context)', path: '/api/dcim/devices/?limit=1000', sql: devicePage('/api/dcim/devices/', 1000) },
  ];
}
