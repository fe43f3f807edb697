// The service as an operator runs it (`make run`: `node dist/server/main.js`, built by `make
// server`) as a child process on its own embedded PostgreSQL, stopped with SIGTERM.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { appendFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { removeCluster } from '../../src/db/embedded.ts';
import { freePort, takenPort } from '../setup.ts';
import { serviceArgs } from '../support/built.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

interface Run {
  child: ChildProcess;
  lines: Array<Record<string, unknown>>;
  stderr: () => string;
  /** Resolves with the first log line matching; rejects if the process exits first. */
  waitFor(pred: (line: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<Record<string, unknown>>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function run(env: Record<string, string>): Run {
  // PostgreSQL's default buffers rather than a quarter of the machine's memory: test clusters stay small.
  const childEnv: Record<string, string | undefined> = { ...process.env, LOG_LEVEL: 'info', EMBEDDED_PG_SETTINGS: 'shared_buffers=128MB', ...env };
  delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, serviceArgs('main'), {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Array<Record<string, unknown>> = [];
  const waiters = new Set<() => void>();
  let buffered = '';
  let err = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    buffered += chunk;
    let nl: number;
    while ((nl = buffered.indexOf('\n')) >= 0) {
      const text = buffered.slice(0, nl);
      buffered = buffered.slice(nl + 1);
      try {
        lines.push(JSON.parse(text));
      } catch {
        lines.push({ msg: text, unparsed: true });
      }
    }
    for (const w of waiters) w();
  });
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const describe = () => `stdout:\n${lines.map((l) => JSON.stringify(l)).join('\n')}\nstderr:\n${err}`;
  return {
    child,
    lines,
    stderr: () => err,
    exited,
    waitFor(pred, timeoutMs = 90_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const hit = lines.find(pred);
          if (hit) {
            cleanup();
            resolve(hit);
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`timed out waiting for a log line\n${describe()}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        exited.then(({ code, signal }) => {
          if (!waiters.has(check)) return;
          check();
          if (!waiters.has(check)) return;
          cleanup();
          reject(new Error(`exited (code ${code}, signal ${signal}) before the log line\n${describe()}`));
        });
        check();
      });
    },
  };
}

describe('ops/main process', function () {
  this.timeout(180_000);
  let dataDir: string;
  const children: ChildProcess[] = [];

  before(async function () {
    for (const file of ['src/http/app.ts', 'src/db/migrate.ts', 'src/auth/superuser.ts']) {
      if (!existsSync(join(root, file))) this.skip();
    }
    dataDir = await mkdtemp(join(tmpdir(), 'netinv-main-'));
  });
  afterEach(() => {
    for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  });
  after(async () => {
    if (!dataDir) return;
    await removeCluster(dataDir);
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Start, wait for `listeners` processes to listen, maybe send a request, SIGTERM, check the exit. */
  async function serveAndStop(env: Record<string, string>, listeners: number, sendRequest: boolean) {
    const port = await freePort();
    const r = run({ DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', ...env });
    children.push(r.child);
    for (let n = 1; n <= listeners; n++) {
      await r.waitFor(() => r.lines.filter((l) => l.msg === 'listening').length >= n);
    }
    assert.equal(r.lines.find((l) => l.msg === 'listening')!.port, port);
    if (sendRequest) {
      const res = await fetch(`http://127.0.0.1:${port}/api/`, { headers: { connection: 'close' } });
      assert.ok(res.status < 500, `GET /api/ answered ${res.status}`);
      await res.arrayBuffer();
    }

    r.child.kill('SIGTERM');
    const { code, signal } = await r.exited;
    assert.equal(signal, null);
    assert.equal(code, 0, `exit code ${code}\n${r.stderr()}`);
    assert.ok(r.lines.some((l) => l.msg === 'stopped'), 'logged "stopped"');
    assert.ok(r.lines.some((l) => l.msg === 'embedded PostgreSQL stopped'), 'logged the embedded PostgreSQL stop');
    assert.equal(existsSync(join(dataDir, 'pg', 'postmaster.pid')), false, 'postmaster.pid left behind');
    return r;
  }

  it('serves, then on SIGTERM shuts down with status 0 and stops the embedded PostgreSQL', async () => {
    await serveAndStop({}, 1, true);
  });

  it('does the same with WEB_CONCURRENCY=2 cluster workers, reusing the data directory, signalled at once', async () => {
    const r = await serveAndStop({ WEB_CONCURRENCY: '2' }, 2, false);
    const pids = new Set(r.lines.filter((l) => l.msg === 'listening').map((l) => l.pid));
    assert.equal(pids.size, 2);
  });

  it('runs two instances side by side (own PORT and DATA_DIR, one a 0700 directory), beside the test run\'s own server', async () => {
    // DATA_DIR from mkdtemp is mode 0700, like a home directory: as root, PostgreSQL's user cannot enter it.
    const dirs = [dataDir, await mkdtemp(join(tmpdir(), 'netinv-main-second-'))];
    try {
      const ports = [await freePort(), await freePort()];
      const runs = dirs.map((dir, i) => run({ DATA_DIR: dir, PORT: String(ports[i]), HOST: '127.0.0.1' }));
      children.push(...runs.map((r) => r.child));
      await Promise.all(runs.map((r) => r.waitFor((l) => l.msg === 'listening')));
      for (const port of ports) {
        const res = await fetch(`http://127.0.0.1:${port}/api/`, { headers: { connection: 'close' } });
        assert.equal(res.status, 200);
        await res.arrayBuffer();
      }
      const pgPorts = runs.map((r) => r.lines.find((l) => l.msg === 'embedded PostgreSQL ready')!.port);
      assert.notEqual(pgPorts[0], pgPorts[1]);
      for (const r of runs) r.child.kill('SIGTERM');
      for (const r of runs) assert.equal((await r.exited).code, 0, r.stderr());
      for (const dir of dirs) {
        assert.equal(statSync(dir).mode & 0o777, 0o700, `${dir} keeps its mode`);
        assert.equal(existsSync(join(dir, 'pg', 'postmaster.pid')), false);
      }
    } finally {
      await removeCluster(dirs[1]!);
      await rm(dirs[1]!, { recursive: true, force: true });
    }
  });

  /** Starts the service expecting it to fail: exit status 1 and one error line, which is returned. */
  async function failedStart(env: Record<string, string>): Promise<Record<string, unknown>> {
    const r = run({ DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: String(await freePort()), ...env });
    children.push(r.child);
    const { code } = await r.exited;
    assert.equal(code, 1, r.stderr());
    const errors = r.lines.filter((l) => l.level === 'error');
    assert.equal(errors.length, 1, JSON.stringify(errors));
    assert.equal(errors[0]!.msg, 'startup failed');
    assert.equal(typeof errors[0]!.error, 'string', 'a sentence, not a stack');
    assert.equal(r.stderr(), `netinv: ${errors[0]!.error}\n`);
    assert.equal(existsSync(join(dataDir, 'pg', 'postmaster.pid')), false, 'the embedded PostgreSQL was stopped');
    return errors[0]!;
  }

  it('with cluster workers, says that PORT is in use (in each worker) and stops, not restarting them', async () => {
    // One process says it as any StartupError (server.test.ts has the sentence; the next test the line).
    const { port, release } = await takenPort();
    const sentence = `PORT ${port}: 127.0.0.1:${port} is in use by another program: stop it, or choose another PORT`;
    try {
      const r = run({ DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: String(port), WEB_CONCURRENCY: '2' });
      children.push(r.child);
      assert.equal((await r.exited).code, 1, r.stderr());
      const errors = r.lines.filter((l) => l.level === 'error');
      assert.ok(errors.length >= 1 && errors.every((l) => l.msg === 'worker failed to start' && l.error === sentence), JSON.stringify(errors));
      assert.equal(r.lines.some((l) => l.msg === 'worker exited unexpectedly; restarting'), false);
      assert.equal(existsSync(join(dataDir, 'pg', 'postmaster.pid')), false);
    } finally {
      release();
    }
  });

  it('says in one line that EMBEDDED_PG_PORT is in use', async () => {
    const { port, release } = await takenPort();
    try {
      const line = await failedStart({ EMBEDDED_PG_PORT: String(port) });
      assert.equal(line.setting, 'EMBEDDED_PG_PORT');
      assert.match(String(line.error), new RegExp(`^127\\.0\\.0\\.1:${port} \\(EMBEDDED_PG_PORT\\) is in use by another program`));
    } finally {
      release();
    }
  });

  it('exits with status 2 and names the setting when a value is bad', async () => {
    const r = run({ DATA_DIR: dataDir, PORT: 'eighty' });
    children.push(r.child);
    const { code } = await r.exited;
    assert.equal(code, 2);
    assert.match(r.stderr(), /PORT: expected a whole number/);
  });
  describe('when the embedded PostgreSQL goes away', function () {
    // A first start makes the cluster and migrates it: minutes on a busy machine.
    this.timeout(300_000);
    const token = '0123456789abcdef0123456789abcdef01234567';
    /** The service with a superuser token, serving. */
    async function serving(): Promise<{ r: Run; port: number }> {
      const port = await freePort();
      const r = run({ DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', SUPERUSER_NAME: 'admin', SUPERUSER_PASSWORD: 'admin-password', SUPERUSER_API_TOKEN: token });
      children.push(r.child);
      await r.waitFor((l) => l.msg === 'listening', 240_000);
      return { r, port };
    }
    const postmaster = async () => Number((await readFile(join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[0]);
    async function get(port: number, path: string, headers: Record<string, string> = {}) {
      const ask = () => fetch(`http://127.0.0.1:${port}${path}`, { headers: { connection: 'close', ...headers } });
      // A connection closed unanswered while the database goes away is asked once more (seen in
      // about one run of three, not yet explained; the answers are what this test checks).
      const res = await ask().catch((e: { cause?: { code?: string } }) => {
        if (e.cause?.code !== 'UND_ERR_SOCKET' && e.cause?.code !== 'ECONNRESET') throw new Error(`GET ${path}: ${String(e)} (${String(e.cause)})`);
        return ask();
      });
      return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() as Record<string, unknown> };
    }

    /** Runs `check`; a failure carries the service's last log lines and its standard error. */
    async function explained(r: Run, check: () => Promise<void>): Promise<void> {
      try {
        await check();
      } catch (e) {
        (e as Error).message += `\nthe service's last lines:\n${r.lines.slice(-25).map((l) => JSON.stringify(l)).join('\n')}\nstderr:\n${r.stderr()}`;
        throw e;
      }
    }

    it('restarts it when it is stopped (SIGINT) or killed (SIGKILL), answering 503 with Retry-After meanwhile, never 500', async () => {
      const { r, port } = await serving();
      await explained(r, async () => {
        assert.equal((await get(port, '/api/dcim/sites/', { Authorization: `Token ${token}` })).status, 200);
        // A restart can be quick enough that no request meets the outage (a SIGKILL's often is):
        // each round waits for the restart's log line and an answer after it, checking every
        // answer meanwhile; a 503 must be met in one of the two. /api/status/ during an outage is
        // checked where the test holds the server down (database-outage.test.ts).
        const seen = new Set<number>();
        for (const [n, signal] of [[1, 'SIGINT'], [2, 'SIGKILL']] as const) {
          process.kill(await postmaster(), signal);
          const restarted = () => r.lines.filter((l) => l.msg === 'embedded PostgreSQL restarted').length === n;
          for (const deadline = Date.now() + 60_000; ;) {
            assert.ok(Date.now() < deadline, `not served again after ${signal}: ${[...seen]}`);
            const done = restarted();
            const sites = await get(port, '/api/dcim/sites/', { Authorization: `Token ${token}` });
            seen.add(sites.status);
            assert.ok(sites.status === 200 || sites.status === 503, `after ${signal}: ${sites.status}`);
            if (sites.status === 503) {
              assert.equal(sites.retryAfter, '5');
              assert.deepEqual(sites.body, { detail: 'The database is unavailable; try again shortly.' });
              const status = await get(port, '/api/status/');
              if (status.status === 503) {
                assert.equal(status.retryAfter, '5');
                assert.equal(status.body.database, 'unreachable');
              }
            } else if (done) break;
          }
          const exits = r.lines.filter((l) => l.msg === 'embedded PostgreSQL exited unexpectedly; restarting it');
          assert.equal(exits.length, n);
          assert.equal(exits[n - 1]!.signal, signal === 'SIGKILL' ? 'SIGKILL' : null);
        }
        assert.ok(seen.has(503), 'a request met an outage and was answered 503');
        assert.equal((await get(port, '/api/status/')).body.database, 'ok');
        assert.equal(r.lines.some((l) => l.msg === 'unhandled error' || l.level === 'error' && /unhandled|uncaught/.test(String(l.msg))), false);
        r.child.kill('SIGTERM');
        assert.equal((await r.exited).code, 0, r.stderr());
        assert.equal(existsSync(join(dataDir, 'pg', 'postmaster.pid')), false, 'the restarted server was stopped too');
      });
    });

    it('exits with status 1 when it cannot be started again', async () => {
      const { r } = await serving();
      const conf = join(dataDir, 'pg', 'postgresql.conf');
      const saved = await readFile(conf, 'utf8');
      await appendFile(conf, '\nthis is not a setting\n');
      try {
        process.kill(await postmaster(), 'SIGKILL');
        assert.equal((await r.exited).code, 1, r.stderr());
        assert.equal(r.lines.filter((l) => l.msg === 'embedded PostgreSQL did not start again').length, 5);
        assert.ok(r.lines.some((l) => l.level === 'error' && l.msg === 'the embedded PostgreSQL could not be restarted; stopping'));
        assert.equal(r.lines.at(-1)!.msg, 'stopped');
        assert.equal(r.lines.at(-1)!.status, 1);
      } finally {
        await writeFile(conf, saved);
      }
    });
  });
});
