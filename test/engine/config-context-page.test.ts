import assert from 'node:assert/strict';
import { auth, startApi, uid, type TestApi } from '../support/api.ts';

// A page's config contexts are computed once per distinct set of what decides them (each kind
// of assignment resolved once per distinct value, each row's key looked up): every device and
// VM of a page, sharing or not its set with others, shows what its own detail read shows.
describe('engine: config contexts of a page', () => {
  let api: TestApi;
  const u = uid();
  /** The key every context of this file writes under: the names of the contexts applying. */
  const mark = `page-${u}`;
  /** The contexts' names, lightest first. */
  const byWeight: string[] = [];
  const devices: Array<{ id: number; expected: string[] }> = [];
  const vms: Array<{ id: number; expected: string[] }> = [];
  let unassigned: { id: number };
  const post = async (path: string, body: object) => {
    const r = await api.request.post(path).set(auth).send(body);
    assert.equal(r.status, 201, `${path}: ${JSON.stringify(r.body)}`);
    return r.body as { id: number };
  };
  /** Reads under one Host: the objects' urls of different requests compare equal. */
  const as = { ...auth, Host: 'inventory.example.test' };
  const slugged = (path: string, name: string, extra: object = {}) => post(path, { name: `${name}-${u}`, slug: `${name}-${u}`, ...extra });

  before(async () => {
    api = await startApi();
    const world = await slugged('/api/dcim/regions/', 'world');
    const europe = await slugged('/api/dcim/regions/', 'europe', { parent: world.id });
    const nl = await slugged('/api/dcim/regions/', 'nl', { parent: europe.id });
    const asia = await slugged('/api/dcim/regions/', 'asia');
    const topGroup = await slugged('/api/dcim/site-groups/', 'g1');
    const subGroup = await slugged('/api/dcim/site-groups/', 'g2', { parent: topGroup.id });
    const ams = await slugged('/api/dcim/sites/', 'ams', { region: nl.id, group: subGroup.id });
    const fra = await slugged('/api/dcim/sites/', 'fra', { region: europe.id });
    const sin = await slugged('/api/dcim/sites/', 'sin', { region: asia.id });
    const bare = await slugged('/api/dcim/sites/', 'bare');
    const building = await slugged('/api/dcim/locations/', 'building', { site: ams.id });
    const room = await slugged('/api/dcim/locations/', 'room', { site: ams.id, parent: building.id });
    const tenantGroup = await slugged('/api/tenancy/tenant-groups/', 'tg');
    const grouped = await slugged('/api/tenancy/tenants/', 't1', { group: tenantGroup.id });
    const ungrouped = await slugged('/api/tenancy/tenants/', 't2');
    const clusterType = await slugged('/api/virtualization/cluster-types/', 'ct');
    const clusterGroup = await slugged('/api/virtualization/cluster-groups/', 'cg');
    const cluster = await post('/api/virtualization/clusters/', { name: `c-${u}`, type: clusterType.id, group: clusterGroup.id, site: ams.id });
    const mfr = await slugged('/api/dcim/manufacturers/', 'm');
    const small = await post('/api/dcim/device-types/', { manufacturer: mfr.id, model: `small-${u}`, slug: `small-${u}` });
    const big = await post('/api/dcim/device-types/', { manufacturer: mfr.id, model: `big-${u}`, slug: `big-${u}` });
    const leaf = await slugged('/api/dcim/device-roles/', 'leaf', { vm_role: true });
    const spine = await slugged('/api/dcim/device-roles/', 'spine');
    const platform = await slugged('/api/dcim/platforms/', 'p');
    const red = await slugged('/api/extras/tags/', 'red');
    const blue = await slugged('/api/extras/tags/', 'blue');

    // Each context's data names it under `mark` (deep-merged: the names of all that apply),
    // and sets `order`: the heaviest applying context's name wins.
    let weight = 100;
    const context = async (name: string, assigned: object, extra: object = {}) => {
      const made = await post('/api/extras/config-contexts/', { name: `${name}-${u}`, weight: weight += 10, data: { [mark]: { [name]: true }, order: name }, ...assigned, ...extra });
      if (name === 'all') byWeight.unshift(name);
      else byWeight.push(name);
      return made;
    };
    await context('europe', { regions: [europe.id] });
    await context('world-leaf', { regions: [world.id], roles: [leaf.id] });
    await context('g1', { site_groups: [topGroup.id] });
    await context('building', { locations: [building.id] });
    await context('red', { tags: [red.id] });
    await context('tagged-p', { tags: [red.id, blue.id], platforms: [platform.id] });
    await context('tg', { tenant_groups: [tenantGroup.id] });
    await context('ct-t1', { cluster_types: [clusterType.id], tenants: [grouped.id] });
    await context('cg', { cluster_groups: [clusterGroup.id] });
    await context('big', { device_types: [big.id] });
    await context('off', { regions: [world.id] }, { is_active: false });
    await context('sin', { sites: [sin.id] });
    // Applies to every object: it is deleted at the end, as it would show in other files'.
    unassigned = await context('all', {}, { weight: 1 });

    const device = async (name: string, body: object, expected: string[]) => {
      const made = await post('/api/dcim/devices/', { name: `${name}-${u}`, device_type: small.id, role: spine.id, ...body });
      devices.push({ id: made.id, expected: ['all', ...expected] });
    };
    // Several share a set (a1 to a3; b1 and b2 through different sites), the others differ.
    await device('a1', { site: ams.id }, ['europe', 'g1']);
    await device('a2', { site: ams.id, device_type: big.id }, ['europe', 'g1', 'big']);
    await device('a3', { site: ams.id }, ['europe', 'g1']);
    await device('a4', { site: ams.id, location: room.id, role: leaf.id }, ['europe', 'world-leaf', 'g1', 'building']);
    await device('a5', { site: ams.id, cluster: cluster.id, tenant: grouped.id }, ['europe', 'g1', 'tg', 'ct-t1', 'cg']);
    await device('a6', { site: ams.id, cluster: cluster.id, tenant: ungrouped.id, local_context_data: { order: 'own', [mark]: { own: true } } }, ['europe', 'g1', 'cg', 'own']);
    await device('b1', { site: fra.id }, ['europe']);
    await device('b2', { site: fra.id, tags: [blue.id] }, ['europe']);
    await device('b3', { site: fra.id, tags: [red.id], platform: platform.id }, ['europe', 'red', 'tagged-p']);
    await device('b4', { site: fra.id, tags: [blue.id], platform: platform.id, role: leaf.id }, ['europe', 'world-leaf', 'tagged-p']);
    await device('c1', { site: sin.id, role: leaf.id, tenant: grouped.id }, ['tg', 'sin']);
    await device('c2', { site: bare.id, local_context_data: { deep: { x: 1 } } }, []);
    await device('c3', { site: bare.id }, []);

    const vm = async (name: string, body: object, expected: string[]) => {
      const made = await post('/api/virtualization/virtual-machines/', { name: `${name}-${u}`, ...body });
      vms.push({ id: made.id, expected: ['all', ...expected] });
    };
    await vm('v1', { cluster: cluster.id }, ['europe', 'g1', 'cg']);
    await vm('v2', { cluster: cluster.id, tenant: grouped.id, role: leaf.id }, ['europe', 'world-leaf', 'g1', 'tg', 'ct-t1', 'cg']);
    await vm('v3', { cluster: cluster.id, tags: [red.id], local_context_data: { order: 'own', [mark]: { own: true } } }, ['europe', 'g1', 'cg', 'red', 'own']);
    await vm('v4', { site: fra.id }, ['europe']);
    await vm('v6', { cluster: cluster.id }, ['europe', 'g1', 'cg']);
    await vm('v5', { site: sin.id, platform: platform.id, tags: [blue.id] }, ['sin', 'tagged-p']);
  });
  after(async () => {
    assert.equal((await api.request.delete(`/api/extras/config-contexts/${unassigned.id}/`).set(auth)).status, 204);
    await api.close();
  });

  const ordered = (expected: string[]) => [...expected].sort((a, b) => a.localeCompare(b));
  /** The heaviest applying context's name, or the object's own. */
  const heaviest = (expected: string[]) => (expected.includes('own') ? 'own' : byWeight.filter((n) => expected.includes(n)).at(-1));

  for (const [path, objects] of [['dcim/devices', () => devices], ['virtualization/virtual-machines', () => vms]] as const) {
    it(`${path}: each object of a page shows the contexts its own detail read shows`, async () => {
      const ids = objects().map((o) => `id=${o.id}`).join('&');
      const page = await api.request.get(`/api/${path}/?${ids}&limit=1000`).set(as);
      assert.equal(page.status, 200);
      assert.equal(page.body.results.length, objects().length);
      const sets = new Set<string>();
      for (const o of objects()) {
        const listed = page.body.results.find((r: { id: number }) => r.id === o.id);
        const detail = await api.request.get(`/api/${path}/${o.id}/`).set(as);
        assert.equal(JSON.stringify(listed), JSON.stringify(detail.body), `${path} ${o.id}: list and detail`);
        const cc = listed.config_context;
        assert.deepEqual(ordered(Object.keys(cc[mark])), ordered(o.expected), `${path} ${o.id}: the contexts applying`);
        assert.equal(cc.order, heaviest(o.expected), `${path} ${o.id}: merged by weight, its own data last`);
        sets.add(JSON.stringify(ordered(o.expected)));
      }
      assert.ok(sets.size > 2 && sets.size < objects().length, 'the page has objects sharing a set and objects differing');
    });
  }

  it('pages through the same contexts, and a bulk write answers with them', async () => {
    const ids = devices.map((o) => `id=${o.id}`).join('&');
    const whole = (await api.request.get(`/api/dcim/devices/?${ids}&limit=1000`).set(as)).body.results;
    const paged = [];
    for (let offset = 0; offset < devices.length; offset += 4) {
      paged.push(...(await api.request.get(`/api/dcim/devices/?${ids}&limit=4&offset=${offset}`).set(as)).body.results);
    }
    assert.deepEqual(paged, whole);
    // A bulk PATCH reads its objects back together: their contexts as a page shows them.
    const patched = await api.request.patch('/api/dcim/devices/').set(as).send(devices.map((d) => ({ id: d.id, description: 'bulk' })));
    assert.equal(patched.status, 200);
    const byId = new Map(whole.map((d: { id: number; config_context: unknown }) => [d.id, d.config_context]));
    for (const d of patched.body) assert.deepEqual(d.config_context, byId.get(d.id));
    const without = await api.request.get(`/api/dcim/devices/?${ids}&exclude=config_context`).set(auth);
    assert.ok(without.body.results.every((d: object) => !('config_context' in d)));
  });
});
