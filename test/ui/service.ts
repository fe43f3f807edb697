// The service as `make run` starts it (`node dist/server/main.js`, it and the UI built by
// `make server` and `make ui` first), as a child process on a free port with its own data directory and a database
// of its own on the test PostgreSQL, cloned from the migrated template (the service's start then
// has no migration to make), with a superuser and its API token for setting things up.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, migratedDatabase } from '../setup.ts';
import { serviceArgs } from '../support/built.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** The service's superuser, beside the template's own `admin` (another password and token). */
export const ADMIN = { username: 'ui-admin', password: 'admin-password-ui', token: 'abcdef0123456789abcdef0123456789abcdef01' };

export interface Service {
  base: string;
  /** A request with the superuser's token; resolves with the parsed body, throws on 4xx/5xx. */
  api<T = any>(method: string, path: string, body?: unknown): Promise<T>;
  stop(): Promise<void>;
}

/** `env` adds to or overrides the service's environment (DEVLIB_USERNAME, WEBHOOK_RETRIES, ...);
 * `database`: a database several services share (by default each has its own). */
export async function startService(env: Record<string, string> = {}, database?: string): Promise<Service> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'netinv-ui-'));
  const environment: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: database ?? await migratedDatabase('ui'),
    LOG_LEVEL: 'info',
    SUPERUSER_NAME: ADMIN.username,
    SUPERUSER_PASSWORD: ADMIN.password,
    SUPERUSER_API_TOKEN: ADMIN.token,
    MAX_PAGE_SIZE: '1000',
    ...env,
  };
  const child = spawn(process.execPath, serviceArgs('main'), { cwd: root, env: environment, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the service did not start:\n${output}`)), 90_000);
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
      if (/"msg":"listening"/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the service exited (${code}):\n${output}`));
    });
  });
  // Only what the service writes from now on: a full buffer would stall it.
  child.stdout!.removeAllListeners('data').resume();
  child.stderr!.removeAllListeners('data').resume();
  const base = `http://127.0.0.1:${port}`;
  return {
    base,
    async api(method, path, body) {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: { Authorization: `Token ${ADMIN.token}`, 'Content-Type': 'application/json', Accept: 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 500)}`);
      return text ? JSON.parse(text) : null;
    },
    async stop() {
      child.removeAllListeners('exit');
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
