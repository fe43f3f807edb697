// The prefix hierarchy stored on the row (src/db/functions/prefix_hierarchy.sql): _depth and
// _children right after every kind of change (single and bulk create, update of prefix or VRF,
// single and bulk delete), checked against counts made here from the prefixes themselves;
// the maintenance is no change (no change log, no webhook, last_updated kept); the reads use
// the columns; two transactions writing under one parent leave right counts.
import assert from 'node:assert/strict';
import postgres from 'postgres';
import { auth, modelHelpers, startApi, uid, type Obj, type TestApi } from '../support/api.ts';
import { testDatabaseUrl } from '../setup.ts';

/** An IPv4 prefix as [first address, last address] numbers. */
function span(prefix: string): [number, number] {
  const [addr, len] = prefix.split('/') as [string, string];
  const first = addr.split('.').reduce((n, o) => n * 256 + Number(o), 0);
  return [first, first + 2 ** (32 - Number(len)) - 1];
}
/** a strictly inside b (NetBox's net_contained, <<). */
function inside(a: string, b: string): boolean {
  const [[a0, a1], [b0, b1]] = [span(a), span(b)];
  return a0 >= b0 && a1 <= b1 && a1 - a0 < b1 - b0;
}

describe('ipam: stored prefix hierarchy', function () {
  this.timeout(60_000);
  let api: TestApi;
  before(async () => {
    api = await startApi();
  });
  after(() => api.close());
  const { get, post, created, patch, del } = modelHelpers(() => api);
  const octet = () => parseInt(uid().slice(0, 2), 16);
  const vrf = async (extra: Obj = {}) => (await created('ipam/vrfs', { name: `h-${uid()}`, ...extra })).id as number;

  /** Each prefix of the VRF (null: global ones within `within`) as `prefix#id: [_depth, _children]`,
   * as read and as counted here from the VRF's prefixes (and, for `within`, those containing it:
   * other files' global prefixes may). */
  async function hierarchy(vrfId: number | null, within?: string) {
    const list = async (q: string) => (await get(`ipam/prefixes/?vrf_id=${vrfId ?? 'null'}${q}&limit=1000`)).results as Obj[];
    const rows = await list(within ? `&within_include=${within}` : '');
    const all = within ? [...rows, ...await list(`&contains=${within}`)].filter((r, i, xs) => xs.findIndex((x) => x.id === r.id) === i) : rows;
    assert.ok(rows.length > 0);
    const read = Object.fromEntries(rows.map((r) => [`${r.prefix}#${r.id}`, [r._depth, r._children]]));
    const counted = Object.fromEntries(rows.map((r) => [`${r.prefix}#${r.id}`, [
      new Set(all.filter((o) => inside(r.prefix, o.prefix)).map((o) => o.prefix)).size,
      all.filter((o) => inside(o.prefix, r.prefix)).length,
    ]]));
    for (const r of rows) assert.equal(r.children, r._children);
    return { read, counted, rows };
  }
  const assertRight = async (vrfId: number | null, within?: string) => {
    const { read, counted } = await hierarchy(vrfId, within);
    assert.deepEqual(read, counted);
    return read;
  };
  const bulk = async (method: 'post' | 'patch' | 'delete', body: Obj[], status: number) => {
    const r = await api.request[method]('/api/ipam/prefixes/').set(auth).send(body);
    assert.equal(r.status, status, JSON.stringify(r.body));
    return r.body as Obj[];
  };

  it('is right after single and bulk creates, updates of prefix and VRF, and single and bulk deletes', async () => {
    const [v, w] = [await vrf(), await vrf()];
    const n = `10.${octet()}`;
    const top = await created('ipam/prefixes', { prefix: `${n}.0.0/16`, vrf: v, status: 'container' });
    // One bulk create, children before the prefix holding them.
    const made = await bulk('post', [
      { prefix: `${n}.1.0/26`, vrf: v }, { prefix: `${n}.1.64/26`, vrf: v }, { prefix: `${n}.1.0/24`, vrf: v },
      { prefix: `${n}.2.0/24`, vrf: v }, { prefix: `${n}.40.0/24`, vrf: v }, { prefix: `${n}.41.0/24`, vrf: w },
    ], 201);
    let read = await assertRight(v);
    assert.deepEqual(read[`${n}.0.0/16#${top.id}`], [0, 5]);
    assert.deepEqual(read[`${n}.1.0/26#${made[0]!.id}`], [2, 0]);
    // A container between: everything under it one deeper.
    const mid = await created('ipam/prefixes', { prefix: `${n}.0.0/20`, vrf: v });
    read = await assertRight(v);
    assert.deepEqual(read[`${n}.1.0/26#${made[0]!.id}`], [3, 0]);
    assert.deepEqual(read[`${n}.0.0/20#${mid.id}`], [1, 4]);
    // A prefix moved within the VRF: counted at its old place and its new one.
    assert.equal((await patch('ipam/prefixes', made[2]!.id, { prefix: `${n}.40.0/23` })).status, 200);
    read = await assertRight(v);
    assert.deepEqual(read[`${n}.40.0/23#${made[2]!.id}`], [1, 1]);
    assert.deepEqual(read[`${n}.1.0/26#${made[0]!.id}`], [2, 0]);
    // Moved to another VRF, in both.
    assert.equal((await patch('ipam/prefixes', mid.id, { vrf: w })).status, 200);
    read = await assertRight(v);
    assert.deepEqual(read[`${n}.1.0/26#${made[0]!.id}`], [1, 0]);
    assert.deepEqual((await assertRight(w))[`${n}.0.0/20#${mid.id}`], [0, 0]);
    // A PUT and a bulk update of several.
    const put = await api.request.put(`/api/ipam/prefixes/${made[3]!.id}/`).set(auth).send({ prefix: `${n}.1.128/25`, vrf: v });
    assert.equal(put.status, 200, JSON.stringify(put.body));
    await bulk('patch', [{ id: made[4]!.id, prefix: `${n}.1.0/25` }, { id: made[5]!.id, vrf: v }, { id: mid.id, vrf: v }], 200);
    read = await assertRight(v);
    assert.deepEqual(read[`${n}.1.0/26#${made[0]!.id}`], [3, 0]);
    // Deletes, single and bulk.
    assert.equal((await del('ipam/prefixes', mid.id)).status, 204);
    read = await assertRight(v);
    assert.deepEqual(read[`${n}.0.0/16#${top.id}`], [0, 6]);
    await bulk('delete', [{ id: top.id }, { id: made[4]!.id }], 204);
    read = await assertRight(v);
    assert.deepEqual(read[`${n}.1.0/26#${made[0]!.id}`], [0, 0]);
    assert.deepEqual(read[`${n}.40.0/23#${made[2]!.id}`], [0, 1]);
  });

  it('is right after statements of thousands of rows, which count the VRF whole', async () => {
    // Over 2,000 changed places in one statement take the whole-VRF count (so do over 100 that
    // outnumber a quarter of the rows the table's statistics know of): checked here against
    // counts made from the VRF's prefixes, each paired with the prefixes at its supernets.
    const v = await vrf();
    const [x, y] = [octet(), (octet() + 1) % 256];
    const wrong = async () => {
      const rows = await api.sql<Array<{ prefix: string; _depth: number; _children: number }>>`SELECT prefix::text, _depth, _children FROM ipam_prefix WHERE vrf_id = ${v}`;
      const byPrefix = new Map<string, number>();
      for (const r of rows) byPrefix.set(r.prefix, (byPrefix.get(r.prefix) ?? 0) + 1);
      const children = new Map<string, number>();
      const depth = new Map<string, number>();
      for (const p of byPrefix.keys()) {
        const [first] = span(p);
        const len = Number(p.split('/')[1]);
        for (let k = 0; k < len; k++) {
          const net = first - (first % 2 ** (32 - k));
          const sup = `${[24, 16, 8, 0].map((b) => Math.floor(net / 2 ** b) % 256).join('.')}/${k}`;
          if (!byPrefix.has(sup)) continue;
          depth.set(p, (depth.get(p) ?? 0) + 1);
          children.set(sup, (children.get(sup) ?? 0) + byPrefix.get(p)!);
        }
      }
      return rows.filter((r) => r._depth !== (depth.get(r.prefix) ?? 0) || r._children !== (children.get(r.prefix) ?? 0)).length;
    };
    const total = async () => (await api.sql`SELECT count(*)::int AS n FROM ipam_prefix WHERE vrf_id = ${v}`)[0]!.n as number;
    // A /16, its 256 /24s (one twice), a /26 in each and /28s in the first 64: 2,306 rows.
    await api.sql`INSERT INTO ipam_prefix (prefix, vrf_id)
      SELECT p::cidr, ${v}::int FROM (
        SELECT ${`10.${x}.0.0/16`} AS p UNION ALL SELECT ${`10.${x}.7.0/24`}
        UNION ALL SELECT format('10.%s.%s.0/24', ${x}::int, i) FROM generate_series(0, 255) i
        UNION ALL SELECT format('10.%s.%s.%s/26', ${x}::int, i, j * 64) FROM generate_series(0, 255) i, generate_series(0, 3) j
        UNION ALL SELECT format('10.%s.%s.%s/28', ${x}::int, i, j * 16) FROM generate_series(0, 63) i, generate_series(0, 15) j) s`;
    assert.equal(await total(), 2306);
    assert.equal(await wrong(), 0);
    const [top] = await api.sql`SELECT _depth, _children FROM ipam_prefix WHERE vrf_id = ${v} AND prefix = ${`10.${x}.0.0/16`}::cidr`;
    assert.deepEqual([top!._depth, top!._children], [0, 2305]);
    // Over 100 places that outnumber a quarter of the rows the table's statistics know of take the
    // whole-VRF count too (a table just filled): a /16 and as many /28s inside it, the /16 last.
    const w = await vrf();
    const z = octet();
    const [{ known }] = await api.sql<[{ known: number }]>`SELECT greatest(reltuples, 0)::int AS known FROM pg_class WHERE oid = 'ipam_prefix'::regclass`;
    const n = Math.min(2000, Math.max(101, Math.floor(known / 4) + 1));
    await api.sql`INSERT INTO ipam_prefix (prefix, vrf_id)
      SELECT p::cidr, ${w}::int FROM (
        SELECT format('10.%s.%s.%s/28', ${z}::int, i / 16, (i % 16) * 16) AS p FROM generate_series(0, ${n - 1}::int) i
        UNION ALL SELECT ${`10.${z}.0.0/16`}) s`;
    const [wide] = await api.sql`SELECT _depth, _children FROM ipam_prefix WHERE vrf_id = ${w} AND prefix = ${`10.${z}.0.0/16`}::cidr`;
    assert.deepEqual([wide!._depth, wide!._children], [0, n]);
    assert.equal((await api.sql`SELECT count(*)::int AS n FROM ipam_prefix WHERE vrf_id = ${w} AND (_depth, _children) = (1, 0)`)[0]!.n, n);
    // Every /26 and /28 moved to another /16 at once (4,096 places), then deleted at once.
    await api.sql`UPDATE ipam_prefix SET prefix = set_masklen(host(prefix)::inet - ${`10.${x}.0.0`}::inet + ${`10.${y}.0.0`}::inet, masklen(prefix))::cidr
      WHERE vrf_id = ${v} AND masklen(prefix) > 24`;
    assert.equal(await wrong(), 0);
    await api.sql`DELETE FROM ipam_prefix WHERE vrf_id = ${v} AND masklen(prefix) > 24`;
    assert.equal(await wrong(), 0);
    const [after] = await api.sql`SELECT _children FROM ipam_prefix WHERE vrf_id = ${v} AND prefix = ${`10.${x}.0.0/16`}::cidr`;
    assert.equal(after!._children, 257);
  });

  it('counts a repeated container once in depth and every repeat in children; global prefixes among themselves; IPv6', async () => {
    const v = await vrf({ enforce_unique: false });
    const n = `10.${octet()}`;
    const twice = [await created('ipam/prefixes', { prefix: `${n}.0.0/16`, vrf: v }), await created('ipam/prefixes', { prefix: `${n}.0.0/16`, vrf: v })];
    const leaf = await created('ipam/prefixes', { prefix: `${n}.7.0/24`, vrf: v });
    const read = await assertRight(v);
    assert.deepEqual(read[`${n}.7.0/24#${leaf.id}`], [1, 0]);
    for (const p of twice) assert.deepEqual(read[`${n}.0.0/16#${p.id}`], [0, 1]);
    const g = `198.${18 + (octet() % 2)}.${octet()}`;
    const top = await created('ipam/prefixes', { prefix: `${g}.0/24` });
    await bulk('post', [{ prefix: `${g}.0/25` }, { prefix: `${g}.0/26` }, { prefix: `${g}.0/26`, vrf: v }], 201);
    const globalTop = (await assertRight(null, `${g}.0/24`))[`${g}.0/24#${top.id}`]!;
    assert.equal(globalTop[1], 2);
    const six = `2001:db8:${octet().toString(16)}${octet().toString(16)}`;
    const v6 = await vrf();
    const outer = await created('ipam/prefixes', { prefix: `${six}::/48`, vrf: v6 });
    const inner = await created('ipam/prefixes', { prefix: `${six}:1::/64`, vrf: v6 });
    assert.deepEqual([(await get(`ipam/prefixes/${outer.id}/`))._children, (await get(`ipam/prefixes/${inner.id}/`))._depth], [1, 1]);
  });

  it('is no change: no change log entry, no webhook, last_updated kept', async () => {
    const v = await vrf();
    const n = `10.${octet()}`;
    const top = await created('ipam/prefixes', { prefix: `${n}.0.0/16`, vrf: v, status: 'container' });
    const hook = await created('extras/webhooks', { name: `h-${uid()}`, payload_url: 'http://127.0.0.1:9/hook', content_types: ['ipam.prefix'], type_create: true, type_update: true, type_delete: true });
    try {
      const r = await api.request.post('/api/ipam/prefixes/').set(auth).send([{ prefix: `${n}.1.0/24`, vrf: v }, { prefix: `${n}.2.0/24`, vrf: v }]);
      assert.equal(r.status, 201);
      const after = await get(`ipam/prefixes/${top.id}/`);
      assert.equal(after._children, 2);
      assert.equal(after.last_updated, top.last_updated);
      const changes = (await get(`extras/object-changes/?request_id=${r.headers['x-request-id']}&limit=100`)).results as Obj[];
      assert.deepEqual(changes.map((c) => [c.action.value, c.changed_object_id]).sort(), r.body.map((p: Obj) => ['create', p.id]).sort());
      for (const c of changes) assert.ok(!('_depth' in c.postchange_data) && !('_children' in c.postchange_data), 'no private attribute in a snapshot');
      assert.equal(((await get(`extras/object-changes/?changed_object_type=ipam.prefix&changed_object_id=${top.id}`)).results as Obj[]).length, 1, 'only its creation');
      const tasks = (await get(`extras/background-tasks/?webhook=${hook.id}&limit=100`)).results as Obj[];
      assert.deepEqual(tasks.map((t) => t.object_id).sort(), r.body.map((p: Obj) => p.id).sort(), 'a delivery for each new prefix, none for their parent');
    } finally {
      assert.equal((await del('extras/webhooks', hook.id)).status, 204);
    }
  });

  it('the brief prefix is NetBox\'s; reads and filters take the stored columns', async () => {
    const v = await vrf();
    const n = `10.${octet()}`;
    const top = await created('ipam/prefixes', { prefix: `${n}.0.0/16`, vrf: v });
    await created('ipam/prefixes', { prefix: `${n}.9.0/24`, vrf: v });
    const brief = (await get(`ipam/prefixes/?vrf_id=${v}&brief=1`)).results as Obj[];
    assert.deepEqual(Object.keys(brief[0]!), ['id', 'url', 'display', 'family', 'prefix', '_depth']);
    assert.deepEqual(brief.map((p) => p._depth), [0, 1]);
    assert.equal(brief[0]!.family, 4);
    api.statements.length = 0;
    assert.deepEqual(((await get(`ipam/prefixes/?vrf_id=${v}&depth=0&children__gte=1`)).results as Obj[]).map((p) => p.id), [top.id]);
    const read = api.statements.find((s) => s.includes('ipam_prefix'))!;
    assert.doesNotMatch(read, /netinv_prefix_depth|generate_series/, 'no count in the read');
    // Not writable, as NetBox's read-only fields: ignored.
    const r = await patch('ipam/prefixes', top.id, { _depth: 5, _children: 9, children: 9 });
    assert.equal(r.status, 200);
    assert.deepEqual([r.body._depth, r.body._children, r.body.children], [0, 1, 1]);
  });

  it('two transactions adding prefixes under one parent, or a parent and a child, leave right counts', async () => {
    const v = await vrf();
    const n = `10.${octet()}`;
    await created('ipam/prefixes', { prefix: `${n}.0.0/16`, vrf: v });
    const [a, b] = [postgres(testDatabaseUrl(), { max: 1, onnotice: () => {} }), postgres(testDatabaseUrl(), { max: 1, onnotice: () => {} })];
    try {
      const insert = (sql: postgres.TransactionSql, prefix: string) => sql`INSERT INTO ipam_prefix (prefix, vrf_id) VALUES (${prefix}::cidr, ${v})`;
      for (const [first, second] of [[`${n}.1.0/24`, `${n}.2.0/24`], [`${n}.3.0/24`, `${n}.0.0/20`], [`${n}.32.0/20`, `${n}.33.0/24`]] as const) {
        let release!: () => void;
        const held = new Promise<void>((r) => { release = r; });
        let inserted!: () => void;
        const firstIn = new Promise<void>((r) => { inserted = r; });
        const one = a.begin(async (sql) => {
          await insert(sql, first);
          inserted();
          await held;
        });
        await firstIn;
        const two = b.begin((sql) => insert(sql, second));
        // The second waits for the first to commit before it counts.
        await new Promise((r) => setTimeout(r, 200));
        release();
        await Promise.all([one, two]);
      }
      const read = await assertRight(v);
      assert.equal(Object.entries(read).find(([k]) => k.startsWith(`${n}.0.0/16#`))![1][1], 6);
    } finally {
      await Promise.all([a.end(), b.end()]);
    }
  });

  it('a create that deadlocks with another transaction is made again, not answered 500', async () => {
    // The other transaction holds the /16's row (a description changed) and then adds a prefix;
    // the create counts the /16's children under the VRF's lock and waits for that row, the
    // other waits for the VRF's lock: PostgreSQL ends the create's transaction (it waited first).
    const v = await vrf();
    const n = `10.${octet()}`;
    const top = await created('ipam/prefixes', { prefix: `${n}.0.0/16`, vrf: v });
    const other = postgres(testDatabaseUrl(), { max: 1, onnotice: () => {} });
    try {
      let proceed!: () => void;
      const go = new Promise<void>((r) => { proceed = r; });
      let holding!: () => void;
      const held = new Promise<void>((r) => { holding = r; });
      const one = other.begin(async (sql) => {
        await sql`UPDATE ipam_prefix SET description = 'held' WHERE id = ${top.id as number}`;
        holding();
        await go;
        await sql`INSERT INTO ipam_prefix (prefix, vrf_id) VALUES (${`${n}.9.0/24`}::cidr, ${v})`;
      });
      await held;
      const create = post('ipam/prefixes', { prefix: `${n}.1.0/24`, vrf: v }).then((r) => r);
      // The create is waiting for the /16's row when the other asks for the VRF's lock.
      await new Promise((r) => setTimeout(r, 300));
      proceed();
      await one;
      const r = await create;
      assert.equal(r.status, 201, JSON.stringify(r.body));
      assert.equal(r.body._depth, 1);
      const read = await assertRight(v);
      assert.deepEqual(read[`${n}.0.0/16#${top.id}`], [0, 2]);
      assert.equal(Object.keys(read).length, 3);
    } finally {
      await other.end();
    }
  });
});
