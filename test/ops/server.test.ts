// startServer's graceful close, with a small hand-written request handler in place of the app.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request, type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config.ts';
import type { RunningServer, StartServerOptions } from '../../src/server.ts';

type StartServer = typeof import('../../src/server.ts').startServer;

function get(port: number, path: string): Promise<{ status: number; headers: IncomingMessage['headers']; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('ops/server graceful close', function () {
  let startServer: StartServer;
  let logModule: typeof import('../../src/log.ts');
  let dir: string;
  let appClosed: number;
  let running: RunningServer | undefined;

  before(async function () {
    // server.ts imports the real app; without it there is nothing to load yet.
    if (!existsSync(new URL('../../src/http/app.ts', import.meta.url))) this.skip();
    ({ startServer } = await import('../../src/server.ts'));
    // Under mocha, tsx loads spec files (and their static imports) as CommonJS, while import()
    // loads a second, ES module copy of src/: quiet that copy's logger as setup.ts quiets ours.
    logModule = await import('../../src/log.ts');
    if (!process.env.LOG_LEVEL) logModule.setLogLevel('warn');
    dir = mkdtempSync(join(tmpdir(), 'netinv-server-'));
  });
  after(() => dir && rmSync(dir, { recursive: true, force: true }));
  afterEach(async () => {
    await running?.close();
    running = undefined;
  });

  const handler = (req: IncomingMessage, res: ServerResponse) => {
    const ms = Number(new URL(req.url!, 'http://x').searchParams.get('ms') ?? 0);
    setTimeout(() => res.end(`slept ${ms}`), ms);
  };
  const options: StartServerOptions = {
    createApp: () => ({
      app: handler,
      close: async () => {
        appClosed++;
      },
    }),
  };
  const start = async (env: Record<string, string> = {}) => {
    appClosed = 0;
    const config = loadConfig({ DATA_DIR: dir, SECRET_KEY: 's'.repeat(50), HOST: '127.0.0.1', PORT: '0', ...env });
    running = await startServer(config, 'postgres://unused/db', options);
    return running;
  };

  it('lets an in-flight request finish, refuses new connections, then closes the app', async () => {
    const server = await start();
    assert.ok(server.port > 0);
    assert.equal((await get(server.port, '/')).body, 'slept 0');
    const slow = get(server.port, '/?ms=600');
    await new Promise((r) => setTimeout(r, 150));
    const closing = server.close();
    await new Promise((r) => setTimeout(r, 50));
    await assert.rejects(get(server.port, '/'), /ECONNREFUSED/);
    const response = await slow;
    assert.equal(response.status, 200);
    assert.equal(response.body, 'slept 600');
    await closing;
    assert.equal(appClosed, 1);
    await server.close(); // idempotent
    assert.equal(appClosed, 1);
  });

  it('does not wait for idle keep-alive connections', async () => {
    const server = await start();
    const res = await fetch(`http://127.0.0.1:${server.port}/`); // undici keeps the socket open
    assert.equal(await res.text(), 'slept 0');
    const t0 = performance.now();
    await server.close();
    assert.ok(performance.now() - t0 < 1000, `close took ${performance.now() - t0} ms`);
  });

  it('closes connections still busy after SHUTDOWN_TIMEOUT', async () => {
    const server = await start({ SHUTDOWN_TIMEOUT: '0.3' });
    const stuck = get(server.port, '/?ms=10000');
    await new Promise((r) => setTimeout(r, 100));
    const logged: string[] = [];
    const previous = logModule.setLogSink((line) => logged.push(line));
    const t0 = performance.now();
    try {
      await server.close();
    } finally {
      logModule.setLogSink(previous);
    }
    const ms = performance.now() - t0;
    assert.ok(ms >= 250 && ms < 2000, `close took ${ms} ms`);
    assert.ok(logged.some((l) => /"level":"warn".*shutdown timeout/.test(l)), logged.join('\n'));
    await assert.rejects(stuck, /socket hang up|ECONNRESET/);
    assert.equal(appClosed, 1);
  });

  it('fails to start on a port in use, closing the app', async () => {
    const first = await start();
    const config = loadConfig({ DATA_DIR: dir, SECRET_KEY: 's'.repeat(50), HOST: '127.0.0.1', PORT: String(first.port) });
    await assert.rejects(startServer(config, 'postgres://unused/db', options), {
      name: 'StartupError',
      setting: 'PORT',
      message: `PORT ${first.port}: 127.0.0.1:${first.port} is in use by another program: stop it, or choose another PORT`,
    });
    assert.equal(appClosed, 1);
  });
});
