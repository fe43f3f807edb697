// Prefix hierarchy and utilization (NetBox 3.7): _depth and children per VRF, and the share
// of a prefix in use, as NetBox computes it.
import assert from 'node:assert/strict';
import { auth, modelHelpers, startApi, uid, type TestApi } from '../support/api.ts';

describe('ipam: prefix hierarchy and utilization', () => {
  let api: TestApi;
  before(async () => {
    api = await startApi();
  });
  after(() => api.close());

  const { get, created, patch } = modelHelpers(() => api);
  const octet = () => parseInt(uid().slice(0, 2), 16);

  it('_depth and children count the prefixes of the same VRF above and below', async () => {
    const [a, b] = [octet(), octet()];
    const vrf = await created('ipam/vrfs', { name: `v-${uid()}` });
    const top = await created('ipam/prefixes', { prefix: `10.${a}.0.0/16`, vrf: vrf.id, status: 'container' });
    const mid = await created('ipam/prefixes', { prefix: `10.${a}.${b}.0/24`, vrf: vrf.id });
    const leaf = await created('ipam/prefixes', { prefix: `10.${a}.${b}.0/26`, vrf: vrf.id });
    await created('ipam/prefixes', { prefix: `10.${a}.${b}.64/26` }); // global: not this VRF's
    const read = async (id: number) => {
      const p = await get(`ipam/prefixes/${id}/`);
      return [p._depth, p.children, p._children];
    };
    assert.deepEqual(await read(top.id), [0, 2, 2]);
    assert.deepEqual(await read(mid.id), [1, 1, 1]);
    assert.deepEqual(await read(leaf.id), [2, 0, 0]);
    // NetBox's depth and children filters, with their numeric lookups.
    const ids = async (q: string) => ((await get(`ipam/prefixes/?vrf_id=${vrf.id}&${q}`)).results as Array<{ id: number }>).map((p) => p.id);
    assert.deepEqual(await ids('depth=0'), [top.id]);
    assert.deepEqual(await ids('depth=1&depth=2'), [mid.id, leaf.id]);
    assert.deepEqual(await ids('depth__gt=0'), [mid.id, leaf.id]);
    assert.deepEqual(await ids('depth__lte=1'), [top.id, mid.id]);
    assert.deepEqual(await ids('depth__n=1'), [top.id, leaf.id]);
    assert.deepEqual(await ids('children=0'), [leaf.id]);
    assert.deepEqual(await ids('children__gte=1'), [top.id, mid.id]);
    assert.deepEqual(await ids('children__lt=2'), [mid.id, leaf.id]);
    const bad = await api.request.get('/api/ipam/prefixes/?depth=one').set(auth);
    assert.equal(bad.status, 400, JSON.stringify(bad.body));
    assert.deepEqual(Object.keys(bad.body), ['depth']);
  });

  it('utilization: children of a container, addresses and ranges of others, 100 when marked utilized', async () => {
    const [a, b] = [octet(), octet()];
    const vrf = await created('ipam/vrfs', { name: `u-${uid()}` });
    const container = await created('ipam/prefixes', { prefix: `10.${a}.${b}.0/24`, vrf: vrf.id, status: 'container' });
    const half = await created('ipam/prefixes', { prefix: `10.${a}.${b}.0/25`, vrf: vrf.id });
    await created('ipam/prefixes', { prefix: `10.${a}.${b}.0/26`, vrf: vrf.id }); // inside the /25: not counted twice
    assert.equal((await get(`ipam/prefixes/${container.id}/`)).utilization, 50);
    // The /25 has 126 usable addresses: 2 addresses and a range of 4 take 6.
    await created('ipam/ip-addresses', { address: `10.${a}.${b}.1/25`, vrf: vrf.id });
    await created('ipam/ip-addresses', { address: `10.${a}.${b}.2/25`, vrf: vrf.id });
    await created('ipam/ip-ranges', { start_address: `10.${a}.${b}.10/25`, end_address: `10.${a}.${b}.13/25`, vrf: vrf.id });
    assert.equal((await get(`ipam/prefixes/${half.id}/`)).utilization, Math.round((6 / 126) * 10000) / 100);
    assert.equal((await patch('ipam/prefixes', half.id, { mark_utilized: true })).body.utilization, 100);
  });

  it('global prefixes count among themselves; a repeated child counts once in a container\'s utilization', async () => {
    const [a, b] = [octet(), octet()];
    const net = `100.${64 + (a % 64)}.${b}`;
    const top = await created('ipam/prefixes', { prefix: `${net}.0/24`, status: 'container' });
    const child = await created('ipam/prefixes', { prefix: `${net}.0/26` });
    const vrf = await created('ipam/vrfs', { name: `d-${uid()}`, enforce_unique: false });
    await created('ipam/prefixes', { prefix: `${net}.128/26`, vrf: vrf.id }); // another VRF's
    const read = async (id: number) => {
      const p = await get(`ipam/prefixes/${id}/`);
      return [p._depth, p.children, p.utilization];
    };
    assert.deepEqual(await read(top.id), [0, 1, 25]);
    assert.deepEqual((await read(child.id)).slice(0, 2), [1, 0]);
    // In a VRF that allows repeats: the same /26 twice covers a quarter, not a half.
    const container = await created('ipam/prefixes', { prefix: `${net}.0/24`, vrf: vrf.id, status: 'container' });
    const twice = [await created('ipam/prefixes', { prefix: `${net}.64/26`, vrf: vrf.id }), await created('ipam/prefixes', { prefix: `${net}.64/26`, vrf: vrf.id })];
    assert.deepEqual(await read(container.id), [0, 3, 50]);
    for (const p of twice) assert.deepEqual((await read(p.id)).slice(0, 2), [1, 0]);
  });

  it('an IP range\'s utilization: the distinct addresses of its VRF within it over its size, 100 when marked utilized', async () => {
    const [a, b] = [octet(), octet()];
    const net = `100.${(a % 64)}.${b}`;
    // A VRF that allows repeats holds the range; the other VRF's address does not count.
    const vrf = await created('ipam/vrfs', { name: `r-${uid()}`, enforce_unique: false });
    const other = await created('ipam/vrfs', { name: `o-${uid()}` });
    const range = await created('ipam/ip-ranges', { start_address: `${net}.10/24`, end_address: `${net}.19/24`, vrf: vrf.id });
    await created('ipam/ip-addresses', { address: `${net}.10/24`, vrf: vrf.id });
    await created('ipam/ip-addresses', { address: `${net}.11/24`, vrf: vrf.id });
    await created('ipam/ip-addresses', { address: `${net}.11/25`, vrf: vrf.id }); // the same address: counted once
    await created('ipam/ip-addresses', { address: `${net}.20/24`, vrf: vrf.id }); // outside the range
    await created('ipam/ip-addresses', { address: `${net}.12/24`, vrf: other.id });
    assert.equal((await get(`ipam/ip-ranges/${range.id}/`)).utilization, 20);
    assert.equal((await patch('ipam/ip-ranges', range.id, { mark_utilized: true })).body.utilization, 100);
  });

  it('an aggregate\'s utilization: the share the prefixes of any VRF cover within it, each address once', async () => {
    // A /16 no other test file writes in: files on one worker share a database, and another's
    // prefix inside this aggregate would count.
    const net = `172.30.${octet()}`;
    const rir = await created('ipam/rirs', { name: `rir-${uid()}`, slug: `rir-${uid()}` });
    const aggregate = await created('ipam/aggregates', { prefix: `${net}.0/24`, rir: rir.id });
    assert.equal((await get(`ipam/aggregates/${aggregate.id}/`)).utilization, 0);
    const vrf = await created('ipam/vrfs', { name: `g-${uid()}` });
    await created('ipam/prefixes', { prefix: `${net}.0/25` });
    await created('ipam/prefixes', { prefix: `${net}.0/25`, vrf: vrf.id }); // the same space in a VRF
    await created('ipam/prefixes', { prefix: `${net}.0/26` }); // inside the /25
    await created('ipam/prefixes', { prefix: `${net}.192/26`, vrf: vrf.id });
    assert.equal((await get(`ipam/aggregates/${aggregate.id}/`)).utilization, 75);
    const listed = (await get(`ipam/aggregates/?id=${aggregate.id}`)).results[0];
    assert.equal(listed.utilization, 75);
  });
});
