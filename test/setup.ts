// Mocha root hooks (loaded through .mocharc.json `require`): one embedded PostgreSQL for the
// whole run, in a fresh temporary directory on a free port, stopped and removed at the end
// (as root its cluster lives outside that 0700 directory: src/db/embedded-place.ts).
// Its database URL is published as process.env.TEST_DATABASE_URL and by testDatabaseUrl().
//
// The server is a throwaway: fsync is off. Set LOG_LEVEL to see the service's logs (by
// default only warnings and errors are written during tests).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { createDatabaseIfMissing, startEmbeddedPostgres, type EmbeddedPostgres } from '../src/db/embedded.ts';
import { setLogLevel } from '../src/log.ts';
import { freePort } from '../src/net/free-port.ts';

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

let server: EmbeddedPostgres | undefined;
let baseDir: string | undefined;


/** URL of the test run's database (`netinv_test`). */
export function testDatabaseUrl(): string {
  if (!server) throw new Error('the test PostgreSQL is not running (is test/setup.ts in .mocharc.json `require`?)');
  return server.url;
}

/** A new, empty database on the test server, for tests that need one of their own. */
export async function freshDatabase(prefix = 'test'): Promise<string> {
  if (!server) testDatabaseUrl();
  const name = `${prefix.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}_${randomBytes(4).toString('hex')}`;
  await createDatabaseIfMissing(server!.adminUrl, name);
  const url = new URL(server!.url);
  url.pathname = `/${name}`;
  return url.toString();
}

export const mochaHooks = {
  async beforeAll(this: Mocha.Context) {
    this.timeout(120_000);
    if (!process.env.LOG_LEVEL) setLogLevel('warn');
    baseDir = await mkdtemp(join(tmpdir(), 'netinv-test-'));
    server = await startEmbeddedPostgres({ baseDir, database: 'netinv_test', durable: false });
    process.env.TEST_DATABASE_URL = server.url;
    // Fail here, with a clear message, rather than in every test.
    const sql = postgres(server.url, { max: 1, onnotice: () => undefined });
    try {
      await sql`SELECT 1`;
    } finally {
      await sql.end();
    }
  },
  async afterAll(this: Mocha.Context) {
    this.timeout(60_000);
    await server?.destroy();
    server = undefined;
    delete process.env.TEST_DATABASE_URL;
    if (baseDir) await rm(baseDir, { recursive: true, force: true });
  },
};
