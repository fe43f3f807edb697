// A netinv for benchmarks: its own embedded PostgreSQL (in a temporary directory, fsync off unless durable,
// pg_stat_statements loaded so each workload can report the SQL it cost), migrated, with a
// superuser token, and the real HTTP server on a free port. The load generator talks to it
// over the loopback like any client.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { ensureSuperuser } from '../../src/auth/superuser.ts';
import { loadConfig } from '../../src/config.ts';
import { startEmbeddedPostgres } from '../../src/db/embedded.ts';
import { migrate } from '../../src/db/migrate.ts';
import { embeddedSettings, thisMachine } from '../../src/db/sizing.ts';
import { setLogLevel } from '../../src/log.ts';
import { freePort } from '../../src/net/free-port.ts';
import { startServer } from '../../src/server.ts';

export const TOKEN = '0123456789abcdef0123456789abcdef01234567';

export interface BenchService {
  /** http://127.0.0.1:<port> */
  base: string;
  headers: Record<string, string>;
  /** The bench's own connection; its statements are not counted (pg_stat_statements.track = none). */
  sql: postgres.Sql;
  /** The database's URL and the service's pool size, for the SQL limits' own pool. */
  databaseUrl: string;
  poolSize: number;
  stop(): Promise<void>;
}

/**
 * `durable`: PostgreSQL as `make run` has it (fsync on, every commit flushed, sized to the machine:
 * db/sizing.ts), so writes are bound by the disk's flushes as in production; otherwise a
 * throwaway cluster's fsync off and 512MB of buffers, for the read benchmarks.
 */
export async function startBenchService(env: Record<string, string> = {}, { durable = false }: { durable?: boolean } = {}): Promise<BenchService> {
  setLogLevel('error');
  const baseDir = await mkdtemp(join(tmpdir(), 'netinv-bench-'));
  const pg = await startEmbeddedPostgres({
    baseDir, database: 'netinv_bench', durable,
    settings: {
      ...(durable ? embeddedSettings(thisMachine(), {}) : { shared_buffers: '512MB' }),
      shared_preload_libraries: 'pg_stat_statements', 'pg_stat_statements.track': 'top', 'pg_stat_statements.track_planning': 'on', max_connections: '200',
    },
  });
  await migrate(pg.url);
  const config = loadConfig({
    SECRET_KEY: 'bench-secret-key-that-is-long-enough-for-the-check-0123456789',
    DATA_DIR: join(baseDir, 'data'),
    SUPERUSER_NAME: 'admin',
    SUPERUSER_API_TOKEN: TOKEN,
    HOST: '127.0.0.1',
    PORT: String(await freePort()),
    LOG_LEVEL: 'error',
    ...env,
  });
  await ensureSuperuser(config, pg.url);
  const sql = postgres(pg.url, { max: 4, onnotice: () => {}, connection: { 'pg_stat_statements.track': 'none' } });
  await sql`CREATE EXTENSION IF NOT EXISTS pg_stat_statements`;
  const server = await startServer(config, pg.url);
  return {
    base: `http://127.0.0.1:${server.port}`,
    headers: { Authorization: `Token ${TOKEN}`, 'Content-Type': 'application/json', Accept: 'application/json' },
    sql,
    databaseUrl: pg.url,
    poolSize: config.dbPoolSize,
    async stop() {
      await server.close();
      await sql.end({ timeout: 5 });
      await pg.destroy();
      await rm(baseDir, { recursive: true, force: true });
    },
  };
}
