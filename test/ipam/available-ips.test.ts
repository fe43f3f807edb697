// GET/POST /api/ipam/prefixes/<id>/available-ips/: free addresses, allocation on the next free
// ones (all or none, 409 when short), NetBox's usable-address rules, and parallel requests on
// one prefix never handing out the same address.
import assert from 'node:assert/strict';
import { auth, modelHelpers, startApi, uid, type Obj, type TestApi } from '../support/api.ts';

describe('ipam: available IPs of a prefix', () => {
  let api: TestApi;
  before(async () => {
    api = await startApi();
  });
  after(() => api.close());

  const { post, get, created } = modelHelpers(() => api);
  /** A fresh 10.x.y.0/len (or an IPv6 /len) no other test uses. */
  const net = (len: number, extra: object = {}) => {
    const u = uid();
    return created('ipam/prefixes', { prefix: `10.${parseInt(u.slice(0, 2), 16)}.${parseInt(u.slice(2, 4), 16)}.0/${len}`, ...extra });
  };
  const base = (p: Obj) => p.prefix.split('/')[0].split('.').slice(0, 3).join('.');
  const available = (p: Obj, q = '') => get(`ipam/prefixes/${p.id}/available-ips/${q}`) as unknown as Promise<Obj[]>;

  it('lists free addresses with the prefix\'s mask and VRF, skipping network, broadcast and used ones; limit honoured', async () => {
    const vrf = await created('ipam/vrfs', { name: `v-${uid()}` });
    const p = await net(29, { vrf: vrf.id });
    const b = base(p);
    await created('ipam/ip-addresses', { address: `${b}.2/29`, vrf: vrf.id });
    await created('ipam/ip-addresses', { address: `${b}.3/29` }); // another VRF (global): not taken here
    const free = await available(p);
    assert.deepEqual(free.map((f) => f.address), [`${b}.1/29`, `${b}.3/29`, `${b}.4/29`, `${b}.5/29`, `${b}.6/29`]);
    assert.deepEqual([free[0]!.family, free[0]!.vrf.id], [4, vrf.id]);
    assert.equal((await available(p, '?limit=2')).length, 2);
    const pool = await net(30, { is_pool: true });
    assert.deepEqual((await available(pool)).map((f) => f.address.split('.')[3]), ['0/30', '1/30', '2/30', '3/30']);
    const p31 = await net(31);
    assert.equal((await available(p31)).length, 2);
    const v6 = await created('ipam/prefixes', { prefix: `2001:db8:${uid().slice(0, 4)}::/126` });
    assert.deepEqual((await available(v6)).map((f) => f.address.split('::')[1]), ['1/126', '2/126', '3/126'], 'not the subnet-router anycast address');
    assert.equal((await api.request.get(`/api/ipam/prefixes/${p.id}/available-ips/?limit=x`).set(auth)).status, 400);
  });

  it('POST allocates the next free addresses, one object or a list, all or none; 409 when short', async () => {
    const p = await net(29);
    const b = base(p);
    const one = await post(`ipam/prefixes/${p.id}/available-ips`, { description: 'first', status: 'reserved' });
    assert.equal(one.status, 201, JSON.stringify(one.body));
    assert.deepEqual([one.body.address, one.body.description, one.body.status.value], [`${b}.1/29`, 'first', 'reserved']);
    const many = await post(`ipam/prefixes/${p.id}/available-ips`, [{ description: 'a' }, { description: 'b' }]);
    assert.equal(many.status, 201);
    assert.deepEqual(many.body.map((x: Obj) => x.address), [`${b}.2/29`, `${b}.3/29`]);
    const short = await post(`ipam/prefixes/${p.id}/available-ips`, [{}, {}, {}, {}]);
    assert.deepEqual([short.status, short.body], [409, { detail: `An insufficient number of IP addresses are available within ${p.prefix} (4 requested, 3 available)` }]);
    const bad = await post(`ipam/prefixes/${p.id}/available-ips`, [{ description: 'ok' }, { status: 'nonsense' }]);
    assert.equal(bad.status, 400);
    assert.equal((await available(p)).length, 3, 'nothing allocated by the refused requests');
    assert.equal((await post('ipam/prefixes/2147483000/available-ips', {})).status, 404);
  });

  it('parallel allocations on one prefix: every address distinct and inside the prefix', async () => {
    const p = await net(24);
    const b = base(p);
    const requests = Array.from({ length: 24 }, (_, i) => post(`ipam/prefixes/${p.id}/available-ips`, { description: `par-${i}` }));
    const results = await Promise.all(requests);
    for (const r of results) assert.equal(r.status, 201, JSON.stringify(r.body));
    const addresses = results.map((r) => r.body.address as string);
    assert.equal(new Set(addresses).size, addresses.length, 'no address handed out twice');
    for (const a of addresses) assert.ok(a.startsWith(`${b}.`) && a.endsWith('/24'), a);
    const rows = await api.sql`SELECT count(*)::int AS n FROM ipam_ip_address WHERE host(address)::inet << ${p.prefix}::cidr`;
    assert.equal(rows[0]!.n, 24);
  });

  it('IP ranges: every address of the range is free until used; POST allocates with the range\'s mask', async () => {
    const u = uid();
    const [a, b] = [parseInt(u.slice(0, 2), 16), parseInt(u.slice(2, 4), 16)];
    const range = await created('ipam/ip-ranges', { start_address: `10.${a}.${b}.10/24`, end_address: `10.${a}.${b}.13/24` });
    await created('ipam/ip-addresses', { address: `10.${a}.${b}.11/24` });
    const free = (await get(`ipam/ip-ranges/${range.id}/available-ips/`)) as unknown as Obj[];
    assert.deepEqual(free.map((f) => f.address), [`10.${a}.${b}.10/24`, `10.${a}.${b}.12/24`, `10.${a}.${b}.13/24`]);
    const made = await post(`ipam/ip-ranges/${range.id}/available-ips`, [{}, {}]);
    assert.equal(made.status, 201, JSON.stringify(made.body));
    assert.deepEqual(made.body.map((x: Obj) => x.address), [`10.${a}.${b}.10/24`, `10.${a}.${b}.12/24`]);
    const short = await post(`ipam/ip-ranges/${range.id}/available-ips`, [{}, {}]);
    assert.deepEqual([short.status, short.body.detail], [409, `An insufficient number of IP addresses are available within 10.${a}.${b}.10/24-10.${a}.${b}.13/24 (2 requested, 1 available)`]);
  });

  it('spans at the edges: a /32 and an IPv6 /127 hand out every address, an IPv6 /64 starts after its anycast address; a full prefix or range has none; 404 for a missing one', async () => {
    const p32 = await net(32);
    assert.deepEqual((await available(p32)).map((f) => f.address), [p32.prefix]);
    const v6 = (parseInt(uid().slice(0, 4), 16) | 0x1000).toString(16); // as the API writes it: no leading zero
    const p127 = await created('ipam/prefixes', { prefix: `2001:db8:${v6}::/127` });
    assert.deepEqual((await available(p127)).map((f) => f.address), [`2001:db8:${v6}::/127`, `2001:db8:${v6}::1/127`]);
    const p64 = await created('ipam/prefixes', { prefix: `2001:db8:${v6}:1::/64` });
    await created('ipam/ip-addresses', { address: `2001:db8:${v6}:1::2/64` });
    assert.deepEqual((await available(p64, '?limit=3')).map((f) => f.address), [`2001:db8:${v6}:1::1/64`, `2001:db8:${v6}:1::3/64`, `2001:db8:${v6}:1::4/64`]);
    const made = await post(`ipam/prefixes/${p64.id}/available-ips`, [{}, {}]);
    assert.deepEqual(made.body.map((x: Obj) => x.address), [`2001:db8:${v6}:1::1/64`, `2001:db8:${v6}:1::3/64`]);

    const full = await net(30);
    const b = base(full);
    await created('ipam/ip-addresses', { address: `${b}.2/30` });
    await created('ipam/ip-addresses', { address: `${b}.1/30` });
    assert.deepEqual(await available(full), []);
    const short = await post(`ipam/prefixes/${full.id}/available-ips`, {});
    assert.deepEqual([short.status, short.body.detail], [409, `An insufficient number of IP addresses are available within ${full.prefix} (1 requested, 0 available)`]);

    const vrf = await created('ipam/vrfs', { name: `v-${uid()}` });
    const range = await created('ipam/ip-ranges', { start_address: `${b}.1/30`, end_address: `${b}.2/30`, vrf: vrf.id });
    const inVrf = (await get(`ipam/ip-ranges/${range.id}/available-ips/`)) as unknown as Obj[];
    assert.deepEqual(inVrf.map((f) => [f.address, f.vrf.id]), [[`${b}.1/30`, vrf.id], [`${b}.2/30`, vrf.id]], 'the global addresses do not fill the VRF\'s range');
    await post(`ipam/ip-ranges/${range.id}/available-ips`, [{}, {}]);
    assert.deepEqual(await get(`ipam/ip-ranges/${range.id}/available-ips/`), []);

    for (const path of ['ipam/prefixes/2147483000/available-ips/', 'ipam/ip-ranges/2147483000/available-ips/'])
      assert.equal((await api.request.get(`/api/${path}`).set(auth)).status, 404, path);
    assert.equal((await post('ipam/ip-ranges/2147483000/available-ips', {})).status, 404);
  });
});
