// Hand-written SQL for read workloads: one statement each, producing the same page (rows,
// order, JSON shape) as netinv's answer, checked equal before a run. $1 is the base URL.
import type { DatasetSummary } from '../scripts/generate-dataset.ts';

const page = (path: string, count: string, limit: number, results: string) => `
  SELECT json_build_object('count', c.n, 'next', CASE WHEN c.n > ${limit} THEN $1 || '${path}' || '&limit=${limit}&offset=${limit}' END,
         'previous', NULL, 'results', COALESCE((${results}), '[]'))::text AS body
    FROM (${count}) c(n)`;

const stamp = (c: string) => `to_char(${c} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const family = (c: string) => `json_build_object('value', family(${c}), 'label', 'IPv' || family(${c}))`;
const briefIp = (a: string) => `json_build_object('id', ${a}.id, 'url', $1 || '/api/ipam/ip-addresses/' || ${a}.id || '/', 'display', ${a}.address::text, 'family', family(${a}.address), 'address', ${a}.address::text)`;

export function limitRoutes(d: DatasetSummary): Array<{ workload: string; path: string; sql: string }> {
  const parent = `'${d.densePrefix}'::cidr`;
  return [
    {
      workload: 'prefixes, brief, limit=1000',
      path: '/api/ipam/prefixes/?brief=1&limit=1000',
      sql: page('/api/ipam/prefixes/?brief=1', 'SELECT count(*) FROM ipam_prefix', 1000, `
        SELECT json_agg(json_build_object('id', p.id, 'url', $1 || '/api/ipam/prefixes/' || p.id || '/', 'display', p.prefix::text,
                        'family', family(p.prefix), 'prefix', p.prefix::text) ORDER BY p.vname, p.prefix, p.id)
          FROM (SELECT p.id, p.prefix, v.name AS vname FROM ipam_prefix p LEFT JOIN ipam_vrf v ON v.id = p.vrf_id
                 ORDER BY v.name, p.prefix, p.id LIMIT 1000) p`),
    },
    {
      workload: `IP addresses, parent=/16, limit=1000`,
      path: `/api/ipam/ip-addresses/?parent=${encodeURIComponent(d.densePrefix)}&limit=1000`,
      sql: page(`/api/ipam/ip-addresses/?parent=${encodeURIComponent(d.densePrefix)}`, `SELECT count(*) FROM ipam_ip_address WHERE address <<= ${parent}`, 1000, `
        SELECT json_agg(json_build_object(
          'id', a.id, 'url', $1 || '/api/ipam/ip-addresses/' || a.id || '/', 'display', a.address::text, 'family', ${family('a.address')},
          'address', a.address::text,
          'vrf', CASE WHEN v.id IS NOT NULL THEN json_build_object('id', v.id, 'url', $1 || '/api/ipam/vrfs/' || v.id || '/', 'display', v.name, 'name', v.name, 'rd', v.rd) END,
          'tenant', CASE WHEN t.id IS NOT NULL THEN json_build_object('id', t.id, 'url', $1 || '/api/tenancy/tenants/' || t.id || '/', 'display', t.name, 'name', t.name, 'slug', t.slug) END,
          'status', json_build_object('value', a.status, 'label', initcap(a.status)),
          'role', CASE WHEN a.role IS NOT NULL THEN json_build_object('value', a.role, 'label', initcap(a.role)) END,
          'assigned_object_type', a.assigned_object_type, 'assigned_object_id', a.assigned_object_id,
          'assigned_object', CASE WHEN i.id IS NOT NULL THEN json_build_object('id', i.id, 'url', $1 || '/api/dcim/interfaces/' || i.id || '/', 'display', i.name,
              'device', json_build_object('id', dv.id, 'url', $1 || '/api/dcim/devices/' || dv.id || '/', 'display', dv.name, 'display_name', dv.name, 'name', dv.name),
              'name', i.name, 'cable', NULL, 'connection_status', NULL) END,
          'nat_inside', CASE WHEN n.id IS NOT NULL THEN ${briefIp('n')} END,
          'nat_outside', (SELECT ${briefIp('o')} FROM ipam_ip_address o WHERE o.nat_inside_id = a.id ORDER BY o.id LIMIT 1),
          'dns_name', a.dns_name, 'description', a.description, 'comments', a.comments,
          'tags', COALESCE((SELECT json_agg(json_build_object('id', g.id, 'url', $1 || '/api/extras/tags/' || g.id || '/', 'display', g.name, 'name', g.name, 'slug', g.slug, 'color', g.color) ORDER BY g.name)
                    FROM extras_tagged_item ti JOIN extras_tag g ON g.id = ti.tag_id WHERE ti.object_type = 'ipam.ipaddress' AND ti.object_id = a.id), '[]'),
          'custom_fields', a.custom_field_data, 'created', to_char(a.created, 'YYYY-MM-DD'), 'last_updated', ${stamp('a.last_updated')}) ORDER BY a.address, a.id)
          FROM (SELECT * FROM ipam_ip_address WHERE address <<= ${parent} ORDER BY address, id LIMIT 1000) a
          LEFT JOIN ipam_vrf v ON v.id = a.vrf_id LEFT JOIN tenancy_tenant t ON t.id = a.tenant_id
          LEFT JOIN dcim_interface i ON a.assigned_object_type = 'dcim.interface' AND i.id = a.assigned_object_id
          LEFT JOIN dcim_device dv ON dv.id = i.device_id LEFT JOIN ipam_ip_address n ON n.id = a.nat_inside_id`),
    },
  ];
}
