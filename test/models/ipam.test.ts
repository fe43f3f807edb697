import assert from 'node:assert/strict';
import { auth, objectHelpers, startApi, uid, type TestApi } from '../support/api.ts';
import { apiPaths, factories } from '../support/factories.ts';

// IPAM models of NetBox 3.7 beyond the core ones: ASNs, route targets (and VRF import/export
// targets), IP ranges, FHRP groups and their interface assignments, service templates and
// services, with NetBox's rules about them.
describe('models: ipam', () => {
  let api: TestApi;
  before(async () => {
    api = await startApi();
  });
  after(() => api.close());

  const { post, patch, del, created, get, ids, sorted } = objectHelpers(() => api);
  const make = factories(apiPaths(created));
  const url = (path: string) => new RegExp(`/api/ipam/${path}/\\d+/$`);
  const refused = async (path: string, body: unknown, expected: unknown, method: 'post' | 'patch' = 'post') => {
    const r = method === 'post' ? await post(path, body) : await patch(path, body);
    assert.equal(r.status, 400, `${path}: ${r.status} ${JSON.stringify(r.body)}`);
    assert.deepEqual(r.body, expected);
  };

  const device = (u: string, suffix = '') => make.device({ name: `d${suffix}-${u}` });

  describe('VLAN groups and VLANs', () => {
    it('scopes a group to any level NetBox allows; a scope is a type and an id; the VID range is not upside down', async () => {
      const u = uid();
      const site = await created('/api/dcim/sites/', { name: `s-${u}`, slug: `s-${u}` });
      const loc = await created('/api/dcim/locations/', { name: `l-${u}`, slug: `l-${u}`, site: site.id });
      const ctype = await created('/api/virtualization/cluster-types/', { name: `ct-${u}`, slug: `ct-${u}` });
      const cluster = await created('/api/virtualization/clusters/', { name: `c-${u}`, type: ctype.id });
      for (const [type, id] of [['dcim.location', loc.id], ['virtualization.cluster', cluster.id]] as const) {
        const g = await created('/api/ipam/vlan-groups/', { name: `g-${type}-${u}`, slug: `g-${type.replace('.', '-')}-${u}`, scope_type: type, scope_id: id });
        assert.deepEqual([g.scope_type, g.scope_id, g.scope.id], [type, id, id]);
      }
      await refused('/api/ipam/vlan-groups/', { name: `x-${u}`, slug: `x-${u}`, scope_type: 'dcim.site' }, { scope_id: ['A valid integer is required.'] });
      await refused('/api/ipam/vlan-groups/', { name: `x-${u}`, slug: `x-${u}`, scope_type: 'dcim.device', scope_id: 1 },
        { scope_type: ['"dcim.device" is not a valid choice.'] });
      await refused('/api/ipam/vlan-groups/', { name: `x-${u}`, slug: `x-${u}`, min_vid: 100, max_vid: 99 }, { max_vid: ['Maximum child VID must be greater than or equal to minimum child VID'] });
    });

    it('a VLAN in a group lies in its VID range and names a site only when the group is scoped to it', async () => {
      const u = uid();
      const site = await created('/api/dcim/sites/', { name: `s-${u}`, slug: `s-${u}` });
      const other = await created('/api/dcim/sites/', { name: `o-${u}`, slug: `o-${u}` });
      const g = await created('/api/ipam/vlan-groups/', { name: `g-${u}`, slug: `g-${u}`, scope_type: 'dcim.site', scope_id: site.id, min_vid: 100, max_vid: 199 });
      await refused('/api/ipam/vlans/', { vid: 99, name: 'low', group: g.id }, { vid: [`VID must be between 100 and 199 for VLANs in group g-${u}`] });
      await refused('/api/ipam/vlans/', { vid: 150, name: 'elsewhere', group: g.id, site: other.id },
        { __all__: [`VLAN is assigned to group g-${u} (scope: s-${u}); cannot also assign to site o-${u}.`] });
      const v = await created('/api/ipam/vlans/', { vid: 150, name: 'ok', group: g.id, site: site.id });
      assert.equal(v.site.id, site.id);
      // NetBox's utilization: VLANs over the VID range, in percent, as Python writes the float.
      const utilization = async () => (await get(`/api/ipam/vlan-groups/${g.id}/`)).utilization;
      assert.equal(await utilization(), '1.0');
      await created('/api/ipam/vlans/', { vid: 151, name: 'ok2', group: g.id, site: site.id });
      const third = await created('/api/ipam/vlan-groups/', { name: `t-${u}`, slug: `t-${u}`, min_vid: 1, max_vid: 3 });
      await created('/api/ipam/vlans/', { vid: 2, name: 'one', group: third.id });
      const empty = await created('/api/ipam/vlan-groups/', { name: `e-${u}`, slug: `e-${u}` });
      assert.deepEqual([await utilization(), (await get(`/api/ipam/vlan-groups/${third.id}/`)).utilization, (await get(`/api/ipam/vlan-groups/?id=${empty.id}`)).results[0].utilization],
        ['2.0', '33.33', '0.0']);
    });

    it('available_on_device and available_on_virtualmachine: global VLANs, the site\'s, and those of groups scoped above the object', async () => {
      const u = uid();
      const region = await created('/api/dcim/regions/', { name: `r-${u}`, slug: `r-${u}` });
      const site = await created('/api/dcim/sites/', { name: `s-${u}`, slug: `s-${u}`, region: region.id });
      const other = await created('/api/dcim/sites/', { name: `o-${u}`, slug: `o-${u}` });
      const building = await created('/api/dcim/locations/', { name: `b-${u}`, slug: `b-${u}`, site: site.id });
      const room = await created('/api/dcim/locations/', { name: `rm-${u}`, slug: `rm-${u}`, site: site.id, parent: building.id });
      const dev = await make.device({ name: `d-${u}`, site: site.id, location: room.id });
      const ctype = await created('/api/virtualization/cluster-types/', { name: `ct-${u}`, slug: `ct-${u}` });
      const cluster = await created('/api/virtualization/clusters/', { name: `c-${u}`, type: ctype.id, site: other.id });
      const vm = await created('/api/virtualization/virtual-machines/', { name: `vm-${u}`, cluster: cluster.id });
      const group = (name: string, scope_type?: string, scope_id?: number) =>
        created('/api/ipam/vlan-groups/', { name: `${name}-${u}`, slug: `${name}-${u}`, ...(scope_type ? { scope_type, scope_id } : {}) });
      const [gRegion, gBuilding, gOther, gCluster, gGlobal] = [
        await group('gr', 'dcim.region', region.id), await group('gb', 'dcim.location', building.id), await group('go', 'dcim.site', other.id),
        await group('gc', 'virtualization.cluster', cluster.id), await group('gg'),
      ];
      const vlan = (name: string, extra: object) => created('/api/ipam/vlans/', { vid: 10, name: `${name}-${u}`, ...extra });
      const v = {
        inRegion: await vlan('region', { group: gRegion.id }), inBuilding: await vlan('building', { group: gBuilding.id }),
        atSite: await vlan('site', { site: site.id }), atOther: await vlan('other', { site: other.id }), inOther: await vlan('othergrp', { group: gOther.id }),
        inCluster: await vlan('cluster', { group: gCluster.id }), inGlobalGroup: await vlan('globalgrp', { group: gGlobal.id }), global: await vlan('global', {}),
      };
      const mine = (list: number[]) => list.filter((id) => Object.values(v).some((x) => x.id === id));
      assert.deepEqual(mine(await ids(`/api/ipam/vlans/?available_on_device=${dev.id}&limit=0`)),
        sorted(v.inRegion.id, v.inBuilding.id, v.atSite.id, v.inGlobalGroup.id, v.global.id));
      assert.deepEqual(mine(await ids(`/api/ipam/vlans/?available_on_virtualmachine=${vm.id}&limit=0`)),
        sorted(v.atOther.id, v.inOther.id, v.inCluster.id, v.inGlobalGroup.id, v.global.id));
      assert.deepEqual(await ids(`/api/ipam/vlans/?available_on_device=2147483000`), []);
      assert.equal((await api.request.get('/api/ipam/vlans/?available_on_device=abc').set(auth)).status, 400);
    });
  });

  describe('ASNs', () => {
    it('creates an ASN with every field and reads back the full representation, ASDOT display for 32-bit numbers', async () => {
      const u = uid();
      const rir = await created('/api/ipam/rirs/', { name: `rir-${u}`, slug: `rir-${u}` });
      const tenant = await created('/api/tenancy/tenants/', { name: `t-${u}`, slug: `t-${u}` });
      const tag = await created('/api/extras/tags/', { name: `tag-${u}`, slug: `tag-${u}` });
      // Unique numbers per run: 32-bit ones above 65535, from the uid.
      const big = 70000 + (parseInt(u, 16) % 4_000_000_000);
      const a = await created('/api/ipam/asns/', { asn: big, rir: rir.id, tenant: tenant.id, description: 'edge', comments: 'c', tags: [tag.id] });
      const got = await get(`/api/ipam/asns/${a.id}/`);
      assert.match(got.url, url('asns'));
      assert.equal(got.asn, big);
      assert.equal(got.display, `AS${big} (${Math.floor(big / 65536)}.${big % 65536})`);
      assert.deepEqual(Object.keys(got.rir).sort(), ['description', 'display', 'id', 'name', 'slug', 'url']);
      assert.equal(got.rir.id, rir.id);
      assert.equal(got.tenant.id, tenant.id);
      assert.equal(got.description, 'edge');
      assert.equal(got.comments, 'c');
      assert.deepEqual(got.tags.map((t: { id: number }) => t.id), [tag.id]);
      assert.ok('display_text' in got === false, 'the computed display column is not shown');
      const brief = await get(`/api/ipam/asns/${a.id}/?brief=1`);
      assert.deepEqual(Object.keys(brief).sort(), ['asn', 'description', 'display', 'id', 'url']);
      // A 16-bit number shows plainly; a change of number changes the display.
      const small = 1 + (parseInt(u, 16) % 65000);
      const existing = await get(`/api/ipam/asns/?asn=${small}`);
      if (existing.count === 0) {
        const s = await patch(`/api/ipam/asns/${a.id}/`, { asn: small });
        assert.equal(s.status, 200, JSON.stringify(s.body));
        assert.equal(s.body.display, `AS${small}`);
      }
      // Edge values 1 and 4294967295 are valid (maybe taken by an earlier run: never a 500).
      for (const asn of [1, 4294967295]) assert.ok([201, 400].includes((await post('/api/ipam/asns/', { asn, rir: rir.id })).status));
    });

    it('refuses a duplicate or out-of-range number on the asn field; the RIR is protected; filters', async () => {
      const u = uid();
      const rir = await created('/api/ipam/rirs/', { name: `rir-${u}`, slug: `rir-${u}` });
      const rir2 = await created('/api/ipam/rirs/', { name: `rir2-${u}`, slug: `rir2-${u}` });
      const tenant = await created('/api/tenancy/tenants/', { name: `t-${u}`, slug: `t-${u}` });
      // Below 2^31: the engine's integer filters take 32-bit values only (see the report).
      const n = 100_000 + (parseInt(u, 16) % 2_000_000_000);
      const a = await created('/api/ipam/asns/', { asn: n, rir: rir.id, tenant: tenant.id, description: `d-${u}` });
      const b = await created('/api/ipam/asns/', { asn: n + 1, rir: rir2.id });
      await refused('/api/ipam/asns/', { asn: n, rir: rir.id }, { asn: ['ASN with this ASN already exists.'] });
      await refused('/api/ipam/asns/', { asn: 0, rir: rir.id }, { asn: ['Ensure this value is greater than or equal to 1.'] });
      await refused('/api/ipam/asns/', { asn: 4294967296, rir: rir.id }, { asn: ['Ensure this value is less than or equal to 4294967295.'] });
      await refused('/api/ipam/asns/', { asn: n + 2 }, { rir: ['This field is required.'] });
      assert.deepEqual(await ids(`/api/ipam/asns/?rir=rir-${u}`), [a.id]);
      assert.deepEqual(await ids(`/api/ipam/asns/?rir_id=${rir2.id}`), [b.id]);
      assert.deepEqual(await ids(`/api/ipam/asns/?rir_id=${rir.id}&rir_id=${rir2.id}`), sorted(a.id, b.id));
      assert.deepEqual(await ids(`/api/ipam/asns/?asn=${n + 1}`), [b.id]);
      assert.deepEqual(await ids(`/api/ipam/asns/?asn__gte=${n}&asn__lte=${n + 1}&tenant=t-${u}`), [a.id]);
      assert.deepEqual(await ids(`/api/ipam/asns/?q=d-${u}`), [a.id]);
      const r = await del(`/api/ipam/rirs/${rir2.id}/`);
      assert.equal(r.status, 409, JSON.stringify(r.body));
      assert.equal((await del(`/api/ipam/asns/${b.id}/`)).status, 204);
      assert.equal((await del(`/api/ipam/rirs/${rir2.id}/`)).status, 204);
    });
  });

  describe('route targets and VRF import/export targets', () => {
    it('creates route targets, VRFs import and export them (nested), filters by target; deleting a target unlinks it', async () => {
      const u = uid();
      const tenant = await created('/api/tenancy/tenants/', { name: `t-${u}`, slug: `t-${u}` });
      const rt1 = await created('/api/ipam/route-targets/', { name: `${u}:1`, tenant: tenant.id, description: 'one', comments: 'c' });
      const rt2 = await created('/api/ipam/route-targets/', { name: `${u}:2` });
      const got = await get(`/api/ipam/route-targets/${rt1.id}/`);
      assert.match(got.url, url('route-targets'));
      assert.equal(got.display, `${u}:1`);
      assert.equal(got.tenant.id, tenant.id);
      assert.equal(got.description, 'one');
      assert.equal(got.comments, 'c');
      assert.deepEqual(got.tags, []);
      await refused('/api/ipam/route-targets/', { name: `${u}:1` }, { name: ['route target with this name already exists.'] });
      await refused('/api/ipam/route-targets/', { name: `${u}:12345678901234` }, { name: ['Ensure this field has no more than 21 characters.'] });

      const v1 = await created('/api/ipam/vrfs/', { name: `v1-${u}`, import_targets: [rt1.id, rt2.id], export_targets: [{ name: `${u}:2` }] });
      const v2 = await created('/api/ipam/vrfs/', { name: `v2-${u}`, import_targets: [rt2.id] });
      const vrf = await get(`/api/ipam/vrfs/${v1.id}/`);
      assert.deepEqual(vrf.import_targets.map((t: { id: number }) => t.id).sort(), sorted(rt1.id, rt2.id));
      assert.deepEqual(Object.keys(vrf.import_targets[0]).sort(), ['description', 'display', 'id', 'name', 'url']);
      assert.deepEqual(vrf.export_targets.map((t: { name: string }) => t.name), [`${u}:2`]);
      assert.deepEqual(await ids(`/api/ipam/vrfs/?import_target=${u}:2`), sorted(v1.id, v2.id));
      assert.deepEqual(await ids(`/api/ipam/vrfs/?import_target_id=${rt1.id}`), [v1.id]);
      assert.deepEqual(await ids(`/api/ipam/vrfs/?export_target=${u}:2`), [v1.id]);
      assert.deepEqual(await ids(`/api/ipam/vrfs/?export_target_id=${rt1.id}`), []);
      assert.deepEqual(await ids(`/api/ipam/route-targets/?tenant_id=${tenant.id}`), [rt1.id]);
      assert.deepEqual(await ids(`/api/ipam/route-targets/?name__isw=${u}:`), sorted(rt1.id, rt2.id));
      // The tenant is protected; a route target is simply unlinked from its VRFs.
      assert.equal((await del(`/api/tenancy/tenants/${tenant.id}/`)).status, 409);
      assert.equal((await del(`/api/ipam/route-targets/${rt2.id}/`)).status, 204);
      const after = await get(`/api/ipam/vrfs/${v1.id}/`);
      assert.deepEqual(after.import_targets.map((t: { id: number }) => t.id), [rt1.id]);
      assert.deepEqual(after.export_targets, []);
    });
  });

  describe('IP ranges', () => {
    it('creates a range with every field; size and display are computed and follow updates', async () => {
      const u = uid();
      const vrf = await created('/api/ipam/vrfs/', { name: `v-${u}`, rd: `${u}:1` });
      const tenant = await created('/api/tenancy/tenants/', { name: `t-${u}`, slug: `t-${u}` });
      const role = await created('/api/ipam/roles/', { name: `r-${u}`, slug: `r-${u}` });
      const r = await created('/api/ipam/ip-ranges/', {
        start_address: '192.0.2.10/24', end_address: '192.0.2.20/24', vrf: vrf.id, tenant: tenant.id, status: 'reserved',
        role: role.id, description: 'pool', comments: 'c', mark_utilized: true,
      });
      const got = await get(`/api/ipam/ip-ranges/${r.id}/`);
      assert.match(got.url, url('ip-ranges'));
      assert.equal(got.display, '192.0.2.10-20/24');
      assert.deepEqual(got.family, { value: 4, label: 'IPv4' });
      assert.equal(got.start_address, '192.0.2.10/24');
      assert.equal(got.end_address, '192.0.2.20/24');
      assert.equal(got.size, 11);
      assert.deepEqual(got.status, { value: 'reserved', label: 'Reserved' });
      assert.equal(got.vrf.id, vrf.id);
      assert.equal(got.tenant.id, tenant.id);
      assert.equal(got.role.id, role.id);
      assert.equal(got.description, 'pool');
      assert.equal(got.comments, 'c');
      assert.equal(got.mark_utilized, true);
      assert.ok(!('display_text' in got));
      const brief = await get(`/api/ipam/ip-ranges/${r.id}/?brief=1`);
      assert.deepEqual(Object.keys(brief).sort(), ['description', 'display', 'end_address', 'family', 'id', 'start_address', 'url']);
      assert.equal(brief.family, 4);
      // size is read-only: a written size is ignored; an update recomputes it.
      const up = await patch(`/api/ipam/ip-ranges/${r.id}/`, { end_address: '192.0.3.5/16', start_address: '192.0.2.250/16', size: 1 });
      assert.equal(up.status, 200, JSON.stringify(up.body));
      assert.equal(up.body.size, 12);
      assert.equal(up.body.display, '192.0.2.250-3.5/16');
      const six = await created('/api/ipam/ip-ranges/', { start_address: '2001:db8::10/64', end_address: '2001:db8::1:f/64', vrf: vrf.id });
      assert.equal(six.size, 65536);
      assert.equal(six.display, '2001:db8::10-1:f/64');
      assert.deepEqual(six.family, { value: 6, label: 'IPv6' });
      // The role is SET_NULL, the VRF and tenant protected.
      assert.equal((await del(`/api/ipam/roles/${role.id}/`)).status, 204);
      assert.equal((await get(`/api/ipam/ip-ranges/${r.id}/`)).role, null);
      assert.equal((await del(`/api/ipam/vrfs/${vrf.id}/`)).status, 409);
      assert.equal((await del(`/api/tenancy/tenants/${tenant.id}/`)).status, 409);
    });

    it('refuses mixed families, mixed masks, an end not above the start, overlaps in one VRF and oversized ranges', async () => {
      const u = uid();
      const vrf = await created('/api/ipam/vrfs/', { name: `v-${u}` });
      const other = await created('/api/ipam/vrfs/', { name: `v2-${u}`, rd: `${u}:2` });
      const base = { vrf: vrf.id };
      await refused('/api/ipam/ip-ranges/', { ...base, start_address: '10.0.0.1/24', end_address: '2001:db8::1/24' },
        { end_address: ['Starting and ending IP address versions must match'] });
      await refused('/api/ipam/ip-ranges/', { ...base, start_address: '10.0.0.1/24', end_address: '10.0.0.9/25' },
        { end_address: ['Starting and ending IP address masks must match'] });
      await refused('/api/ipam/ip-ranges/', { ...base, start_address: '10.0.0.9/24', end_address: '10.0.0.1/24' },
        { end_address: ['Ending address must be lower than the starting address (10.0.0.9/24)'] });
      await refused('/api/ipam/ip-ranges/', { ...base, start_address: '10.0.0.9/24', end_address: '10.0.0.9/24' },
        { end_address: ['Ending address must be lower than the starting address (10.0.0.9/24)'] });
      await refused('/api/ipam/ip-ranges/', { ...base, start_address: '2001:db8::/32', end_address: '2001:db9::/32' },
        { non_field_errors: ['Defined range exceeds maximum supported size (4294967295)'] });
      await refused('/api/ipam/ip-ranges/', { ...base, start_address: 'nope', end_address: '10.0.0.1/24' },
        { start_address: ['Enter a valid IPv4 or IPv6 address with a mask (got "nope").'] });
      await refused('/api/ipam/ip-ranges/', { ...base, start_address: '10.0.0.1/24' }, { end_address: ['This field is required.'] });
      const a = await created('/api/ipam/ip-ranges/', { ...base, start_address: '10.0.0.10/24', end_address: '10.0.0.20/24' });
      for (const [s, e] of [['10.0.0.5', '10.0.0.10'], ['10.0.0.20', '10.0.0.30'], ['10.0.0.12', '10.0.0.13'], ['10.0.0.1', '10.0.0.99']])
        await refused('/api/ipam/ip-ranges/', { ...base, start_address: `${s}/24`, end_address: `${e}/24` },
          { non_field_errors: [`Defined addresses overlap with range 10.0.0.10-20/24 in VRF v-${u}`] });
      // Next to it, or in another VRF, is fine; a range does not overlap itself on update.
      const b = await created('/api/ipam/ip-ranges/', { ...base, start_address: '10.0.0.21/24', end_address: '10.0.0.30/24' });
      const c = await created('/api/ipam/ip-ranges/', { vrf: other.id, start_address: '10.0.0.1/24', end_address: '10.0.0.99/24' });
      assert.equal((await patch(`/api/ipam/ip-ranges/${a.id}/`, { description: 'x' })).status, 200);
      await refused(`/api/ipam/ip-ranges/${a.id}/`, { end_address: '10.0.0.25/24' },
        { non_field_errors: ['Defined addresses overlap with range 10.0.0.21-30/24 in VRF v-' + u] }, 'patch');
      await refused('/api/ipam/ip-ranges/', { vrf: other.id, start_address: '10.0.0.50/24', end_address: '10.0.0.60/24' },
        { non_field_errors: [`Defined addresses overlap with range 10.0.0.1-99/24 in VRF v2-${u} (${u}:2)`] });
      assert.ok(c.id > b.id);
    });

    it('filters: start and end address, family, vrf by rd, role by slug, status, mark_utilized, q', async () => {
      const u = uid();
      const v1 = await created('/api/ipam/vrfs/', { name: `v1-${u}`, rd: `${u}:1` });
      const v2 = await created('/api/ipam/vrfs/', { name: `v2-${u}`, rd: `${u}:2` });
      const role = await created('/api/ipam/roles/', { name: `r-${u}`, slug: `r-${u}` });
      const a = await created('/api/ipam/ip-ranges/', { vrf: v1.id, start_address: '172.16.0.1/16', end_address: '172.16.0.50/16', role: role.id, description: `a-${u}` });
      const b = await created('/api/ipam/ip-ranges/', { vrf: v2.id, start_address: '172.16.0.1/16', end_address: '172.16.0.9/16', status: 'deprecated', mark_utilized: true });
      const c = await created('/api/ipam/ip-ranges/', { vrf: v2.id, start_address: 'fd00::1/64', end_address: 'fd00::9/64' });
      const mine = `vrf_id=${v1.id}&vrf_id=${v2.id}`;
      assert.deepEqual(await ids(`/api/ipam/ip-ranges/?${mine}`), sorted(a.id, b.id, c.id));
      assert.deepEqual(await ids(`/api/ipam/ip-ranges/?vrf=${u}:2`), sorted(b.id, c.id));
      assert.deepEqual(await ids(`/api/ipam/ip-ranges/?${mine}&start_address=172.16.0.1`), sorted(a.id, b.id));
      assert.deepEqual(await ids(`/api/ipam/ip-ranges/?${mine}&end_address=172.16.0.50/16`), [a.id]);
      assert.deepEqual(await ids(`/api/ipam/ip-ranges/?${mine}&end_address=172.16.0.50/24`), []);
      assert.deepEqual(await ids(`/api/ipam/ip-ranges/?${mine}&family=6`), [c.id]);
      assert.deepEqual(await ids(`/api/ipam/ip-ranges/?role=r-${u}`), [a.id]);
      assert.deepEqual(await ids(`/api/ipam/ip-ranges/?${mine}&status=deprecated`), [b.id]);
      assert.deepEqual(await ids(`/api/ipam/ip-ranges/?${mine}&status__n=deprecated`), sorted(a.id, c.id));
      assert.deepEqual(await ids(`/api/ipam/ip-ranges/?${mine}&mark_utilized=true`), [b.id]);
      // NetBox 3.7 does not filter by size: no filter (STRICT_FILTERING).
      const size = await api.request.get(`/api/ipam/ip-ranges/?${mine}&size__gte=10`).set(auth);
      assert.deepEqual([size.status, size.body], [400, { size__gte: ['Unknown filter.'] }]);
      assert.deepEqual(await ids(`/api/ipam/ip-ranges/?q=a-${u}`), [a.id]);
      assert.deepEqual(await ids(`/api/ipam/ip-ranges/?${mine}&q=fd00::9`), [c.id]);
    });
  });

  describe('FHRP groups and assignments', () => {
    it('creates a group with every field; IP addresses assign to it and go with it', async () => {
      const u = uid();
      const g = await created('/api/ipam/fhrp-groups/', {
        name: `g-${u}`, protocol: 'vrrp2', group_id: 10, auth_type: 'md5', auth_key: 'secret', description: 'd', comments: 'c',
      });
      const got = await get(`/api/ipam/fhrp-groups/${g.id}/`);
      assert.match(got.url, url('fhrp-groups'));
      assert.equal(got.display, `g-${u} VRRPv2: 10`);
      assert.equal(got.name, `g-${u}`);
      assert.deepEqual(got.protocol, { value: 'vrrp2', label: 'VRRPv2' });
      assert.equal(got.group_id, 10);
      assert.deepEqual(got.auth_type, { value: 'md5', label: 'MD5' });
      assert.equal(got.auth_key, 'secret');
      assert.equal(got.description, 'd');
      assert.equal(got.comments, 'c');
      assert.deepEqual(Object.keys(await get(`/api/ipam/fhrp-groups/${g.id}/?brief=1`)).sort(), ['description', 'display', 'group_id', 'id', 'protocol', 'url']);
      const bare = await created('/api/ipam/fhrp-groups/', { protocol: 'clusterxl', group_id: 0 });
      assert.equal(bare.display, 'ClusterXL: 0');
      assert.equal(bare.auth_type, null);
      assert.equal(bare.name, '');
      await refused('/api/ipam/fhrp-groups/', { protocol: 'vrrp', group_id: 1 }, { protocol: ['"vrrp" is not a valid choice.'] });
      await refused('/api/ipam/fhrp-groups/', { protocol: 'hsrp', group_id: 32768 }, { group_id: ['Ensure this value is less than or equal to 32767.'] });
      await refused('/api/ipam/fhrp-groups/', { protocol: 'hsrp' }, { group_id: ['This field is required.'] });
      const renamed = await patch(`/api/ipam/fhrp-groups/${bare.id}/`, { name: `b-${u}`, protocol: 'hsrp' });
      assert.equal(renamed.body.display, `b-${u} HSRP: 0`);
      // Filters.
      assert.deepEqual(await ids(`/api/ipam/fhrp-groups/?name=g-${u}&name=b-${u}&protocol=hsrp`), [bare.id]);
      assert.deepEqual(await ids(`/api/ipam/fhrp-groups/?q=${u}&auth_type=md5`), [g.id]);
      assert.deepEqual(await ids(`/api/ipam/fhrp-groups/?q=${u}&group_id=10`), [g.id]);
      // An IP address assigned to the group, read nested; deleting the group deletes it.
      const vrf = await created('/api/ipam/vrfs/', { name: `v-${u}` });
      const ip = await created('/api/ipam/ip-addresses/', { address: '198.51.100.1/24', vrf: vrf.id, assigned_object_type: 'ipam.fhrpgroup', assigned_object_id: g.id, role: 'vrrp' });
      assert.equal(ip.assigned_object_type, 'ipam.fhrpgroup');
      assert.equal(ip.assigned_object.id, g.id);
      assert.deepEqual(ip.assigned_object.protocol, { value: 'vrrp2', label: 'VRRPv2' });
      assert.deepEqual(await ids(`/api/ipam/ip-addresses/?fhrpgroup_id=${g.id}`), [ip.id]);
      assert.deepEqual(await ids(`/api/ipam/ip-addresses/?fhrpgroup_id=${bare.id}`), []);
      // The group lists its addresses, brief, as NetBox's serializer does.
      const [listed, ...more] = (await get(`/api/ipam/fhrp-groups/${g.id}/`)).ip_addresses;
      assert.deepEqual([{ ...listed, url: undefined }, more], [{ id: ip.id, url: undefined, display: ip.display, family: 4, address: '198.51.100.1/24', description: '' }, []]);
      assert.match(listed.url, new RegExp(`/api/ipam/ip-addresses/${ip.id}/$`));
      assert.deepEqual((await get(`/api/ipam/fhrp-groups/?id=${bare.id}`)).results[0].ip_addresses, []);
      assert.equal((await del(`/api/ipam/fhrp-groups/${g.id}/`)).status, 204);
      assert.equal((await api.request.get(`/api/ipam/ip-addresses/${ip.id}/`).set(auth)).status, 404);
    });

    it('assigns groups to interfaces: full representation, required interface, unique pair, priority bounds, filters, cascades', async () => {
      const u = uid();
      const dev = await device(u);
      const dev2 = await device(u, '2');
      const eth0 = await created('/api/dcim/interfaces/', { device: dev.id, name: 'eth0', type: '1000base-t' });
      const eth1 = await created('/api/dcim/interfaces/', { device: dev2.id, name: 'eth1', type: '1000base-t' });
      const g = await created('/api/ipam/fhrp-groups/', { name: `g-${u}`, protocol: 'hsrp', group_id: 5 });
      const g2 = await created('/api/ipam/fhrp-groups/', { protocol: 'glbp', group_id: 6 });
      const a = await created('/api/ipam/fhrp-group-assignments/', { group: g.id, interface_type: 'dcim.interface', interface_id: eth0.id, priority: 200 });
      const got = await get(`/api/ipam/fhrp-group-assignments/${a.id}/`);
      assert.match(got.url, url('fhrp-group-assignments'));
      assert.equal(got.display, `g-${u} HSRP: 5 (200)`);
      assert.deepEqual(Object.keys(got.group).sort(), ['description', 'display', 'group_id', 'id', 'protocol', 'url']);
      assert.equal(got.group.id, g.id);
      assert.equal(got.interface_type, 'dcim.interface');
      assert.equal(got.interface_id, eth0.id);
      assert.equal(got.interface.id, eth0.id);
      assert.equal(got.interface.name, 'eth0');
      assert.equal(got.priority, 200);
      assert.ok(got.created && got.last_updated);
      assert.ok(!('tags' in got), 'a change-logged model without tags');
      const b = await created('/api/ipam/fhrp-group-assignments/', { group: g2.id, interface_type: 'dcim.interface', interface_id: eth1.id, priority: 0 });
      const c = await created('/api/ipam/fhrp-group-assignments/', { group: g.id, interface_type: 'dcim.interface', interface_id: eth1.id, priority: 255 });
      await refused('/api/ipam/fhrp-group-assignments/', { group: g.id, interface_type: 'dcim.interface', interface_id: eth0.id, priority: 1 },
        { __all__: ['FHRP group assignment with this Interface type, Interface id and Group already exists.'] });
      const none = await post('/api/ipam/fhrp-group-assignments/', { group: g.id, priority: 1 });
      assert.equal(none.status, 400, JSON.stringify(none.body));
      assert.deepEqual(none.body.interface_type, ['This field is required.']);
      assert.ok(Object.keys(none.body).every((k) => k === 'interface_type' || k === 'interface_id'), JSON.stringify(none.body));
      const noId = await post('/api/ipam/fhrp-group-assignments/', { group: g.id, interface_type: 'dcim.interface', priority: 1 });
      assert.equal(noId.status, 400, JSON.stringify(noId.body));
      assert.deepEqual(noId.body, { interface_id: ['This field is required.'] });
      await refused('/api/ipam/fhrp-group-assignments/', { group: g2.id, interface_type: 'dcim.interface', interface_id: eth0.id, priority: 256 },
        { priority: ['Ensure this value is less than or equal to 255.'] });
      await refused('/api/ipam/fhrp-group-assignments/', { group: g2.id, interface_type: 'dcim.site', interface_id: eth0.id, priority: 1 },
        { interface_type: ['"dcim.site" is not a valid choice.'] });
      await refused(`/api/ipam/fhrp-group-assignments/${a.id}/`, { interface_id: null }, { interface_id: ['This field may not be null.'] }, 'patch');
      // Ordered by priority, highest first.
      const list = await get(`/api/ipam/fhrp-group-assignments/?id=${a.id}&id=${b.id}&id=${c.id}`);
      assert.deepEqual(list.results.map((x: { id: number }) => x.id), [c.id, a.id, b.id]);
      assert.deepEqual(await ids(`/api/ipam/fhrp-group-assignments/?group_id=${g.id}`), sorted(a.id, c.id));
      assert.deepEqual(await ids(`/api/ipam/fhrp-group-assignments/?device=d-${u}`), [a.id]);
      assert.deepEqual(await ids(`/api/ipam/fhrp-group-assignments/?device_id=${dev2.id}`), sorted(b.id, c.id));
      assert.deepEqual(await ids(`/api/ipam/fhrp-group-assignments/?interface_type=dcim.interface&interface_id=${eth1.id}&priority__gt=0`), [c.id]);
      // Renaming the group renames the assignment's display.
      await patch(`/api/ipam/fhrp-groups/${g.id}/`, { name: `n-${u}` });
      assert.equal((await get(`/api/ipam/fhrp-group-assignments/${a.id}/`)).display, `n-${u} HSRP: 5 (200)`);
      // Deleting an interface deletes its assignments; deleting a group deletes its assignments.
      assert.equal((await del(`/api/dcim/interfaces/${eth0.id}/`)).status, 204);
      assert.equal((await api.request.get(`/api/ipam/fhrp-group-assignments/${a.id}/`).set(auth)).status, 404);
      assert.equal((await del(`/api/ipam/fhrp-groups/${g2.id}/`)).status, 204);
      assert.equal((await api.request.get(`/api/ipam/fhrp-group-assignments/${b.id}/`).set(auth)).status, 404);
      assert.equal((await get(`/api/ipam/fhrp-group-assignments/${c.id}/`)).id, c.id);
    });
  });

  describe('virtual machines: services, FHRP assignments and IP addresses on VM interfaces', () => {
    it('a service on a VM (never on both a device and a VM); FHRP groups and IPs on VM interfaces, filtered by VM; cascades', async () => {
      const u = uid();
      const dev = await device(u);
      const vm = await created('/api/virtualization/virtual-machines/', { name: `vm-${u}`, site: dev.site.id });
      const vif = await created('/api/virtualization/interfaces/', { virtual_machine: vm.id, name: 'vnic0' });
      const s = await created('/api/ipam/services/', { virtual_machine: vm.id, name: `http-${u}`, protocol: 'tcp', ports: [80] });
      assert.equal(s.virtual_machine.id, vm.id);
      assert.equal(s.device, null);
      await refused('/api/ipam/services/', { device: dev.id, virtual_machine: vm.id, name: `x-${u}`, protocol: 'tcp', ports: [1] },
        { non_field_errors: ['A service cannot be associated with both a device and a virtual machine.'] });
      assert.deepEqual(await ids(`/api/ipam/services/?virtual_machine=vm-${u}`), [s.id]);
      assert.deepEqual(await ids(`/api/ipam/services/?virtual_machine_id=${vm.id}`), [s.id]);
      const g = await created('/api/ipam/fhrp-groups/', { protocol: 'carp', group_id: 3 });
      const a = await created('/api/ipam/fhrp-group-assignments/', { group: g.id, interface_type: 'virtualization.vminterface', interface_id: vif.id, priority: 10 });
      assert.equal(a.interface.id, vif.id);
      assert.equal(a.interface.name, 'vnic0');
      assert.deepEqual(await ids(`/api/ipam/fhrp-group-assignments/?virtual_machine=vm-${u}`), [a.id]);
      assert.deepEqual(await ids(`/api/ipam/fhrp-group-assignments/?virtual_machine_id=${vm.id}`), [a.id]);
      assert.deepEqual(await ids(`/api/ipam/fhrp-group-assignments/?device_id=${dev.id}`), []);
      const vrf = await created('/api/ipam/vrfs/', { name: `v-${u}` });
      const ip = await created('/api/ipam/ip-addresses/', { address: '192.0.2.5/24', vrf: vrf.id, assigned_object_type: 'virtualization.vminterface', assigned_object_id: vif.id });
      assert.equal(ip.assigned_object.id, vif.id);
      assert.deepEqual(await ids(`/api/ipam/ip-addresses/?virtual_machine=vm-${u}`), [ip.id]);
      assert.deepEqual(await ids(`/api/ipam/ip-addresses/?virtual_machine_id=${vm.id}`), [ip.id]);
      assert.deepEqual(await ids(`/api/ipam/ip-addresses/?vminterface_id=${vif.id}`), [ip.id]);
      assert.deepEqual(await ids(`/api/ipam/ip-addresses/?vrf_id=${vrf.id}&vminterface=vnic0`), [ip.id]);
      // Deleting the VM interface deletes its assignments and addresses; deleting the VM its services.
      assert.equal((await del(`/api/virtualization/interfaces/${vif.id}/`)).status, 204);
      assert.equal((await api.request.get(`/api/ipam/fhrp-group-assignments/${a.id}/`).set(auth)).status, 404);
      assert.equal((await api.request.get(`/api/ipam/ip-addresses/${ip.id}/`).set(auth)).status, 404);
      assert.equal((await del(`/api/virtualization/virtual-machines/${vm.id}/`)).status, 204);
      assert.equal((await api.request.get(`/api/ipam/services/${s.id}/`).set(auth)).status, 404);
    });
  });

  describe('service templates and services', () => {
    it('creates a service template with every field; ports are integers 1-65535; unique name; filters', async () => {
      const u = uid();
      const t = await created('/api/ipam/service-templates/', { name: `web-${u}`, protocol: 'tcp', ports: [443, 80, 81, '82'], description: 'd', comments: 'c' });
      const got = await get(`/api/ipam/service-templates/${t.id}/`);
      assert.match(got.url, url('service-templates'));
      assert.equal(got.display, `web-${u} (TCP/80-82, 443)`);
      assert.deepEqual(got.ports, [443, 80, 81, 82]);
      assert.deepEqual(got.protocol, { value: 'tcp', label: 'TCP' });
      assert.equal(got.description, 'd');
      assert.equal(got.comments, 'c');
      assert.deepEqual(Object.keys(await get(`/api/ipam/service-templates/${t.id}/?brief=1`)).sort(), ['description', 'display', 'id', 'name', 'ports', 'protocol', 'url']);
      const path = '/api/ipam/service-templates/';
      await refused(path, { name: `web-${u}`, protocol: 'tcp', ports: [1] }, { name: ['service template with this name already exists.'] });
      await refused(path, { name: `x-${u}`, protocol: 'tcp', ports: [0, 22, 65536, 'ssh'] }, {
        ports: {
          0: ['Ensure this value is greater than or equal to 1.'], 2: ['Ensure this value is less than or equal to 65535.'], 3: ['A valid integer is required.'],
        },
      });
      await refused(path, { name: `x-${u}`, protocol: 'tcp', ports: [] }, { ports: ['This list may not be empty.'] });
      await refused(path, { name: `x-${u}`, protocol: 'tcp', ports: 22 }, { ports: ['Expected a list of items but got type "int".'] });
      await refused(path, { name: `x-${u}`, protocol: 'tcp' }, { ports: ['This field is required.'] });
      await refused(path, { name: `x-${u}`, protocol: 'icmp', ports: [1] }, { protocol: ['"icmp" is not a valid choice.'] });
      const dns = await created(path, { name: `dns-${u}`, protocol: 'udp', ports: [53] });
      const up = await patch(`${path}${dns.id}/`, { protocol: 'sctp' });
      assert.equal(up.body.display, `dns-${u} (SCTP/53)`);
      assert.deepEqual(up.body.ports, [53]);
      assert.deepEqual(await ids(`${path}?q=${u}&protocol=sctp`), [dns.id]);
      assert.deepEqual(await ids(`${path}?name=web-${u}&name=dns-${u}`), sorted(t.id, dns.id));
    });

    it('creates a service on a device with IP addresses; a service needs a device; filters; the device cascades', async () => {
      const u = uid();
      const dev = await device(u);
      const dev2 = await device(u, '2');
      const vrf = await created('/api/ipam/vrfs/', { name: `v-${u}` });
      const ip1 = await created('/api/ipam/ip-addresses/', { address: '203.0.113.7/24', vrf: vrf.id });
      const ip2 = await created('/api/ipam/ip-addresses/', { address: '203.0.113.8/24', vrf: vrf.id });
      const tag = await created('/api/extras/tags/', { name: `tag-${u}`, slug: `tag-${u}` });
      const s = await created('/api/ipam/services/', {
        device: dev.id, name: `ssh-${u}`, protocol: 'tcp', ports: [22], ipaddresses: [ip1.id, ip2.id], description: 'd', comments: 'c', tags: [tag.id],
      });
      const got = await get(`/api/ipam/services/${s.id}/`);
      assert.match(got.url, url('services'));
      assert.equal(got.display, `ssh-${u} (TCP/22)`);
      assert.equal(got.device.id, dev.id);
      assert.equal(got.device.name, `d-${u}`);
      assert.deepEqual(got.ports, [22]);
      assert.deepEqual(got.ipaddresses.map((x: { id: number }) => x.id).sort((a: number, b: number) => a - b), sorted(ip1.id, ip2.id));
      assert.deepEqual(Object.keys(got.ipaddresses[0]).sort(), ['address', 'description', 'display', 'family', 'id', 'url']);
      assert.equal(got.description, 'd');
      assert.equal(got.comments, 'c');
      await refused('/api/ipam/services/', { name: `x-${u}`, protocol: 'tcp', ports: [1] },
        { non_field_errors: ['A service must be associated with either a device or a virtual machine.'] });
      await refused(`/api/ipam/services/${s.id}/`, { device: null },
        { non_field_errors: ['A service must be associated with either a device or a virtual machine.'] }, 'patch');
      await refused('/api/ipam/services/', { device: dev.id, name: `x-${u}`, protocol: 'tcp', ports: [99999] },
        { ports: { 0: ['Ensure this value is less than or equal to 65535.'] } });
      const s2 = await created('/api/ipam/services/', { device: dev2.id, name: `dns-${u}`, protocol: 'udp', ports: [53, 5353] });
      assert.deepEqual(await ids(`/api/ipam/services/?device=d-${u}`), [s.id]);
      assert.deepEqual(await ids(`/api/ipam/services/?device_id=${dev.id}&device_id=${dev2.id}`), sorted(s.id, s2.id));
      assert.deepEqual(await ids(`/api/ipam/services/?ipaddress_id=${ip2.id}`), [s.id]);
      assert.deepEqual(await ids(`/api/ipam/services/?device_id=${dev.id}&ipaddress=203.0.113.7/24`), [s.id]);
      assert.deepEqual(await ids(`/api/ipam/services/?q=${u}&protocol=udp`), [s2.id]);
      assert.deepEqual(await ids(`/api/ipam/services/?q=${u}&tag=tag-${u}`), [s.id]);
      // Deleting an IP address unlinks it; deleting the device deletes its services.
      assert.equal((await del(`/api/ipam/ip-addresses/${ip2.id}/`)).status, 204);
      assert.deepEqual((await get(`/api/ipam/services/${s.id}/`)).ipaddresses.map((x: { id: number }) => x.id), [ip1.id]);
      assert.equal((await del(`/api/dcim/devices/${dev.id}/`)).status, 204);
      assert.equal((await api.request.get(`/api/ipam/services/${s.id}/`).set(auth)).status, 404);
      assert.equal((await get(`/api/ipam/services/${s2.id}/`)).id, s2.id);
    });
  });
});
