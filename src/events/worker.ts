// The background workers: webhook deliveries (WEBHOOK_WORKERS at once per process, each
// webhook's deliveries for one object in order: the queue's key_strict_fifo policy), and the
// daily pruning of the change log (CHANGELOG_RETENTION). They run in the API process
// (src/main.ts) or on their own (src/workers.ts), as many processes as wanted on one database.
import type { Job } from 'pg-boss';
import type { Config } from '../config.ts';
import { openPool, query } from '../engine/db.ts';
import { log } from '../log.ts';
import { CHANGE_TABLE } from './changelog.ts';
import { closeAgents, deliver, DeliveryError } from './deliver.ts';
import type { DeliveryJob } from './enqueue.ts';
import { openQueue, PRUNE_QUEUE, WEBHOOK_QUEUE } from './queue.ts';

export interface Workers {
  stop(): Promise<void>;
}

/** Deletes change log entries older than the retention; returns how many. */
export async function pruneChangeLog(db: Parameters<typeof query>[0], retentionDays: number): Promise<number> {
  if (retentionDays <= 0) return 0;
  const rows = await query<{ n: number }>(db, `WITH gone AS (DELETE FROM ${CHANGE_TABLE} WHERE time < now() - make_interval(days => $1) RETURNING 1) SELECT count(*)::int AS n FROM gone`, [retentionDays]);
  return rows[0]?.n ?? 0;
}

export async function startWorkers(config: Config, databaseUrl: string, concurrency = config.webhooks.workers): Promise<Workers> {
  const boss = await openQueue(config, databaseUrl, true);
  const pool = openPool(databaseUrl, Math.max(2, Math.min(concurrency, 10)));
  if (concurrency > 0) {
    await boss.work<DeliveryJob>(WEBHOOK_QUEUE, {
      localConcurrency: concurrency,
      batchSize: 1,
      // New jobs wake the workers at once (LISTEN/NOTIFY); polling finds the retries whose
      // backoff has passed, which no notification announces.
      pollingIntervalSeconds: 0.5,
      notifyPollingIntervalSeconds: 1,
    }, async ([job]: Job<DeliveryJob>[]) => {
      try {
        return await deliver(pool, job!.data, config.webhooks.timeout);
      } catch (e) {
        if (e instanceof DeliveryError) {
          log.warn('webhook delivery failed', { job: job!.id, webhook: job!.data.webhook, attempt: job!.retryCount + 1, error: e.message });
          // Error's own properties are what pg-boss keeps as the task's output.
          throw Object.assign(new Error(e.message), e.outcome);
        }
        throw e;
      }
    });
  }
  await boss.schedule(PRUNE_QUEUE, '17 3 * * *', null, { tz: 'UTC' });
  await boss.work(PRUNE_QUEUE, async () => {
    const removed = await pruneChangeLog(pool, config.changelogRetention);
    log.info('change log pruned', { removed, retention_days: config.changelogRetention });
    return { removed };
  });
  log.info('workers started', { webhook_deliveries: concurrency, pid: process.pid });
  return {
    async stop() {
      await boss.stop({ graceful: true, timeout: config.webhooks.timeout * 1000 + 1000, close: true });
      await closeAgents();
      await pool.end({ timeout: 5 });
    },
  };
}
