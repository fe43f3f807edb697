import assert from 'node:assert/strict';
import postgres from 'postgres';
import { readObject } from '../../src/engine/read/read.ts';
import type { Db } from '../../src/engine/db.ts';
import { testDatabaseUrl } from '../setup.ts';
import { startAfterOtherVersion } from '../support/installed-sql.ts';
import { auth, registry, startApi, uid, type TestApi } from '../support/api.ts';

// Which kinds of assignment each config context uses is kept by triggers
// (netinv_config_context_kinds, src/rules/extras/config_context/ddl.ts), and a device's config_context
// believes it: a context reached by its site applies only when sites are all it is assigned by.
// So every way an assignment changes must reach the kept kinds, in the writer's own snapshot,
// and never from a rolled-back or a concurrent writer's view. Each check below would show a
// context that should not apply (or miss one that should) if the kept kinds were stale.
describe('engine: config contexts, the kinds each is assigned by', () => {
  let api: TestApi;
  const u = uid();
  let ids: Record<string, number>;
  const devices = registry.model('dcim.device');
  const contextsModel = registry.model('extras.config_context');
  /** The bit of an assignment kind in the kept kinds: the contexts model's m2m fields, in order. */
  const bit = (field: string) => 1 << contextsModel.fields.filter((f) => f.kind === 'm2m').findIndex((f) => f.name === field);

  const post = async (path: string, body: object) => {
    const r = await api.request.post(path).set(auth).send(body);
    assert.equal(r.status, 201, `${path}: ${JSON.stringify(r.body)}`);
    return (r.body as { id: number }).id;
  };
  /** The device's config context as the engine renders it, through `db` (a transaction's own). */
  const rendered = async (db: Db = api.sql): Promise<Record<string, unknown>> =>
    JSON.parse(await readObject(db, devices, ids.device!, 'http://test', { brief: false, excludeConfigContext: false })).config_context;
  /** This test's keys of the rendered context (other files' unassigned contexts apply too). */
  const mine = async (db?: Db) => Object.keys(await rendered(db)).filter((k) => k.endsWith(u)).sort();
  const context = (name: string, assigned: object) => post('/api/extras/config-contexts/', { name: `${name}-${u}`, data: { [`${name}-${u}`]: true }, ...assigned });
  const keptKinds = async (id: number) => (await api.sql`SELECT kinds FROM netinv_config_context_kinds WHERE id = ${id}`)[0]?.kinds as number | undefined;

  before(async () => {
    api = await startApi();
    const site = await post('/api/dcim/sites/', { name: `s-${u}`, slug: `s-${u}` });
    const other = await post('/api/dcim/sites/', { name: `o-${u}`, slug: `o-${u}` });
    const gone = await post('/api/dcim/sites/', { name: `g-${u}`, slug: `g-${u}` });
    const mfr = await post('/api/dcim/manufacturers/', { name: `m-${u}`, slug: `m-${u}` });
    const type = await post('/api/dcim/device-types/', { manufacturer: mfr, model: `t-${u}`, slug: `t-${u}` });
    const role = await post('/api/dcim/device-roles/', { name: `r-${u}`, slug: `r-${u}` });
    const otherRole = await post('/api/dcim/device-roles/', { name: `or-${u}`, slug: `or-${u}` });
    const tag = await post('/api/extras/tags/', { name: `tg-${u}`, slug: `tg-${u}` });
    const otherTag = await post('/api/extras/tags/', { name: `ot-${u}`, slug: `ot-${u}` });
    const tenantGroup = await post('/api/tenancy/tenant-groups/', { name: `tgr-${u}`, slug: `tgr-${u}` });
    const device = await post('/api/dcim/devices/', { name: `d-${u}`, device_type: type, role, site, tags: [tag] });
    ids = { site, other, gone, role, otherRole, tag, otherTag, tenantGroup, device };
  });
  after(() => api.close());

  it('a read in the writer\'s transaction sees its own assignment changes; a rolled-back change leaves none', async () => {
    const bySite = await context('bysite', { sites: [ids.site] });
    const elsewhere = await context('elsewhere', { sites: [ids.other] });
    assert.deepEqual(await mine(), [`bysite-${u}`]);
    await assert.rejects(api.sql.begin(async (tx) => {
      // Assigned to the device's site as well: it applies, in this transaction.
      await tx`INSERT INTO extras_config_context_sites (config_context_id, site_id) VALUES (${elsewhere}, ${ids.site!})`;
      assert.deepEqual(await mine(tx), [`bysite-${u}`, `elsewhere-${u}`]);
      // A role the device has not: reached by its site, it no longer matches every kind.
      await tx`INSERT INTO extras_config_context_roles (config_context_id, device_role_id) VALUES (${bySite}, ${ids.otherRole!})`;
      assert.deepEqual(await mine(tx), [`elsewhere-${u}`]);
      // Deactivated in the same transaction.
      await tx`UPDATE extras_config_context SET is_active = false WHERE id = ${elsewhere}`;
      assert.deepEqual(await mine(tx), []);
      throw new Error('roll back');
    }), /roll back/);
    assert.deepEqual(await mine(), [`bysite-${u}`], 'the rolled-back assignments are gone from the kept kinds too');
    assert.equal(await keptKinds(bySite), bit('sites'));
    // Through the API: a role removed again, a context deactivated and reactivated.
    const patch = async (id: number, body: object) => assert.equal((await api.request.patch(`/api/extras/config-contexts/${id}/`).set(auth).send(body)).status, 200);
    await patch(bySite, { roles: [ids.otherRole] });
    assert.deepEqual(await mine(), []);
    await patch(bySite, { roles: [] });
    assert.deepEqual(await mine(), [`bysite-${u}`]);
    await patch(bySite, { is_active: false });
    assert.deepEqual(await mine(), []);
    await patch(bySite, { is_active: true });
    assert.deepEqual(await mine(), [`bysite-${u}`]);
    for (const id of [bySite, elsewhere]) assert.equal((await api.request.delete(`/api/extras/config-contexts/${id}/`).set(auth)).status, 204);
    assert.equal(await keptKinds(bySite), undefined, 'a deleted context leaves no kept row');
  });

  it('follows assignments deleted by cascade when the tag or site they name is deleted', async () => {
    // Each needs something the device lacks besides what it has: once that assignment is
    // deleted with what it names, the context applies.
    const tagged = await context('tagged', { sites: [ids.site], tags: [ids.otherTag] });
    const sited = await context('sited', { roles: [ids.role], sites: [ids.gone] });
    assert.deepEqual(await mine(), []);
    assert.equal((await api.request.delete(`/api/extras/tags/${ids.otherTag}/`).set(auth)).status, 204);
    assert.equal(await keptKinds(tagged), bit('sites'));
    assert.deepEqual(await mine(), [`tagged-${u}`]);
    assert.equal((await api.request.delete(`/api/dcim/sites/${ids.gone}/`).set(auth)).status, 204);
    assert.equal(await keptKinds(sited), bit('roles'));
    assert.deepEqual(await mine(), [`sited-${u}`, `tagged-${u}`]);
    for (const id of [tagged, sited]) assert.equal((await api.request.delete(`/api/extras/config-contexts/${id}/`).set(auth)).status, 204);
  });

  it('follows a TRUNCATE of an assignment table, in its transaction', async () => {
    const grouped = await context('grouped', { sites: [ids.site], tenant_groups: [ids.tenantGroup] });
    assert.deepEqual(await mine(), []);
    await assert.rejects(api.sql.begin(async (tx) => {
      await tx`TRUNCATE extras_config_context_tenant_groups`;
      assert.deepEqual(await mine(tx), [`grouped-${u}`]);
      throw new Error('roll back');
    }), /roll back/);
    assert.deepEqual(await mine(), []);
    assert.equal(await keptKinds(grouped), bit('sites') | bit('tenant_groups'));
    assert.equal((await api.request.delete(`/api/extras/config-contexts/${grouped}/`).set(auth)).status, 204);
  });

  it('keeps both of two concurrent writers\' assignments to one context', async () => {
    // Assigned by the device's site only; two transactions at once add its role and its tag.
    // Each sees only its own addition: without the kept row's lock the second to commit would
    // keep sites + its own kind, and the context would not match the device.
    const both = await context('both', { sites: [ids.site] });
    const first = postgres(testDatabaseUrl(), { max: 1, onnotice: () => {} });
    const second = postgres(testDatabaseUrl(), { max: 1, onnotice: () => {} });
    try {
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      let inserted!: () => void;
      const firstInserted = new Promise<void>((r) => (inserted = r));
      const one = first.begin(async (tx) => {
        await tx`INSERT INTO extras_config_context_roles (config_context_id, device_role_id) VALUES (${both}, ${ids.role!})`;
        inserted();
        await held;
      });
      await firstInserted;
      const [pid] = await second`SELECT pg_backend_pid() AS pid`;
      const two = second.begin((tx) => tx`INSERT INTO extras_config_context_tags (config_context_id, tag_id) VALUES (${both}, ${ids.tag!})`);
      // The second waits for the first's lock on the kept row before it recomputes.
      for (let i = 0; ; i++) {
        const [w] = await api.sql`SELECT wait_event_type FROM pg_stat_activity WHERE pid = ${pid!.pid}`;
        if (w?.wait_event_type === 'Lock') break;
        assert.ok(i < 200, 'the second writer never waited for the first');
        await new Promise((r) => setTimeout(r, 25));
      }
      release();
      await Promise.all([one, two]);
    } finally {
      await Promise.all([first.end(), second.end()]);
    }
    assert.equal(await keptKinds(both), bit('sites') | bit('roles') | bit('tags'));
    assert.deepEqual(await mine(), [`both-${u}`]);
    assert.equal((await api.request.delete(`/api/extras/config-contexts/${both}/`).set(auth)).status, 204);
  });

  it('is rebuilt at start from the assignment tables', async () => {
    const bySite = await context('rebuilt', { sites: [ids.site], roles: [ids.role] });
    // A stale row, as a disabled trigger or older code would leave it.
    await api.sql`UPDATE netinv_config_context_kinds SET kinds = ${bit('tags')} WHERE id = ${bySite}`;
    assert.deepEqual(await mine(), []);
    await startAfterOtherVersion(api.sql, testDatabaseUrl());
    assert.equal(await keptKinds(bySite), bit('sites') | bit('roles'));
    assert.deepEqual(await mine(), [`rebuilt-${u}`]);
    assert.equal((await api.request.delete(`/api/extras/config-contexts/${bySite}/`).set(auth)).status, 204);
  });

  // A detail read names one function per model (netinv_config_context_of_<table>) where a list
  // resolves the assignments in its own statement: the function must follow the catalogue.
  it('replaces at start the function a detail read calls when its arguments differ, and keeps it when they do not', async () => {
    const bySite = await context('replaced', { sites: [ids.site] });
    const oidOf = async () => (await api.sql`SELECT array_agg(oid) AS oids FROM pg_proc WHERE proname = 'netinv_config_context_of_dcim_device'`)[0]!.oids as number[];
    const [kept] = await oidOf();
    await startAfterOtherVersion(api.sql, testDatabaseUrl());
    assert.deepEqual(await oidOf(), [kept], 'the same function, as plans of other processes name it');
    // As an older catalogue would have left it: other arguments, another answer.
    await api.sql.unsafe(`DROP FUNCTION netinv_config_context_of_dcim_device;
      CREATE FUNCTION netinv_config_context_of_dcim_device(site_id int) RETURNS jsonb LANGUAGE sql AS $$ SELECT '{"stale": true}'::jsonb $$`);
    await startAfterOtherVersion(api.sql, testDatabaseUrl());
    const [replaced, ...more] = await oidOf();
    assert.deepEqual(more, [], 'one function of that name');
    assert.notEqual(replaced, kept);
    assert.deepEqual(await mine(), [`replaced-${u}`]);
    assert.ok(!('stale' in await rendered()));
    assert.equal((await api.request.delete(`/api/extras/config-contexts/${bySite}/`).set(auth)).status, 204);
  });
});
