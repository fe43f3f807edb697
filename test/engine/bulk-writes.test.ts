// Bulk writes are set-based (src/engine/write/statements.ts: one INSERT for the items, one UPDATE
// per run of items that set the same columns; rules' reads merged by src/engine/batch-reads.ts; the change log
// written by statement triggers), and keep the rules of an item-by-item write: each item its
// own values, ids in the order sent, an error named on exactly the item that has it, one change
// log row per changed object.
import assert from 'node:assert/strict';
import { batchingReads } from '../../src/engine/batch-reads.ts';
import { defaultsOf } from '../../src/engine/write/rows.ts';
import { auth, registry, startApi, uid, type Obj, type TestApi } from '../support/api.ts';

describe('engine: set-based bulk writes', function () {
  this.timeout(60_000);
  let api: TestApi;
  before(async () => {
    api = await startApi();
  });
  after(() => api.close());

  const post = (path: string, body: unknown) => api.request.post(`/api/${path}/`).set(auth).send(body as object);
  const created = async (path: string, body: unknown): Promise<Obj> => {
    const r = await post(path, body);
    assert.equal(r.status, 201, JSON.stringify(r.body).slice(0, 500));
    return r.body as Obj;
  };

  it('500 addresses with one duplicate in the middle: 400 naming exactly that item, nothing created', async () => {
    // 198.18.0.0/15 (RFC 2544, benchmarking), hosts .2 to .253: the statement-count test's
    // addresses there are .1 (test/api/statements.test.ts).
    const third = Math.floor(Math.random() * 256);
    const taken = await created('ipam/ip-addresses', { address: `198.18.${third}.253/24` });
    const items = Array.from({ length: 500 }, (_, i) => ({ address: `198.${i < 250 ? 19 : 18}.${third}.${(i % 250) + 2}/32`, description: `bw ${i}` }));
    items[317]!.address = taken.address as string;
    const r = await post('ipam/ip-addresses', items);
    assert.equal(r.status, 400);
    assert.equal(r.body.length, 500);
    assert.deepEqual(r.body[317], { address: [`Duplicate IP address found in global table: ${taken.address as string}`] });
    assert.deepEqual(r.body.filter((e: Obj) => Object.keys(e).length > 0).length, 1);
    const [row] = await api.sql`SELECT count(*)::int AS n FROM ipam_ip_address WHERE description LIKE 'bw %'`;
    assert.equal(row!.n, 0);
  });

  it('500 sites with one database conflict in the middle: 400 naming exactly that item, nothing created', async () => {
    const u = uid();
    const [existing] = await Promise.all([created('dcim/sites', { name: `bwx-${u}`, slug: `bwx-${u}` })]);
    const items = Array.from({ length: 500 }, (_, i) => ({ name: `bw-${i}-${u}`, slug: `bw-${i}-${u}` }));
    items[241]!.slug = existing!.slug as string;
    const r = await post('dcim/sites', items);
    assert.equal(r.status, 400);
    assert.equal(r.body.length, 500);
    assert.deepEqual(r.body[241], { slug: ['site with this slug already exists.'] });
    assert.equal(r.body.filter((e: Obj) => Object.keys(e).length > 0).length, 1);
    const [row] = await api.sql`SELECT count(*)::int AS n FROM dcim_site WHERE name LIKE ${`bw-%-${u}`}`;
    assert.equal(row!.n, 0);
  });

  it('items giving different fields: one INSERT, ids in the order sent, defaults where a field is not given, each item its own tags, one change each', async () => {
    const u = uid();
    const tags = await created('extras/tags', [1, 2].map((i) => ({ name: `bwt${i}-${u}`, slug: `bwt${i}-${u}` })));
    const items = Array.from({ length: 9 }, (_, i) => ({
      name: `bwm-${i}-${u}`, slug: `bwm-${i}-${u}`,
      ...(i % 3 === 0 ? { status: 'planned' } : {}),
      ...(i % 2 === 0 ? { description: `d${i}` } : {}),
      tags: i % 3 === 1 ? [] : [tags[i % 2]!.id],
    }));
    api.statements.length = 0;
    const r = await post('dcim/sites', items);
    assert.equal(r.status, 201, JSON.stringify(r.body));
    assert.equal(api.statements.filter((s) => /^INSERT INTO "dcim_site"/.test(s)).length, 1, 'the items sending different fields are written by one statement');
    const logged = await api.sql`SELECT changed_object_id::int AS id, postchange_data->>'status' AS status FROM extras_object_change
      WHERE request_id = ${r.headers['x-request-id'] as string} AND changed_object_type = 'dcim.site' ORDER BY changed_object_id`;
    assert.deepEqual(logged.map((c) => ({ ...c })), r.body.map((s: Obj, i: number) => ({ id: s.id, status: items[i]!.status ?? 'active' })));
    const ids = r.body.map((s: Obj) => s.id as number);
    assert.deepEqual([...ids].sort((a, b) => a - b), ids, 'ids ascend in the order sent');
    const rows = await api.sql`SELECT s.id, s.name, s.status, s.description, coalesce(array_agg(t.tag_id ORDER BY t.tag_id) FILTER (WHERE t.tag_id IS NOT NULL), '{}') AS tags
      FROM dcim_site s LEFT JOIN extras_tagged_item t ON t.object_id = s.id AND t.object_type = 'dcim.site'
     WHERE s.id = ANY(${ids}::int[]) GROUP BY s.id ORDER BY s.id`;
    assert.deepEqual(rows.map((x) => ({ ...x, tags: [...(x.tags as number[])] })), items.map((item, i) => ({
      id: ids[i], name: item.name, status: item.status ?? 'active', description: item.description ?? '', tags: item.tags,
    })));
  });

  it('what a create fills in for a field an item does not give is its column\'s DEFAULT, for every model', async () => {
    const unlike: string[] = [];
    for (const model of registry.catalogue.models) {
      const columns = await api.sql`SELECT a.attname AS column, pg_get_expr(d.adbin, d.adrelid) AS expr, format_type(a.atttypid, a.atttypmod) AS type
        FROM pg_attribute a LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
       WHERE a.attrelid = ${model.table}::regclass AND a.attnum > 0 AND NOT a.attisdropped`;
      const byName = new Map(columns.map((c) => [c.column as string, c]));
      for (const [column, fill] of defaultsOf(model)) {
        const c = byName.get(column);
        if (!c) continue; // a generic relation's or a field's column the table does not have: the insert itself would fail
        if (fill === null) {
          if (c.expr !== null) unlike.push(`${model.key}.${column}: DEFAULT ${String(c.expr)}, filled with null`);
          continue;
        }
        const text = Array.isArray(fill) ? `{${fill.join(',')}}` : String(fill);
        const [same] = await api.sql.unsafe(`SELECT (${String(c.expr)})::${String(c.type)}::text IS NOT DISTINCT FROM $1::text::${String(c.type)}::text AS same`, [text]);
        if (!same!.same) unlike.push(`${model.key}.${column}: DEFAULT ${String(c.expr)}, filled with ${text}`);
      }
    }
    assert.deepEqual(unlike, []);
  });

  it('a nullable foreign key\'s index leaves out the rows without one, and still serves a lookup by value', async () => {
    const indexes = await api.sql`SELECT tablename, indexdef FROM pg_indexes WHERE schemaname = 'public'`;
    const full: string[] = [];
    let checked = 0;
    for (const model of registry.catalogue.models)
      for (const f of model.fields) {
        if (f.kind !== 'fk' || !f.nullable) continue;
        const own = indexes.find((i) => i.tablename === model.table && (i.indexdef as string).startsWith(`CREATE INDEX ${model.table}_${f.column!}_idx `));
        if (!own) continue; // served by the model's ordering index, which leads with it, or a uniqueness rule's
        checked++;
        if (!(own.indexdef as string).endsWith(`WHERE (${f.column!} IS NOT NULL)`)) full.push(own.indexdef as string);
      }
    assert.ok(checked > 50, `${checked} nullable foreign keys indexed`);
    assert.deepEqual(full, []);
    const plan = await api.sql.begin(async (tx) => {
      await tx`SET LOCAL enable_seqscan = off`;
      return tx.unsafe(`EXPLAIN SELECT id FROM dcim_interface WHERE lag_id = $1`, [1]);
    });
    assert.match(plan.map((r) => r['QUERY PLAN'] as string).join('\n'), /dcim_interface_lag_id_idx/);
  });

  it('a bulk PATCH logs one change per object, each with its own snapshots before and after', async () => {
    const u = uid();
    const sites = await created('dcim/sites', [0, 1, 2].map((i) => ({ name: `bwc-${i}-${u}`, slug: `bwc-${i}-${u}`, description: `was ${i}` })));
    const r = await api.request.patch('/api/dcim/sites/').set(auth).send([
      { id: sites[2].id, description: 'changed 2' }, { id: sites[0].id, description: 'changed 0' },
    ]);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const changes = await api.sql`SELECT changed_object_id::int AS id, action, prechange_data->>'description' AS before, postchange_data->>'description' AS after
      FROM extras_object_change WHERE request_id = ${r.headers['x-request-id'] as string} ORDER BY changed_object_id`;
    assert.deepEqual(changes.map((c) => ({ ...c })), [
      { id: sites[0].id, action: 'update', before: 'was 0', after: 'changed 0' },
      { id: sites[2].id, action: 'update', before: 'was 2', after: 'changed 2' },
    ]);
    const createdLog = await api.sql`SELECT count(*)::int AS n FROM extras_object_change WHERE action = 'create' AND changed_object_type = 'dcim.site' AND changed_object_id = ANY(${sites.map((s: Obj) => s.id)}::int[])`;
    assert.equal(createdLog[0]!.n, 3);
  });

  it('merged reads hand each call its own rows, for repeated, null and distinct parameters; writes go through', async () => {
    const u = uid();
    const sites = await created('dcim/sites', [0, 1, 2].map((i) => ({ name: `bwr-${i}-${u}`, slug: `bwr-${i}-${u}`, description: i === 1 ? '' : 'x' })));
    await api.sql.begin(async (tx) => {
      const db = batchingReads(tx);
      const text = `SELECT id, name FROM dcim_site WHERE (id = $1 OR description = $2) AND name LIKE $3 ORDER BY id DESC`;
      const like = `bwr-%-${u}`;
      const asked: Array<[number | null, string | null]> = [[sites[0].id, null], [sites[1].id, 'x'], [sites[0].id, null], [null, null], [sites[1].id, '']];
      const answers = await Promise.all(asked.map(([id, d]) => db.unsafe(text, [id, d, like] as never[], { prepare: true })));
      const names = (rows: unknown) => (rows as Obj[]).map((r) => r.name as string);
      assert.deepEqual(answers.map(names), [
        [`bwr-0-${u}`],
        [`bwr-2-${u}`, `bwr-1-${u}`, `bwr-0-${u}`],
        [`bwr-0-${u}`],
        [],
        [`bwr-1-${u}`],
      ]);
      // A placeholder spelled inside a quoted text is text: such a statement is sent as it is.
      const literal = await Promise.all(['a', 'b'].map((v) => db.unsafe(`SELECT $1::text AS given, '$1' AS spelled`, [v])));
      assert.deepEqual(literal.map((rows) => ({ ...rows[0] })), [{ given: 'a', spelled: '$1' }, { given: 'b', spelled: '$1' }]);
      await db.unsafe(`UPDATE dcim_site SET description = 'y' WHERE id = $1`, [sites[2].id]);
      const [after] = await db.unsafe(`SELECT description FROM dcim_site WHERE id = $1`, [sites[2].id]);
      assert.equal(after!.description, 'y');
      throw new Error('rollback');
    }).catch((e: Error) => assert.equal(e.message, 'rollback'));
  });
});
