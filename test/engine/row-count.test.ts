// An unfiltered list's count comes from the row counts PostgreSQL keeps (src/engine/read/row-count.ts):
// it must equal count(*) after every kind of write, never make writers wait on one another, and
// leave filtered lists and constrained permissions counting their own rows.
import assert from 'node:assert/strict';
import { ROW_COUNT_TABLE } from '../../src/engine/read/row-count.ts';
import { testDatabaseUrl } from '../setup.ts';
import { startAfterOtherVersion } from '../support/installed-sql.ts';
import { auth, grant, startApi, uid, type Obj, type TestApi } from '../support/api.ts';

describe('engine: kept row counts', () => {
  let api: TestApi;
  before(async () => {
    api = await startApi();
  });
  after(() => api.close());

  const listCount = async (path: string, headers: Record<string, string> = auth): Promise<number> => {
    const r = await api.request.get(path).set(headers);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    return r.body.count as number;
  };
  const tableCount = async (table: string): Promise<number> => (await api.sql`SELECT count(*)::int AS n FROM ${api.sql(table)}`)[0]!.n;
  const kept = async (table: string) =>
    (await api.sql`SELECT coalesce(sum(delta), 0)::int AS n, count(*)::int AS entries FROM ${api.sql(ROW_COUNT_TABLE)} WHERE table_name = ${table}`)[0]!;
  /** The API's unfiltered count, the kept count and count(*) agree; returns it. */
  const agreed = async (path: string, table: string): Promise<number> => {
    const [listed, k, actual] = [await listCount(path), await kept(table), await tableCount(table)];
    assert.deepEqual([listed, k.n], [actual, actual], `${table}: list ${listed}, kept ${k.n}, count(*) ${actual}`);
    return actual;
  };
  const tags = (u: string, n: number) => Array.from({ length: n }, (_, i) => ({ name: `rc-${u}-${i}`, slug: `rc-${u}-${i}` }));

  it('equals count(*) after bulk creates and bulk deletes, and the statement reads no table scan for it', async () => {
    const before = await agreed('/api/extras/tags/?limit=1', 'extras_tag');
    const u = uid();
    const made = await api.request.post('/api/extras/tags/').set(auth).send(tags(u, 25));
    assert.equal(made.status, 201, JSON.stringify(made.body));
    assert.equal(await agreed('/api/extras/tags/?limit=1', 'extras_tag'), before + 25);
    const gone = await api.request.delete('/api/extras/tags/').set(auth).send((made.body as Obj[]).slice(0, 10).map((t) => ({ id: t.id })));
    assert.equal(gone.status, 204, JSON.stringify(gone.body));
    assert.equal(await agreed('/api/extras/tags/?limit=1', 'extras_tag'), before + 15);
    // Past the last page, no row carries the total: it is read on its own.
    assert.equal(await agreed('/api/extras/tags/?offset=1000000', 'extras_tag'), before + 15);
    api.statements.length = 0;
    await listCount('/api/extras/tags/');
    const page = api.statements.find((s) => s.includes('extras_tag'))!;
    assert.match(page, new RegExp(ROW_COUNT_TABLE));
    assert.doesNotMatch(page, /count\(\*\) FROM "?extras_tag"?/);
  });

  it('is unchanged by a rolled-back transaction and counts a deletion cascaded by a foreign key', async () => {
    const u = uid();
    const sites = await agreed('/api/dcim/sites/?limit=1', 'dcim_site');
    await assert.rejects(api.sql.begin(async (tx) => {
      await tx`INSERT INTO dcim_site (name, slug, status, custom_field_data, created, last_updated)
        VALUES (${`rc-${u}`}, ${`rc-${u}`}, 'active', '{}', now(), now())`;
      assert.equal((await tx`SELECT sum(delta)::int AS n FROM ${tx(ROW_COUNT_TABLE)} WHERE table_name = 'dcim_site'`)[0]!.n, sites + 1);
      throw new Error('roll back');
    }), /roll back/);
    assert.equal(await agreed('/api/dcim/sites/?limit=1', 'dcim_site'), sites);

    const maker = (await api.request.post('/api/dcim/manufacturers/').set(auth).send({ name: `rc-${u}`, slug: `rc-${u}` })).body as Obj;
    const type = (await api.request.post('/api/dcim/device-types/').set(auth).send({ manufacturer: maker.id, model: `rc-${u}`, slug: `rc-${u}` })).body as Obj;
    const path = '/api/dcim/interface-templates/?limit=1';
    const templates = await agreed(path, 'dcim_interface_template');
    const made = await api.request.post('/api/dcim/interface-templates/').set(auth)
      .send([1, 2, 3].map((i) => ({ device_type: type.id, name: `eth${i}`, type: '1000base-t' })));
    assert.equal(made.status, 201, JSON.stringify(made.body));
    assert.equal(await agreed(path, 'dcim_interface_template'), templates + 3);
    assert.equal((await api.request.delete(`/api/dcim/device-types/${type.id}/`).set(auth)).status, 204);
    assert.equal(await agreed(path, 'dcim_interface_template'), templates);
  });

  it('keeps concurrent writers apart: none waits for another, the total stays exact, the entries few', async () => {
    const before = await agreed('/api/extras/tags/?limit=1', 'extras_tag');
    // A writer holding its transaction open does not hold up the API's writers.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let inserted!: () => void;
    const insertedOnce = new Promise<void>((r) => (inserted = r));
    const u = uid();
    const open = api.sql.begin(async (tx) => {
      await tx`INSERT INTO extras_tag (name, slug, color, description, created, last_updated) VALUES (${`rc-${u}-open`}, ${`rc-${u}-open`}, '9e9e9e', '', now(), now())`;
      inserted();
      await held;
    });
    await insertedOnce;
    const writers = await Promise.all(Array.from({ length: 8 }, (_, w) => api.request.post('/api/extras/tags/').set(auth).send(tags(`${u}-${w}`, 5))));
    assert.deepEqual(writers.map((r) => r.status), Array(8).fill(201));
    // The open transaction's row is not seen until it commits.
    assert.equal(await agreed('/api/extras/tags/?limit=1', 'extras_tag'), before + 40);
    release();
    await open;
    assert.equal(await agreed('/api/extras/tags/?limit=1', 'extras_tag'), before + 41);
    const deletes = await Promise.all(writers.map((r) => api.request.delete('/api/extras/tags/').set(auth).send((r.body as Obj[]).map((t) => ({ id: t.id })))));
    assert.deepEqual(deletes.map((r) => r.status), Array(8).fill(204));
    assert.equal(await agreed('/api/extras/tags/?limit=1', 'extras_tag'), before + 1);
    // Each writer folds in the entries no one else holds: as many remain as writers overlapped.
    assert.ok((await kept('extras_tag')).entries <= 9, JSON.stringify(await kept('extras_tag')));
  });

  it('leaves filtered lists and constrained permissions counting their own rows', async () => {
    const u = uid();
    const made = await api.request.post('/api/dcim/sites/').set(auth).send(['active', 'planned', 'planned'].map((status, i) => ({ name: `rc-${u}-${i}`, slug: `rc-${u}-${i}`, status })));
    assert.equal(made.status, 201, JSON.stringify(made.body));
    assert.equal(await listCount(`/api/dcim/sites/?slug__isw=rc-${u}-`), 3);
    assert.equal(await listCount(`/api/dcim/sites/?slug__isw=rc-${u}-&status=planned`), 2);

    const username = `rc-${u}`;
    const user = (await api.request.post('/api/users/users/').set(auth).send({ username, password: 'a-long-password' })).body as Obj;
    const token = await api.request.post('/api/users/tokens/provision/').send({ username, password: 'a-long-password' });
    assert.equal(token.status, 201, JSON.stringify(token.body));
    const theirs = { Authorization: `Token ${token.body.key}` };
    await grant(api, user.id, ['dcim.site'], ['view'], { status: 'planned' });
    const planned = (await api.sql`SELECT count(*)::int AS n FROM dcim_site WHERE status = 'planned'`)[0]!.n;
    assert.ok(planned < (await tableCount('dcim_site')));
    assert.equal(await listCount('/api/dcim/sites/?limit=1', theirs), planned);
  });

  it('is zero after a TRUNCATE and recounted at a start that installs the SQL when a table has no entry', async () => {
    await api.sql.begin(async (tx) => {
      await tx`TRUNCATE extras_tag CASCADE`;
      assert.equal((await tx`SELECT sum(delta)::int AS n FROM ${tx(ROW_COUNT_TABLE)} WHERE table_name = 'extras_tag'`)[0]!.n, 0);
      throw new Error('keep the tags');
    }).catch((e: Error) => assert.match(e.message, /keep the tags/));
    const tagCount = await agreed('/api/extras/tags/?limit=1', 'extras_tag');
    assert.ok(tagCount > 0);

    await api.sql`DELETE FROM ${api.sql(ROW_COUNT_TABLE)} WHERE table_name = 'extras_tag'`;
    await startAfterOtherVersion(api.sql, testDatabaseUrl());
    assert.deepEqual(await kept('extras_tag'), { n: tagCount, entries: 1 });
    // A table that has entries keeps them as they are.
    await startAfterOtherVersion(api.sql, testDatabaseUrl());
    assert.deepEqual(await kept('extras_tag'), { n: tagCount, entries: 1 });
    assert.equal(await agreed('/api/extras/tags/?limit=1', 'extras_tag'), tagCount);
  });
});
