// The service notices its database (DATABASE_URL): while the server is stopped, requests get
// 503 with Retry-After (REST, GraphQL, /api/status/), never a 500; the API process and the
// queue's workers each log the outage once when it starts and once when it ends; and once the
// server is started again the same pool serves again, without a restart of netinv. A real
// PostgreSQL server of the test's own, stopped and started again on its port.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import supertest from 'supertest';
import { ensureSuperuser } from '../../src/auth/superuser.ts';
import { removeCluster, startEmbeddedPostgres, type EmbeddedPostgres } from '../../src/db/embedded.ts';
import { migrate } from '../../src/db/migrate.ts';
import { startWorkers, type Workers } from '../../src/events/worker.ts';
import { createApp } from '../../src/http/app.ts';
import { log, setLogLevel, setLogSink } from '../../src/log.ts';
import { auth, testConfig } from '../support/api.ts';

describe('ops: the database goes away and comes back (DATABASE_URL)', function () {
  this.timeout(120_000);
  let baseDir: string;
  let pg: EmbeddedPostgres;
  let handle: ReturnType<typeof createApp>;
  let workers: Workers;
  let previousSink: (line: string) => void;
  let quiet = false;
  const lines: Array<Record<string, unknown>> = [];

  before(async () => {
    baseDir = await mkdtemp(join(tmpdir(), 'netinv-outage-'));
    pg = await startEmbeddedPostgres({ baseDir, durable: false });
    await migrate(pg.url);
    const config = testConfig({ DATABASE_URL: pg.url, WEBHOOK_WORKERS: '1' });
    await ensureSuperuser(config, pg.url);
    // The end of an outage is logged at info.
    quiet = !log.enabled('info');
    setLogLevel('info');
    previousSink = setLogSink((line) => lines.push(JSON.parse(line) as Record<string, unknown>));
    handle = createApp({ config, databaseUrl: pg.url });
    workers = await startWorkers(config, pg.url);
  });
  after(async () => {
    if (previousSink) setLogSink(previousSink);
    if (quiet) setLogLevel('warn');
    await workers?.stop().catch(() => undefined);
    await handle?.close().catch(() => undefined);
    await pg?.stop();
    await removeCluster(baseDir);
    await rm(baseDir, { recursive: true, force: true });
  });

  const logged = (component: string, msg: string) => lines.filter((l) => l.component === component && l.msg === msg).length;

  async function until(what: string, pred: () => boolean | Promise<boolean>, ms = 30_000): Promise<void> {
    const deadline = Date.now() + ms;
    while (!(await pred())) {
      if (Date.now() > deadline) assert.fail(`timed out waiting until ${what}\n${lines.map((l) => JSON.stringify(l)).join('\n')}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  it('answers 503 with Retry-After while the server is stopped, logs the outage once, and serves again once it is back', async () => {
    const request = supertest(handle.app);
    const graphql = () => request.post('/graphql/').set(auth).send({ query: '{ site_list { id } }' });
    assert.equal((await request.get('/api/dcim/sites/').set(auth)).status, 200);
    const up = await request.get('/api/status/');
    assert.equal(up.status, 200);
    assert.equal(up.body.database, 'ok');

    await pg.stop();
    for (let i = 0; i < 2; i++) {
      for (const r of [await request.get('/api/dcim/sites/').set(auth), await request.post('/api/dcim/sites/').set(auth).send({ name: 'x', slug: 'x' }), await graphql()]) {
        assert.equal(r.status, 503, `${r.status} ${r.text}`);
        assert.equal(r.headers['retry-after'], '5');
        assert.deepEqual(r.body, { detail: 'The database is unavailable; try again shortly.' });
      }
      const status = await request.get('/api/status/');
      assert.equal(status.status, 503);
      assert.equal(status.headers['retry-after'], '5');
      assert.equal(status.body.database, 'unreachable');
    }
    // The queue's worker polls on its own and meets the outage too.
    await until('the queue worker logs the outage', () => logged('queue-worker', 'the database is unavailable') > 0);
    assert.equal(logged('api', 'the database is unavailable'), 1, 'once, not once per request');
    assert.equal(lines.some((l) => l.msg === 'unhandled error'), false, 'no request was a 500');

    pg = await startEmbeddedPostgres({ baseDir, port: pg.port, durable: false });
    await until('requests are served again', async () => (await request.get('/api/dcim/sites/').set(auth)).status === 200);
    assert.equal((await graphql()).status, 200);
    const again = await request.get('/api/status/');
    assert.equal(again.status, 200);
    assert.equal(again.body.database, 'ok');
    await until('both watches log the end of the outage', () =>
      logged('api', 'the database is available again') === 1 && logged('queue-worker', 'the database is available again') === 1);
    assert.equal(logged('api', 'the database is unavailable'), 1);
    assert.equal(logged('queue-worker', 'the database is unavailable'), 1, 'the queue\'s errors of one outage are logged once');
    assert.equal(lines.some((l) => l.msg === 'queue error'), false, JSON.stringify(lines.filter((l) => l.msg === 'queue error')));
  });
});
