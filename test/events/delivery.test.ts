// Delivery rules the receiver sees: certificates checked when ssl_verification is true (against
// ca_file_path when given, read with a cap) and not when false; an answer later than
// WEBHOOK_TIMEOUT is a failed attempt, retried WEBHOOK_RETRIES times; of an answer only its
// excerpt is read; only WEBHOOK_ALLOWED_NETWORKS are connected to. And the change log's
// pruning, scheduled daily by the workers, keeping everything when CHANGELOG_RETENTION is 0.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PgBoss } from 'pg-boss';
import { Networks } from '../../src/events/networks.ts';
import { openQueue, PRUNE_QUEUE } from '../../src/events/queue.ts';
import { startWorkers, type Workers } from '../../src/events/worker.ts';
import { testDatabaseUrl } from '../setup.ts';
import { auth, startApi, testConfig, uid, type Obj, type TestApi } from '../support/api.ts';
import { webhookHelpers } from './hooks.ts';
import { startReceiver, type Receiver } from './receiver.ts';

// The device simulator's self-signed loopback certificate (its README): its own CA.
const TLS_DIR = join(import.meta.dirname, '../../src/devlib/simulator/tls');
const CA_FILE = join(TLS_DIR, 'cert.pem');
const TLS = { key: readFileSync(join(TLS_DIR, 'key.pem'), 'utf8'), cert: readFileSync(CA_FILE, 'utf8') };

const SETTINGS = { WEBHOOK_RETRY_DELAY: '1', WEBHOOK_RETRIES: '1', WEBHOOK_TIMEOUT: '0.5' };
/** Longer than WEBHOOK_TIMEOUT: an answer this late is too late. */
const LATE_MS = 1500;

describe('webhook delivery rules', function () {
  this.timeout(60_000);
  let api: TestApi;
  let workers: Workers;
  let receiver: Receiver;
  let secure: Receiver;
  const { webhook, dropWebhooks, site, tasks, settle } = webhookHelpers(() => api, () => receiver.url);
  before(async () => {
    api = await startApi(SETTINGS);
    receiver = await startReceiver();
    secure = await startReceiver(0, TLS);
    workers = await startWorkers(api.config, testDatabaseUrl(), 4);
  });
  afterEach(async () => {
    await dropWebhooks();
    receiver.reset();
    secure.reset();
  });
  after(async () => {
    await workers.stop();
    await receiver.close();
    await secure.close();
    await api.close();
  });

  /** The webhook's one task once `done` holds for it (fails after `ms`). */
  const taskWhen = async (w: Obj, done: (t: Obj) => boolean, ms = 15_000): Promise<Obj> => {
    const until = Date.now() + ms;
    for (;;) {
      const [task] = await tasks(`webhook=${w.id}`);
      if (task && done(task)) return task;
      if (Date.now() > until) throw new Error(`task of webhook ${w.id} still ${JSON.stringify(task)}`);
      await settle(100);
    }
  };

  it('delivers to 127.0.0.1, by address and by name, under the default WEBHOOK_ALLOWED_NETWORKS', async () => {
    assert.deepEqual(api.config.webhooks.allowedNetworks, ['0.0.0.0/0', '::/0']);
    const byAddress = await webhook({});
    const byName = await webhook({ payload_url: `http://localhost:${receiver.port}/by-name` });
    await site();
    await receiver.waitFor(2);
    assert.equal((await taskWhen(byAddress, (t) => t.status === 'completed')).last_status, 200);
    assert.equal((await taskWhen(byName, (t) => t.status === 'completed')).last_status, 200);
    assert.deepEqual(receiver.received.map((r) => r.path).sort(), ['/by-name', '/hook']);
  });

  describe('certificates', () => {
    it('refuses a receiver with a self-signed certificate when ssl_verification is true (the default), and records why', async () => {
      const w = await webhook({ payload_url: `${secure.url}/hook` });
      assert.equal(w.ssl_verification, true);
      await site();
      const task = await taskWhen(w, (t) => t.attempts >= 1 && t.error);
      assert.match(task.error, /self[- ]signed certificate/);
      assert.equal(task.last_status, null);
      assert.equal(secure.all.length, 0, 'no request reached the receiver');
    });

    it('delivers to it when ssl_verification is false', async () => {
      const w = await webhook({ payload_url: `${secure.url}/hook`, ssl_verification: false });
      const s = await site();
      const [got] = await secure.waitFor(1);
      assert.equal(got!.json.data.id, s.id);
      const task = await taskWhen(w, (t) => t.status === 'completed');
      assert.equal(task.attempts, 1);
      assert.equal(task.last_status, 200);
    });

    it('verifies it against ca_file_path when given, and records a CA file that cannot be read', async () => {
      const file = join(tmpdir(), `netinv-ca-${uid()}.pem`);
      writeFileSync(file, TLS.cert);
      try {
        const trusted = await webhook({ payload_url: `${secure.url}/hook`, ssl_verification: true, ca_file_path: file });
        const s = await site();
        const [got] = await secure.waitFor(1);
        assert.equal(got!.json.data.id, s.id);
        assert.equal((await taskWhen(trusted, (t) => t.status === 'completed')).last_status, 200);
        rmSync(file);
        await site();
        const task = await taskWhen(trusted, (t) => t.attempts >= 1 && t.error);
        assert.equal(task.error, `ca_file_path ${file} must be a regular file of at most 1 MB that netinv can read.`);
        assert.equal(secure.all.length, 1, 'only the first delivery reached the receiver');
      } finally {
        rmSync(file, { force: true });
      }
    });

    it('fails at once, without reading, when ca_file_path became a FIFO after it was saved', async () => {
      const file = join(tmpdir(), `netinv-ca-${uid()}.pem`);
      writeFileSync(file, TLS.cert);
      try {
        const w = await webhook({ payload_url: `${secure.url}/hook`, ca_file_path: file });
        rmSync(file);
        execFileSync('mkfifo', [file]);
        await site();
        const task = await taskWhen(w, (t) => t.attempts >= 1 && t.error, 10_000);
        assert.equal(task.error, `ca_file_path ${file} must be a regular file of at most 1 MB that netinv can read.`);
        assert.equal(secure.all.length, 0);
      } finally {
        rmSync(file, { force: true });
      }
    });

    it('reads ca_file_path afresh: a CA certificate put in place after a failed attempt is used by the retry', async () => {
      const file = join(tmpdir(), `netinv-ca-${uid()}.pem`);
      writeFileSync(file, '');
      try {
        const w = await webhook({ payload_url: `${secure.url}/hook`, ca_file_path: file });
        await site();
        const failed = await taskWhen(w, (t) => t.attempts >= 1 && t.error);
        assert.equal(failed.status, 'queued');
        assert.equal(secure.all.length, 0, 'an empty CA file trusts nothing');
        writeFileSync(file, TLS.cert);
        const task = await taskWhen(w, (t) => t.status !== 'queued' && t.status !== 'active');
        assert.equal(task.status, 'completed', task.error);
        assert.equal(task.attempts, 2);
        assert.equal(secure.received.length, 1);
      } finally {
        rmSync(file, { force: true });
      }
    });
  });

  describe("the receiver's answer", () => {
    let endless: Server;
    let sent = 0;
    let closed = false;
    before(async () => {
      // Answers 200 with a body that never ends: 64 KiB chunks for as long as it is read.
      endless = createServer((req, res) => {
        req.resume();
        res.writeHead(200, { 'Content-Type': 'text/plain' });
        const chunk = Buffer.alloc(64 * 1024, 'x');
        const more = () => {
          while (!res.destroyed && res.write(chunk)) sent += chunk.length;
        };
        res.on('drain', more);
        res.on('close', () => { closed = true; });
        more();
      });
      await new Promise<void>((r) => endless.listen(0, '127.0.0.1', r));
    });
    after(async () => {
      endless.closeAllConnections();
      await new Promise((r) => endless.close(r));
    });

    it('is read up to its excerpt and the connection closed, however long the answer', async () => {
      const w = await webhook({ payload_url: `http://127.0.0.1:${(endless.address() as AddressInfo).port}/endless` });
      await site();
      const task = await taskWhen(w, (t) => t.status === 'completed' || Boolean(t.error));
      assert.equal(task.status, 'completed', task.error);
      assert.equal(task.last_status, 200);
      assert.equal(task.response_excerpt, 'x'.repeat(1000));
      const until = Date.now() + 5000;
      while (!closed && Date.now() < until) await settle(20);
      assert.ok(closed, 'the connection was closed');
      assert.ok(sent < 64 * 1024 * 1024, `${sent} bytes sent before it was closed`);
    });
  });

  describe('WEBHOOK_TIMEOUT', () => {
    const late = () => new Promise<number>((r) => setTimeout(() => r(200), LATE_MS));

    it('counts an answer later than the timeout as a failed attempt, records the error and retries', async () => {
      const w = await webhook({});
      receiver.answer = () => (receiver.all.length === 1 ? late() : 200);
      const s = await site();
      const retrying = await taskWhen(w, (t) => t.attempts >= 1 && t.error);
      assert.equal(retrying.status, 'queued', 'waits for its retry');
      assert.match(retrying.error, /timeout/i);
      assert.equal(retrying.last_status, null);
      const task = await taskWhen(w, (t) => t.status === 'completed');
      assert.equal(task.attempts, 2);
      assert.equal(task.last_status, 200);
      assert.equal(receiver.all.length, 2);
      assert.deepEqual(receiver.all.map((r) => r.json.data.id), [s.id, s.id]);
    });

    it('fails the delivery for good once all WEBHOOK_RETRIES retries timed out', async () => {
      const w = await webhook({});
      receiver.answer = () => late();
      await site();
      const task = await taskWhen(w, (t) => t.status === 'failed');
      assert.equal(task.attempts, 2, 'the first attempt and WEBHOOK_RETRIES=1 retry');
      assert.match(task.error, /timeout/i);
      assert.equal(task.last_status, null);
      assert.equal(receiver.all.length, 2);
    });
  });
});

describe('WEBHOOK_ALLOWED_NETWORKS', function () {
  this.timeout(60_000);
  let api: TestApi;
  let workers: Workers;
  let receiver: Receiver;
  const { webhook, dropWebhooks, site, tasks, settle } = webhookHelpers(() => api, () => receiver.url);
  before(async () => {
    api = await startApi({ ...SETTINGS, WEBHOOK_RETRIES: '0', WEBHOOK_ALLOWED_NETWORKS: '10.0.0.0/8' });
    receiver = await startReceiver();
    workers = await startWorkers(api.config, testDatabaseUrl(), 4);
  });
  afterEach(async () => {
    await dropWebhooks();
    receiver.reset();
  });
  after(async () => {
    await workers.stop();
    await receiver.close();
    await api.close();
  });

  const failed = async (w: Obj): Promise<Obj> => {
    const until = Date.now() + 15_000;
    for (;;) {
      const [task] = await tasks(`webhook=${w.id}`);
      if (task?.status === 'failed') return task;
      if (Date.now() > until) throw new Error(`task still ${JSON.stringify(task)}`);
      await settle(100);
    }
  };

  it('sends nothing to an address outside them, by address or by name, and records why', async () => {
    const byAddress = await webhook({});
    const byName = await webhook({ payload_url: `http://localhost:${receiver.port}/hook` });
    await site();
    assert.equal((await failed(byAddress)).error, 'Address 127.0.0.1 of 127.0.0.1 is not in WEBHOOK_ALLOWED_NETWORKS; nothing sent.');
    assert.match((await failed(byName)).error, /^Address (127\.0\.0\.1|::1) of localhost is not in WEBHOOK_ALLOWED_NETWORKS; nothing sent\.$/);
    await settle(300);
    assert.equal(receiver.all.length, 0, 'the receiver got nothing');
  });

  it('allows the networks listed, less those refused with !', () => {
    const production = new Networks(['0.0.0.0/0', '::/0', '!127.0.0.0/8', '!::1/128', '!0.0.0.0/8', '!169.254.0.0/16', '!fe80::/10']);
    for (const a of ['192.0.2.10', '10.1.2.3', '2001:db8::1']) assert.equal(production.allows(a), true, a);
    for (const a of ['127.0.0.1', '127.9.9.9', '::1', '::ffff:127.0.0.1', '0.0.0.0', '169.254.169.254', 'fe80::1']) assert.equal(production.allows(a), false, a);
    const ten = new Networks(['10.0.0.0/8']);
    assert.equal(ten.allows('10.200.0.1'), true);
    assert.equal(ten.allows('11.0.0.1'), false);
    assert.equal(ten.allows('::1'), false);
  });
});

describe('change log pruning (CHANGELOG_RETENTION)', function () {
  this.timeout(60_000);
  let api: TestApi;
  let boss: PgBoss;
  before(async () => {
    api = await startApi();
    boss = await openQueue(api.config, testDatabaseUrl(), false);
  });
  after(async () => {
    await boss.stop({ graceful: false, close: true });
    await api.close();
  });

  /** Runs one pruning job on workers with the retention given; what the job returned. */
  const prune = async (retention: string): Promise<Obj> => {
    // Queued first: a worker's first fetch is at once, later ones wait for its polling interval.
    const id = (await boss.send(PRUNE_QUEUE, {}))!;
    const workers = await startWorkers(testConfig({ CHANGELOG_RETENTION: retention }), testDatabaseUrl(), 0);
    try {
      const until = Date.now() + 15_000;
      for (;;) {
        const job = await boss.getJobById(PRUNE_QUEUE, id);
        if (job?.state === 'completed') return job.output as Obj;
        if (Date.now() > until) throw new Error(`pruning job still ${job?.state}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    } finally {
      await workers.stop();
    }
  };

  it('is scheduled daily by the workers; a pruning job deletes entries older than the retention, none when it is 0', async () => {
    await boss.unschedule(PRUNE_QUEUE);
    const u = uid();
    const r = await api.request.post('/api/dcim/sites/').set(auth).send({ name: `pr-${u}`, slug: `pr-${u}` });
    assert.equal(r.status, 201);
    const rid = r.headers['x-request-id']!;
    await api.sql`UPDATE extras_object_change SET time = now() - interval '91 days' WHERE request_id = ${rid}`;
    const logged = async () => (await api.sql`SELECT count(*)::int AS n FROM extras_object_change WHERE request_id = ${rid}`)[0]!.n as number;

    assert.deepEqual(await prune('0'), { removed: 0 });
    assert.equal(await logged(), 1, 'kept forever with retention 0');
    const [schedule, ...more] = await boss.getSchedules(PRUNE_QUEUE);
    assert.equal(more.length, 0);
    assert.equal(schedule!.timezone, 'UTC');
    assert.match(schedule!.cron, /^\d+ \d+ \* \* \*$/, 'once a day');

    assert.ok(((await prune('90')).removed as number) >= 1);
    assert.equal(await logged(), 0, 'older than 90 days: pruned');
  });
});
