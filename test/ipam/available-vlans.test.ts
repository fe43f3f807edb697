// A VLAN group's available-vlans endpoint (NetBox 4.6 AvailableVLANsView, VLANGroup
// .get_available_vids): the VIDs of its ranges that none of its VLANs holds, lowest first, each
// with the group; POST creates VLANs in the group on the lowest of them, all or none.
import assert from 'node:assert/strict';
import { auth, modelHelpers, startApi, uid, type Obj, type TestApi } from '../support/api.ts';

const INSUFFICIENT = { detail: 'Insufficient resources are available to satisfy the request' };

describe('ipam: available-vlans', () => {
  let api: TestApi;
  before(async () => {
    api = await startApi();
  });
  after(() => api.close());

  const { post, get, created, brief } = modelHelpers(() => api);

  /** A group of VIDs 10-14 and 20-21 whose VLAN holds 11; another group's VLAN holds 12. */
  async function group(): Promise<Obj> {
    const u = uid();
    const g = await created('ipam/vlan-groups', { name: `g-${u}`, slug: `g-${u}`, vid_ranges: [[10, 14], [20, 21]] });
    const other = await created('ipam/vlan-groups', { name: `o-${u}`, slug: `o-${u}` });
    await created('ipam/vlans', { vid: 11, name: `in-${u}`, group: g.id });
    await created('ipam/vlans', { vid: 12, name: `out-${u}`, group: other.id });
    return g;
  }
  const vlansOf = async (g: Obj) => ((await get(`ipam/vlans/?group_id=${String(g.id)}&ordering=vid`)).results as Obj[]).map((v) => [v.vid, v.name]);

  it('GET lists the free VIDs of the group\'s ranges with the brief group, limit honoured', async () => {
    const g = await group();
    const free = await get(`ipam/vlan-groups/${String(g.id)}/available-vlans/`) as unknown as Obj[];
    assert.deepEqual(free.map((f) => f.vid), [10, 12, 13, 14, 20, 21]);
    assert.deepEqual(free[0], { vid: 10, group: brief(g, 'name', 'slug', 'description') });
    const two = await get(`ipam/vlan-groups/${String(g.id)}/available-vlans/?limit=2`) as unknown as Obj[];
    assert.deepEqual(two.map((f) => f.vid), [10, 12]);
    assert.equal((await api.request.get('/api/ipam/vlan-groups/2147483000/available-vlans/').set(auth)).status, 404);
  });

  it('POST creates VLANs in the group on the lowest free VIDs: one object, or a list', async () => {
    const g = await group();
    const one = await post(`ipam/vlan-groups/${String(g.id)}/available-vlans`, { name: 'first', description: 'd' });
    assert.equal(one.status, 201, JSON.stringify(one.body));
    assert.equal(one.body.vid, 10);
    assert.equal(one.body.group.id, g.id);
    assert.equal(one.body.description, 'd');
    const two = await post(`ipam/vlan-groups/${String(g.id)}/available-vlans`, [{ name: 'second' }, { name: 'third', status: 'reserved' }]);
    assert.equal(two.status, 201, JSON.stringify(two.body));
    assert.deepEqual(two.body.map((v: Obj) => v.vid), [12, 13]);
    assert.deepEqual(await vlansOf(g), [[10, 'first'], [11, `in-${String(g.name).slice(2)}`], [12, 'second'], [13, 'third']]);
  });

  it('more VLANs than free VIDs: 409, none created; a VLAN without a name: 400, none created', async () => {
    const g = await group();
    const before = await vlansOf(g);
    const many = await post(`ipam/vlan-groups/${String(g.id)}/available-vlans`, Array.from({ length: 7 }, (_, k) => ({ name: `v${k}` })));
    assert.equal(many.status, 409, JSON.stringify(many.body));
    assert.deepEqual(many.body, INSUFFICIENT);
    const nameless = await post(`ipam/vlan-groups/${String(g.id)}/available-vlans`, [{ name: 'ok' }, { description: 'no name' }]);
    assert.equal(nameless.status, 400, JSON.stringify(nameless.body));
    assert.deepEqual(await vlansOf(g), before);
  });

  it('answers in the request\'s shape: a VLAN\'s status string at /v4.6/api/, the spec\'s code at /api/', async () => {
    const g = await group();
    const at46 = await api.request.post(`/v4.6/api/ipam/vlan-groups/${String(g.id)}/available-vlans/`).set(auth).send({ name: 'v46', status: 'reserved' });
    assert.equal(at46.status, 201, JSON.stringify(at46.body));
    assert.deepEqual(at46.body.status, { value: 'reserved', label: 'Reserved' });
    assert.ok(!('display_name' in at46.body));
    const spec = await post(`ipam/vlan-groups/${String(g.id)}/available-vlans`, { name: 'spec' });
    assert.deepEqual(spec.body.status, { value: 1, label: 'Active' });
    assert.ok('display_name' in spec.body);
  });
});
