// ASN ranges and their available-asns endpoint (NetBox 3.7 ASNRange, AvailableASNsView): the
// range lists its free AS numbers and allocates the lowest ones, all or none, one at a time
// per range under concurrency.
import assert from 'node:assert/strict';
import { modelHelpers, startApi, uid, type Obj, type TestApi } from '../support/api.ts';

describe('ipam: ASN ranges and available-asns', () => {
  let api: TestApi;
  before(async () => {
    api = await startApi();
  });
  after(() => api.close());

  const { post, get, created, refused } = modelHelpers(() => api);
  // Private 32-bit ASNs, a block of 1,000 per test so tests never meet.
  const block = () => 4_200_000_000 + (parseInt(uid().slice(0, 5), 16) % 90_000) * 1000;

  async function range(start: number, end: number) {
    const u = uid();
    const rir = await created('ipam/rirs', { name: `rir-${u}`, slug: `rir-${u}` });
    const r = await created('ipam/asn-ranges', { name: `range-${u}`, slug: `range-${u}`, rir: rir.id, start, end });
    return { rir, r };
  }

  it('a range shows its ASN count and display; start must lie below end', async () => {
    const b = block();
    const { rir, r } = await range(b, b + 9);
    assert.equal(r.display, `${r.name} (${b}-${b + 9})`);
    assert.equal(r.asn_count, 0);
    await created('ipam/asns', { asn: b + 3, rir: rir.id });
    await created('ipam/asns', { asn: b + 10, rir: rir.id });
    assert.equal((await get(`ipam/asn-ranges/${r.id}/`)).asn_count, 1);
    await refused(post('ipam/asn-ranges', { name: `x-${uid()}`, slug: `x-${uid()}`, rir: rir.id, start: b + 5, end: b + 5 }), 'non_field_errors',
      new RegExp(`^Starting ASN \\(${b + 5}\\) must be lower than ending ASN \\(${b + 5}\\)\\.$`));
    await refused(post('ipam/asn-ranges', { name: `x-${uid()}`, slug: `x-${uid()}`, rir: rir.id, start: 0, end: 5 }), 'start');
    await refused(post('ipam/asn-ranges', { name: `x-${uid()}`, slug: `x-${uid()}`, rir: rir.id, start: 1, end: 4294967296 }), 'end');
  });

  it('GET lists free ASNs with the RIR, skipping used ones, limit honoured', async () => {
    const b = block();
    const { rir, r } = await range(b, b + 5);
    await created('ipam/asns', { asn: b, rir: rir.id });
    await created('ipam/asns', { asn: b + 2, rir: rir.id });
    const free = await get(`ipam/asn-ranges/${r.id}/available-asns/`);
    assert.deepEqual(free.map((x: Obj) => x.asn), [b + 1, b + 3, b + 4, b + 5]);
    assert.deepEqual(free[0].rir, { id: rir.id, url: rir.url, display: rir.display, name: rir.name, slug: rir.slug, description: rir.description });
    assert.deepEqual((await get(`ipam/asn-ranges/${r.id}/available-asns/?limit=2`)).map((x: Obj) => x.asn), [b + 1, b + 3]);
    assert.equal((await api.request.get('/api/ipam/asn-ranges/2147483647/available-asns/').set('Authorization', `Token 0123456789abcdef0123456789abcdef01234567`)).status, 404);
  });

  it('POST allocates the lowest free ASNs (object or list), all or none, 409 when short', async () => {
    const b = block();
    const { rir, r } = await range(b, b + 3);
    await created('ipam/asns', { asn: b + 1, rir: rir.id });
    const one = await post(`ipam/asn-ranges/${r.id}/available-asns`, { description: 'first' });
    assert.equal(one.status, 201, JSON.stringify(one.body));
    assert.equal(one.body.asn, b);
    assert.equal(one.body.rir.id, rir.id);
    assert.equal(one.body.description, 'first');
    const short = await post(`ipam/asn-ranges/${r.id}/available-asns`, [{}, {}, {}]);
    assert.equal(short.status, 409, JSON.stringify(short.body));
    assert.equal(short.body.detail, 'Insufficient resources are available to satisfy the request');
    assert.equal((await get(`ipam/asn-ranges/${r.id}/`)).asn_count, 2, 'a refused allocation creates nothing');
    const two = await post(`ipam/asn-ranges/${r.id}/available-asns`, [{}, { description: 'last' }]);
    assert.equal(two.status, 201, JSON.stringify(two.body));
    assert.deepEqual(two.body.map((x: Obj) => x.asn), [b + 2, b + 3]);
  });

  it('parallel allocations on one range hand out distinct ASNs', async () => {
    const b = block();
    const { r } = await range(b, b + 99);
    const results = await Promise.all(Array.from({ length: 20 }, () => post(`ipam/asn-ranges/${r.id}/available-asns`, {})));
    for (const x of results) assert.equal(x.status, 201, JSON.stringify(x.body));
    const asns = results.map((x) => x.body.asn as number).sort((a, z) => a - z);
    assert.deepEqual(asns, Array.from({ length: 20 }, (_, i) => b + i));
  });
});
