// Background workers on their own (`make workers`): webhook deliveries and change log pruning
// against the database named by DATABASE_URL, the one the API processes use. Run as many as
// wanted, on any host; the queue hands each job to one of them.
import { ConfigError, loadConfig } from './config.ts';
import { startWorkers } from './events/worker.ts';
import { log, setLogLevel } from './log.ts';
import { registerExtensions } from './register.ts';
import { reason } from './startup-error.ts';

let config;
try {
  config = loadConfig();
} catch (e) {
  if (!(e instanceof ConfigError)) throw e;
  process.stderr.write(`netinv workers: invalid setting ${e.message}\n`);
  process.exit(2);
}
setLogLevel(config.logLevel);
registerExtensions();
if (!config.databaseUrl) {
  process.stderr.write('netinv workers: set DATABASE_URL to the database of the API processes\n');
  process.exit(2);
}
// On their own the workers always deliver: WEBHOOK_WORKERS=0 means none in the API process.
// The database away at start: one line, and a non-zero status for the supervisor to start the
// workers again (once started, they ride out an outage: events/queue.ts).
const workers = await startWorkers(config, config.databaseUrl, config.webhooks.workers || 4).catch((error: unknown) => {
  log.error('workers could not start', { error: reason(error) });
  process.exit(1);
});
let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    log.info('workers stopping', { signal });
    workers.stop().then(() => process.exit(0), (error: unknown) => {
      log.error('error while stopping the workers', { error });
      process.exit(1);
    });
  });
