import assert from 'node:assert/strict';
import { auth, objectHelpers, startApi, uid, type TestApi } from '../support/api.ts';
import { apiPaths, factories } from '../support/factories.ts';

// DCIM organisation models of NetBox 3.7 (site groups, locations, rack reservations), and the
// fields they make possible on sites, racks and devices, with NetBox's rules about them.
describe('models: dcim', () => {
  let api: TestApi;
  before(async () => {
    api = await startApi();
  });
  after(() => api.close());

  const { post, created, get, ids, sorted } = objectHelpers(() => api);
  const make = factories(apiPaths(created));
  const refusedWith = async (path: string, body: unknown, expected: object) => {
    const r = await post(path, body);
    assert.equal(r.status, 400, `${path} ${JSON.stringify(body)}: ${r.status} ${JSON.stringify(r.body)}`);
    assert.deepEqual(r.body, expected);
  };
  const url = (path: string) => new RegExp(`/api/dcim/${path}/\\d+/$`);

  describe('sites', () => {
    it('carry ASNs (written as ids, nested, filtered by asn and asn_id) and count their devices, racks, prefixes, VLANs and VMs', async () => {
      const u = uid();
      const rir = await created('/api/ipam/rirs/', { name: `rir-${u}`, slug: `rir-${u}` });
      const n = 4200000000 + parseInt(u.slice(0, 6), 16) % 90000000;
      const asn = await created('/api/ipam/asns/', { asn: n, rir: rir.id });
      const site = await created('/api/dcim/sites/', { name: `s-${u}`, slug: `s-${u}`, asns: [asn.id] });
      assert.deepEqual(site.asns.map((a: { id: number; asn: number }) => [a.id, a.asn]), [[asn.id, n]]);
      assert.deepEqual(await ids(`/api/dcim/sites/?asn=${n}`), [site.id]);
      assert.deepEqual(await ids(`/api/dcim/sites/?asn_id=${asn.id}`), [site.id]);
      await created('/api/dcim/racks/', { name: `r-${u}`, site: site.id });
      await created('/api/ipam/vlans/', { vid: 5, name: `v-${u}`, site: site.id });
      await created('/api/ipam/prefixes/', { prefix: `10.88.${parseInt(u.slice(0, 2), 16)}.0/24`, site: site.id });
      const got = await get(`/api/dcim/sites/${site.id}/`);
      assert.deepEqual([got.rack_count, got.vlan_count, got.prefix_count, got.device_count, got.virtualmachine_count], [1, 1, 1, 0, 0]);
      // Deleting the ASN unlinks it from the site.
      assert.equal((await api.request.delete(`/api/ipam/asns/${asn.id}/`).set(auth)).status, 204);
      assert.deepEqual((await get(`/api/dcim/sites/${site.id}/`)).asns, []);
    });
  });

  describe('site groups', () => {
    it('creates a nested group with every field and reads it back; sites take a group', async () => {
      const u = uid();
      const top = await created('/api/dcim/site-groups/', { name: `sg-${u}`, slug: `sg-${u}` });
      const child = await created('/api/dcim/site-groups/', { name: `sgc-${u}`, slug: `sgc-${u}`, parent: top.id, description: 'child' });
      assert.equal(child.display, `sgc-${u}`);
      assert.equal(child.description, 'child');
      assert.equal(child._depth, 1);
      assert.deepEqual(Object.keys(child.parent).sort(), ['_depth', 'description', 'display', 'id', 'name', 'site_count', 'slug', 'url']);
      assert.equal(child.parent.id, top.id);
      assert.match(child.url, url('site-groups'));
      const site = await created('/api/dcim/sites/', { name: `s-${u}`, slug: `s-${u}`, group: child.id });
      assert.equal(site.group.id, child.id);
      assert.equal(site.group._depth, 1);
      // group / group_id on sites match the subtree.
      const other = await created('/api/dcim/sites/', { name: `s2-${u}`, slug: `s2-${u}` });
      assert.deepEqual(await ids(`/api/dcim/sites/?group=sg-${u}&limit=0`), [site.id]);
      assert.deepEqual(await ids(`/api/dcim/sites/?group_id=${top.id}&slug__isw=s&name__iew=${u}&limit=0`), [site.id]);
      assert.ok(!(await ids(`/api/dcim/sites/?group_id=${top.id}&limit=0`)).includes(other.id));
      // Deleting a group leaves the site without one (SET_NULL); deleting the parent takes the child.
      assert.equal((await api.request.delete(`/api/dcim/site-groups/${top.id}/`).set(auth)).status, 204);
      assert.equal((await api.request.get(`/api/dcim/site-groups/${child.id}/`).set(auth)).status, 404);
      assert.equal((await get(`/api/dcim/sites/${site.id}/`)).group, null);
    });

    it('refuses a duplicate name or slug under the same parent, top level included, as a 400', async () => {
      const u = uid();
      const top = await created('/api/dcim/site-groups/', { name: `sg-${u}`, slug: `sg-${u}` });
      const dupTop = await post('/api/dcim/site-groups/', { name: `sg-${u}`, slug: `other-${u}` });
      assert.equal(dupTop.status, 400, JSON.stringify(dupTop.body));
      assert.deepEqual(dupTop.body, { __all__: ['A site group with this name already exists under the same parent.'] });
      const dupSlug = await post('/api/dcim/site-groups/', { name: `other-${u}`, slug: `sg-${u}` });
      assert.equal(dupSlug.status, 400, JSON.stringify(dupSlug.body));
      assert.deepEqual(dupSlug.body, { __all__: ['A site group with this slug already exists under the same parent.'] });
      // The same name under another parent is fine.
      await created('/api/dcim/site-groups/', { name: `sg-${u}`, slug: `sgx-${u}`, parent: top.id });
      const dupChild = await post('/api/dcim/site-groups/', { name: `sg-${u}`, slug: `sgy-${u}`, parent: top.id });
      assert.equal(dupChild.status, 400, JSON.stringify(dupChild.body));
    });
  });

  describe('locations', () => {
    it('creates a location with every field and reads back the full representation', async () => {
      const u = uid();
      const site = await created('/api/dcim/sites/', { name: `s-${u}`, slug: `s-${u}` });
      const tenant = await created('/api/tenancy/tenants/', { name: `t-${u}`, slug: `t-${u}` });
      const building = await created('/api/dcim/locations/', { name: `b-${u}`, slug: `b-${u}`, site: site.id });
      const room = await created('/api/dcim/locations/', {
        name: `r-${u}`, slug: `r-${u}`, site: site.id, parent: building.id, status: 'planned', tenant: tenant.id, description: 'room',
      });
      const got = await get(`/api/dcim/locations/${room.id}/`);
      assert.equal(got.display, `r-${u}`);
      assert.equal(got.name, `r-${u}`);
      assert.equal(got.slug, `r-${u}`);
      assert.deepEqual(got.status, { value: 'planned', label: 'Planned' });
      assert.equal(got.site.id, site.id);
      assert.equal(got.site.slug, `s-${u}`);
      assert.equal(got.parent.id, building.id);
      assert.equal(got.parent._depth, 0);
      assert.equal(got._depth, 1);
      assert.equal(got.tenant.id, tenant.id);
      assert.equal(got.description, 'room');
      assert.deepEqual(got.tags, []);
      assert.deepEqual(building.status, { value: 'active', label: 'Active' });
      const brief = await get(`/api/dcim/locations/${room.id}/?brief=1`);
      assert.deepEqual(Object.keys(brief).sort(), ['_depth', 'description', 'display', 'id', 'name', 'rack_count', 'slug', 'url']);
    });

    it('is unique by (site, parent, name) and (site, parent, slug), null parent included: 400 never 500', async () => {
      const u = uid();
      const site = await created('/api/dcim/sites/', { name: `s-${u}`, slug: `s-${u}` });
      const site2 = await created('/api/dcim/sites/', { name: `s2-${u}`, slug: `s2-${u}` });
      const a = await created('/api/dcim/locations/', { name: `a-${u}`, slug: `a-${u}`, site: site.id });
      for (const [body, what] of [[{ name: `a-${u}`, slug: `x-${u}` }, 'name'], [{ name: `x-${u}`, slug: `a-${u}` }, 'slug']] as const) {
        const r = await post('/api/dcim/locations/', { ...body, site: site.id });
        assert.equal(r.status, 400, JSON.stringify(r.body));
        assert.deepEqual(r.body, { __all__: [`A location with this ${what} already exists within the specified site.`] });
      }
      // Same name in another site, or under a parent, is allowed.
      await created('/api/dcim/locations/', { name: `a-${u}`, slug: `a-${u}`, site: site2.id });
      await created('/api/dcim/locations/', { name: `a-${u}`, slug: `a-${u}`, site: site.id, parent: a.id });
      const r = await post('/api/dcim/locations/', { name: `a-${u}`, slug: `b-${u}`, site: site.id, parent: a.id });
      assert.equal(r.status, 400, JSON.stringify(r.body));
    });

    it('refuses a parent in another site', async () => {
      const u = uid();
      const s1 = await created('/api/dcim/sites/', { name: `s1-${u}`, slug: `s1-${u}` });
      const s2 = await created('/api/dcim/sites/', { name: `s2-${u}`, slug: `s2-${u}` });
      const p = await created('/api/dcim/locations/', { name: `p-${u}`, slug: `p-${u}`, site: s1.id });
      const r = await post('/api/dcim/locations/', { name: `c-${u}`, slug: `c-${u}`, site: s2.id, parent: p.id });
      assert.equal(r.status, 400);
      assert.deepEqual(r.body, { non_field_errors: [`Parent location (p-${u}) must belong to the same site (s2-${u}).`] });
    });

    it('filters by site, region, site group, parent (subtree) and status; deleting the site deletes its locations', async () => {
      const u = uid();
      const region = await created('/api/dcim/regions/', { name: `reg-${u}`, slug: `reg-${u}` });
      const group = await created('/api/dcim/site-groups/', { name: `g-${u}`, slug: `g-${u}` });
      const s1 = await created('/api/dcim/sites/', { name: `s1-${u}`, slug: `s1-${u}`, region: region.id, group: group.id });
      const s2 = await created('/api/dcim/sites/', { name: `s2-${u}`, slug: `s2-${u}` });
      const a = await created('/api/dcim/locations/', { name: `a-${u}`, slug: `a-${u}`, site: s1.id });
      const b = await created('/api/dcim/locations/', { name: `b-${u}`, slug: `b-${u}`, site: s1.id, parent: a.id, status: 'retired' });
      const c = await created('/api/dcim/locations/', { name: `c-${u}`, slug: `c-${u}`, site: s2.id });
      const scope = `name__iew=-${u}&limit=0`;
      assert.deepEqual(await ids(`/api/dcim/locations/?${scope}`), sorted(a.id, b.id, c.id));
      assert.deepEqual(await ids(`/api/dcim/locations/?${scope}&site=s1-${u}`), sorted(a.id, b.id));
      assert.deepEqual(await ids(`/api/dcim/locations/?${scope}&site_id=${s2.id}`), [c.id]);
      assert.deepEqual(await ids(`/api/dcim/locations/?${scope}&region=reg-${u}`), sorted(a.id, b.id));
      assert.deepEqual(await ids(`/api/dcim/locations/?${scope}&site_group_id=${group.id}`), sorted(a.id, b.id));
      assert.deepEqual(await ids(`/api/dcim/locations/?${scope}&site_group=g-${u}`), sorted(a.id, b.id));
      assert.deepEqual(await ids(`/api/dcim/locations/?${scope}&parent_id=${a.id}`), [b.id]);
      assert.deepEqual(await ids(`/api/dcim/locations/?${scope}&status=retired`), [b.id]);
      assert.deepEqual(await ids(`/api/dcim/locations/?q=b-${u}`), [b.id]);
      assert.equal((await api.request.delete(`/api/dcim/sites/${s2.id}/`).set(auth)).status, 204);
      assert.equal((await api.request.get(`/api/dcim/locations/${c.id}/`).set(auth)).status, 404);
    });

    it('racks and devices take a location of their site; a device in a rack inherits its location; protected delete', async () => {
      const u = uid();
      const site = await created('/api/dcim/sites/', { name: `s-${u}`, slug: `s-${u}` });
      const other = await created('/api/dcim/sites/', { name: `o-${u}`, slug: `o-${u}` });
      const loc = await created('/api/dcim/locations/', { name: `l-${u}`, slug: `l-${u}`, site: site.id });
      const loc2 = await created('/api/dcim/locations/', { name: `l2-${u}`, slug: `l2-${u}`, site: site.id });
      const foreign = await created('/api/dcim/locations/', { name: `f-${u}`, slug: `f-${u}`, site: other.id });
      const bad = await post('/api/dcim/racks/', { name: `r-${u}`, site: site.id, location: foreign.id });
      assert.equal(bad.status, 400);
      assert.deepEqual(bad.body, { location: [`Location must be from the same site, s-${u}.`] });
      const rack = await created('/api/dcim/racks/', { name: `r-${u}`, site: site.id, location: loc.id });
      assert.equal(rack.location.id, loc.id);
      assert.equal(rack.location._depth, 0);
      const rack2 = await created('/api/dcim/racks/', { name: `r2-${u}`, site: site.id });
      assert.deepEqual(await ids(`/api/dcim/racks/?site_id=${site.id}&location=l-${u}&limit=0`), [rack.id]);
      assert.deepEqual(await ids(`/api/dcim/racks/?site_id=${site.id}&location_id=${loc.id}&limit=0`), [rack.id]);
      assert.ok((await ids(`/api/dcim/racks/?site_id=${site.id}&limit=0`)).includes(rack2.id));

      const base = { device_type: (await make.deviceType()).id, role: (await make.deviceRole()).id, site: site.id };
      const wrongSite = await post('/api/dcim/devices/', { ...base, name: `d0-${u}`, location: foreign.id });
      assert.equal(wrongSite.status, 400);
      assert.deepEqual(wrongSite.body, { location: [`Location f-${u} does not belong to site s-${u}.`] });
      const wrongRack = await post('/api/dcim/devices/', { ...base, name: `d0-${u}`, location: loc2.id, rack: rack.id });
      assert.equal(wrongRack.status, 400);
      assert.deepEqual(wrongRack.body, { rack: [`Rack r-${u} does not belong to location l2-${u}.`] });
      const rackOtherSite = await post('/api/dcim/devices/', { ...base, site: other.id, name: `d0-${u}`, rack: rack.id });
      assert.equal(rackOtherSite.status, 400);
      assert.deepEqual(rackOtherSite.body, { rack: [`Rack r-${u} does not belong to site o-${u}.`] });
      const inRack = await created('/api/dcim/devices/', { ...base, name: `d1-${u}`, rack: rack.id });
      assert.equal(inRack.location.id, loc.id, 'inherits the rack location');
      const inLoc = await created('/api/dcim/devices/', { ...base, name: `d2-${u}`, location: loc2.id });
      assert.equal(inLoc.location.slug, `l2-${u}`);
      await created('/api/dcim/devices/', { ...base, name: `d3-${u}` });
      assert.deepEqual(await ids(`/api/dcim/devices/?site_id=${site.id}&location_id=${loc2.id}&limit=0`), [inLoc.id]);
      const i1 = await created('/api/dcim/interfaces/', { device: inLoc.id, name: 'eth0', type: '1000base-t' });
      await created('/api/dcim/interfaces/', { device: inRack.id, name: 'eth0', type: '1000base-t' });
      assert.deepEqual(await ids(`/api/dcim/interfaces/?site_id=${site.id}&location=l2-${u}`), [i1.id]);
      assert.deepEqual(await ids(`/api/dcim/interfaces/?site_id=${site.id}&location_id=${loc2.id}`), [i1.id]);
      assert.deepEqual(await ids(`/api/dcim/devices/?site_id=${site.id}&location_id=${loc.id}&limit=0`), [inRack.id]);
      // A device protects its location; a rack does not (SET_NULL).
      const del = await api.request.delete(`/api/dcim/locations/${loc2.id}/`).set(auth);
      assert.equal(del.status, 409, JSON.stringify(del.body));
      assert.equal((await api.request.delete(`/api/dcim/devices/${inRack.id}/`).set(auth)).status, 204);
      assert.equal((await api.request.delete(`/api/dcim/locations/${loc.id}/`).set(auth)).status, 204);
      assert.equal((await get(`/api/dcim/racks/${rack.id}/`)).location, null);
    });

    it('racks and devices filter by site group (subtree)', async () => {
      const u = uid();
      const top = await created('/api/dcim/site-groups/', { name: `g-${u}`, slug: `g-${u}` });
      const sub = await created('/api/dcim/site-groups/', { name: `gs-${u}`, slug: `gs-${u}`, parent: top.id });
      const s1 = await created('/api/dcim/sites/', { name: `s1-${u}`, slug: `s1-${u}`, group: sub.id });
      const s2 = await created('/api/dcim/sites/', { name: `s2-${u}`, slug: `s2-${u}` });
      const r1 = await created('/api/dcim/racks/', { name: `r-${u}`, site: s1.id });
      const r2 = await created('/api/dcim/racks/', { name: `r-${u}`, site: s2.id });
      assert.deepEqual(await ids(`/api/dcim/racks/?name=r-${u}&site_group=g-${u}&limit=0`), [r1.id]);
      assert.deepEqual(await ids(`/api/dcim/racks/?name=r-${u}&site_group_id=${sub.id}&limit=0`), [r1.id]);
      assert.deepEqual(await ids(`/api/dcim/racks/?name=r-${u}&limit=0`), sorted(r1.id, r2.id));
      const { device } = await make.deviceSite();
      const d1 = await device({ name: `d-${u}`, site: s1.id });
      await device({ name: `d-${u}`, site: s2.id });
      assert.deepEqual(await ids(`/api/dcim/devices/?name=d-${u}&site_group=g-${u}&limit=0`), [d1.id]);
    });
  });

  describe('rack reservations', () => {
    async function setup(u: string) {
      const site = await created('/api/dcim/sites/', { name: `s-${u}`, slug: `s-${u}` });
      const loc = await created('/api/dcim/locations/', { name: `l-${u}`, slug: `l-${u}`, site: site.id });
      const rack = await created('/api/dcim/racks/', { name: `r-${u}`, facility_id: `f-${u}`, site: site.id, location: loc.id, u_height: 10, starting_unit: 5 });
      const user = await created('/api/users/users/', { username: `u-${u}`, password: `Pw-${u}-long-enough` });
      return { site, loc, rack, user };
    }

    it('creates a reservation with every field; units read back as integers; brief nests the user', async () => {
      const u = uid();
      const { rack, user } = await setup(u);
      const tenant = await created('/api/tenancy/tenants/', { name: `t-${u}`, slug: `t-${u}` });
      const r = await created('/api/dcim/rack-reservations/', {
        rack: rack.id, units: [5, 6, 14], user: user.id, tenant: tenant.id, description: 'maintenance', comments: 'long text',
      });
      const got = await get(`/api/dcim/rack-reservations/${r.id}/`);
      assert.equal(got.display, `Reservation for rack r-${u} (f-${u})`);
      assert.deepEqual(got.units, [5, 6, 14]);
      assert.equal(got.rack.id, rack.id);
      assert.deepEqual(Object.keys(got.user).sort(), ['display', 'id', 'url', 'username']);
      assert.equal(got.user.username, `u-${u}`);
      assert.equal(got.tenant.id, tenant.id);
      assert.equal(got.description, 'maintenance');
      assert.equal(got.comments, 'long text');
      const brief = await get(`/api/dcim/rack-reservations/${r.id}/?brief=1`);
      // NetBox 4.4 put the reservation's status in its brief form.
      assert.deepEqual(Object.keys(brief).sort(), ['description', 'display', 'id', 'status', 'units', 'url', 'user']);
      assert.deepEqual(brief.status, { value: 'active', label: 'Active' });
      assert.equal(brief.user.id, user.id);
      assert.deepEqual(brief.units, [5, 6, 14]);
    });

    it('refuses units outside the rack, already reserved, empty or not integers; a description is required', async () => {
      const u = uid();
      const { rack, user } = await setup(u);
      const base = { rack: rack.id, user: user.id, description: 'x' };
      const cases: Array<[unknown, string]> = [
        [[4, 5, 15], 'Invalid unit(s) for 10U rack: 4, 15'],
        [[], 'This field is required.'],
        [['7'], 'Item 1 in the array did not validate: A valid integer is required.'],
        [[7, 1.5], 'Item 2 in the array did not validate: A valid integer is required.'],
      ];
      for (const [units, message] of cases) {
        const r = await post('/api/dcim/rack-reservations/', { ...base, units });
        assert.equal(r.status, 400, JSON.stringify(units));
        assert.deepEqual(r.body, { units: [message] });
      }
      const first = await created('/api/dcim/rack-reservations/', { ...base, units: [7, 8] });
      const clash = await post('/api/dcim/rack-reservations/', { ...base, units: [8, 9, 7] });
      assert.equal(clash.status, 400);
      assert.deepEqual(clash.body, { units: ['The following units have already been reserved: 8, 7'] });
      // A reservation does not clash with itself on update.
      const again = await api.request.patch(`/api/dcim/rack-reservations/${first.id}/`).set(auth).send({ units: [7, 8, 9] });
      assert.equal(again.status, 200, JSON.stringify(again.body));
      const noDesc = await post('/api/dcim/rack-reservations/', { rack: rack.id, user: user.id, units: [10] });
      assert.equal(noDesc.status, 400);
      assert.ok('description' in noDesc.body, JSON.stringify(noDesc.body));
    });

    it('filters by rack, site, location, user; the user is protected, the rack cascades', async () => {
      const u = uid();
      const a = await setup(`a${u}`);
      const b = await setup(`b${u}`);
      const ra = await created('/api/dcim/rack-reservations/', { rack: a.rack.id, user: a.user.id, units: [5], description: 'a' });
      const rb = await created('/api/dcim/rack-reservations/', { rack: b.rack.id, user: b.user.id, units: [5], description: 'b' });
      const scope = `id=${ra.id}&id=${rb.id}&limit=0`;
      assert.deepEqual(await ids(`/api/dcim/rack-reservations/?${scope}`), sorted(ra.id, rb.id));
      assert.deepEqual(await ids(`/api/dcim/rack-reservations/?${scope}&rack_id=${a.rack.id}`), [ra.id]);
      assert.deepEqual(await ids(`/api/dcim/rack-reservations/?${scope}&site=s-b${u}`), [rb.id]);
      assert.deepEqual(await ids(`/api/dcim/rack-reservations/?${scope}&site_id=${a.site.id}`), [ra.id]);
      assert.deepEqual(await ids(`/api/dcim/rack-reservations/?${scope}&location=l-a${u}`), [ra.id]);
      assert.deepEqual(await ids(`/api/dcim/rack-reservations/?${scope}&location_id=${b.loc.id}`), [rb.id]);
      assert.deepEqual(await ids(`/api/dcim/rack-reservations/?${scope}&user=u-a${u}`), [ra.id]);
      assert.deepEqual(await ids(`/api/dcim/rack-reservations/?${scope}&user_id=${b.user.id}`), [rb.id]);
      const del = await api.request.delete(`/api/users/users/${a.user.id}/`).set(auth);
      assert.equal(del.status, 409, JSON.stringify(del.body));
      assert.equal((await api.request.delete(`/api/dcim/racks/${a.rack.id}/`).set(auth)).status, 204);
      assert.equal((await api.request.get(`/api/dcim/rack-reservations/${ra.id}/`).set(auth)).status, 404);
    });
  });

  describe('virtual chassis, power panels and power feeds', () => {
    async function devices(u: string, n: number) {
      const { site, deviceType: dt, role, device } = await make.deviceSite();
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const out: any[] = [];
      for (let i = 0; i < n; i++) out.push(await device({ name: `d${i}-${u}` }));
      return { site, devices: out, dt, role };
    }

    it('device names are unique per site ignoring case, per site and tenant when there is one; unnamed devices never collide', async () => {
      const u = uid();
      const { site, devices: [a], dt, role } = await devices(u, 1);
      const tenant = await created('/api/tenancy/tenants/', { name: `t-${u}`, slug: `t-${u}` });
      const other = await created('/api/dcim/sites/', { name: `s2-${u}`, slug: `s2-${u}` });
      const base = { device_type: dt.id, role: role.id, site: site.id };
      const dup = await post('/api/dcim/devices/', { ...base, name: a.name.toUpperCase() });
      assert.deepEqual([dup.status, dup.body], [400, { __all__: ['Device name must be unique per site.'] }]);
      await created('/api/dcim/devices/', { ...base, site: other.id, name: a.name.toUpperCase() });
      const withTenant = await created('/api/dcim/devices/', { ...base, name: a.name, tenant: tenant.id });
      const dupTenant = await post('/api/dcim/devices/', { ...base, name: a.name.toUpperCase(), tenant: tenant.id });
      assert.deepEqual([dupTenant.status, dupTenant.body], [400, { __all__: ['Device name must be unique per site and tenant.'] }]);
      // Renaming into a taken name is refused and changes nothing.
      const renamed = await api.request.patch(`/api/dcim/devices/${withTenant.id}/`).set(auth).send({ tenant: null });
      assert.equal(renamed.status, 400, JSON.stringify(renamed.body));
      assert.equal((await get(`/api/dcim/devices/${withTenant.id}/`)).tenant.id, tenant.id);
      await created('/api/dcim/devices/', base);
      await created('/api/dcim/devices/', base);
    });

    it('devices filter by the MAC addresses of their interfaces and by having a primary address', async () => {
      const u = uid();
      const { site, devices: [a, b, c] } = await devices(u, 3);
      const mac = `02:00:${u.slice(0, 2)}:${u.slice(2, 4)}:${u.slice(4, 6)}:01`;
      await created('/api/dcim/interfaces/', { device: a.id, name: 'et1', type: '1000base-t', mac_address: mac });
      await created('/api/dcim/interfaces/', { device: a.id, name: 'et2', type: '1000base-t' });
      // A primary address sits on one of the device's own interfaces.
      const eb = await created('/api/dcim/interfaces/', { device: b.id, name: 'et1', type: '1000base-t' });
      const ec = await created('/api/dcim/interfaces/', { device: c.id, name: 'et1', type: '1000base-t' });
      const ip4 = await created('/api/ipam/ip-addresses/', { address: `10.${parseInt(u.slice(0, 2), 16)}.${parseInt(u.slice(2, 4), 16)}.1/24`, assigned_object_type: 'dcim.interface', assigned_object_id: eb.id });
      const ip6 = await created('/api/ipam/ip-addresses/', { address: `2001:db8:${u.slice(0, 4)}::1/64`, assigned_object_type: 'dcim.interface', assigned_object_id: ec.id });
      for (const [d, body] of [[b, { primary_ip4: ip4.id }], [c, { primary_ip6: ip6.id }]] as const) {
        const r = await api.request.patch(`/api/dcim/devices/${d.id}/`).set(auth).send(body);
        assert.equal(r.status, 200, JSON.stringify(r.body));
      }
      const here = `site_id=${site.id}`;
      assert.deepEqual(await ids(`/api/dcim/devices/?${here}&mac_address=${mac.toLowerCase()}`), [a.id]);
      assert.deepEqual(await ids(`/api/dcim/devices/?${here}&mac_address=02:00:00:00:00:00`), []);
      assert.deepEqual(await ids(`/api/dcim/devices/?${here}&has_primary_ip=true`), sorted(b.id, c.id));
      assert.deepEqual(await ids(`/api/dcim/devices/?${here}&has_primary_ip=false`), [a.id]);
      // primary_ip: the IPv6 one when there is one, else the IPv4 one; components are counted.
      assert.equal((await get(`/api/dcim/devices/${b.id}/`)).primary_ip.id, ip4.id);
      assert.equal((await get(`/api/dcim/devices/${c.id}/`)).primary_ip.id, ip6.id);
      assert.equal((await api.request.patch(`/api/dcim/devices/${c.id}/`).set(auth).send({ primary_ip4: ip4.id })).status, 400, 'one device per primary address');
      const got = await get(`/api/dcim/devices/${a.id}/`);
      assert.deepEqual([got.primary_ip, got.interface_count, got.console_port_count, got.inventory_item_count], [null, 2, 0, 0]);
    });

    it('a device joins a cluster of its own site or of none; deleting the cluster clears it', async () => {
      const u = uid();
      const { site, devices: [a] } = await devices(u, 1);
      const other = await created('/api/dcim/sites/', { name: `s2-${u}`, slug: `s2-${u}` });
      const ctype = await created('/api/virtualization/cluster-types/', { name: `ct-${u}`, slug: `ct-${u}` });
      const elsewhere = await created('/api/virtualization/clusters/', { name: `c1-${u}`, type: ctype.id, site: other.id });
      const here = await created('/api/virtualization/clusters/', { name: `c2-${u}`, type: ctype.id, site: site.id });
      const anywhere = await created('/api/virtualization/clusters/', { name: `c3-${u}`, type: ctype.id });
      const bad = await api.request.patch(`/api/dcim/devices/${a.id}/`).set(auth).send({ cluster: elsewhere.id });
      assert.deepEqual([bad.status, bad.body], [400, { cluster: [`The assigned cluster belongs to a different site (s2-${u})`] }]);
      for (const c of [here, anywhere]) {
        const ok = await api.request.patch(`/api/dcim/devices/${a.id}/`).set(auth).send({ cluster: c.id });
        assert.equal(ok.status, 200, JSON.stringify(ok.body));
        assert.equal(ok.body.cluster.id, c.id);
      }
      assert.deepEqual(await ids(`/api/dcim/devices/?cluster_id=${anywhere.id}`), [a.id]);
      assert.equal((await api.request.delete(`/api/virtualization/clusters/${anywhere.id}/`).set(auth)).status, 204);
      assert.equal((await get(`/api/dcim/devices/${a.id}/`)).cluster, null);
    });

    it('virtual chassis: members with positions, a master among them, nested master, filters; deleting the chassis frees its members', async () => {
      const u = uid();
      const { site, devices: [a, b, c], dt, role } = await devices(u, 3);
      const vc = await created('/api/dcim/virtual-chassis/', { name: `vc-${u}`, domain: 'dom', description: 'stack', comments: 'c' });
      assert.equal(vc.master, null);
      assert.equal(vc.domain, 'dom');
      const noPos = await api.request.patch(`/api/dcim/devices/${a.id}/`).set(auth).send({ virtual_chassis: vc.id });
      assert.deepEqual([noPos.status, noPos.body], [400, { vc_position: ['A device assigned to a virtual chassis must have its position defined.'] }]);
      for (const [d, pos] of [[a, 1], [b, 2]] as const) {
        const r = await api.request.patch(`/api/dcim/devices/${d.id}/`).set(auth).send({ virtual_chassis: vc.id, vc_position: pos, vc_priority: 100 + pos });
        assert.equal(r.status, 200, JSON.stringify(r.body));
        assert.equal(r.body.virtual_chassis.id, vc.id);
        assert.equal(r.body.vc_position, pos);
        assert.equal(r.body.vc_priority, 100 + pos);
      }
      const samePos = await api.request.patch(`/api/dcim/devices/${c.id}/`).set(auth).send({ virtual_chassis: vc.id, vc_position: 2 });
      assert.deepEqual([samePos.status, samePos.body], [400, { __all__: ['Device with this Virtual chassis and Vc position already exists.'] }]);
      const notMember = await api.request.patch(`/api/dcim/virtual-chassis/${vc.id}/`).set(auth).send({ master: c.id });
      assert.deepEqual([notMember.status, notMember.body], [400, { master: [`The selected master (d2-${u}) is not assigned to this virtual chassis.`] }]);
      const ok = await api.request.patch(`/api/dcim/virtual-chassis/${vc.id}/`).set(auth).send({ master: a.id });
      assert.equal(ok.status, 200, JSON.stringify(ok.body));
      assert.equal(ok.body.master.id, a.id);
      assert.equal(ok.body.master.name, `d0-${u}`);
      const brief = await get(`/api/dcim/virtual-chassis/${vc.id}/?brief=1`);
      assert.deepEqual(Object.keys(brief).sort(), ['description', 'display', 'id', 'master', 'member_count', 'name', 'url']);
      // An unnamed member shows the chassis and its position.
      const unnamed = await created('/api/dcim/devices/', { device_type: dt.id, role: role.id, site: site.id, virtual_chassis: vc.id, vc_position: 3 });
      assert.equal(unnamed.display, `vc-${u}:3 (${unnamed.id})`);
      const other = await created('/api/dcim/virtual-chassis/', { name: `vc2-${u}` });
      assert.deepEqual(await ids(`/api/dcim/virtual-chassis/?name__iew=${u}&site=${site.slug}`), [vc.id]);
      assert.deepEqual(await ids(`/api/dcim/virtual-chassis/?name__iew=${u}&master_id=${a.id}`), [vc.id]);
      assert.deepEqual(await ids(`/api/dcim/virtual-chassis/?name__iew=${u}&q=vc2-${u}`), [other.id]);
      assert.deepEqual(await ids(`/api/dcim/devices/?site_id=${site.id}&virtual_chassis_id=${vc.id}`), sorted(a.id, b.id, unnamed.id));
      assert.deepEqual(await ids(`/api/dcim/devices/?site_id=${site.id}&virtual_chassis_member=false`), [c.id]);
      // Components filter by their device's chassis (by id and by name).
      const ia = await created('/api/dcim/interfaces/', { device: b.id, name: 'eth0', type: '1000base-t' });
      const ic = await created('/api/dcim/interfaces/', { device: c.id, name: 'eth0', type: '1000base-t' });
      const pa = await created('/api/dcim/console-ports/', { device: b.id, name: 'con0' });
      await created('/api/dcim/console-ports/', { device: c.id, name: 'con0' });
      assert.deepEqual(await ids(`/api/dcim/interfaces/?site_id=${site.id}&virtual_chassis_id=${vc.id}`), [ia.id]);
      assert.deepEqual(await ids(`/api/dcim/interfaces/?site_id=${site.id}&virtual_chassis=vc-${u}`), [ia.id]);
      assert.deepEqual(await ids(`/api/dcim/interfaces/?site_id=${site.id}`), sorted(ia.id, ic.id));
      assert.deepEqual(await ids(`/api/dcim/console-ports/?site_id=${site.id}&virtual_chassis_id=${vc.id}`), [pa.id]);
      // The master is protected; deleting the chassis leaves the members unassigned.
      assert.equal((await api.request.delete(`/api/dcim/devices/${a.id}/`).set(auth)).status, 409);
      assert.equal((await api.request.delete(`/api/dcim/virtual-chassis/${vc.id}/`).set(auth)).status, 204);
      assert.equal((await get(`/api/dcim/devices/${b.id}/`)).virtual_chassis, null);
    });

    it('power panels and feeds: full representations, site rules, uniqueness, protection and filters', async () => {
      const u = uid();
      const region = await created('/api/dcim/regions/', { name: `reg-${u}`, slug: `reg-${u}` });
      const site = await created('/api/dcim/sites/', { name: `s-${u}`, slug: `s-${u}`, region: region.id });
      const other = await created('/api/dcim/sites/', { name: `o-${u}`, slug: `o-${u}` });
      const loc = await created('/api/dcim/locations/', { name: `l-${u}`, slug: `l-${u}`, site: site.id });
      const oloc = await created('/api/dcim/locations/', { name: `ol-${u}`, slug: `ol-${u}`, site: other.id });
      await refusedWith('/api/dcim/power-panels/', { site: site.id, location: oloc.id, name: 'pp' },
        { non_field_errors: [`Location ol-${u} (o-${u}) is in a different site than s-${u}`] });
      const panel = await created('/api/dcim/power-panels/', { site: site.id, location: loc.id, name: 'pp1', description: 'd', comments: 'c' });
      assert.equal(panel.site.id, site.id);
      assert.equal(panel.location.id, loc.id);
      assert.equal(panel.display, 'pp1');
      await refusedWith('/api/dcim/power-panels/', { site: site.id, name: 'pp1' }, { __all__: ['Power panel with this Site and Name already exists.'] });
      const opanel = await created('/api/dcim/power-panels/', { site: other.id, name: 'pp1' });
      assert.deepEqual(await ids(`/api/dcim/power-panels/?id=${panel.id}&id=${opanel.id}&region=reg-${u}`), [panel.id]);
      assert.deepEqual(await ids(`/api/dcim/power-panels/?id=${panel.id}&id=${opanel.id}&location_id=${loc.id}`), [panel.id]);

      const rack = await created('/api/dcim/racks/', { name: `r-${u}`, site: site.id });
      const orack = await created('/api/dcim/racks/', { name: `or-${u}`, site: other.id });
      const feed = await created('/api/dcim/power-feeds/', {
        power_panel: panel.id, rack: rack.id, name: 'f1', status: 'planned', type: 'redundant', supply: 'dc', phase: 'three-phase',
        voltage: -48, amperage: 30, max_utilization: 90, mark_connected: true, description: 'feed', comments: 'c',
      });
      const got = await get(`/api/dcim/power-feeds/${feed.id}/`);
      assert.deepEqual([got.status, got.type, got.supply, got.phase], [
        { value: 'planned', label: 'Planned' }, { value: 'redundant', label: 'Redundant' }, { value: 'dc', label: 'DC' }, { value: 'three-phase', label: 'Three-phase' }]);
      assert.deepEqual([got.voltage, got.amperage, got.max_utilization, got.mark_connected], [-48, 30, 90, true]);
      assert.equal(got.power_panel.id, panel.id);
      assert.equal(got.rack.id, rack.id);
      const defaults = await created('/api/dcim/power-feeds/', { power_panel: panel.id, name: 'f2' });
      assert.deepEqual([defaults.status.value, defaults.type.value, defaults.supply.value, defaults.phase.value, defaults.voltage, defaults.amperage, defaults.max_utilization],
        ['active', 'primary', 'ac', 'single-phase', 120, 20, 80]);
      await refusedWith('/api/dcim/power-feeds/', { power_panel: panel.id, name: 'f3', voltage: -230 }, { voltage: ['Voltage cannot be negative for AC supply'] });
      await refusedWith('/api/dcim/power-feeds/', { power_panel: panel.id, name: 'f3', voltage: 0 }, { voltage: ['This value may not be 0.'] });
      await refusedWith('/api/dcim/power-feeds/', { power_panel: panel.id, name: 'f3', rack: orack.id },
        { non_field_errors: [`Rack or-${u} (o-${u}) and power panel pp1 (s-${u}) are in different sites.`] });
      await refusedWith('/api/dcim/power-feeds/', { power_panel: panel.id, name: 'f1' }, { __all__: ['Power feed with this Power panel and Name already exists.'] });
      const ofeed = await created('/api/dcim/power-feeds/', { power_panel: opanel.id, name: 'f1' });
      const scope = `id=${feed.id}&id=${defaults.id}&id=${ofeed.id}`;
      assert.deepEqual(await ids(`/api/dcim/power-feeds/?${scope}&site=s-${u}`), sorted(feed.id, defaults.id));
      assert.deepEqual(await ids(`/api/dcim/power-feeds/?${scope}&power_panel_id=${opanel.id}`), [ofeed.id]);
      assert.deepEqual(await ids(`/api/dcim/power-feeds/?${scope}&rack_id=${rack.id}`), [feed.id]);
      assert.deepEqual(await ids(`/api/dcim/power-feeds/?${scope}&phase=three-phase`), [feed.id]);
      assert.equal((await api.request.delete(`/api/dcim/power-panels/${panel.id}/`).set(auth)).status, 409);
      assert.equal((await api.request.delete(`/api/dcim/racks/${rack.id}/`).set(auth)).status, 409);
      assert.equal((await api.request.delete(`/api/dcim/locations/${loc.id}/`).set(auth)).status, 409);
    });
  });
});
