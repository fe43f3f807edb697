// netinv entry point: `make run`, i.e. `node dist/server/main.js`, this file bundled by `make
// server` (scripts/build-server.ts), or `node --import tsx src/main.ts` from the sources. Not
// the `tsx` command: tsx runs the program in a child process and, when that child does not
// acknowledge a relayed SIGTERM/SIGINT at once (its event loop busy), kills it with SIGKILL,
// skipping the graceful shutdown and orphaning the embedded PostgreSQL.
//
// Primary process: load the configuration, open the database (DATABASE_URL or the embedded
// PostgreSQL), apply migrations, ensure the configured superuser, then serve the API: in this
// process when WEB_CONCURRENCY is 1, else in that many node:cluster workers (restarted when
// they die, except one that cannot start, e.g. PORT in use: that stops the service, status 1). SIGTERM or SIGINT: stop accepting, let in-flight requests finish (SHUTDOWN_TIMEOUT),
// close the app, stop the workers and the embedded PostgreSQL, exit 0. A second signal exits 1
// at once (a repeat within a second is taken as the same request).
//
// Exit status: 0 after a graceful shutdown, 1 when startup fails or the embedded PostgreSQL
// cannot be restarted after it went away, 2 for a bad setting.
import cluster, { type Worker } from 'node:cluster';
import { ensureSuperuser } from './auth/superuser.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase, type Database } from './db/connect.ts';
import { migrate } from './db/migrate.ts';
import { log, setLogLevel } from './log.ts';
import { registerExtensions } from './register.ts';
import { startServer, type RunningServer } from './server.ts';
import { StartupError, reason } from './startup-error.ts';
import { startWorkers, type Workers } from './events/worker.ts';

/** Exit status of a worker that cannot start for a reason a restart would not change (a StartupError). */
const CANNOT_START = 3;

/** The webhook workers of this API process (WEBHOOK_WORKERS; 0: none). */
let events: Promise<Workers | undefined> = Promise.resolve(undefined);
let eventsStopping = false;
/** Seconds between attempts to start the webhook workers while the database is away. */
const EVENT_WORKERS_RETRY_SECONDS = 2;
function startEventWorkers(config: Config, databaseUrl: string): void {
  if (config.webhooks.workers <= 0) return;
  // The database may be away just then (restarting): the API serves meanwhile, and the
  // workers start once it is back.
  events = (async () => {
    for (;;) {
      try {
        return await startWorkers(config, databaseUrl);
      } catch (error) {
        if (eventsStopping) return undefined;
        log.warn('webhook workers could not start; trying again', { error: reason(error) });
        await new Promise((r) => setTimeout(r, EVENT_WORKERS_RETRY_SECONDS * 1000));
        if (eventsStopping) return undefined;
      }
    }
  })();
}
async function stopEventWorkers(): Promise<void> {
  eventsStopping = true;
  await (await events.catch(() => undefined))?.stop();
}

/** How the primary hands the database URL to its workers. */
const WORKER_DATABASE_URL = 'NETINV_WORKER_DATABASE_URL';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      log.error('invalid configuration', { setting: e.setting, error: e.message });
      process.stderr.write(`netinv: invalid setting ${e.message}\n`);
      process.exit(2);
    }
    throw e;
  }
}

/** A StartupError in one line (what, where, what to do; also on stderr for whoever is at the terminal); anything else with its stack. */
function logStartFailure(msg: string, error: unknown): void {
  if (error instanceof StartupError) {
    log.error(msg, { error: error.message, setting: error.setting, path: error.path });
    process.stderr.write(`netinv: ${error.message}\n`);
  } else {
    log.error(msg, { error });
  }
}

function onSignals(handler: (signal: NodeJS.Signals) => void): void {
  let first = 0;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      const now = Date.now();
      if (first === 0) {
        first = now;
        handler(signal);
      } else if (now - first < 1000) {
        // The same stop reaching us twice (Ctrl-C signals the whole process group, and a
        // supervisor may relay it too): not a request to hurry.
        log.debug('repeated signal ignored', { signal });
      } else {
        log.warn('second signal during shutdown: exiting now', { signal });
        process.exit(1);
      }
    });
  }
}

function onCrash(): void {
  const crash = (what: string) => (error: unknown) => {
    log.error(what, { error });
    // embedded.ts's exit listener still sends the embedded PostgreSQL a fast-shutdown signal.
    process.exit(1);
  };
  process.on('uncaughtException', crash('uncaught exception'));
  process.on('unhandledRejection', crash('unhandled promise rejection'));
}

async function runPrimary(config: Config): Promise<void> {
  log.info('starting', {
    pid: process.pid,
    node: process.version,
    web_concurrency: config.webConcurrency,
    database: config.databaseUrl ? 'external' : 'embedded',
  });

  let shuttingDown = false;
  let db: Database | undefined;
  let server: RunningServer | undefined;
  const workers = new Set<Worker>();

  const startup = (async () => {
    // A database that cannot be had again stops the service (status 1) for its supervisor to
    // restart, rather than answering 503 for ever.
    db = await openDatabase(config, (error) => {
      log.error('the embedded PostgreSQL could not be restarted; stopping', { error: reason(error) });
      if (!shuttingDown) void shutdown(1);
    });
    if (shuttingDown) return;
    await migrate(db.url);
    if (shuttingDown) return;
    await ensureSuperuser(config, db.url);
    if (shuttingDown) return;
    if (config.webConcurrency === 1) {
      server = await startServer(config, db.url);
      startEventWorkers(config, db.url);
    } else {
      startWorkers(db.url);
    }
  })();

  function startWorkers(databaseUrl: string): void {
    let quickDeaths = 0;
    const bornAt = new Map<Worker, number>();
    const fork = () => {
      const worker = cluster.fork({ [WORKER_DATABASE_URL]: databaseUrl });
      workers.add(worker);
      bornAt.set(worker, Date.now());
    };
    cluster.on('exit', (worker, code, signal) => {
      workers.delete(worker);
      const lived = Date.now() - (bornAt.get(worker) ?? 0);
      bornAt.delete(worker);
      if (shuttingDown) return;
      if (code === CANNOT_START) {
        // The worker said why in its log line (e.g. PORT in use): a restart would fail the same way.
        void shutdown(1);
        return;
      }
      // A worker that keeps dying at start is restarted ever more slowly (up to 30 s).
      quickDeaths = lived < 10_000 ? quickDeaths + 1 : 0;
      const delay = quickDeaths === 0 ? 0 : Math.min(30_000, 250 * 2 ** quickDeaths);
      log.warn('worker exited unexpectedly; restarting', { pid: worker.process.pid, code, signal, delay_ms: delay });
      setTimeout(() => {
        if (!shuttingDown) fork();
      }, delay).unref();
    });
    for (let i = 0; i < config.webConcurrency; i++) fork();
  }

  async function stopWorkers(): Promise<void> {
    if (workers.size === 0) return;
    const exited = [...workers].map(
      (w) => new Promise<void>((resolve) => (w.isDead() ? resolve() : w.process.once('exit', () => resolve()))),
    );
    for (const w of workers) w.process.kill('SIGTERM');
    // Workers get SHUTDOWN_TIMEOUT for their requests, plus time to close their pools.
    const deadline = setTimeout(() => {
      log.warn('workers still running after the shutdown timeout; killing them');
      for (const w of workers) w.process.kill('SIGKILL');
    }, (config.shutdownTimeout + 10) * 1000);
    await Promise.all(exited);
    clearTimeout(deadline);
  }

  /** Stops serving, the workers and the embedded PostgreSQL, then exits (with 1 if any of that failed). */
  async function shutdown(status: number): Promise<void> {
    shuttingDown = true;
    try {
      await startup.catch(() => undefined);
      await stopEventWorkers();
      await server?.close();
      await stopWorkers();
    } catch (error) {
      log.error('error while shutting down', { error });
      status = 1;
    }
    try {
      await db?.stop();
    } catch (error) {
      log.error('error while stopping the database', { error });
      status = 1;
    }
    log.info('stopped', { status });
    process.exit(status);
  }

  onSignals((signal) => {
    log.info('shutting down', { signal });
    void shutdown(0);
  });

  try {
    await startup;
  } catch (error) {
    if (shuttingDown) return; // the signal handler reports and exits
    shuttingDown = true;
    logStartFailure('startup failed', error);
    await stopWorkers().catch(() => undefined);
    await db?.stop().catch(() => undefined);
    process.exit(1);
  }
}

async function runWorker(config: Config): Promise<void> {
  const databaseUrl = process.env[WORKER_DATABASE_URL];
  if (!databaseUrl) throw new Error(`worker started without ${WORKER_DATABASE_URL}`);
  let server: RunningServer | undefined;
  const starting = startServer(config, databaseUrl).then((s) => {
    server = s;
    startEventWorkers(config, databaseUrl);
  });
  onSignals(async () => {
    try {
      await starting.catch(() => undefined);
      await stopEventWorkers();
      await server?.close();
      process.exit(0);
    } catch (error) {
      log.error('error while shutting down', { error });
      process.exit(1);
    }
  });
  try {
    await starting;
  } catch (error) {
    logStartFailure('worker failed to start', error);
    process.exit(error instanceof StartupError ? CANNOT_START : 1);
  }
}

const config = readConfig();
setLogLevel(config.logLevel);
registerExtensions();
onCrash();
if (cluster.isPrimary) await runPrimary(config);
else await runWorker(config);
