import assert from 'node:assert/strict';
import { auth, modelHelpers, startApi, uid, type TestApi } from '../support/api.ts';
import { factories } from '../support/factories.ts';

// NetBox 4.6's cursor pagination: `?start=<id>` pages by id from that id on, without a count.
// pynetbox 7.8 sends it as any other parameter (`filter(start=..., limit=...)`) and follows the
// `next` link it answers, as these tests do.

describe('cursor pagination (start=, NetBox 4.6)', function () {
  let api: TestApi;
  let make: ReturnType<typeof factories>;
  let group: string;
  let filter: string;
  const ids: number[] = [];

  before(async () => {
    api = await startApi();
    make = factories(modelHelpers(() => api).created);
    // Five sites of their own tenant, made out of name order, so a page by id differs from
    // one in the model's ordering (by name).
    group = uid();
    const tenant = await make.tenant();
    filter = `tenant_id=${tenant.id}`;
    for (const name of ['e', 'c', 'a', 'd', 'b']) ids.push((await make.site({ name: `${group}-${name}`, slug: `${group}-${name}`, tenant: tenant.id })).id);
  });
  after(() => api.close());

  const get = (path: string) => api.request.get(path).set(auth).set('Host', 'netinv.test');
  const names = (body: { results: Array<{ id: number }> }) => body.results.map((o) => o.id);

  it('answers the objects from the given id on, in id order, with a null count', async () => {
    const r = await get(`/api/dcim/sites/?${filter}&start=${ids[1]}&limit=2`);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal(r.body.count, null);
    assert.deepEqual(names(r.body), [ids[1], ids[2]]);
    assert.equal(r.body.previous, null, 'a cursor goes forward only');
    const next = new URL(r.body.next);
    assert.equal(next.searchParams.get('start'), String(ids[2]! + 1));
    assert.equal(next.searchParams.get('limit'), '2');
    assert.equal(next.searchParams.get('tenant_id'), filter.split('=')[1], 'the filters are kept');
  });

  it('following next reaches every object once; the last, short page has no next', async () => {
    let url: string | null = `/api/dcim/sites/?${filter}&start=0&limit=2`;
    const seen: number[] = [];
    let pages = 0;
    while (url) {
      const r = await get(url.replace(/^https?:\/\/[^/]+/, ''));
      assert.equal(r.status, 200);
      seen.push(...names(r.body));
      url = r.body.next;
      pages++;
    }
    assert.deepEqual(seen, ids);
    assert.equal(pages, 3);
  });

  it('a full last page links to one more, empty page, as NetBox', async () => {
    const first = await get(`/api/dcim/sites/?${filter}&start=${ids[3]}&limit=2`);
    assert.deepEqual(names(first.body), [ids[3], ids[4]]);
    assert.ok(first.body.next);
    const empty = await get(new URL(first.body.next).pathname + new URL(first.body.next).search);
    assert.equal(empty.status, 200);
    assert.deepEqual(empty.body, { count: null, next: null, previous: null, results: [] });
  });

  it('a start past every id is an empty page; start=0 is the first; filters and fields= apply', async () => {
    const past = await get(`/api/dcim/sites/?${filter}&start=99999999999999999999`);
    assert.equal(past.status, 200);
    assert.deepEqual(past.body.results, []);
    const all = await get(`/api/dcim/sites/?${filter}&start=0&fields=id,name`);
    assert.equal(all.status, 200, JSON.stringify(all.body));
    assert.deepEqual(all.body.results, ids.map((id, i) => ({ id, name: `${group}-${['e', 'c', 'a', 'd', 'b'][i]}` })));
    assert.equal(all.body.next, null, 'fewer than a page');
  });

  it('without start, the same request answers as before: count, ordering by name, offset links', async () => {
    const r = await get(`/api/dcim/sites/?${filter}&limit=2`);
    assert.equal(r.body.count, 5);
    assert.deepEqual(r.body.results.map((o: { name: string }) => o.name), [`${group}-a`, `${group}-b`]);
    assert.equal(new URL(r.body.next).searchParams.get('offset'), '2');
    assert.equal(new URL(r.body.next).searchParams.get('start'), null);
  });

  it('limit=0 is MAX_PAGE_SIZE, and a page of that size links on', async () => {
    const capped = await startApi({ MAX_PAGE_SIZE: '3' });
    try {
      const r = await capped.request.get(`/api/dcim/sites/?${filter}&start=0&limit=0`).set(auth);
      assert.deepEqual(names(r.body), ids.slice(0, 3));
      assert.equal(new URL(r.body.next).searchParams.get('limit'), '3');
    } finally {
      await capped.close();
    }
  });

  it("errors as NetBox's: a bad start, start with offset, start with ordering", async () => {
    for (const bad of ['-1', 'abc', '', '1.5', '0x10']) {
      const r = await get(`/api/dcim/sites/?start=${bad}`);
      assert.equal(r.status, 400, bad);
      assert.deepEqual(r.body, ["Invalid 'start' parameter: must be a non-negative integer."]);
    }
    for (const offset of ['offset=0', 'offset=5']) {
      const r = await get(`/api/dcim/sites/?start=1&${offset}`);
      assert.equal(r.status, 400);
      assert.deepEqual(r.body, ["'start' and 'offset' are mutually exclusive."]);
    }
    for (const ordering of ['ordering=name', 'ordering=id', 'ordering=']) {
      const r = await get(`/api/dcim/sites/?start=1&${ordering}`);
      assert.equal(r.status, 400);
      assert.deepEqual(r.body, ['Ordering cannot be specified in conjunction with cursor-based pagination.']);
    }
    assert.equal((await get('/api/dcim/sites/?start=+2')).status, 200, "Python's int() reads a sign");
    assert.equal((await get('/api/dcim/sites/?start=-0')).status, 200);
  });

  it("an ASN range's start is its filter and the cursor both, as NetBox's filter set and paginator both read it", async () => {
    const rir = (await api.request.post('/api/ipam/rirs/').set(auth).send({ name: uid(), slug: uid() })).body;
    const range = async (start: number) => (await api.request.post('/api/ipam/asn-ranges/').set(auth)
      .send({ name: uid(), slug: uid(), rir: rir.id, start, end: start + 10 })).body;
    const [one, two] = [await range(1), await range(2)];
    const r = await get(`/api/ipam/asn-ranges/?rir_id=${rir.id}&start=1`);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.deepEqual(names(r.body), [one.id], 'the filter start=1 leaves the other range out');
    assert.equal(r.body.count, null, 'a cursor page');
    assert.ok(two.id >= 1);
    // A range whose start is past its own id: the filter finds it, the cursor (id >= start) not.
    const far = await range(two.id + 1000);
    assert.deepEqual(names((await get(`/api/ipam/asn-ranges/?rir_id=${rir.id}&start=${two.id + 1000}`)).body), []);
    assert.deepEqual(names((await get(`/api/ipam/asn-ranges/?rir_id=${rir.id}&start__gte=${two.id + 1000}`)).body), [far.id], 'a lookup is no cursor');
    const bad = await get('/api/ipam/asn-ranges/?start=abc');
    assert.equal(bad.status, 400);
    assert.ok('start' in bad.body && !Array.isArray(bad.body), "the filter's error comes first, naming it");
  });

  it('keeps to the rows the user may see', async () => {
    const r = await api.request.get(`/api/dcim/sites/?${filter}&start=0`);
    assert.ok(r.status === 403 || (r.status === 200 && r.body.results.length === 0), `anonymous: ${r.status}`);
  });
});
