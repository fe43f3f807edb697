// Workers on their own (src/workers.ts, `make workers`): a worker process killed with SIGKILL
// in the middle of a delivery loses nothing; the delivery is made after a restart.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { testDatabaseUrl } from '../setup.ts';
import { modelHelpers, startApi, uid, type TestApi } from '../support/api.ts';
import { startReceiver, type Receiver } from './receiver.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const SETTINGS = { WEBHOOK_RETRY_DELAY: '1', WEBHOOK_RETRIES: '3', WEBHOOK_TIMEOUT: '1' };

function workerProcess(api: TestApi): ChildProcess {
  const tsx = createRequire(import.meta.url).resolve('tsx');
  return spawn(process.execPath, ['--import', tsx, `${root}src/workers.ts`], {
    env: { ...process.env, ...SETTINGS, DATABASE_URL: testDatabaseUrl(), SECRET_KEY: api.config.secretKey, DATA_DIR: '/tmp/netinv-test-data', WEBHOOK_WORKERS: '2', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

describe('webhook workers on their own', function () {
  this.timeout(60_000);
  let api: TestApi;
  let receiver: Receiver;
  const children: ChildProcess[] = [];
  const { created, del } = modelHelpers(() => api);
  before(async () => {
    api = await startApi(SETTINGS);
    receiver = await startReceiver();
  });
  after(async () => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    await receiver.close();
    await api.close();
  });

  it('lose nothing when a worker is killed with SIGKILL in the middle of a delivery: it is made after the restart', async () => {
    const hook = await created('extras/webhooks', { name: `kill-${uid()}`, payload_url: `${receiver.url}/k`, content_types: ['dcim.site'], type_create: true });
    try {
      receiver.answer = () => new Promise<number>(() => undefined); // holds the first delivery open
      const first = workerProcess(api);
      children.push(first);
      const u = uid();
      const site = await created('dcim/sites', { name: `k-${u}`, slug: `k-${u}` });
      const until = Date.now() + 20_000;
      while (receiver.all.length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
      assert.equal(receiver.all.length, 1, 'the delivery started');
      first.kill('SIGKILL');
      await new Promise((r) => first.once('exit', r));
      receiver.answer = () => 200;
      children.push(workerProcess(api));
      const [got] = await receiver.waitFor(1, 30_000);
      assert.equal(got!.json.data.id, site.id);
      assert.equal(got!.json.event, 'created');
      assert.equal(receiver.all.length, 2, 'one interrupted attempt, one delivery');
    } finally {
      await del('extras/webhooks', hook.id);
    }
  });

  it('stop on SIGTERM', async () => {
    const child = children.at(-1)!;
    child.kill('SIGTERM');
    const code = await new Promise((r) => child.once('exit', (c) => r(c)));
    assert.equal(code, 0);
  });
});
