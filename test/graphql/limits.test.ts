// The limits that keep one GraphQL request from stalling the service: the document's size
// (body, tokens), its shape once fragments are expanded (depth, fields) and the rows it
// reads, estimated before it runs and counted while it runs.
import assert from 'node:assert/strict';
import { migratedDatabase } from '../setup.ts';
import { auth, startApi, uid, type TestApi } from '../support/api.ts';
import { factories } from '../support/factories.ts';
import { data, gql, type Obj } from './fixtures.ts';

/** Fragment Fn spreads F(n-1) twice: n fragments in about 40n bytes expand to 2^n fields. */
function doubling(n: number): string {
  const out = ['fragment F0 on SiteType { id }'];
  for (let i = 1; i <= n; i++) out.push(`fragment F${i} on SiteType { ...F${i - 1} ...F${i - 1} }`);
  return `{ site(id: 1) { ...F${n} } }\n${out.join('\n')}`;
}

describe('GraphQL limits', function () {
  this.timeout(60_000);
  let api: TestApi;

  before(async () => {
    api = await startApi();
  });
  after(async () => api.close());

  it('measures each fragment once: 26 fragments that each spread the last twice are refused, not expanded', async function () {
    // Expanding them (2^26 fields) took minutes; measuring each fragment once takes the
    // time of the 1 KB text. The bound is only "it returns".
    this.timeout(20_000);
    const query = doubling(26);
    assert.ok(query.length < 1200);
    const r = await gql(api, query);
    assert.equal(r.body.data, undefined, JSON.stringify(r.body));
    assert.deepEqual(r.body.errors!.map((e) => e.message), ['The query selects 67108865 fields with its fragments expanded; the most allowed is 2000 (GRAPHQL_MAX_FIELDS).']);
  });

  it('counts depth and fields through fragments, each as often as it is spread', async () => {
    const small = await startApi({ GRAPHQL_MAX_DEPTH: '3', GRAPHQL_MAX_FIELDS: '7' });
    try {
      const frags = 'fragment D on DeviceType { name site { ...S } } fragment S on SiteType { name region { name } }';
      // device_list > site > region > name: 4 deep through two fragments.
      const deep = await gql(small, `{ device_list(limit: 1) { ...D } } ${frags}`);
      assert.deepEqual(deep.body.errors!.map((e) => e.message), ['The query is 4 fields deep; the most allowed is 3 (GRAPHQL_MAX_DEPTH).']);
      // S spread twice: 1 + 2 * (2 + 1) = 7 fields, the most allowed; once more is 8.
      const frag = 'fragment S on SiteType { name tenant { name } }';
      assert.deepEqual(await data(small, `{ site_list(limit: 0) { ...S ... on SiteType { ...S } } } ${frag}`), { site_list: [] });
      const more = await gql(small, `{ site_list(limit: 0) { ...S ... on SiteType { ...S } id } } ${frag}`);
      assert.deepEqual(more.body.errors!.map((e) => e.message), ['The query selects 8 fields with its fragments expanded; the most allowed is 7 (GRAPHQL_MAX_FIELDS).']);
    } finally {
      await small.close();
    }
  });

  it('answers a body over GRAPHQL_MAX_QUERY_SIZE with 413 and a GraphQL error, unread', async () => {
    // 2 MB of one field: within MAX_BODY_SIZE (10 MB), it cost seconds of parsing and validating.
    const query = `{ site_list(limit: 1) { ${'id '.repeat(700_000)} } }`;
    const r = await api.request.post('/graphql/').set(auth).set('Accept', 'application/json').send({ query });
    assert.equal(r.status, 413);
    assert.match(r.headers['content-type']!, /application\/json/);
    assert.deepEqual(r.body, { errors: [{ message: 'The request body is larger than the limit of 102400 bytes (GRAPHQL_MAX_QUERY_SIZE).' }] });
  });

  it('caps a chunked body, which declares no length, as it arrives', async () => {
    const small = await startApi({ GRAPHQL_MAX_QUERY_SIZE: '1kb' });
    try {
      const req = small.request.post('/graphql/').set(auth).set('Content-Type', 'application/json').set('Accept', 'application/json');
      req.write(`{"query": "{ site_list(limit: 1) { ${'id '.repeat(300)}`);
      req.write(`${'id '.repeat(300)} } }"}`);
      const r = await req;
      assert.equal(r.status, 413);
      assert.match(r.body.errors[0].message, /larger than the limit of 1024 bytes \(GRAPHQL_MAX_QUERY_SIZE\)/);
      // Under the cap, a chunked body is read whole.
      const ok = small.request.post('/graphql/').set(auth).set('Content-Type', 'application/json').set('Accept', 'application/json');
      ok.write('{"query": "{ site_list(limit: 1) ');
      ok.write('{ id } }"}');
      const answer = await ok;
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      assert.ok(Array.isArray(answer.body.data.site_list));
    } finally {
      await small.close();
    }
  });

  it('stops parsing at GRAPHQL_MAX_TOKENS', async () => {
    const small = await startApi({ GRAPHQL_MAX_TOKENS: '50' });
    try {
      const r = await gql(small, `{ site_list(limit: 1) { ${'id '.repeat(60)} } }`);
      assert.ok(r.status === 400 || r.status === 200, String(r.status));
      assert.equal(r.body.data, undefined);
      assert.deepEqual(r.body.errors!.map((e) => e.message), ['The query has more than 50 tokens; the most allowed is 50 (GRAPHQL_MAX_TOKENS).']);
      assert.deepEqual(await data(small, `{ site_list(limit: 0) { ${'id '.repeat(30)} } }`), { site_list: [] });
    } finally {
      await small.close();
    }
  });

  describe('the rows a query reads on skewed data', () => {
    let hub: Obj;
    // A database of its own: the estimates are averages over the whole database, which in the
    // worker's shared one depend on the files that ran before.
    let url: string;
    let api: TestApi;
    before(async function () {
      // 80 sites and 60 devices, all on one site: 0.75 devices a site on average, 60 on it.
      this.timeout(120_000);
      url = await migratedDatabase('skew');
      api = await startApi({}, url);
      const u = uid();
      const post = async (path: string, body: object) => {
        const r = await api.request.post(`/api/${path}/`).set(auth).send(body);
        assert.equal(r.status, 201, JSON.stringify(r.body));
        return r.body;
      };
      const sites: Obj[] = await post('dcim/sites', Array.from({ length: 80 }, (_, i) => ({ name: `skew-${u}-${i}`, slug: `skew-${u}-${i}` })));
      hub = sites[0]!;
      const make = factories(post);
      const [type, role] = [await make.deviceType(), await make.deviceRole()];
      await post('dcim/devices', Array.from({ length: 60 }, (_, i) => ({ name: `d-${u}-${i}`, device_type: type.id, role: role.id, site: hub.id })));
      // The tables' sizes are read at most once a minute: a fresh server reads today's.
    });
    after(async () => api?.close());

    it('stops a query whose lists return more rows than GRAPHQL_MAX_COST, though their averages promised few', async function () {
      this.timeout(60_000);
      const fresh = await startApi({}, url);
      try {
        await fresh.sql`ANALYZE dcim_site, dcim_device`;
        // 60 + 60 * 60 + 60 * 60 * 60 = 219,660 devices listed, against 100,000 allowed.
        const r = await gql(fresh, `{ site(id: ${hub.id}) { devices { site { devices { site { devices { id } } } } } } }`);
        assert.equal(r.status, 200);
        assert.equal(r.body.data, null, JSON.stringify(r.body).slice(0, 300));
        assert.deepEqual(r.body.errors!.map((e) => e.message), ['The query read more than 100000 rows; the most allowed is 100000 (GRAPHQL_MAX_COST). Add filters or a smaller limit.']);
        // The same data within the limit is answered whole.
        const d = await data(fresh, `{ site(id: ${hub.id}) { devices { site { devices { name } } } } }`);
        assert.equal(d.site.devices.length, 60);
        assert.equal(d.site.devices[0].site.devices.length, 60);
      } finally {
        await fresh.close();
      }
    });

    it('counts the rows of every list together, against a lower limit too', async () => {
      // Low enough for the 3,660 rows read, high enough that the estimate (averages over the
      // database) lets the query run.
      const small = await startApi({ GRAPHQL_MAX_COST: '1000' }, url);
      try {
        // 60 devices, each with its site's 60: 3,660 rows.
        const r = await gql(small, `{ site(id: ${hub.id}) { devices { site { devices { id } } } } }`);
        assert.deepEqual(r.body.errors?.map((e) => e.message), ['The query read more than 1000 rows; the most allowed is 1000 (GRAPHQL_MAX_COST). Add filters or a smaller limit.']);
        // 60 + 1 rows: within it.
        const d = await data(small, `{ site(id: ${hub.id}) { devices { name } } s: site_list(id: ${hub.id}) { name } }`);
        assert.equal(d.site.devices.length, 60);
      } finally {
        await small.close();
      }
    });
  });
});
