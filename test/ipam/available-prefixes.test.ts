// GET/POST /api/ipam/prefixes/<id>/available-prefixes/: the free space as prefixes, and child
// prefixes carved from it by prefix_length, all or none, 400 for a bad length, 409 when short.
import assert from 'node:assert/strict';
import { modelHelpers, startApi, uid, type Obj, type TestApi } from '../support/api.ts';

describe('ipam: available prefixes of a prefix', () => {
  let api: TestApi;
  before(async () => {
    api = await startApi();
  });
  after(() => api.close());

  const { post, get, created } = modelHelpers(() => api);
  const octets = () => {
    const u = uid();
    return [parseInt(u.slice(0, 2), 16), parseInt(u.slice(2, 4), 16)];
  };
  const free = async (p: Obj) => ((await get(`ipam/prefixes/${p.id}/available-prefixes/`)) as unknown as Obj[]).map((f) => f.prefix);

  it('lists the space its children leave, as the largest aligned prefixes, in its VRF', async () => {
    const [a, b] = octets();
    const vrf = await created('ipam/vrfs', { name: `v-${uid()}` });
    const parent = await created('ipam/prefixes', { prefix: `10.${a}.${b}.0/24`, vrf: vrf.id });
    await created('ipam/prefixes', { prefix: `10.${a}.${b}.0/26`, vrf: vrf.id });
    await created('ipam/prefixes', { prefix: `10.${a}.${b}.128/27`, vrf: vrf.id });
    await created('ipam/prefixes', { prefix: `10.${a}.${b}.64/26` }); // another VRF: does not count
    assert.deepEqual(await free(parent), [`10.${a}.${b}.64/26`, `10.${a}.${b}.160/27`, `10.${a}.${b}.192/26`]);
    const listed = (await get(`ipam/prefixes/${parent.id}/available-prefixes/`)) as unknown as Obj[];
    assert.deepEqual([listed[0]!.family, listed[0]!.vrf.id], [4, vrf.id]);
  });

  it('POST carves children by prefix_length in address order; bad lengths 400, too little space 409, nothing created', async () => {
    const [a, b] = octets();
    const parent = await created('ipam/prefixes', { prefix: `10.${a}.${b}.0/24`, status: 'container' });
    await created('ipam/prefixes', { prefix: `10.${a}.${b}.0/26` });
    const one = await post(`ipam/prefixes/${parent.id}/available-prefixes`, { prefix_length: 26, description: 'web', status: 'reserved' });
    assert.equal(one.status, 201, JSON.stringify(one.body));
    assert.deepEqual([one.body.prefix, one.body.description, one.body.status.value], [`10.${a}.${b}.64/26`, 'web', 'reserved']);
    const two = await post(`ipam/prefixes/${parent.id}/available-prefixes`, [{ prefix_length: 28 }, { prefix_length: 27 }]);
    assert.equal(two.status, 201, JSON.stringify(two.body));
    assert.deepEqual(two.body.map((x: Obj) => x.prefix), [`10.${a}.${b}.128/28`, `10.${a}.${b}.160/27`], 'the /27 skips the /28 hole left at .144');
    assert.deepEqual(await free(parent), [`10.${a}.${b}.144/28`, `10.${a}.${b}.192/26`]);
    for (const [body, match] of [
      [{}, /required/], [{ prefix_length: '26' }, /valid integer/], [{ prefix_length: 33 }, /Invalid prefix length \(33\) for IPv4/], [{ prefix_length: 16 }, /greater than or equal to 24/],
    ] as const) {
      const r = await post(`ipam/prefixes/${parent.id}/available-prefixes`, body);
      assert.equal(r.status, 400, JSON.stringify(r.body));
      assert.match(r.body.prefix_length[0], match);
    }
    const before = await free(parent);
    const short = await post(`ipam/prefixes/${parent.id}/available-prefixes`, [{ prefix_length: 27 }, { prefix_length: 24 }]);
    assert.deepEqual([short.status, short.body], [409, { detail: 'Insufficient space is available to accommodate the requested prefix size(s)' }]);
    assert.deepEqual(await free(parent), before, 'nothing carved');
  });
});
