// The background workers: webhook deliveries (WEBHOOK_WORKERS at once per process, each
// webhook's deliveries for one object in order: the queue's key_strict_fifo policy), and the
// daily pruning of the change log (CHANGELOG_RETENTION). They run in the API process
// (src/main.ts) or on their own (src/workers.ts), as many processes as wanted on one database.
import type { Job, JobResult } from 'pg-boss';
import { KeyedGate } from '../concurrency/keyed-gate.ts';
import type { Config } from '../config.ts';
import { openPool, query } from '../engine/db.ts';
import { log } from '../log.ts';
import { CHANGE_TABLE } from './changelog.ts';
import { closeAgents, deliver, DeliveryError, webhooksOf, type Webhook } from './deliver.ts';
import type { DeliveryJob } from './enqueue.ts';
import { analyseJobTable, DELIVERY_ROUNDS, heartbeatRefreshSeconds, openQueue, POLLERS, PRUNE_QUEUE, reclaimIntervalMs, WEBHOOK_QUEUE } from './queue.ts';
import { failedAttempts, reclaimAbandoned } from './retries.ts';
import { Completions, handBack } from './settle.ts';
import { closeSandbox } from './sandbox.ts';

export interface Workers {
  stop(): Promise<void>;
}

/** Deletes change log entries older than the retention; returns how many. */
export async function pruneChangeLog(db: Parameters<typeof query>[0], retentionDays: number): Promise<number> {
  if (retentionDays <= 0) return 0;
  const rows = await query<{ n: number }>(db, `WITH gone AS (DELETE FROM ${CHANGE_TABLE} WHERE time < now() - make_interval(days => $1) RETURNING 1) SELECT count(*)::int AS n FROM gone`, [retentionDays]);
  return rows[0]?.n ?? 0;
}

/** The job table's planner statistics are refreshed at most this often (see refreshStatistics). */
const STATISTICS_INTERVAL_MS = 60_000;

export async function startWorkers(config: Config, databaseUrl: string, concurrency = config.webhooks.workers): Promise<Workers> {
  const boss = await openQueue(config, databaseUrl, true);
  const pool = openPool(databaseUrl, Math.max(2, Math.min(concurrency, 10)));
  // A batch at least half full means a backlog (the pollers' concurrent fetches split a burst's
  // first deliveries between them) whose statistics may be stale: queued by requests too small
  // to refresh them (BURST_DELIVERIES), or by a burst whose refresh gave way to another's (see
  // queue.ts).
  let analysed = 0;
  let statistics: Promise<unknown> = Promise.resolve();
  const refreshStatistics = () => {
    if (Date.now() - analysed < STATISTICS_INTERVAL_MS) return;
    analysed = Date.now();
    statistics = pool.begin((tx) => analyseJobTable(tx, boss))
      .catch((e: unknown) => log.warn('job table statistics not refreshed', { error: (e as Error).message }));
  };
  const db = boss.getDb();
  const completions = new Completions(db);
  let stopping = false;
  if (concurrency > 0) {
    // POLLERS pollers each take up to DELIVERY_ROUNDS * concurrency jobs at a time (one per
    // webhook and object: the queue's policy offers only each key's first) and deliver them
    // through the process's `concurrency` slots, which they share: while one poller's batch is
    // completed and the next one fetched, the other's deliveries keep the slots busy. While
    // batches come back full a poller fetches again at once. One fetch per batch rather than per
    // delivery: finding each key's first job costs the queue a scan. Each delivery is recorded as
    // it ends, and a batch's unstarted deliveries go back to the queue when the worker stops or
    // loses the database (settle.ts).
    const slots = new KeyedGate(concurrency);
    const batchSize = Math.max(2, DELIVERY_ROUNDS * concurrency);
    await boss.work<DeliveryJob>(WEBHOOK_QUEUE, {
      localConcurrency: POLLERS,
      batchSize,
      burstWhenBatchFull: true,
      perJobResults: true,
      heartbeatRefreshSeconds: heartbeatRefreshSeconds(config),
      // New jobs wake the workers at once (LISTEN/NOTIFY); polling finds the retries whose
      // backoff has passed, which no notification announces.
      pollingIntervalSeconds: 0.5,
      notifyPollingIntervalSeconds: 1,
    }, async (jobs: Job<DeliveryJob>[]) => {
      if (jobs.length * 2 >= batchSize) refreshStatistics();
      const webhooks = await webhooksOf(pool, jobs.map((job) => job.data));
      const unstarted: Job<DeliveryJob>[] = [];
      const results = await Promise.all(jobs.map(async (job): Promise<JobResult | null> => {
        let result: JobResult;
        await slots.enter('');
        try {
          if (stopping || completions.failing) {
            unstarted.push(job);
            return null;
          }
          result = await attempt(job, webhooks.get(job.data.webhook));
        } finally {
          slots.leave('');
        }
        if (result.status === 'completed') await completions.record(job, result.output);
        return result;
      }));
      await handBack(db, unstarted);
      // Unstarted jobs have no result: their claims were released (handBack), so the batch's
      // settling leaves them to the queue.
      return settleFailures(results.filter((r): r is JobResult => r !== null), jobs);
    });
  }
  async function attempt(job: Job<DeliveryJob>, webhook: Webhook | undefined): Promise<JobResult> {
    try {
      return { id: job.id, status: 'completed', output: await deliver(webhook, { ...job.data, delivery: job.id }, config.webhooks) };
    } catch (e) {
      if (!(e instanceof DeliveryError)) throw e;
      log.warn('webhook delivery failed', { job: job.id, webhook: job.data.webhook, attempt: job.retryCount + 1, error: e.message });
      // `deadletter`: failed for good without its retries (no dead letter queue is configured).
      return { id: job.id, status: e.retry ? 'failed' : 'deadletter', output: { message: e.message, ...e.outcome } };
    }
  }
  /** The failed attempts among `results` retried or failed for good (retries.ts). */
  async function settleFailures(results: JobResult[], jobs: Job<DeliveryJob>[]): Promise<JobResult[]> {
    const failed = results.filter((r) => r.status === 'failed');
    if (failed.length === 0) return results;
    const held = new Map(jobs.map((j) => [j.id, j]));
    const outcomes = await failedAttempts(db, config, failed.map((r) => `${r.id}:${held.get(r.id)!.retryCount}`));
    for (const r of failed) {
      const outcome = outcomes.get(r.id);
      if (!outcome) continue;
      r.output = { ...(r.output as object), first_attempt: outcome.firstAttempt };
      if (outcome.last) r.status = 'deadletter'; // failed for good, whatever pg-boss's count says
    }
    return results;
  }
  // Deliveries of workers that died are taken back here, by whichever worker looks first.
  const reclaim = setInterval(() => {
    reclaimAbandoned(db, config).then(
      (n) => n && log.warn('webhook deliveries taken back from a worker that stopped', { count: n }),
      (e: unknown) => log.warn('abandoned webhook deliveries not reclaimed', { error: (e as Error).message }));
  }, reclaimIntervalMs(config));
  await boss.schedule(PRUNE_QUEUE, '17 3 * * *', null, { tz: 'UTC' });
  await boss.work(PRUNE_QUEUE, async () => {
    const removed = await pruneChangeLog(pool, config.changelogRetention);
    log.info('change log pruned', { removed, retention_days: config.changelogRetention });
    return { removed };
  });
  log.info('workers started', { webhook_deliveries: concurrency, pid: process.pid });
  return {
    async stop() {
      stopping = true;
      clearInterval(reclaim);
      await boss.stop({ graceful: true, timeout: config.webhooks.timeout * 1000 + 1000, close: true });
      await statistics;
      await closeAgents();
      await closeSandbox();
      await pool.end({ timeout: 5 });
    },
  };
}
