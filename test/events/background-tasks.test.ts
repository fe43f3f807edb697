// /api/extras/background-tasks/ under constrained permissions: a user reaches only the tasks of
// the webhooks their permission on extras.webhook reaches (others are not there: 404), sees no
// receiver's answer unless a superuser, and the bulk requeue and delete act only on the tasks
// matching their filters and permitted.
import assert from 'node:assert/strict';
import { startWorkers, type Workers } from '../../src/events/worker.ts';
import { testDatabaseUrl } from '../setup.ts';
import { auth, grant, startApi, uid, type Obj, type TestApi } from '../support/api.ts';
import { webhookHelpers } from './hooks.ts';
import { startReceiver, type Receiver } from './receiver.ts';

describe('background tasks and permissions', function () {
  this.timeout(90_000);
  let api: TestApi;
  let workers: Workers;
  let receiver: Receiver;
  const { created, webhook, dropWebhooks, site, tasks, settle } = webhookHelpers(() => api, () => receiver.url);
  let mine: Obj;
  let other: Obj;
  let as: Record<string, string>;
  before(async () => {
    api = await startApi({ WEBHOOK_RETRIES: '0', WEBHOOK_RETRY_DELAY: '1' });
    receiver = await startReceiver();
    receiver.answer = () => 500;
    workers = await startWorkers(api.config, testDatabaseUrl(), 4);
    mine = await webhook({ name: `bt-mine-${uid()}` });
    other = await webhook({ name: `bt-other-${uid()}` });
    const user = await created('users/users', { username: `bt-${uid()}`, password: 'a-long-password-1234' });
    as = { Authorization: `Token ${(await created('users/tokens', { user: user.id })).key}` };
    await grant(api, user.id, ['extras.webhook'], ['view', 'change'], { name: mine.name });
    await site();
    await site();
    await failedFor(mine, 2);
    await failedFor(other, 2);
  });
  after(async () => {
    await workers.stop();
    await dropWebhooks();
    await receiver.close();
    await api.close();
  });

  /** The webhook's tasks once `n` of them have failed for good (as the superuser). */
  async function failedFor(w: Obj, n: number): Promise<Obj[]> {
    const until = Date.now() + 30_000;
    for (;;) {
      const failed = await tasks(`webhook=${w.id}&status=failed`);
      if (failed.length >= n) return failed;
      if (Date.now() > until) throw new Error(`${failed.length} failed tasks of webhook ${w.id}`);
      await settle(200);
    }
  }
  const asUser = () => ({
    get: (path: string) => api.request.get(`/api/extras/background-tasks/${path}`).set(as),
    post: (path: string) => api.request.post(`/api/extras/background-tasks/${path}`).set(as),
    del: (path: string) => api.request.delete(`/api/extras/background-tasks/${path}`).set(as),
  });

  it('lists and shows only the tasks of the webhooks the user may view, without the receiver\'s answer', async () => {
    const list = await asUser().get('?limit=1000');
    assert.equal(list.status, 200);
    const hooks = new Set((list.body.results as Obj[]).map((t) => t.webhook.id));
    assert.deepEqual([...hooks], [mine.id]);
    assert.equal(list.body.count, 2);
    assert.ok((list.body.results as Obj[]).every((t) => 'response_excerpt' in t && t.response_excerpt === null));
    assert.deepEqual((await asUser().get(`?webhook=${other.id}`)).body.count, 0);
    const [theirs] = await tasks(`webhook=${other.id}`);
    assert.equal(theirs!.response_excerpt, 'refused with 500', 'a superuser sees the answer');
    assert.equal((await asUser().get(`${theirs!.id}/`)).status, 404);
    const [own] = list.body.results as Obj[];
    const detail = await asUser().get(`${own!.id}/`);
    assert.equal(detail.status, 200);
    assert.equal(detail.body.response_excerpt, null);
    assert.equal(detail.body.last_status, 500);
  });

  it('refuses to requeue or delete another webhook\'s task, one by one or in bulk, and leaves it as it was', async () => {
    const theirs = await tasks(`webhook=${other.id}`);
    assert.equal((await asUser().post(`${theirs[0]!.id}/requeue/`)).status, 404);
    assert.equal((await asUser().del(`${theirs[0]!.id}/`)).status, 404);
    const bulk = await asUser().post(`requeue/?webhook=${other.id}`);
    assert.equal(bulk.status, 200);
    assert.deepEqual(bulk.body, { count: 0 });
    assert.deepEqual((await asUser().del(`?webhook=${other.id}`)).body, { count: 0 });
    const after = await tasks(`webhook=${other.id}`);
    assert.deepEqual(after.map((t) => [t.id, t.status, t.attempts]).sort(), theirs.map((t) => [t.id, 'failed', 1]).sort());
  });

  it('refuses a bulk operation with an unknown filter, naming it, and a delete without any filter', async () => {
    const r = await asUser().del(`?webhok=${mine.id}`);
    assert.equal(r.status, 400);
    assert.ok(r.body.webhok, JSON.stringify(r.body));
    assert.equal((await asUser().post('requeue/?state=failed')).status, 400);
    assert.equal((await asUser().del('?created__gte=yesterday')).status, 400);
    assert.equal((await asUser().del('')).status, 400);
    assert.equal((await tasks(`webhook=${mine.id}&status=failed`)).length, 2, 'nothing deleted');
  });

  it('requeues and deletes the permitted webhook\'s tasks, by id and by filter', async () => {
    const [one, two] = await tasks(`webhook=${mine.id}`);
    receiver.answer = () => 200;
    const rq = await asUser().post(`${one!.id}/requeue/`);
    assert.equal(rq.status, 200, JSON.stringify(rq.body));
    await receiver.waitFor(1);
    // Everything of both webhooks, by time: only the permitted failed one is requeued.
    const since = new Date(Date.now() - 3_600_000).toISOString();
    const bulk = await asUser().post(`requeue/?status=failed&created__gte=${since}`);
    assert.deepEqual(bulk.body, { count: 1 });
    await receiver.waitFor(2);
    await settle(500);
    assert.equal(receiver.received.length, 2);
    assert.ok(receiver.received.every((r) => r.path === '/hook'));
    assert.equal((await tasks(`webhook=${other.id}&status=failed`)).length, 2, 'the other webhook\'s untouched');
    const until = Date.now() + 10_000;
    while ((await tasks(`webhook=${mine.id}&status=completed`)).length < 2 && Date.now() < until) await settle(100);
    assert.equal((await asUser().del(`${two!.id}/`)).status, 204);
    assert.deepEqual((await api.request.get(`/api/extras/background-tasks/${two!.id}/`).set(auth)).status, 404);
    const del = await asUser().del('?object_type=dcim.site');
    assert.deepEqual(del.body, { count: 1 });
    assert.equal((await tasks(`webhook=${mine.id}`)).length, 0);
    assert.equal((await tasks(`webhook=${other.id}`)).length, 2);
  });
});
