// A list ordered first by a related object through a nullable key (prefixes by VRF name, then
// prefix) is merged from the rows with the key and those without it when unfiltered (read.ts):
// its pages must be exactly what the plain statement (used for a filtered list) gives. By
// default prefixes sort by the VRF's key, global ones first, as NetBox's F('vrf') does.
import assert from 'node:assert/strict';
import { auth, startApi, uid, type Obj, type TestApi } from '../support/api.ts';

describe('engine: lists ordered through a nullable related object', () => {
  let api: TestApi;
  const u = uid();
  const mine: number[] = [];
  before(async () => {
    api = await startApi({ MAX_PAGE_SIZE: '0' });
    const post = async (path: string, body: object) => {
      const r = await api.request.post(path).set(auth).send(body);
      assert.equal(r.status, 201, `${path}: ${JSON.stringify(r.body)}`);
      return r.body;
    };
    // Two VRFs share a name (NetBox allows it): their prefixes interleave by prefix.
    const [a, b1, b2] = (await post('/api/ipam/vrfs/', ['a', 'b', 'b'].map((n, i) => ({ name: `lo-${u}-${n}`, rd: `65000:${u}${i}`.slice(0, 21) })))) as Obj[];
    const octet = parseInt(u.slice(0, 2), 16);
    const net = (i: number) => `198.${18 + (octet % 2)}.${(octet + i * 7) % 256}.0/24`;
    // Created out of order, so the id does not decide the order.
    const rows = [[b2, 0], [null, 3], [a, 2], [b1, 1], [null, 1], [b1, 4], [a, 0], [b2, 2], [null, 0], [null, 5]] as const;
    const made = (await post('/api/ipam/prefixes/', rows.map(([vrf, i]) => ({ prefix: net(i), vrf: vrf?.id ?? null, description: `lo-${u}` })))) as Obj[];
    mine.push(...made.map((p) => p.id as number));
  });
  after(() => api.close());

  const ids = async (query: string): Promise<number[]> => {
    const r = await api.request.get(`/api/ipam/prefixes/?${query}`).set(auth);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    return (r.body.results as Obj[]).map((p) => p.id as number);
  };

  for (const ordering of ['', 'ordering=vrf', 'ordering=-vrf', 'ordering=vrf,-prefix', 'ordering=prefix']) {
    it(`pages unfiltered lists as the plain statement does (${ordering || 'default order'})`, async () => {
      const q = ordering ? `${ordering}&` : '';
      // id__gt=0 matches every row but is a filter: the plain statement, one sort of every row.
      const plain = await ids(`${q}id__gt=0&limit=0`);
      const merged = await ids(`${q}limit=0`);
      assert.deepEqual(merged, plain);
      assert.ok(mine.every((id) => merged.includes(id)));
      // Short pages deep in each part (with a VRF, without one) and across the two: a page
      // starting just before each of this test's rows.
      for (const at of mine.map((id) => Math.max(0, merged.indexOf(id) - 1)))
        assert.deepEqual(await ids(`${q}limit=3&offset=${at}`), merged.slice(at, at + 3), `offset ${at}`);
    });
  }

  it('sorts by default as NetBox does: by the VRF key with the rows without one first, then by prefix and id', async () => {
    const r = await api.request.get(`/api/ipam/prefixes/?description=lo-${u}&limit=0`).set(auth);
    const byId = new Map((r.body.results as Obj[]).map((p) => [p.id as number, p]));
    const pad = (n: number) => String(n).padStart(12, '0');
    const key = (p: Obj) => [p.vrf ? pad(p.vrf.id) : ' ', p.prefix.split(/[./]/).map((x: string) => x.padStart(3, '0')).join('.'), pad(p.id)].join('|');
    const expected = mine.map((id) => byId.get(id)!).sort((x, y) => (key(x) < key(y) ? -1 : 1)).map((p) => p.id);
    const all = await ids('limit=0');
    assert.deepEqual(all.filter((id) => mine.includes(id)), expected);
    assert.equal(byId.get(all.find((id) => mine.includes(id))!)!.vrf, null);
  });

  it('sorts by VRF name when asked (ordering=vrf), the rows without one last ascending and first descending', async () => {
    const r = await api.request.get(`/api/ipam/prefixes/?description=lo-${u}&limit=0`).set(auth);
    const byId = new Map((r.body.results as Obj[]).map((p) => [p.id as number, p]));
    const names = async (ordering: string) => (await ids(`ordering=${ordering}&limit=0`)).filter((id) => mine.includes(id)).map((id) => byId.get(id)!.vrf?.name ?? null);
    assert.deepEqual(await names('vrf'), [`lo-${u}-a`, `lo-${u}-a`, `lo-${u}-b`, `lo-${u}-b`, `lo-${u}-b`, `lo-${u}-b`, null, null, null, null]);
    assert.deepEqual(await names('-vrf'), [null, null, null, null, `lo-${u}-b`, `lo-${u}-b`, `lo-${u}-b`, `lo-${u}-b`, `lo-${u}-a`, `lo-${u}-a`]);
  });

  it('sorts IP ranges by default by the VRF key, global ones first, then start address', async () => {
    const vrf = (await api.request.post('/api/ipam/vrfs/').set(auth).send({ name: `lo-${u}-r` })).body as Obj;
    const octet = parseInt(u.slice(0, 2), 16);
    const range = (third: number, vrfId: number | null) => ({ start_address: `100.${64 + (octet % 32)}.${third}.10/24`, end_address: `100.${64 + (octet % 32)}.${third}.20/24`, vrf: vrfId, description: `lo-${u}` });
    const r = await api.request.post('/api/ipam/ip-ranges/').set(auth).send([range(1, vrf.id as number), range(3, null), range(2, null)]);
    assert.equal(r.status, 201, JSON.stringify(r.body));
    const list = await api.request.get(`/api/ipam/ip-ranges/?description=lo-${u}&limit=0`).set(auth);
    assert.deepEqual((list.body.results as Obj[]).map((x) => [x.vrf?.id ?? null, x.start_address]), [
      [null, range(2, null).start_address], [null, range(3, null).start_address], [vrf.id, range(1, null).start_address]]);
  });
});
