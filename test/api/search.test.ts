// netinv's global search (GET /api/netinv/search/, docs/rest-api.md "Global search"): answered
// from the search index in one request, grouped by object type, best match first; the index is
// kept by the writes themselves (created, changed, deleted, and a refused write leaves it as it
// was); a user sees only what they may view, constraints included; every bound holds; rows
// written before the index existed are indexed by the next start.
import assert from 'node:assert/strict';
import { auth, grant, modelHelpers, startApi, uid, type Obj, type TestApi } from '../support/api.ts';
import { startAfterOtherVersion } from '../support/installed-sql.ts';
import { migratedDatabase } from '../setup.ts';

describe('api: global search from the search index', () => {
  let api: TestApi;
  before(async () => {
    api = await startApi();
  });
  after(() => api.close());
  const { created, patch, del } = modelHelpers(() => api);

  const search = (query: string, headers: Record<string, string> = auth) => api.request.get(`/api/netinv/search/?${query}`).set(headers);
  /** The answer's groups as {type: [display, ...]}. */
  const found = async (query: string, headers: Record<string, string> = auth): Promise<Record<string, string[]>> => {
    const r = await search(query, headers);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    return Object.fromEntries((r.body.results as Obj[]).map((g) => [g.object_type, (g.results as Obj[]).map((o) => o.display)]));
  };
  const indexRows = async (type: string, id: number) =>
    (await api.sql`SELECT field, value, weight FROM netinv_search_value WHERE object_type = ${type} AND object_id = ${id} ORDER BY field`).map((r) => ({ ...r }));

  it('finds objects of every model in one request, grouped by type, best weight first, with what matched', async () => {
    const tag = uid();
    const site = await created('dcim/sites', { name: `Zeta ${tag}`, slug: `zeta-${tag}`, description: 'main' });
    await created('dcim/sites', { name: `Other ${tag}b`, slug: `other-${tag}b`, description: `near zeta ${tag}` });
    const tenant = await created('tenancy/tenants', { name: `zeta-${tag} tenant`, slug: `t-${tag}` });
    const r = await search(`q=zeta ${tag}`);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal(r.body.q, `zeta ${tag}`);
    assert.equal(r.body.complete, true);
    const sites = (r.body.results as Obj[]).find((g) => g.object_type === 'dcim.site')!;
    assert.deepEqual([sites.label, sites.count], ['sites', 2]);
    // The name (weight 100) ranks before the description (500).
    assert.deepEqual(sites.results.map((o: Obj) => [o.display, o.matched]), [
      [`Zeta ${tag}`, { field: 'name', value: `Zeta ${tag}` }],
      [`Other ${tag}b`, { field: 'description', value: `near zeta ${tag}` }],
    ]);
    // Each object in its brief form, plus what matched.
    assert.equal(sites.results[0].id, site.id);
    assert.match(sites.results[0].url, new RegExp(`/api/dcim/sites/${site.id}/$`));
    assert.deepEqual(Object.keys(sites.results[0]).sort(), [...Object.keys((await api.request.get(`/api/dcim/sites/${site.id}/?brief=1`).set(auth)).body), 'matched'].sort());
    // The tenant's name does not contain "zeta <tag>" (a hyphen): not found; its slug does not either.
    assert.equal((r.body.results as Obj[]).some((g) => g.object_type === 'tenancy.tenant'), false);
    assert.deepEqual((await found(`q=zeta-${tag}`))['tenancy.tenant'], [tenant.display]);
  });

  it('keeps the index current: a create, a change and a delete show at once; a refused write changes nothing', async () => {
    const tag = uid();
    const site = await created('dcim/sites', { name: `Alpha ${tag}`, slug: `alpha-${tag}` });
    // Its searchable fields with a value (an empty description is not indexed), name at 100.
    assert.deepEqual(await indexRows('dcim.site', site.id), [{ field: 'name', value: `Alpha ${tag}`, weight: 100 }]);
    assert.deepEqual((await found(`q=Alpha ${tag}`))['dcim.site'], [`Alpha ${tag}`]);
    assert.equal((await patch('dcim/sites', site.id, { name: `Beta ${tag}` })).status, 200);
    assert.deepEqual(await found(`q=Alpha ${tag}`), {});
    assert.deepEqual((await found(`q=Beta ${tag}`))['dcim.site'], [`Beta ${tag}`]);
    // A bulk create with one bad item is refused whole: neither item is in the index.
    const bulk = await api.request.post('/api/dcim/sites/').set(auth).send([{ name: `Gamma ${tag}`, slug: `gamma-${tag}` }, { name: `Gamma ${tag} 2` }]);
    assert.equal(bulk.status, 400);
    assert.deepEqual(await found(`q=Gamma ${tag}`), {});
    assert.equal((await api.sql`SELECT count(*)::int AS n FROM netinv_search_value WHERE value LIKE ${`%Gamma ${tag}%`}`)[0]!.n, 0);
    assert.equal((await del('dcim/sites', site.id)).status, 204);
    assert.deepEqual(await found(`q=Beta ${tag}`), {});
    assert.deepEqual(await indexRows('dcim.site', site.id), []);
  });

  it('shows a user only what they may view, constraints included, and counts only that', async () => {
    const tag = uid();
    const username = `search-${tag}`;
    const user = await created('users/users', { username, password: 'a-long-password' });
    const t = await api.request.post('/api/users/tokens/provision/').send({ username, password: 'a-long-password' });
    const as = { Authorization: `Token ${t.body.key}` };
    await created('dcim/sites', [{ name: `Kappa ${tag} 1`, slug: `k1-${tag}`, status: 'active' }, { name: `Kappa ${tag} 2`, slug: `k2-${tag}`, status: 'planned' }]);
    await created('tenancy/tenants', { name: `Kappa ${tag}`, slug: `kt-${tag}` });
    assert.deepEqual(await found(`q=Kappa ${tag}`, as), {}, 'no permission: nothing');
    await grant(api, user.id, ['dcim.site'], ['view'], { status: 'active' });
    const r = await search(`q=Kappa ${tag}`, as);
    assert.deepEqual((r.body.results as Obj[]).map((g) => [g.object_type, g.count, g.results.map((o: Obj) => o.display)]), [['dcim.site', 1, [`Kappa ${tag} 1`]]]);
    assert.equal((await search(`q=Kappa ${tag}`, {})).status, 403, 'no credentials');
  });

  it('is bounded: the query\'s length, results per type and in all; bad parameters are a 400', async () => {
    const tag = uid();
    await created('dcim/sites', Array.from({ length: 8 }, (_, i) => ({ name: `Lambda ${tag} ${i}`, slug: `l${i}-${tag}` })));
    const five = (await search(`q=Lambda ${tag}`)).body.results[0];
    assert.deepEqual([five.count, five.results.length], [8, 5], 'five a type by default, counted in full');
    assert.equal((await search(`q=Lambda ${tag}&limit=7`)).body.results[0].results.length, 7);
    assert.equal((await search(`q=Lambda ${tag}&limit=500`)).body.results[0].results.length, 8, 'limit is capped at 50');
    assert.deepEqual(Object.keys(await found(`q=Lambda ${tag}&object_type=tenancy.tenant`)), []);
    assert.deepEqual(Object.keys(await found(`q=Lambda ${tag}&object_type=dcim.site`)), ['dcim.site']);
    const bad = async (query: string, field: string) => {
      const r = await search(query);
      assert.equal(r.status, 400, `${query}: ${JSON.stringify(r.body)}`);
      assert.deepEqual(Object.keys(r.body), [field]);
    };
    await bad('q=', 'q');
    await bad(`q=${'x'.repeat(101)}`, 'q');
    await bad('q=%00', 'q');
    await bad('q=a&limit=0', 'limit');
    await bad('q=a&limit=x', 'limit');
    await bad('q=a&object_type=dcim.nothing', 'object_type');
    // LIKE's wildcards are the user's text, not patterns.
    assert.deepEqual(await found(`q=Lambda_${tag}`), {});
    assert.deepEqual(await found('q=%25%25%25'), {});
  });

  it('indexes at the next start the rows written before the index existed', async function () {
    // Two starts that reinstall all of the generated SQL, on a database of its own.
    this.timeout(120_000);
    const url = await migratedDatabase();
    const own = await startApi({}, url);
    try {
      const tag = uid();
      const site = (await own.request.post('/api/dcim/sites/').set(auth).send({ name: `Omega ${tag}`, slug: `omega-${tag}`, description: 'backfilled' })).body as Obj;
      const rows = async () => (await own.sql`SELECT field, value FROM netinv_search_value WHERE object_type = 'dcim.site' AND object_id = ${site.id} ORDER BY field`).map((x) => ({ ...x }));
      const indexed = await rows();
      assert.deepEqual(indexed, [{ field: 'description', value: 'backfilled' }, { field: 'name', value: `Omega ${tag}` }]);
      // The database as a version without the index left it.
      await own.sql.unsafe('DROP TABLE netinv_search_value; DROP TABLE netinv_search_model');
      await startAfterOtherVersion(own.sql, url);
      const r = await own.request.get(`/api/netinv/search/?q=Omega ${tag}`).set(auth);
      assert.deepEqual((r.body.results as Obj[]).map((g) => g.results.map((o: Obj) => o.id)), [[site.id]]);
      assert.deepEqual(await rows(), indexed);
      // A second start has nothing to fill again: the rows are there once.
      await startAfterOtherVersion(own.sql, url);
      assert.deepEqual(await rows(), indexed);
    } finally {
      await own.close();
    }
  });
});
