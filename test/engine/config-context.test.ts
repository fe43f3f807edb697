import assert from 'node:assert/strict';
import { auth, startApi, uid, type TestApi } from '../support/api.ts';
import { apiPaths, factories } from '../support/factories.ts';

// A device's config_context: the active contexts whose assignments all match, deep-merged by
// weight then name, with local_context_data last; regions match below themselves.
describe('engine: config contexts', () => {
  let api: TestApi;
  let device: { id: number };
  let ids: Record<string, number>;
  const post = async (path: string, body: object) => {
    const r = await api.request.post(path).set(auth).send(body);
    assert.equal(r.status, 201, `${path}: ${JSON.stringify(r.body)}`);
    return r.body as { id: number };
  };
  const make = factories(apiPaths(post));
  before(async () => {
    api = await startApi();
    const u = uid();
    const europe = await post('/api/dcim/regions/', { name: `eu-${u}`, slug: `eu-${u}` });
    const nl = await post('/api/dcim/regions/', { name: `nl-${u}`, slug: `nl-${u}`, parent: europe.id });
    const site = await post('/api/dcim/sites/', { name: `s-${u}`, slug: `s-${u}`, region: nl.id });
    const other = await post('/api/dcim/sites/', { name: `o-${u}`, slug: `o-${u}` });
    const role = await make.deviceRole();
    const tag = await post('/api/extras/tags/', { name: `tag-${u}`, slug: `tag-${u}` });
    device = await make.device({
      name: `d-${u}`, role: role.id, site: site.id, tags: [tag.id],
      local_context_data: { ntp: { servers: ['10.0.0.1'] }, local: true },
    });
    ids = { europe: europe.id, site: site.id, other: other.id, role: role.id, tag: tag.id };
    // Made with unique names and weights; only those assigned here can match this device.
    await post('/api/extras/config-contexts/', { name: `a-${u}`, weight: 100, regions: [europe.id], data: { ntp: { servers: ['1.1.1.1'], prefer: true }, dns: 'eu' } });
    await post('/api/extras/config-contexts/', { name: `b-${u}`, weight: 200, sites: [site.id], roles: [role.id], data: { dns: 'site', syslog: 'x' } });
    await post('/api/extras/config-contexts/', { name: `c-${u}`, weight: 300, sites: [other.id], data: { wrong: 'site' } });
    await post('/api/extras/config-contexts/', { name: `d-${u}`, weight: 400, tags: [tag.id], is_active: false, data: { inactive: true } });
    await post('/api/extras/config-contexts/', { name: `e-${u}`, weight: 500, tags: [tag.id], roles: [role.id], data: { tagged: true } });
  });
  after(() => api.close());

  it('merges the matching contexts by weight, then local_context_data', async () => {
    const r = await api.request.get(`/api/dcim/devices/${device.id}/`).set(auth);
    assert.equal(r.status, 200);
    const cc = r.body.config_context;
    assert.deepEqual(cc.ntp, { servers: ['10.0.0.1'], prefer: true });
    assert.equal(cc.dns, 'site');
    assert.equal(cc.syslog, 'x');
    assert.equal(cc.tagged, true);
    assert.equal(cc.local, true);
    assert.ok(!('wrong' in cc), 'a context of another site does not apply');
    assert.ok(!('inactive' in cc), 'an inactive context does not apply');
  });

  it('is the same in lists, and left out with exclude=config_context', async () => {
    const list = await api.request.get(`/api/dcim/devices/?id=${device.id}`).set(auth);
    assert.equal(list.body.results[0].config_context.dns, 'site');
    const without = await api.request.get(`/api/dcim/devices/?id=${device.id}&exclude=config_context`).set(auth);
    assert.ok(!('config_context' in without.body.results[0]));
  });

  it('matches site groups and locations with what is below them, and clusters by cluster, group and type; a VM never by its host device', async () => {
    const u = uid();
    const topGroup = await post('/api/dcim/site-groups/', { name: `sg-${u}`, slug: `sg-${u}` });
    const subGroup = await post('/api/dcim/site-groups/', { name: `sg2-${u}`, slug: `sg2-${u}`, parent: topGroup.id });
    const site = await post('/api/dcim/sites/', { name: `s-${u}`, slug: `s-${u}`, group: subGroup.id });
    const building = await post('/api/dcim/locations/', { name: `b-${u}`, slug: `b-${u}`, site: site.id });
    const room = await post('/api/dcim/locations/', { name: `r-${u}`, slug: `r-${u}`, site: site.id, parent: building.id });
    const ctype = await post('/api/virtualization/cluster-types/', { name: `ct-${u}`, slug: `ct-${u}` });
    const cgroup = await post('/api/virtualization/cluster-groups/', { name: `cg-${u}`, slug: `cg-${u}` });
    const cluster = await post('/api/virtualization/clusters/', { name: `cl-${u}`, type: ctype.id, group: cgroup.id, site: site.id });
    const host = await make.device({ name: `h-${u}`, site: site.id, location: room.id, cluster: cluster.id });
    const vm = await post('/api/virtualization/virtual-machines/', { name: `vm-${u}`, cluster: cluster.id, device: host.id });
    const contexts = {
      group: await post('/api/extras/config-contexts/', { name: `g-${u}`, site_groups: [topGroup.id], data: { group: true } }),
      location: await post('/api/extras/config-contexts/', { name: `l-${u}`, locations: [building.id], data: { location: true } }),
      cluster: await post('/api/extras/config-contexts/', { name: `c-${u}`, clusters: [cluster.id], data: { cluster: true } }),
      clusterGroup: await post('/api/extras/config-contexts/', { name: `cg-${u}`, cluster_groups: [cgroup.id], cluster_types: [ctype.id], data: { cluster_group: true } }),
    };
    const other = await post('/api/virtualization/cluster-types/', { name: `ot-${u}`, slug: `ot-${u}` });
    await post('/api/extras/config-contexts/', { name: `x-${u}`, cluster_groups: [cgroup.id], cluster_types: [other.id], data: { wrong: true } });
    const cc = async (path: string) => (await api.request.get(path).set(auth)).body.config_context;
    assert.deepEqual(await cc(`/api/dcim/devices/${host.id}/`), { group: true, location: true, cluster: true, cluster_group: true });
    assert.deepEqual(await cc(`/api/virtualization/virtual-machines/${vm.id}/`), { group: true, cluster: true, cluster_group: true });
    // The assignments read back nested, and the contexts filter by them under NetBox's names.
    const got = (await api.request.get(`/api/extras/config-contexts/${contexts.clusterGroup.id}/`).set(auth)).body;
    assert.deepEqual(got.cluster_groups.map((g: { id: number }) => g.id), [cgroup.id]);
    assert.deepEqual(got.cluster_types.map((g: { id: number }) => g.id), [ctype.id]);
    assert.deepEqual(got.site_groups, []);
    const listed = async (q: string) => (await api.request.get(`/api/extras/config-contexts/?${q}`).set(auth)).body.results.map((r: { id: number }) => r.id);
    assert.deepEqual(await listed(`site_group_id=${topGroup.id}`), [contexts.group.id]);
    assert.deepEqual(await listed(`location=b-${u}`), [contexts.location.id]);
    assert.deepEqual(await listed(`cluster_id=${cluster.id}`), [contexts.cluster.id]);
    assert.deepEqual(await listed(`cluster_type=ct-${u}`), [contexts.clusterGroup.id]);
  });
  // The matching starts from the assignment tables: a context reached by one of its kinds
  // must still match every other kind it uses, and one assigned to nothing reaches everything.
  it('needs every assignment kind of a context to match, and applies unassigned contexts to all', async () => {
    const u = uid();
    // Keys of this test's own: unassigned contexts of other tests apply to its device too.
    const o = `order-${u}`;
    const same = `same-${u}`;
    const world = await post('/api/dcim/regions/', { name: `w-${u}`, slug: `w-${u}` });
    const continent = await post('/api/dcim/regions/', { name: `c-${u}`, slug: `c-${u}`, parent: world.id });
    const country = await post('/api/dcim/regions/', { name: `n-${u}`, slug: `n-${u}`, parent: continent.id });
    const site = await post('/api/dcim/sites/', { name: `s-${u}`, slug: `s-${u}`, region: country.id });
    const role = await make.deviceRole();
    const otherRole = await post('/api/dcim/device-roles/', { name: `o-${u}`, slug: `o-${u}` });
    const tag = await post('/api/extras/tags/', { name: `tg-${u}`, slug: `tg-${u}` });
    const otherTag = await post('/api/extras/tags/', { name: `ot-${u}`, slug: `ot-${u}` });
    const tenant = await post('/api/tenancy/tenants/', { name: `te-${u}`, slug: `te-${u}` });
    const d = await make.device({ name: `d-${u}`, role: role.id, site: site.id, tenant: tenant.id, tags: [tag.id, otherTag.id] });
    const ctx = (name: string, body: object) => post('/api/extras/config-contexts/', { name: `${name}-${u}`, ...body });
    // Unassigned contexts apply to every device: one with a key of its own, at the lowest
    // weight, deleted at the end, as it would show in every other test's devices.
    const all = await ctx('all', { weight: 0, data: { [`all-${u}`]: true, [o]: ['all'] } });
    await ctx('up2', { weight: 10, regions: [world.id], data: { up2: true, [o]: ['up2'] } });
    await ctx('both', { weight: 20, regions: [world.id], roles: [role.id], tags: [tag.id], data: { both: true, [o]: ['both'] } });
    await ctx('half', { weight: 30, regions: [world.id], roles: [otherRole.id], data: { half: true } });
    await ctx('tagonly', { weight: 40, tags: [otherTag.id], tenants: [tenant.id], data: { tagonly: true, [o]: ['tagonly'] } });
    await ctx('tagmiss', { weight: 50, tags: [tag.id], device_types: [], platforms: [], sites: [], tenants: [], regions: [], roles: [otherRole.id], data: { tagmiss: true } });
    await ctx('off', { weight: 60, sites: [site.id], is_active: false, data: { off: true } });
    // Same weight: by name.
    await ctx('zz', { weight: 70, sites: [site.id], data: { [same]: 'zz' } });
    await ctx('yy', { weight: 70, sites: [site.id], data: { [same]: 'yy' } });
    const cc = (await api.request.get(`/api/dcim/devices/${d.id}/`).set(auth)).body.config_context;
    assert.equal(cc[`all-${u}`], true);
    assert.deepEqual([cc.up2, cc.both, cc.tagonly, cc.half, cc.tagmiss, cc.off], [true, true, true, undefined, undefined, undefined]);
    assert.deepEqual(cc[o], ['tagonly'], 'the heaviest matching context wins a list');
    assert.equal(cc[same], 'zz', 'same weight: later name last');
    assert.equal((await api.request.delete(`/api/extras/config-contexts/${all.id}/`).set(auth)).status, 204);
  });

  it('applies to virtual machines by their own site, role, platform, tenant and tags', async () => {
    const u = uid();
    const site = await post('/api/dcim/sites/', { name: `s-${u}`, slug: `s-${u}` });
    const role = await post('/api/dcim/device-roles/', { name: `r-${u}`, slug: `r-${u}`, vm_role: true });
    const platform = await post('/api/dcim/platforms/', { name: `p-${u}`, slug: `p-${u}` });
    const tenant = await post('/api/tenancy/tenants/', { name: `t-${u}`, slug: `t-${u}` });
    const tag = await post('/api/extras/tags/', { name: `tg-${u}`, slug: `tg-${u}` });
    const vm = await post('/api/virtualization/virtual-machines/', { name: `vm-${u}`, site: site.id, role: role.id, platform: platform.id, tenant: tenant.id, tags: [tag.id] });
    await post('/api/extras/config-contexts/', { name: `a-${u}`, weight: 1, sites: [site.id], roles: [role.id], data: { a: 1 } });
    await post('/api/extras/config-contexts/', { name: `b-${u}`, weight: 2, platforms: [platform.id], tenants: [tenant.id], tags: [tag.id], data: { b: 2 } });
    await post('/api/extras/config-contexts/', { name: `c-${u}`, weight: 3, platforms: [platform.id], tenants: [], roles: [role.id], sites: [], data: { c: 3 } });
    await post('/api/extras/config-contexts/', { name: `x-${u}`, weight: 4, tags: [tag.id], clusters: [], cluster_groups: [], data: { x: 4 } });
    const own = await post('/api/dcim/sites/', { name: `o-${u}`, slug: `o-${u}` });
    await post('/api/extras/config-contexts/', { name: `y-${u}`, weight: 5, tags: [tag.id], sites: [own.id], data: { y: 5 } });
    const cc = (await api.request.get(`/api/virtualization/virtual-machines/?id=${vm.id}`).set(auth)).body.results[0].config_context;
    for (const k of ['a', 'b', 'c', 'x']) assert.ok(k in cc, `${k} applies`);
    assert.ok(!('y' in cc), 'a context of another site does not apply');
  });
  // Each ordered set of contexts is merged once and kept (netinv_config_context_merged): a
  // change to a context must never leave a device showing the merge from before it.
  it('keeps each set of contexts merged once, and shows every later change to a context', async () => {
    const u = uid();
    const made = await factories(apiPaths(post)).deviceSite();
    const { site, role } = made;
    const device = async (name: string, extra = {}) => (await made.device({ name: `${name}-${u}`, ...extra })) as { id: number };
    const one = await device('one');
    const two = await device('two', { local_context_data: { k: { mine: true } } });
    const a = await post('/api/extras/config-contexts/', { name: `a-${u}`, weight: 10, sites: [site.id], data: { k: { a: 1, v: 'a' } } });
    const b = await post('/api/extras/config-contexts/', { name: `b-${u}`, weight: 20, roles: [role.id], data: { k: { b: 2, v: 'b' } } });
    // Keys of this test's own: unassigned contexts of other tests apply too.
    const mine = async (d: { id: number }) => {
      const r = await api.request.get(`/api/dcim/devices/${d.id}/`).set(auth);
      assert.equal(r.status, 200);
      return r.body.config_context.k;
    };
    const patch = async (path: string, body: object) => assert.equal((await api.request.patch(path).set(auth).send(body)).status, 200);
    assert.deepEqual(await mine(one), { a: 1, b: 2, v: 'b' });
    assert.deepEqual(await mine(two), { a: 1, b: 2, v: 'b', mine: true });
    const kept = await api.sql`SELECT count(*)::int AS n FROM netinv_config_context_merged WHERE contexts @> ${[a.id, b.id]}::int[] AND generation = (SELECT generation FROM netinv_config_context_generation)`;
    assert.equal(kept[0]!.n, 1, 'the two devices share one kept merge');
    await patch(`/api/extras/config-contexts/${a.id}/`, { data: { k: { a: 3, v: 'a' } } });
    assert.deepEqual(await mine(one), { a: 3, b: 2, v: 'b' }, 'data');
    await patch(`/api/extras/config-contexts/${a.id}/`, { weight: 30 });
    assert.deepEqual(await mine(one), { a: 3, b: 2, v: 'a' }, 'weight');
    await patch(`/api/extras/config-contexts/${b.id}/`, { weight: 30, name: `z-${u}` });
    assert.deepEqual(await mine(one), { a: 3, b: 2, v: 'b' }, 'same weight: by name');
    await patch(`/api/extras/config-contexts/${b.id}/`, { is_active: false });
    assert.deepEqual(await mine(one), { a: 3, v: 'a' }, 'is_active');
    await patch(`/api/extras/config-contexts/${b.id}/`, { is_active: true, roles: [], tenants: [] });
    assert.deepEqual(await mine(one), { a: 3, b: 2, v: 'b' }, 'assignments removed: applies to all');
    const other = await post('/api/dcim/sites/', { name: `o-${u}`, slug: `o-${u}` });
    await patch(`/api/extras/config-contexts/${b.id}/`, { sites: [other.id] });
    assert.deepEqual(await mine(one), { a: 3, v: 'a' }, 'assigned elsewhere');
    assert.equal((await api.request.delete(`/api/extras/config-contexts/${a.id}/`).set(auth)).status, 204);
    assert.equal(await mine(one), undefined, 'deleted');
    assert.deepEqual(await mine(two), { mine: true });
  });

  // Read replicas run reads in read-only transactions: a set not kept yet is merged, not kept.
  it('merges without keeping in a read-only transaction', async () => {
    const u = uid();
    // Assigned to a site of their own: unassigned, they would apply to other files' devices.
    const site = await post('/api/dcim/sites/', { name: `ro-${u}`, slug: `ro-${u}` });
    const a = await post('/api/extras/config-contexts/', { name: `ro-a-${u}`, weight: 10, sites: [site.id], data: { ro: { a: 1 } } });
    const b = await post('/api/extras/config-contexts/', { name: `ro-b-${u}`, weight: 20, sites: [site.id], data: { ro: { b: 2 } } });
    const kept = async () => (await api.sql`SELECT count(*)::int AS n FROM netinv_config_context_merged WHERE contexts = ${[a.id, b.id]}::int[]`)[0]!.n;
    const merge = 'SELECT netinv_config_context_merged((SELECT generation FROM netinv_config_context_generation), $1::int[]) AS data';
    const before = await kept();
    const [row] = await api.sql.begin('READ ONLY', (sql) => sql.unsafe(merge, [[a.id, b.id]]));
    assert.deepEqual(row!.data, { ro: { a: 1, b: 2 } });
    assert.equal(await kept(), before, 'nothing kept by the read-only transaction');
    await api.sql.unsafe(merge, [[a.id, b.id]]);
    assert.equal(await kept(), before + 1, 'kept by a read-write one');
  });
});
