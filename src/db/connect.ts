// Which PostgreSQL: DATABASE_URL when set, else the embedded server in DATA_DIR.
import postgres from 'postgres';
import type { Config } from '../config.ts';
import { log } from '../log.ts';
import { startConfiguredEmbeddedPostgres } from './embedded.ts';

export interface Database {
  url: string;
  /** True when the server is the embedded one this process started. */
  embedded: boolean;
  /** Stops the embedded server; nothing for an external one. Idempotent. */
  stop(): Promise<void>;
}

/** A URL safe to log: the password replaced by ***. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparseable URL)';
  }
}

/** Wait until an external server answers (it may still be starting, e.g. in compose). */
async function waitForServer(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (let attempt = 1; ; attempt++) {
    const sql = postgres(url, { max: 1, connect_timeout: 5, onnotice: () => undefined });
    try {
      await sql`SELECT 1`;
      return;
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      const transient = code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN' ||
        code === 'CONNECT_TIMEOUT' || code === '57P03'; // 57P03: the database system is starting up
      if (!transient || Date.now() > deadline) {
        throw new Error(`cannot connect to DATABASE_URL ${redactUrl(url)}: ${(e as Error).message}`, { cause: e });
      }
      if (attempt === 1) log.info('waiting for the database', { url: redactUrl(url), code });
      await new Promise((r) => setTimeout(r, 1000));
    } finally {
      await sql.end({ timeout: 1 }).catch(() => undefined);
    }
  }
}

/** `onLost`: the embedded server went away and could not be started again (embedded.ts). */
export async function openDatabase(config: Config, onLost?: (error: unknown) => void): Promise<Database> {
  if (config.databaseUrl) {
    await waitForServer(config.databaseUrl, 30_000);
    log.info('using external PostgreSQL', { url: redactUrl(config.databaseUrl) });
    return { url: config.databaseUrl, embedded: false, stop: async () => undefined };
  }
  const pg = await startConfiguredEmbeddedPostgres(config, undefined, onLost);
  return { url: pg.url, embedded: true, stop: () => pg.stop() };
}
