// Queueing a write's deliveries (events/queue.ts queueDeliveries): one job per webhook and
// object, written in one statement on the request's transaction with the queue's own settings,
// each event's context the same for every webhook it goes to; and the workers woken on the
// channel pg-boss listens on once the write commits, never for a write rolled back. No worker
// runs in this file: the jobs stay as queued.
import assert from 'node:assert/strict';
import { notifyChannelSql } from 'pg-boss/dist/plans.js';
import { SCHEMA, WEBHOOK_QUEUE } from '../../src/events/queue.ts';
import { startApi, uid, type Obj, type TestApi } from '../support/api.ts';
import { webhookHelpers } from './hooks.ts';

interface JobRow {
  data: Record<string, unknown>;
  singleton_key: string;
  state: string;
  priority: number;
  policy: string;
  same_settings: boolean;
}

describe('queueing deliveries', function () {
  this.timeout(60_000);
  let api: TestApi;
  const { post, webhook, dropWebhooks } = webhookHelpers(() => api, () => 'http://127.0.0.1:9');
  before(async () => {
    api = await startApi();
  });
  afterEach(() => dropWebhooks());
  after(() => api.close());

  const jobsOf = (hooks: number[]) => api.sql<JobRow[]>`
    SELECT j.data, j.singleton_key, j.state, j.priority, j.policy,
           (j.retry_limit, j.retry_delay, j.retry_backoff, j.retry_delay_max, j.expire_seconds, j.deletion_seconds, j.heartbeat_seconds, j.dead_letter)
             IS NOT DISTINCT FROM (q.retry_limit, q.retry_delay, q.retry_backoff, q.retry_delay_max, q.expire_seconds, q.deletion_seconds, q.heartbeat_seconds, q.dead_letter)
             AND j.keep_until = j.start_after + q.retention_seconds * interval '1 second' AS same_settings
      FROM ${api.sql(SCHEMA)}.job j JOIN ${api.sql(SCHEMA)}.queue q ON q.name = j.name
     WHERE j.name = ${WEBHOOK_QUEUE} AND (j.data->>'webhook')::int = ANY(${hooks}::int[])`;

  it("queues one job per webhook and object, with the event's context for each, the queue's settings, stamped as each is written", async () => {
    const u = uid();
    const all = [await webhook({ type_update: false }), await webhook({ type_update: false })];
    // Fires for the first site only.
    const some = await webhook({ type_update: false, conditions: { and: [{ attr: 'name', value: `a-${u}` }] } });
    const hooks = [...all, some].map((w) => w.id as number);
    const r = await post('dcim/sites', ['a', 'b', 'c'].map((p) => ({ name: `${p}-${u}`, slug: `${p}-${u}` })));
    assert.equal(r.status, 201);
    const sites = r.body as Obj[];
    const requestId = r.headers['x-request-id'] as string;
    const jobs = await jobsOf(hooks);
    const expected = [...sites.flatMap((s) => all.map((w) => [w.id, s.id])), [some.id, sites[0]!.id]];
    assert.deepEqual(jobs.map((j) => [j.data.webhook, j.data.object_id]).sort(), expected.sort());
    for (const j of jobs) {
      assert.deepEqual(Object.keys(j.data).sort(), ['context', 'event', 'object_id', 'object_type', 'request_id', 'webhook']);
      assert.equal(j.data.object_type, 'dcim.site');
      assert.equal(j.data.event, 'created');
      assert.equal(j.data.request_id, requestId);
      assert.equal(j.singleton_key, `${j.data.webhook}:dcim.site:${j.data.object_id}`);
      assert.deepEqual([j.state, j.priority, j.policy, j.same_settings], ['created', 0, 'key_strict_fifo', true]);
      const context = JSON.parse(j.data.context as string) as Obj;
      assert.deepEqual(Object.keys(context), ['event', 'timestamp', 'model', 'username', 'request_id', 'data', 'snapshots'], 'the context keeps its keys in order');
      assert.equal((context.data as Obj).id, j.data.object_id);
      assert.equal((context.data as Obj).name, sites.find((s) => s.id === j.data.object_id)!.name);
      // Every webhook of one object gets the same context.
      assert.deepEqual(jobs.filter((k) => k.data.object_id === j.data.object_id).map((k) => k.data.context), jobs.filter((k) => k.data.object_id === j.data.object_id).map(() => j.data.context));
    }
    const [stamped] = await api.sql<{ later: boolean }[]>`
      SELECT bool_and(j.created_on > c.time) AS later FROM ${api.sql(SCHEMA)}.job j JOIN extras_object_change c ON c.request_id::text = j.data->>'request_id'
       WHERE j.name = ${WEBHOOK_QUEUE} AND (j.data->>'webhook')::int = ANY(${hooks}::int[])`;
    assert.equal(stamped!.later, true, "created_on is the row's own time, not the transaction's start");
  });

  it('wakes the workers on the channel pg-boss listens on when the write commits, and not for a write rolled back', async () => {
    const [{ channel }] = await api.sql.unsafe(`SELECT ${notifyChannelSql(SCHEMA)} AS channel`) as unknown as [{ channel: string }];
    const heard: string[] = [];
    const listening = await api.sql.listen(channel, (payload) => heard.push(payload));
    // Notifications arrive in the order their transactions committed: one sent after a write's
    // answer is heard after every one that write's commit sent.
    let marks = 0;
    const heardUpTo = async () => {
      const mark = `mark-${++marks}`;
      await api.sql`SELECT pg_notify(${channel}, ${mark})`;
      while (!heard.includes(mark)) await new Promise((r) => setImmediate(r));
      return heard.splice(0).filter((p) => p !== mark);
    };
    try {
      await heardUpTo();
      await webhook({});
      const u = uid();
      assert.equal((await post('dcim/sites', [{ name: `n-${u}`, slug: `n-${u}` }])).status, 201);
      assert.deepEqual(await heardUpTo(), [WEBHOOK_QUEUE], 'one wake-up for the write');
      const failed = await post('dcim/sites', [{ name: `m-${u}`, slug: `m-${u}` }, { name: `n-${u}`, slug: `n-${u}` }]);
      assert.equal(failed.status, 400);
      assert.deepEqual(await heardUpTo(), [], 'none for a write rolled back');
    } finally {
      await listening.unlisten();
    }
  });
});
