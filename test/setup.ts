// Mocha fixtures (loaded through .mocharc.json `require`). Once per run, in the main process
// (global setup, before any worker starts): one embedded PostgreSQL, in a fresh temporary
// directory on a free port, and on it the template database `netinv_template`, migrated once,
// with the tests' superuser. Each test process (the one process of a serial run, or each
// worker of `--parallel`) then clones its own database from it (`netinv_test`, or
// `netinv_test_<worker>`): files in different workers never see each other's rows, and no
// process migrates from scratch. Everything is stopped and removed at the end (as root the
// cluster lives outside that 0700 directory: src/db/embedded-place.ts).
// The process's database URL is published as process.env.TEST_DATABASE_URL and by testDatabaseUrl().
//
// The server is a throwaway: fsync is off. Set LOG_LEVEL to see the service's logs (by
// default only warnings and errors are written during tests).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureSuperuser } from '../src/auth/superuser.ts';
import { createDatabaseIfMissing, startEmbeddedPostgres, type EmbeddedPostgres } from '../src/db/embedded.ts';
import { migrate } from '../src/db/migrate.ts';
import { setLogLevel } from '../src/log.ts';
import { freePort } from '../src/net/free-port.ts';
import { auth, startApi, testConfig } from './support/api.ts';

export { freePort };

/** A port (the given one, or any) some other program listens on on 127.0.0.1, until `release` is called. */
export async function takenPort(port = 0): Promise<{ port: number; release: () => void }> {
  const blocker = createServer();
  await new Promise<void>((resolve, reject) => {
    blocker.once('error', reject);
    blocker.listen(port, '127.0.0.1', () => resolve());
  });
  return { port: (blocker.address() as AddressInfo).port, release: () => blocker.close() };
}

if (!process.env.LOG_LEVEL) setLogLevel('warn');

const TEMPLATE = 'netinv_template';
/** The run's server, as the global setup hands it to the test processes (their environment). */
const SERVER_ENV = 'NETINV_TEST_SERVER';
interface ServerInfo { url: string; adminUrl: string }

let server: EmbeddedPostgres | undefined;
let baseDir: string | undefined;
let database: Promise<string> | undefined;

/** Why there is no test database in this run. */
function noDatabase(what: string): Error {
  if (process.env.NETINV_TEST_TIER === 'unit') {
    return new Error(`${what}: the fast tier (make test-fast, .mocharc.unit.json) starts no PostgreSQL; a test that needs the database belongs in a file named *.test.ts, not *.unit.test.ts`);
  }
  return new Error(`${what} (is test/setup.ts in .mocharc.json \`require\`?)`);
}

function serverInfo(): ServerInfo {
  const info = process.env[SERVER_ENV];
  if (!info) throw noDatabase('the test PostgreSQL is not running');
  return JSON.parse(info) as ServerInfo;
}

/** The URL of database `name` on the test server. */
function urlOf(name: string): string {
  const url = new URL(serverInfo().url);
  url.pathname = `/${name}`;
  return url.toString();
}

async function createDatabase(name: string, template?: string): Promise<string> {
  await createDatabaseIfMissing(serverInfo().adminUrl, name, template);
  return urlOf(name);
}

const uniqueName = (prefix: string) => `${prefix.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}_${randomBytes(4).toString('hex')}`;

/** URL of this test process's database (`netinv_test`, or `netinv_test_<worker>` in a parallel run). */
export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw noDatabase('the test database is not ready');
  return url;
}

/** A new database on the test server with the catalogue's schema and the tests' superuser,
 * cloned from the template: for tests that need a database of their own but not a migration. */
export function migratedDatabase(prefix = 'test'): Promise<string> {
  return createDatabase(uniqueName(prefix), TEMPLATE);
}

export async function mochaGlobalSetup(this: unknown) {
  baseDir = await mkdtemp(join(tmpdir(), 'netinv-test-'));
  // TEST_POSTGRES_BIN: the suite on other PostgreSQL binaries than the packaged ones (`make
  // test-pg15`: Debian's PostgreSQL 15), reached by URL as an external server is.
  // jit off for the tests' own connections too, as the service's pool sets it (src/engine/db.ts).
  server = await startEmbeddedPostgres({ baseDir, database: TEMPLATE, durable: false, binDir: process.env.TEST_POSTGRES_BIN || undefined, settings: { jit: 'off' } });
  process.env[SERVER_ENV] = JSON.stringify({ url: server.url, adminUrl: server.adminUrl } satisfies ServerInfo);
  await migrate(server.url);
  await ensureSuperuser(testConfig(), server.url);
}

export async function mochaGlobalTeardown() {
  await server?.destroy();
  server = undefined;
  delete process.env[SERVER_ENV];
  if (baseDir) await rm(baseDir, { recursive: true, force: true });
}

export const mochaHooks = {
  async beforeAll(this: Mocha.Context) {
    this.timeout(120_000);
    // Once per process (in a parallel run this hook runs before each file).
    const worker = process.env.MOCHA_WORKER_ID;
    database ??= createDatabase(worker === undefined ? 'netinv_test' : `netinv_test_${worker}`, TEMPLATE).then(async (url) => {
      process.env.TEST_DATABASE_URL = url;
      // The first app a process makes loads and checks the OpenAPI document for the request
      // validator every later app shares (src/http/middleware/validate.ts), seconds of CPU:
      // done here, under this hook's timeout, rather than in whichever file comes first.
      const api = await startApi();
      try {
        await api.request.get('/api/').set(auth);
      } finally {
        await api.close();
      }
      return url;
    });
    await database;
  },
};
