// Workers on their own (src/workers.ts, `make workers`): a worker process killed with SIGKILL
// in the middle of a delivery loses nothing: another worker makes it within the bound of
// docs/webhooks-and-change-log.md (1.5 times WEBHOOK_ABANDON_AFTER), whatever WEBHOOK_RETRY_DELAY. A worker that
// loses PostgreSQL for a while (a restart, seen through a proxy that drops every connection
// and refuses new ones) makes at most its deliveries in flight twice.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { startWorkers } from '../../src/events/worker.ts';
import { testDatabaseUrl } from '../setup.ts';
import { modelHelpers, startApi, testConfig, uid, type Obj, type TestApi } from '../support/api.ts';
import { serviceArgs } from '../support/built.ts';
import { startReceiver, type Receiver } from './receiver.ts';

// A retry delay far longer than the bound: a killed worker's delivery is due again at once. A
// timeout longer than the test: the held delivery is still in flight when its worker is killed.
const SETTINGS = { WEBHOOK_RETRY_DELAY: '60', WEBHOOK_RETRIES: '3', WEBHOOK_TIMEOUT: '30' };
/** Where a worker is killed: its deliveries are taken back after 4 s without its marks (10 s by
 * default), and the bound of docs/webhooks-and-change-log.md for that (1.5 times the setting)
 * with slack for a loaded test machine, whose processes miss their timers by seconds. */
const KILL_SETTINGS = { ...SETTINGS, WEBHOOK_ABANDON_AFTER: '4' };
const RECLAIMED_WITHIN_MS = 6_000 + 5_000;

/** A TCP proxy to the test PostgreSQL that can drop its connections and refuse new ones. */
async function dbProxy(): Promise<{ url: string; cut(ms: number): Promise<void>; close(): Promise<void> }> {
  const target = new URL(testDatabaseUrl());
  const sockets = new Set<Socket>();
  let down = false;
  const server: Server = createServer((client) => {
    if (down) return void client.destroy();
    const upstream = connect(Number(target.port), target.hostname);
    for (const [a, b] of [[client, upstream], [upstream, client]] as const) {
      sockets.add(a);
      a.pipe(b);
      a.on('error', () => b.destroy());
      a.on('close', () => {
        sockets.delete(a);
        b.destroy();
      });
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as { port: number }).port);
  return {
    url: url.toString(),
    async cut(ms) {
      down = true;
      for (const s of sockets) s.destroy();
      await new Promise((r) => setTimeout(r, ms));
      down = false;
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise((r) => server.close(r));
    },
  };
}

function workerProcess(api: TestApi, settings: Record<string, string> = SETTINGS): ChildProcess {
  return spawn(process.execPath, serviceArgs('workers'), {
    env: { ...process.env, ...settings, DATABASE_URL: testDatabaseUrl(), SECRET_KEY: api.config.secretKey, DATA_DIR: '/tmp/netinv-test-data', WEBHOOK_WORKERS: '2', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

describe('webhook workers on their own', function () {
  this.timeout(150_000);
  let api: TestApi;
  let receiver: Receiver;
  const children: ChildProcess[] = [];
  const { created, del, post, get } = modelHelpers(() => api);
  before(async () => {
    api = await startApi(SETTINGS);
    receiver = await startReceiver();
  });
  after(async () => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    await receiver.close();
    await api.close();
  });

  it('lose nothing when a worker is killed with SIGKILL in the middle of a delivery: another makes it within the stated bound, with the same X-Hook-Delivery', async () => {
    const hook = await created('extras/webhooks', { name: `kill-${uid()}`, payload_url: `${receiver.url}/k`, content_types: ['dcim.site'], type_create: true });
    try {
      receiver.answer = () => new Promise<number>(() => undefined); // holds the first delivery open
      const first = workerProcess(api, KILL_SETTINGS);
      children.push(first);
      const u = uid();
      const site = await created('dcim/sites', { name: `k-${u}`, slug: `k-${u}` });
      const until = Date.now() + 20_000;
      while (receiver.all.length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
      assert.equal(receiver.all.length, 1, 'the delivery started');
      // Another worker, running before the kill (a process of its own follows below).
      const other = await startWorkers(testConfig(KILL_SETTINGS), testDatabaseUrl(), 2);
      receiver.answer = () => 200;
      first.kill('SIGKILL');
      const killed = Date.now();
      await new Promise((r) => first.once('exit', r));
      const [got] = await receiver.waitFor(1, 60_000).finally(() => other.stop());
      const took = got!.at - killed;
      assert.ok(took >= 2_000 && took <= RECLAIMED_WITHIN_MS, `made again ${took} ms after the kill`);
      assert.equal(got!.json.data.id, site.id);
      assert.equal(got!.json.event, 'created');
      assert.equal(receiver.all.length, 2, 'one interrupted attempt, one delivery');
      assert.match(String(got!.headers['x-hook-delivery']), /^[0-9a-f-]{36}$/);
      assert.equal(got!.headers['x-hook-delivery'], receiver.all[0]!.headers['x-hook-delivery']);
    } finally {
      await del('extras/webhooks', hook.id);
    }
  });

  it('make at most the deliveries in flight twice when PostgreSQL is out of reach for a while', async () => {
    const hook = await created('extras/webhooks', { name: `cut-${uid()}`, payload_url: `${receiver.url}/c`, content_types: ['dcim.site'], type_create: true });
    const proxy = await dbProxy();
    const slots = 4;
    // The deliveries fetched but not started when the connections drop cannot be handed back:
    // they are taken back once their marks are WEBHOOK_ABANDON_AFTER old, longer than the cut.
    const workers = await startWorkers(testConfig({ ...SETTINGS, WEBHOOK_TIMEOUT: '5', WEBHOOK_ABANDON_AFTER: '6' }), proxy.url, slots);
    try {
      receiver.reset();
      receiver.answer = () => new Promise((r) => setTimeout(() => r(200), 20));
      const u = uid();
      const count = 300;
      const r = await post('dcim/sites', Array.from({ length: count }, (_, i) => ({ name: `c${i}-${u}`, slug: `c${i}-${u}` })));
      assert.equal(r.status, 201);
      await receiver.waitFor(40, 30_000);
      await proxy.cut(3000);
      await receiver.waitFor(count, 60_000);
      // Every task settled, so that none is still to be made again.
      const until = Date.now() + 45_000;
      while ((await get(`extras/background-tasks/?webhook=${hook.id}&status=completed&limit=1`)).count < count && Date.now() < until) await new Promise((r) => setTimeout(r, 250));
      const completed = (await get(`extras/background-tasks/?webhook=${hook.id}&status=completed&limit=1`)).count;
      // Where the others are, to tell a lost mark from a delivery not made.
      const states = completed === count ? [] : await api.sql`SELECT state, retry_count, output->>'message' AS message, count(*)::int AS n
        FROM pgboss.job WHERE name = 'webhook' AND (data->>'webhook')::int = ${hook.id} AND state <> 'completed' GROUP BY 1, 2, 3`;
      assert.equal(completed, count, `not completed: ${JSON.stringify(states)}; received ${receiver.received.length}, of ${new Set(receiver.received.map((g) => g.json.data.id)).size} objects`);
      const ids = receiver.received.map((g) => g.json.data.id as number);
      assert.deepEqual(new Set(ids), new Set((r.body as Obj[]).map((s) => s.id)));
      const twice = ids.length - new Set(ids).size;
      assert.ok(twice <= slots, `${twice} deliveries made twice, more than the ${slots} in flight`);
    } finally {
      await workers.stop();
      await proxy.close();
      await del('extras/webhooks', hook.id);
    }
  });

  it('stop on SIGTERM', async () => {
    const sessions = async () => (await api.sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database()`)[0]!.n as number;
    const before = await sessions();
    const child = workerProcess(api);
    children.push(child);
    // Started once its sessions are open (its signal handlers follow at once).
    const until = Date.now() + 60_000;
    while ((await sessions()) < before + 2 && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
    await new Promise((r) => setTimeout(r, 2000));
    child.kill('SIGTERM');
    const code = await new Promise((r) => child.once('exit', (c) => r(c)));
    assert.equal(code, 0);
  });
});
