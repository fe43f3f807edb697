// A netinv for benchmarks: its own embedded PostgreSQL (in a temporary directory, fsync off
// unless asked to be durable, pg_stat_statements loaded so each workload can report the SQL it
// cost), migrated, with a superuser token, and the real HTTP server on a free port. The load
// generator talks to it over the loopback like any client.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { ensureSuperuser } from '../../src/auth/superuser.ts';
import { loadConfig } from '../../src/config.ts';
import { startEmbeddedPostgres } from '../../src/db/embedded.ts';
import { migrate } from '../../src/db/migrate.ts';
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

export interface BenchOptions {
  /** PostgreSQL as `make run` runs it: fsync on, every commit flushed, the server's own sizing
   * (writes are then bound by the disk's flushes, as in production). Default false: fsync off
   * and 512 MB of shared buffers, for the read benchmarks. */
  durable?: boolean;
}

const STATEMENT_STATS = { shared_preload_libraries: 'pg_stat_statements', 'pg_stat_statements.track': 'top', 'pg_stat_statements.track_planning': 'on' };

export async function startBenchService(env: Record<string, string> = {}, options: BenchOptions = {}): Promise<BenchService> {
  setLogLevel('error');
  const baseDir = await mkdtemp(join(tmpdir(), 'netinv-bench-'));
  const durable = options.durable ?? false;
  const pg = await startEmbeddedPostgres({
    baseDir, database: 'netinv_bench', durable,
    settings: durable ? STATEMENT_STATS : { ...STATEMENT_STATS, max_connections: '200', shared_buffers: '512MB' },
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
