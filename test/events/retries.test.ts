// The retry policy (retries.ts): a failing delivery is retried with backoff until
// WEBHOOK_RETRY_HORIZON after its first attempt, holding back its object's later deliveries
// meanwhile; then it is failed for good and they proceed, in order. Every attempt of a delivery
// carries the same X-Hook-Delivery id.
import assert from 'node:assert/strict';
import { startWorkers, type Workers } from '../../src/events/worker.ts';
import { testDatabaseUrl } from '../setup.ts';
import { startApi, testConfig, type Obj, type TestApi } from '../support/api.ts';
import { webhookHelpers } from './hooks.ts';
import { startReceiver, type Receiver } from './receiver.ts';

describe('webhook retries', function () {
  this.timeout(90_000);
  let api: TestApi;
  let workers: Workers | undefined;
  let receiver: Receiver;
  const { patch, webhook, dropWebhooks, site, tasks, settle } = webhookHelpers(() => api, () => receiver.url);
  before(async () => {
    api = await startApi();
    receiver = await startReceiver();
  });
  afterEach(async () => {
    await workers?.stop();
    workers = undefined;
    await dropWebhooks();
    receiver.reset();
  });
  after(async () => {
    await receiver.close();
    await api.close();
  });
  const work = async (settings: Record<string, string>) => {
    workers = await startWorkers(testConfig({ WEBHOOK_RETRY_DELAY: '1', ...settings }), testDatabaseUrl(), 4);
  };

  it('keeps retrying past the former three retries (no count limit by default), no longer apart than WEBHOOK_RETRY_DELAY_MAX, and then delivers every event of the object in order, each attempt with the same X-Hook-Delivery', async () => {
    await work({ WEBHOOK_RETRY_DELAY_MAX: '1' });
    await webhook({});
    receiver.answer = () => (receiver.all.length <= 4 ? 500 : 200);
    const s = await site();
    await patch('dcim/sites', s.id, { description: 'one' });
    await patch('dcim/sites', s.id, { description: 'two' });
    const got = await receiver.waitFor(3, 60_000);
    assert.deepEqual(got.map((g) => [g.json.event, g.json.data.description]), [['created', ''], ['updated', 'one'], ['updated', 'two']]);
    assert.equal(receiver.all.length, 7, 'four failed attempts, then the three deliveries');
    // Uncapped, the backoff from 1 s would wait 8 to 16 s before the fifth attempt.
    const gaps = receiver.all.slice(1, 5).map((r, i) => r.at - receiver.all[i]!.at);
    assert.ok(gaps.every((g) => g >= 900 && g < 4000), `gaps between attempts of 1 s and the workers' polling: ${gaps.join(', ')} ms`);
    const ids = receiver.all.map((r) => r.headers['x-hook-delivery']);
    assert.match(ids[0] as string, /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    assert.deepEqual(new Set(ids.slice(0, 5)), new Set([ids[0]]), 'one id on every attempt of the first delivery');
    assert.equal(new Set(ids).size, 3, 'each delivery its own');
    const [task] = await tasks(`object_id=${s.id}&object_type=dcim.site&status=completed&limit=1`);
    assert.ok(task);
  });

  it('fails a delivery for good once WEBHOOK_RETRY_HORIZON has passed since its first attempt; the object\'s next delivery is then made', async () => {
    await work({ WEBHOOK_RETRY_HORIZON: '3' });
    const w = await webhook({});
    receiver.answer = (r) => (r.json?.event === 'created' ? 500 : 200);
    const s = await site();
    await patch('dcim/sites', s.id, { description: 'after' });
    const [got] = await receiver.waitFor(1, 30_000);
    assert.equal(got!.json.event, 'updated');
    assert.equal(got!.json.data.description, 'after');
    const creates = receiver.all.filter((r) => r.json.event === 'created');
    assert.ok(creates.length >= 2, `retried within the horizon (${creates.length} attempts)`);
    // A retry is due at most at the horizon (its delay is capped by the time left, rounded up to
    // a whole second), and comes as late after being due as the worker's polling and the machine's
    // load make it: the longest gap between two attempts, less their 1 s delay, measures that.
    const gaps = creates.slice(1).map((r, i) => r.at - creates[i]!.at);
    const late = Math.max(0, ...gaps.map((g) => g - 1_000));
    const span = creates.at(-1)!.at - creates[0]!.at;
    assert.ok(span <= 3_000 + 1_000 + late + 250, `no attempt scheduled past the horizon (attempts ${span} ms apart, gaps ${gaps.join(', ')} ms)`);
    const [failed] = await tasks(`webhook=${w.id}&status=failed`) as Obj[];
    assert.equal(failed!.object_id, s.id);
    assert.equal(failed!.event, 'created');
    assert.equal(failed!.attempts, creates.length);
    assert.match(failed!.error, /Status 500/);
    await settle(1500);
    assert.equal(receiver.all.filter((r) => r.json.event === 'created').length, creates.length, 'no attempt after it failed');
  });

  it('with WEBHOOK_RETRIES=0 makes one attempt, and the next delivery of the object proceeds', async () => {
    await work({ WEBHOOK_RETRIES: '0' });
    const w = await webhook({});
    receiver.answer = (r) => (r.json?.event === 'created' ? 500 : 200);
    const s = await site();
    await patch('dcim/sites', s.id, { description: 'next' });
    const [got] = await receiver.waitFor(1, 20_000);
    assert.equal(got!.json.data.description, 'next');
    const [failed] = await tasks(`webhook=${w.id}&status=failed`) as Obj[];
    assert.equal(failed!.attempts, 1);
    assert.equal(receiver.all.filter((r) => r.json.event === 'created').length, 1);
  });
});
