// The background workers: webhook deliveries (WEBHOOK_WORKERS at once per process, each
// webhook's deliveries for one object in order: the queue's key_strict_fifo policy), and the
// daily pruning of the change log (CHANGELOG_RETENTION). They run in the API process
// (src/main.ts) or on their own (src/workers.ts), as many processes as wanted on one database.
import type { Job, JobResult } from 'pg-boss';
import type { Config } from '../config.ts';
import { openPool, query } from '../engine/db.ts';
import { log } from '../log.ts';
import { CHANGE_TABLE } from './changelog.ts';
import { closeAgents, deliver, DeliveryError } from './deliver.ts';
import type { DeliveryJob } from './enqueue.ts';
import { DELIVERY_ROUNDS, openQueue, PRUNE_QUEUE, WEBHOOK_QUEUE } from './queue.ts';

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
    // One poller takes up to DELIVERY_ROUNDS * concurrency jobs at a time (one per webhook and
    // object: the queue's policy offers only each key's first) and delivers them `concurrency`
    // at a time; while batches come back full it fetches again at once. One fetch per batch
    // rather than per delivery: finding each key's first job costs the queue a scan.
    await boss.work<DeliveryJob>(WEBHOOK_QUEUE, {
      localConcurrency: 1,
      batchSize: Math.max(2, DELIVERY_ROUNDS * concurrency),
      burstWhenBatchFull: true,
      perJobResults: true,
      // New jobs wake the workers at once (LISTEN/NOTIFY); polling finds the retries whose
      // backoff has passed, which no notification announces.
      pollingIntervalSeconds: 0.5,
      notifyPollingIntervalSeconds: 1,
    }, async (jobs: Job<DeliveryJob>[]) => {
      const results: JobResult[] = new Array(jobs.length);
      let next = 0;
      const slot = async () => {
        while (next < jobs.length) {
          const i = next++;
          results[i] = await attempt(jobs[i]!);
        }
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, slot));
      return results;
    });
  }
  async function attempt(job: Job<DeliveryJob>): Promise<JobResult> {
    try {
      return { id: job.id, status: 'completed', output: await deliver(pool, job.data, config.webhooks.timeout) };
    } catch (e) {
      if (!(e instanceof DeliveryError)) throw e;
      log.warn('webhook delivery failed', { job: job.id, webhook: job.data.webhook, attempt: job.retryCount + 1, error: e.message });
      return { id: job.id, status: 'failed', output: { message: e.message, ...e.outcome } };
    }
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
