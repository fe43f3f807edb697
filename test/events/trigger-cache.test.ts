// Each API process keeps the webhooks' and event rules' triggers under the generation it read
// them at (src/events/trigger-cache.ts); every write transaction reads the generation. Two apps
// on one database stand for two processes: a change made through one, or by SQL elsewhere,
// decides the next write through the other, and a write that changes a webhook is matched
// against what it wrote.
import assert from 'node:assert/strict';
import { SCHEMA } from '../../src/events/queue.ts';
import { auth, modelHelpers, startApi, uid, type Obj, type TestApi } from '../support/api.ts';

describe('webhook triggers kept per process', function () {
  this.timeout(60_000);
  let one: TestApi;
  let other: TestApi;
  const hooks: number[] = [];

  before(async () => {
    one = await startApi();
    other = await startApi();
  });
  after(async () => {
    const { del } = modelHelpers(() => one);
    for (const id of hooks) await del('extras/webhooks', id);
    await other.close();
    await one.close();
  });

  /** The deliveries queued for webhook `id` (no workers run here: they stay queued). */
  const queued = async (id: number): Promise<Array<{ object_id: number; event: string }>> => {
    const rows = await one.sql.unsafe(`SELECT data FROM "${SCHEMA}".job WHERE name = 'webhook' AND (data->>'webhook')::int = $1 ORDER BY created_on`, [id]);
    return rows.map((r) => r.data as { object_id: number; event: string });
  };

  const patchSite = async (api: TestApi, id: number) => {
    const from = api.statements.length;
    const r = await api.request.patch(`/api/dcim/sites/${id}/`).set(auth).send({ description: `d-${uid()}` });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    return api.statements.slice(from);
  };

  it('reads the triggers once, then fires by what another process changed since, at the next write', async () => {
    const site = await modelHelpers(() => one).created('dcim/sites', { name: `s-${uid()}`, slug: `s-${uid()}` });
    const u = uid();
    // The other process reads the triggers (no webhook of this test's), then keeps them.
    await patchSite(other, site.id as number);
    const kept = await patchSite(other, site.id as number);
    assert.ok(!kept.some((s) => s.includes('FROM extras_webhook')), `a write read the triggers again:\n${kept.join('\n')}`);

    const w = await modelHelpers(() => one).created('extras/webhooks', {
      name: `wh-${u}`, payload_url: 'http://127.0.0.1:9/hook', content_types: ['dcim.site'], type_update: true,
      conditions: { and: [{ attr: 'slug', value: site.slug }] },
    });
    hooks.push(w.id as number);
    await patchSite(other, site.id as number);
    assert.deepEqual((await queued(w.id as number)).map((j) => [j.object_id, j.event]), [[site.id, 'updated']]);

    // Disabled through the API of one process: the other queues nothing more.
    const off = await one.request.patch(`/api/extras/webhooks/${w.id}/`).set(auth).send({ enabled: false });
    assert.equal(off.status, 200);
    await patchSite(other, site.id as number);
    assert.equal((await queued(w.id as number)).length, 1);

    // Enabled again by SQL on a connection of neither app: the generation moves all the same.
    await one.sql.unsafe(`UPDATE extras_webhook SET enabled = true WHERE id = $1`, [w.id as number]);
    await patchSite(other, site.id as number);
    assert.equal((await queued(w.id as number)).length, 2);

    // An event rule made elsewhere fires its webhook (once per object, as before).
    const rule = await modelHelpers(() => one).created('extras/event-rules', {
      name: `r-${u}`, content_types: ['dcim.site'], type_update: true, action_object_type: 'extras.webhook', action_object_id: w.id,
    });
    const own = await one.request.patch(`/api/extras/webhooks/${w.id}/`).set(auth).send({ type_create: true, type_update: false });
    assert.equal(own.status, 200, JSON.stringify(own.body));
    await patchSite(other, site.id as number);
    assert.equal((await queued(w.id as number)).length, 3, 'the event rule fired its webhook');
    await modelHelpers(() => one).del('extras/event-rules', rule.id as number);
    await patchSite(other, site.id as number);
    assert.equal((await queued(w.id as number)).length, 3, 'nothing fires once the rule is gone');
  });

  it('matches a write that changes a webhook against the triggers it wrote, not the kept ones', async () => {
    const site = await modelHelpers(() => one).created('dcim/sites', { name: `s-${uid()}`, slug: `s-${uid()}` });
    await patchSite(other, site.id as number); // the other process keeps the triggers now
    // A webhook on webhooks' own creation fires for itself: the write that creates it is matched
    // against the triggers as it leaves them.
    const r = await other.request.post('/api/extras/webhooks/').set(auth).send({
      name: `self-${uid()}`, payload_url: 'http://127.0.0.1:9/hook', content_types: ['extras.webhook'], type_create: true,
    });
    assert.equal(r.status, 201, JSON.stringify(r.body));
    hooks.push(r.body.id as number);
    assert.deepEqual((await queued(r.body.id as number)).map((j) => [j.object_id, j.event]), [[r.body.id, 'created']]);
  });

  it('answers a write with what it wrote, read before its COMMIT answered', async () => {
    const site = await modelHelpers(() => one).created('dcim/sites', { name: `s-${uid()}`, slug: `s-${uid()}` });
    const r = await other.request.patch(`/api/dcim/sites/${site.id}/`).set(auth).send({ description: 'shown' });
    assert.equal(r.status, 200);
    assert.equal(r.body.description, 'shown');
    const stored = await one.sql.unsafe(`SELECT description FROM dcim_site WHERE id = $1`, [site.id as number]);
    assert.equal(stored[0]!.description, 'shown');
    const last = (body: Obj) => String(body.last_updated);
    assert.equal(last(r.body), last((await one.request.get(`/api/dcim/sites/${site.id}/`).set(auth)).body));
  });
});
