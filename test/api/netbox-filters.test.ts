import assert from 'node:assert/strict';
import { openApiDocument } from '../../src/http/openapi-document.ts';
import { auth, modelHelpers, startApi, uid, type Obj, type TestApi } from '../support/api.ts';
import { factories } from '../support/factories.ts';

// Filters of NetBox 3.7's filter sets that are no field's own (ipam, dcim and extras
// filtersets.py): each means what NetBox's means, so a script that sends one gets the objects
// NetBox would give it, not every object (an unknown parameter is ignored). Each check shows
// the objects that come back and, beside them, objects of the same test that do not.
describe('NetBox filters beyond the fields', () => {
  let api: TestApi;
  before(async () => {
    api = await startApi();
  });
  after(() => api.close());

  const { created, get, refused, sorted } = modelHelpers(() => api);
  const make = factories(created);
  /** The sorted ids of a list filtered by `query` (a query string, values as given). */
  const ids = async (path: string, query: string): Promise<number[]> => {
    const page = await get(`${path}/?${query}&limit=0`);
    return sorted(...(page.results as Obj[]).map((x) => x.id as number));
  };
  /** Only the ids among `ours`: for lists that also hold other tests' objects. */
  const among = async (path: string, query: string, ours: Obj[]) => (await ids(path, query)).filter((id) => ours.some((o) => o.id === id));
  const idsOf = (...objs: Obj[]) => sorted(...objs.map((o) => o.id as number));
  /** A bad value of `param` is a 400 naming it. */
  const rejects = (path: string, param: string, value: string) => refused(api.request.get(`/api/${path}/?${param}=${encodeURIComponent(value)}`).set(auth), param);

  it('every filter here is a parameter of its list operation in the OpenAPI document', () => {
    const doc = openApiDocument() as { paths: Record<string, { get: { parameters: Array<{ name: string }> } }> };
    const expected: Record<string, string[]> = {
      '/api/ipam/ip-addresses/': ['assigned', 'present_in_vrf', 'present_in_vrf_id'],
      '/api/ipam/ip-ranges/': ['contains', 'parent'],
      '/api/ipam/vlans/': ['available_at_site'],
      '/api/ipam/route-targets/': ['importing_vrf', 'importing_vrf__n', 'importing_vrf_id', 'importing_vrf_id__n', 'exporting_vrf', 'exporting_vrf_id'],
      '/api/ipam/asns/': ['site', 'site__n', 'site_id', 'site_id__n'],
      '/api/ipam/vlan-groups/': ['region', 'sitegroup', 'site', 'location', 'rack', 'clustergroup', 'cluster'],
      '/api/ipam/fhrp-groups/': ['related_ip'],
      '/api/ipam/services/': ['port'],
      '/api/ipam/service-templates/': ['port'],
      '/api/extras/journal-entries/': ['created_after', 'created_before'],
      '/api/dcim/modules/': ['module_type', 'module_type__n'],
      '/api/dcim/platforms/': ['available_for_device_type'],
      '/api/dcim/devices/': ['console_ports', 'console_server_ports', 'power_ports', 'power_outlets', 'interfaces', 'pass_through_ports', 'module_bays', 'device_bays'],
      '/api/dcim/device-types/': ['console_ports', 'interfaces', 'pass_through_ports', 'module_bays', 'device_bays', 'inventory_items'],
      '/api/dcim/module-types/': ['console_ports', 'interfaces', 'pass_through_ports'],
    };
    for (const [path, names] of Object.entries(expected)) {
      const params = new Set(doc.paths[path]!.get.parameters.map((p) => p.name));
      for (const n of names) assert.ok(params.has(n), `${path} ${n}`);
    }
    // As NetBox: the scope filters of VLAN groups and the booleans take no lookups.
    const groups = new Set(doc.paths['/api/ipam/vlan-groups/']!.get.parameters.map((p) => p.name));
    assert.ok(!groups.has('site__n') && !groups.has('region__n'));
  });

  describe('IP addresses', () => {
    it('assigned: to any object (interface or FHRP group), or to none; assigned_to_interface: to a device or VM interface', async () => {
      const u = uid();
      const dev = await make.device({ name: `d-${u}` });
      const iface = await created('dcim/interfaces', { device: dev.id, name: 'et1', type: '1000base-t' });
      const fhrp = await created('ipam/fhrp-groups', { protocol: 'vrrp2', group_id: 9 });
      const addr = (n: number, extra: object) => created('ipam/ip-addresses', { address: `10.78.${parseInt(u.slice(0, 2), 16)}.${n}/24`, description: `as-${u}`, ...extra });
      const onIf = await addr(1, { assigned_object_type: 'dcim.interface', assigned_object_id: iface.id });
      const onFhrp = await addr(2, { assigned_object_type: 'ipam.fhrpgroup', assigned_object_id: fhrp.id });
      const loose = await addr(3, {});
      assert.deepEqual(await ids('ipam/ip-addresses', `description=as-${u}`), idsOf(onIf, onFhrp, loose));
      assert.deepEqual(await ids('ipam/ip-addresses', `description=as-${u}&assigned=true`), idsOf(onIf, onFhrp));
      assert.deepEqual(await ids('ipam/ip-addresses', `description=as-${u}&assigned=False`), idsOf(loose));
      assert.deepEqual(await ids('ipam/ip-addresses', `description=as-${u}&assigned_to_interface=true`), idsOf(onIf));
      assert.deepEqual(await ids('ipam/ip-addresses', `description=as-${u}&assigned_to_interface=false`), idsOf(onFhrp, loose));
      await rejects('ipam/ip-addresses', 'assigned', 'maybe');
    });

    it('present_in_vrf(_id) of addresses and prefixes: in the VRF, or in a VRF exporting a route target it imports', async () => {
      const u = uid();
      const rt = await created('ipam/route-targets', { name: `${u}:8` });
      const hub = await created('ipam/vrfs', { name: `hub-${u}`, rd: `65200:${parseInt(u.slice(0, 4), 16)}`, import_targets: [rt.id] });
      const spoke = await created('ipam/vrfs', { name: `spoke-${u}`, export_targets: [rt.id] });
      const other = await created('ipam/vrfs', { name: `other-${u}` });
      for (const [path, make] of [
        ['ipam/ip-addresses', (n: number, vrf: number | null) => created('ipam/ip-addresses', { address: `10.79.${parseInt(u.slice(0, 2), 16)}.${n}/24`, vrf, description: `pv-${u}` })],
        ['ipam/prefixes', (n: number, vrf: number | null) => created('ipam/prefixes', { prefix: `10.${80 + n}.${parseInt(u.slice(0, 2), 16)}.0/24`, vrf, description: `pv-${u}` })],
      ] as const) {
        const [inHub, inSpoke, inOther, global] = [await make(1, hub.id), await make(2, spoke.id), await make(3, other.id), await make(4, null)];
        assert.deepEqual(await ids(path, `description=pv-${u}`), idsOf(inHub, inSpoke, inOther, global));
        assert.deepEqual(await ids(path, `present_in_vrf_id=${hub.id}`), idsOf(inHub, inSpoke), path);
        assert.deepEqual(await ids(path, `present_in_vrf=${hub.rd}`), idsOf(inHub, inSpoke), path);
        assert.deepEqual(await ids(path, `present_in_vrf_id=${spoke.id}`), idsOf(inSpoke), path);
        assert.deepEqual(await ids(path, 'present_in_vrf=no-such-rd'), [], path);
        assert.deepEqual(await ids(path, 'present_in_vrf_id=2147483000'), [], path);
        await rejects(path, 'present_in_vrf_id', 'abc');
      }
    });
  });

  it('IP ranges: contains (an address between the ends) and parent (both ends within the prefix)', async () => {
    const u = uid();
    const o = 100 + (parseInt(u.slice(0, 2), 16) % 100);
    const range = (start: string, end: string) => created('ipam/ip-ranges', { start_address: start, end_address: end, description: `rg-${u}` });
    const low = await range(`10.${o}.1.10/24`, `10.${o}.1.20/24`);
    const high = await range(`10.${o}.1.100/24`, `10.${o}.1.200/24`);
    const next = await range(`10.${o}.2.1/24`, `10.${o}.2.50/24`);
    const six = await range(`2001:db8:${u.slice(0, 4)}::10/64`, `2001:db8:${u.slice(0, 4)}::20/64`);
    const host = await range(`10.${o}.3.1/32`, `10.${o}.3.9/32`);
    const q = (s: string) => ids('ipam/ip-ranges', `description=rg-${u}&${s}`);
    assert.deepEqual(await q(''), idsOf(low, high, next, six, host));
    assert.deepEqual(await q('parent=10.0.0.0/8&parent=::/0'), idsOf(low, high, next, six, host));
    assert.deepEqual(await q(`contains=10.${o}.1.15/24`), idsOf(low));
    assert.deepEqual(await q(`contains=10.${o}.1.200/24`), idsOf(high));
    assert.deepEqual(await q(`contains=10.${o}.1.50/24`), []);
    assert.deepEqual(await q(`contains=2001:db8:${u.slice(0, 4)}::15/64`), idsOf(six));
    // NetBox 3.7 compares the value with both ends in PostgreSQL's order of inet, network part
    // first: without a mask it is a /32, above every address of a /24 with the same network.
    assert.deepEqual(await q(`contains=10.${o}.1.15`), []);
    assert.deepEqual(await q(`contains=10.${o}.3.5`), idsOf(host));
    assert.deepEqual(await q(`parent=10.${o}.1.0/24`), idsOf(low, high));
    assert.deepEqual(await q(`parent=10.${o}.0.0/16`), idsOf(low, high, next, host));
    // The high range's end lies outside the lower half.
    assert.deepEqual(await q(`parent=10.${o}.1.0/25`), idsOf(low));
    assert.deepEqual(await q(`parent=10.${o}.1.0/25&parent=10.${o}.2.0/24`), idsOf(low, next));
    await rejects('ipam/ip-ranges', 'contains', 'abc');
    await rejects('ipam/ip-ranges', 'parent', '10.0.0.0/33');
  });

  it('VLANs available_at_site: global VLANs, the site\'s, and those of groups scoped to the site or its region and site group', async () => {
    const u = uid();
    const region = await created('dcim/regions', { name: `r-${u}`, slug: `r-${u}` });
    const sgroup = await created('dcim/site-groups', { name: `sg-${u}`, slug: `sg-${u}` });
    const site = await created('dcim/sites', { name: `s-${u}`, slug: `s-${u}`, region: region.id, group: sgroup.id });
    const other = await created('dcim/sites', { name: `o-${u}`, slug: `o-${u}` });
    const building = await created('dcim/locations', { name: `b-${u}`, slug: `b-${u}`, site: site.id });
    const group = (name: string, scope_type?: string, scope_id?: number) =>
      created('ipam/vlan-groups', { name: `${name}-${u}`, slug: `${name}-${u}`, ...(scope_type ? { scope_type, scope_id } : {}) });
    const vlan = (name: string, extra: object) => created('ipam/vlans', { vid: 20, name: `${name}-${u}`, ...extra });
    const v = {
      inRegion: await vlan('region', { group: (await group('gr', 'dcim.region', region.id)).id }),
      inSiteGroup: await vlan('sitegroup', { group: (await group('gsg', 'dcim.sitegroup', sgroup.id)).id }),
      inSite: await vlan('sitegrp', { group: (await group('gs', 'dcim.site', site.id)).id }),
      atSite: await vlan('site', { site: site.id }),
      global: await vlan('global', {}),
      inGlobalGroup: await vlan('globalgrp', { group: (await group('gg')).id }),
      // NetBox's get_for_site leaves out groups scoped below the site (its locations, racks).
      inBuilding: await vlan('building', { group: (await group('gb', 'dcim.location', building.id)).id }),
      atOther: await vlan('other', { site: other.id }),
      inOther: await vlan('othergrp', { group: (await group('go', 'dcim.site', other.id)).id }),
    };
    const ours = Object.values(v);
    assert.deepEqual(await among('ipam/vlans', `available_at_site=${site.id}`, ours),
      idsOf(v.inRegion, v.inSiteGroup, v.inSite, v.atSite, v.global, v.inGlobalGroup));
    assert.deepEqual(await among('ipam/vlans', `available_at_site=${other.id}`, ours), idsOf(v.global, v.inGlobalGroup, v.atOther, v.inOther));
    assert.deepEqual(await ids('ipam/vlans', 'available_at_site=2147483000'), []);
    await rejects('ipam/vlans', 'available_at_site', 'abc');
  });

  it('route targets by the VRFs importing and exporting them, by id and by route distinguisher', async () => {
    const u = uid();
    const rt = (n: number) => created('ipam/route-targets', { name: `${u}:${n}`, description: `rt-${u}` });
    const [a, b, none] = [await rt(1), await rt(2), await rt(3)];
    const n = parseInt(u.slice(0, 4), 16);
    const v1 = await created('ipam/vrfs', { name: `v1-${u}`, rd: `65301:${n}`, import_targets: [a.id], export_targets: [b.id] });
    const v2 = await created('ipam/vrfs', { name: `v2-${u}`, rd: `65302:${n}`, import_targets: [b.id], export_targets: [a.id] });
    const q = (s: string) => ids('ipam/route-targets', `description=rt-${u}&${s}`);
    assert.deepEqual(await q(''), idsOf(a, b, none));
    assert.deepEqual(await q(`importing_vrf_id=${v1.id}`), idsOf(a));
    assert.deepEqual(await q(`importing_vrf=${v1.rd}`), idsOf(a));
    assert.deepEqual(await q(`exporting_vrf_id=${v1.id}`), idsOf(b));
    assert.deepEqual(await q(`exporting_vrf=${v2.rd}`), idsOf(a));
    assert.deepEqual(await q(`importing_vrf_id=${v1.id}&importing_vrf_id=${v2.id}`), idsOf(a, b));
    assert.deepEqual(await q(`importing_vrf_id__n=${v1.id}`), idsOf(b, none));
    assert.deepEqual(await q(`exporting_vrf__n=${v2.rd}`), idsOf(b, none));
    await rejects('ipam/route-targets', 'importing_vrf_id', 'abc');
  });

  it('ASNs by the sites listing them, by id and by slug', async () => {
    const u = uid();
    const rir = await created('ipam/rirs', { name: `rir-${u}`, slug: `rir-${u}` });
    const base = 4_200_000_000 + (parseInt(u, 16) % 90_000_000);
    const asn = (k: number) => created('ipam/asns', { asn: base + k, rir: rir.id });
    const [a1, a2, a3] = [await asn(1), await asn(2), await asn(3)];
    const s1 = await created('dcim/sites', { name: `s1-${u}`, slug: `s1-${u}`, asns: [a1.id, a2.id] });
    const s2 = await created('dcim/sites', { name: `s2-${u}`, slug: `s2-${u}`, asns: [a2.id] });
    const q = (s: string) => ids('ipam/asns', `rir_id=${rir.id}&${s}`);
    assert.deepEqual(await q(''), idsOf(a1, a2, a3));
    assert.deepEqual(await q(`site_id=${s1.id}`), idsOf(a1, a2));
    assert.deepEqual(await q(`site=${s2.slug}`), idsOf(a2));
    assert.deepEqual(await q(`site=${s2.slug}&site=${s1.slug}`), idsOf(a1, a2));
    assert.deepEqual(await q(`site_id__n=${s2.id}`), idsOf(a1, a3));
    await rejects('ipam/asns', 'site_id', 'abc');
  });

  it('VLAN groups by the id of their scope, of the type the parameter names (the Ansible collection\'s site=<id>)', async () => {
    const u = uid();
    const region = await created('dcim/regions', { name: `r-${u}`, slug: `r-${u}` });
    const sgroup = await created('dcim/site-groups', { name: `sg-${u}`, slug: `sg-${u}` });
    const site = await created('dcim/sites', { name: `s-${u}`, slug: `s-${u}` });
    const other = await created('dcim/sites', { name: `o-${u}`, slug: `o-${u}` });
    const location = await created('dcim/locations', { name: `l-${u}`, slug: `l-${u}`, site: site.id });
    const rack = await created('dcim/racks', { name: `k-${u}`, site: site.id });
    const cgroup = await created('virtualization/cluster-groups', { name: `cg-${u}`, slug: `cg-${u}` });
    const ctype = await created('virtualization/cluster-types', { name: `ct-${u}`, slug: `ct-${u}` });
    const cluster = await created('virtualization/clusters', { name: `c-${u}`, type: ctype.id });
    // The same name in every scope, as NetBox allows: only the scope tells them apart.
    const group = (slug: string, scope_type?: string, scope_id?: number) =>
      created('ipam/vlan-groups', { name: `core-${u}`, slug: `${slug}-${u}`, description: `vg-${u}`, ...(scope_type ? { scope_type, scope_id } : {}) });
    const g = {
      region: await group('r', 'dcim.region', region.id), sitegroup: await group('sg', 'dcim.sitegroup', sgroup.id),
      site: await group('s', 'dcim.site', site.id), other: await group('o', 'dcim.site', other.id),
      location: await group('l', 'dcim.location', location.id), rack: await group('k', 'dcim.rack', rack.id),
      clustergroup: await group('cg', 'virtualization.clustergroup', cgroup.id), cluster: await group('c', 'virtualization.cluster', cluster.id),
      global: await group('g'),
    };
    const q = (s: string) => ids('ipam/vlan-groups', `description=vg-${u}&${s}`);
    assert.equal((await q('')).length, 9);
    const scopes: Array<[keyof typeof g, Obj]> = [['region', region], ['sitegroup', sgroup], ['site', site], ['location', location], ['rack', rack], ['clustergroup', cgroup], ['cluster', cluster]];
    for (const [param, scope] of scopes) assert.deepEqual(await q(`${param}=${scope.id}`), idsOf(g[param]), param);
    assert.deepEqual(await q(`site=${site.id}&site=${other.id}`), idsOf(g.site, g.other));
    // What the Ansible collection sends to find a VLAN group of a site.
    assert.deepEqual(await ids('ipam/vlan-groups', `name=core-${u}&slug=s-${u}&site=${site.id}`), idsOf(g.site));
    assert.deepEqual(await ids('ipam/vlan-groups', `name=core-${u}&site=${other.id}`), idsOf(g.other));
    await rejects('ipam/vlan-groups', 'site', 'abc');
  });

  it('FHRP groups related_ip: groups with an address in the same VRF within the address\'s network', async () => {
    const u = uid();
    const o = 100 + (parseInt(u.slice(0, 2), 16) % 100);
    const vrf = await created('ipam/vrfs', { name: `v-${u}` });
    const fhrp = async (id: number, address: string, vrfId: number | null) => {
      const grp = await created('ipam/fhrp-groups', { protocol: 'hsrp', group_id: id, description: `fh-${u}` });
      await created('ipam/ip-addresses', { address, vrf: vrfId, assigned_object_type: 'ipam.fhrpgroup', assigned_object_id: grp.id });
      return grp;
    };
    const inVrf = await fhrp(1, `10.${o}.5.1/24`, vrf.id);
    const global = await fhrp(2, `10.${o}.5.2/24`, null);
    const elsewhere = await fhrp(3, `10.${o}.6.1/24`, null);
    const ip = (address: string, vrfId: number | null) => created('ipam/ip-addresses', { address, vrf: vrfId });
    const hostGlobal = await ip(`10.${o}.5.100/24`, null);
    const hostInVrf = await ip(`10.${o}.5.101/24`, vrf.id);
    const q = (s: string) => ids('ipam/fhrp-groups', `description=fh-${u}&${s}`);
    assert.deepEqual(await q(''), idsOf(inVrf, global, elsewhere));
    assert.deepEqual(await q(`related_ip=${hostGlobal.id}`), idsOf(global));
    assert.deepEqual(await q(`related_ip=${hostInVrf.id}`), idsOf(inVrf));
    assert.deepEqual(await q(`related_ip=${hostGlobal.id}&related_ip=${hostInVrf.id}`), idsOf(inVrf, global));
    assert.deepEqual(await q('related_ip=2147483000'), []);
    await rejects('ipam/fhrp-groups', 'related_ip', 'abc');
  });

  it('services and service templates by one port among their ports (what the Ansible collection sends)', async () => {
    const u = uid();
    const dev = await make.device({ name: `d-${u}` });
    const service = (name: string, ports: number[]) => created('ipam/services', { device: dev.id, name: `${name}-${u}`, protocol: 'tcp', ports });
    const [ssh, https, both] = [await service('ssh', [22]), await service('https', [443]), await service('both', [22, 443, 8443])];
    const q = (s: string) => ids('ipam/services', `device_id=${dev.id}&${s}`);
    assert.deepEqual(await q(''), idsOf(ssh, https, both));
    assert.deepEqual(await q('port=22'), idsOf(ssh, both));
    assert.deepEqual(await q('port=8443'), idsOf(both));
    assert.deepEqual(await q('port=22&port=443'), idsOf(ssh, https, both));
    assert.deepEqual(await q('port=80'), []);
    assert.deepEqual(await q(`name=ssh-${u}&port=22&protocol=tcp`), idsOf(ssh));
    const template = (name: string, ports: number[]) => created('ipam/service-templates', { name: `${name}-${u}`, protocol: 'udp', ports, description: `st-${u}` });
    const [dns, ntp] = [await template('dns', [53]), await template('ntp', [123, 53])];
    assert.deepEqual(await ids('ipam/service-templates', `description=st-${u}&port=123`), idsOf(ntp));
    assert.deepEqual(await ids('ipam/service-templates', `description=st-${u}&port=53`), idsOf(dns, ntp));
    await rejects('ipam/services', 'port', 'ssh');
    await rejects('ipam/service-templates', 'port', '99999999999');
  });

  it('journal entries created_after and created_before (NetBox\'s range filter on created)', async () => {
    const u = uid();
    const site = await created('dcim/sites', { name: `s-${u}`, slug: `s-${u}` });
    const entry = () => created('extras/journal-entries', { assigned_object_type: 'dcim.site', assigned_object_id: site.id, comments: `j-${u}` });
    // The API shows the day; the filters compare the time, read here to the microsecond.
    const at = async (e: Obj) => (await api.sql<[{ t: string }]>`SELECT to_char(created AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS t FROM extras_journal_entry WHERE id = ${e.id}`)[0].t;
    const first = await entry();
    const second = await entry();
    const [t1, t2] = [await at(first), await at(second)];
    assert.ok(t1 < t2, `${t1} ${t2}`);
    const q = (s: string) => ids('extras/journal-entries', `assigned_object_type=dcim.site&assigned_object_id=${site.id}&${s}`);
    assert.deepEqual(await q(''), idsOf(first, second));
    assert.deepEqual(await q(`created_after=${t2}`), idsOf(second));
    assert.deepEqual(await q(`created_before=${t1}`), idsOf(first));
    assert.deepEqual(await q(`created_after=${t1}&created_before=${t2}`), idsOf(first, second));
    assert.deepEqual(await q('created_after=2999-01-01'), []);
    await rejects('extras/journal-entries', 'created_after', 'yesterday');
  });

  it('modules by their type\'s model', async () => {
    const u = uid();
    const dev = await make.device({ name: `d-${u}` });
    const mf = await make.manufacturer();
    const [lc, psu] = [await created('dcim/module-types', { manufacturer: mf.id, model: `LC-${u}` }), await created('dcim/module-types', { manufacturer: mf.id, model: `PSU-${u}` })];
    const module = async (bay: string, type: Obj) =>
      created('dcim/modules', { device: dev.id, module_bay: (await created('dcim/module-bays', { device: dev.id, name: bay })).id, module_type: type.id });
    const [m1, m2] = [await module('1', lc), await module('2', psu)];
    const q = (s: string) => ids('dcim/modules', `device_id=${dev.id}&${s}`);
    assert.deepEqual(await q(''), idsOf(m1, m2));
    assert.deepEqual(await q(`module_type=LC-${u}`), idsOf(m1));
    assert.deepEqual(await q(`module_type__n=LC-${u}`), idsOf(m2));
    // By the model, not the id.
    assert.deepEqual(await q(`module_type=${lc.id}`), []);
  });

  it('platforms available_for_device_type: the device type\'s manufacturer\'s, and those of no manufacturer', async () => {
    const u = uid();
    const [m1, m2] = [await created('dcim/manufacturers', { name: `m1-${u}`, slug: `m1-${u}` }), await created('dcim/manufacturers', { name: `m2-${u}`, slug: `m2-${u}` })];
    const type = await created('dcim/device-types', { manufacturer: m1.id, model: `t-${u}`, slug: `t-${u}` });
    const platform = (name: string, manufacturer: number | null) => created('dcim/platforms', { name: `${name}-${u}`, slug: `${name}-${u}`, manufacturer });
    const [own, anyMaker, foreign] = [await platform('own', m1.id), await platform('any', null), await platform('foreign', m2.id)];
    assert.deepEqual(await among('dcim/platforms', `available_for_device_type=${type.id}`, [own, anyMaker, foreign]), idsOf(own, anyMaker));
    assert.deepEqual(await ids('dcim/platforms', 'available_for_device_type=2147483000'), []);
    await rejects('dcim/platforms', 'available_for_device_type', 'abc');
  });

  describe('"has components" booleans', () => {
    it('device types and module types by their component templates; pass_through_ports as NetBox\'s exclude(front, rear)', async () => {
      const u = uid();
      const mf = await created('dcim/manufacturers', { name: `m-${u}`, slug: `m-${u}` });
      const type = (name: string) => created('dcim/device-types', { manufacturer: mf.id, model: `${name}-${u}`, slug: `${name}-${u}` });
      const [switchType, panel, console, bare] = [await type('switch'), await type('panel'), await type('console'), await type('bare')];
      await created('dcim/interface-templates', { device_type: switchType.id, name: 'et1', type: '1000base-t' });
      const rear = await created('dcim/rear-port-templates', { device_type: switchType.id, name: 'r1', type: 'lc', positions: 1 });
      await created('dcim/front-port-templates', { device_type: switchType.id, name: 'f1', type: 'lc', rear_port: rear.id, rear_port_position: 1 });
      await created('dcim/rear-port-templates', { device_type: panel.id, name: 'r1', type: 'lc', positions: 1 });
      await created('dcim/console-port-templates', { device_type: console.id, name: 'con' });
      await created('dcim/inventory-item-templates', { device_type: console.id, name: 'fan' });
      const q = (s: string) => ids('dcim/device-types', `manufacturer_id=${mf.id}&${s}`);
      assert.deepEqual(await q('interfaces=true'), idsOf(switchType));
      assert.deepEqual(await q('interfaces=false'), idsOf(panel, console, bare));
      assert.deepEqual(await q('console_ports=True'), idsOf(console));
      assert.deepEqual(await q('inventory_items=1'), idsOf(console));
      assert.deepEqual(await q('device_bays=true'), []);
      assert.deepEqual(await q('device_bays=false'), idsOf(switchType, panel, console, bare));
      // true: front or rear ports; false: not both. A panel with rear ports only is in each.
      assert.deepEqual(await q('pass_through_ports=true'), idsOf(switchType, panel));
      assert.deepEqual(await q('pass_through_ports=false'), idsOf(panel, console, bare));
      assert.deepEqual(await q('interfaces=false&console_ports=false'), idsOf(panel, bare));
      await rejects('dcim/device-types', 'interfaces', 'maybe');

      const moduleType = (model: string) => created('dcim/module-types', { manufacturer: mf.id, model: `${model}-${u}` });
      const [card, blank] = [await moduleType('card'), await moduleType('blank')];
      await created('dcim/interface-templates', { module_type: card.id, name: 'et{module}', type: '10gbase-x-sfpp' });
      assert.deepEqual(await ids('dcim/module-types', `manufacturer_id=${mf.id}&interfaces=true`), idsOf(card));
      assert.deepEqual(await ids('dcim/module-types', `manufacturer_id=${mf.id}&interfaces=false`), idsOf(blank));
    });

    it('devices by their components', async () => {
      const u = uid();
      const { site, device } = await make.deviceSite();
      const [router, patch, bare] = [await device({ name: `router-${u}` }), await device({ name: `patch-${u}` }), await device({ name: `bare-${u}` })];
      await created('dcim/interfaces', { device: router.id, name: 'et1', type: '1000base-t' });
      await created('dcim/power-ports', { device: router.id, name: 'psu1' });
      await created('dcim/rear-ports', { device: patch.id, name: 'r1', type: 'lc', positions: 1 });
      await created('dcim/module-bays', { device: patch.id, name: 'slot1' });
      const q = (s: string) => ids('dcim/devices', `site_id=${site.id}&${s}`);
      assert.deepEqual(await q(''), idsOf(router, patch, bare));
      assert.deepEqual(await q('interfaces=true'), idsOf(router));
      assert.deepEqual(await q('interfaces=false'), idsOf(patch, bare));
      assert.deepEqual(await q('power_ports=true'), idsOf(router));
      assert.deepEqual(await q('module_bays=true'), idsOf(patch));
      assert.deepEqual(await q('module_bays=false'), idsOf(router, bare));
      assert.deepEqual(await q('console_ports=true'), []);
      assert.deepEqual(await q('pass_through_ports=true'), idsOf(patch));
      assert.deepEqual(await q('pass_through_ports=false'), idsOf(router, patch, bare));
      await rejects('dcim/devices', 'interfaces', 'maybe');
      // GraphQL lists take the same filters.
      const r = await api.request.post('/graphql/').set(auth).send({ query: `{ device_list(site_id: ${site.id}, interfaces: false) { id } }` });
      assert.equal(r.status, 200, JSON.stringify(r.body));
      assert.deepEqual(sorted(...(r.body.data.device_list as Obj[]).map((d) => Number(d.id))), idsOf(patch, bare));
    });
  });
});
