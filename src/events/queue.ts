// The queues, on pg-boss in the service's own database: webhook deliveries, and the daily
// change log pruning. Deliveries are inserted on the request's transaction (queueDeliveries),
// so they exist exactly when the change that made them is committed.
import type { EventEmitter } from 'node:events';
import { PgBoss } from 'pg-boss';
import { notifyChannelSql } from 'pg-boss/dist/plans.js';
import type { Config } from '../config.ts';
import type { Db } from '../engine/db.ts';
import { isDatabaseUnavailable, DatabaseWatch } from '../db/availability.ts';
import { log } from '../log.ts';

export const SCHEMA = 'pgboss';
export const WEBHOOK_QUEUE = 'webhook';
export const PRUNE_QUEUE = 'changelog-prune';

/** A worker fetches this many deliveries per concurrent delivery at once (worker.ts): each
 * fetch costs the queue a scan of every queued delivery (its policy's ordering), so few large
 * fetches rather than many small ones. */
export const DELIVERY_ROUNDS = 32;

/** Fetches a worker process has under way at once; their deliveries share its slots (worker.ts). */
export const POLLERS = 2;

/** Seconds between a worker's marks that its deliveries are alive: four marks in the time
 * after which deliveries whose mark is older (their worker died: SIGKILL, a lost host) are
 * taken back (WEBHOOK_ABANDON_AFTER, retries.ts's reclaimAbandoned) by any worker, which looks
 * five times in that time (reclaimIntervalMs). */
export const heartbeatRefreshSeconds = (config: Config) => config.webhooks.abandonAfter / 4;
export const reclaimIntervalMs = (config: Config) => (config.webhooks.abandonAfter * 1000) / 5;

/** pg-boss's own reclaim of deliveries whose mark is this old, behind netinv's: it would
 * count the interrupted attempt as failed and wait its backoff before the next. */
const BOSS_HEARTBEAT_SECONDS = 60;

/** pg-boss's retry limit: the workers decide when a delivery is failed for good (retries.ts);
 * an attempt pg-boss fails itself (a handler that threw, a job held too long) is retried. */
const BOSS_RETRY_LIMIT = 1_000_000;

/** Seconds a delivery job may stay active, though its worker is alive, before pg-boss gives up
 * on it and retries it: the timeouts of the deliveries a batch may wait for and make one after
 * the other (its own rounds, after those of the other pollers' batches queued for the same
 * slots), and a margin. A dead worker is found sooner, by its heartbeat. */
export function expireSeconds(config: Config): number {
  return Math.ceil(config.webhooks.timeout) * DELIVERY_ROUNDS * POLLERS + 2;
}

/** A request that queues at least this many deliveries (a bulk write's) refreshes the job
 * table's planner statistics before it commits (analyseJobTable). */
export const BURST_DELIVERIES = 200;

/** The delivery queue's job table, schema-qualified and quoted, by queue instance: a queue's
 * table is set when the queue is created and never moves. */
const jobTables = new WeakMap<PgBoss, string>();
async function jobTable(boss: PgBoss): Promise<string | null> {
  const kept = jobTables.get(boss);
  if (kept) return kept;
  const queue = await boss.getQueue(WEBHOOK_QUEUE);
  if (!queue) return null;
  const table = `"${SCHEMA}"."${queue.table}"`;
  jobTables.set(boss, table);
  return table;
}

/** One event's deliveries: its object, what happened, its context as JSON text (the queue
 * stores jsonb, which would reorder its keys) and the webhooks it is delivered to, one job each. */
export interface EventDeliveries {
  object_type: string;
  object_id: number;
  event: string;
  request_id: string;
  context: string;
  webhooks: number[];
}

/** Queues one delivery job per webhook of each of `events`, on the transaction `tx`, in one
 * statement: each event's context is sent once however many webhooks it goes to, and the
 * statement multiplies it out. The jobs take the queue's policy and retry settings as pg-boss's
 * own insert gives them, with one difference: created_on, by which one object's deliveries are
 * fetched in order, is the time each row is written rather than the transaction's start. A
 * write that began first but waited for another's row lock (two clients changing one object at
 * once) would otherwise be delivered before the change it follows. The workers are woken as by
 * pg-boss (its NOTIFY channel), when the transaction commits. Returns how many were queued. */
export async function queueDeliveries(tx: Db, boss: PgBoss, events: EventDeliveries[]): Promise<number> {
  if (events.length === 0) return 0;
  const table = await jobTable(boss);
  if (!table) throw new Error(`the queue ${WEBHOOK_QUEUE} does not exist`);
  const [row] = await tx.unsafe(`
    WITH queued AS (
      INSERT INTO ${table} (id, name, data, priority, start_after, created_on, singleton_key, expire_seconds, deletion_seconds, keep_until,
                            retry_limit, retry_delay, retry_backoff, retry_delay_max, policy, dead_letter, heartbeat_seconds)
      SELECT gen_random_uuid(), q.name,
             jsonb_build_object('webhook', w.webhook, 'object_type', e.object_type, 'object_id', e.object_id, 'event', e.event,
                                'request_id', e.request_id, 'context', e.context),
             0, ${SCHEMA}.job_now(), clock_timestamp(), w.webhook::text || ':' || e.object_type || ':' || e.object_id::text,
             q.expire_seconds, q.deletion_seconds, ${SCHEMA}.job_now() + q.retention_seconds * interval '1s',
             q.retry_limit, q.retry_delay, COALESCE(q.retry_backoff, false), q.retry_delay_max, q.policy, q.dead_letter, q.heartbeat_seconds
        FROM json_to_recordset($1::text::json) AS e (object_type text, object_id bigint, event text, request_id text, context text, webhooks int[])
       CROSS JOIN LATERAL unnest(e.webhooks) AS w (webhook)
        JOIN ${SCHEMA}.queue q ON q.name = '${WEBHOOK_QUEUE}'
      RETURNING 1)
    SELECT (SELECT count(*) FROM queued)::int AS queued, pg_notify(${notifyChannelSql(SCHEMA)}, '${WEBHOOK_QUEUE}')`,
  [JSON.stringify(events)], { prepare: true });
  return (row as unknown as { queued: number }).queued;
}

// Why the job table's statistics are refreshed by netinv itself: a burst of changes (a bulk
// write) queues thousands of deliveries at once, long before autovacuum looks at the table
// (once a minute at best). With statistics that count no queued delivery, PostgreSQL plans the
// queue's fetch (pg-boss's key_strict_fifo policy, which offers only each object's first
// delivery) as a nested loop over the queued deliveries times their objects, many times slower
// than the plan once analysed (bench/NOTES.md, "Figures behind code comments").

/** ANALYZE of the job table in the transaction `tx`. A request runs it after queueing a burst's
 * deliveries (enqueue.ts): ANALYZE counts the transaction's own rows, so the statistics
 * committed with the deliveries already count them when the workers, woken by the commit, plan
 * their first fetch. A worker runs it in a transaction of its own when it finds a backlog
 * (worker.ts). Under a savepoint with a short lock wait: a concurrent burst or worker that holds
 * the table's ANALYZE lock is refreshing the statistics already, and a failure here must not
 * fail the write. */
export async function analyseJobTable(tx: Db, boss: PgBoss): Promise<void> {
  const table = await jobTable(boss);
  if (!table) return;
  await tx.unsafe('SAVEPOINT netinv_statistics');
  try {
    const [previous] = await tx.unsafe(`SELECT current_setting('lock_timeout') AS value, set_config('lock_timeout', '50ms', true)`);
    await tx.unsafe(`ANALYZE ${table}`);
    await tx.unsafe(`SELECT set_config('lock_timeout', $1, true)`, [previous!.value as string]);
    await tx.unsafe('RELEASE SAVEPOINT netinv_statistics');
  } catch (e) {
    await tx.unsafe('ROLLBACK TO SAVEPOINT netinv_statistics');
    if ((e as { code?: string }).code !== '55P03') log.warn('job table statistics not refreshed', { error: (e as Error).message });
  }
}

/** A started pg-boss on `databaseUrl` with the queues created and their retry policy set from
 * the settings. `work`: this instance also supervises (expired jobs) and runs schedules. */
export async function openQueue(config: Config, databaseUrl: string, work: boolean): Promise<PgBoss> {
  const boss = new PgBoss({
    connectionString: databaseUrl,
    schema: SCHEMA,
    max: work ? Math.min(10, config.webhooks.workers + 2) : 2,
    supervise: work,
    schedule: work,
    superviseIntervalSeconds: 2,
    monitorIntervalSeconds: 10,
    useListenNotify: true,
    // A worker's own bookkeeping (a job taken, completed, failed, retried) is not waited on to
    // reach the disk: a crash then loses at most its last marks, and the delivery is made again
    // (at least once, as webhooks always are). Jobs are queued on the request's own, durable
    // transaction (queueDeliveries), never here.
    ...(work ? { options: '-c synchronous_commit=off' } : {}),
  });
  // A failing job records its own error; what reaches here are the queue's own statements
  // (fetching, supervising, scheduling), which fail together while the database is away: that
  // is logged once when it starts and once when it ends.
  const database = new DatabaseWatch(work ? 'queue-worker' : 'queue', () => boss.getDb().executeSql('SELECT 1'));
  boss.on('error', (error: unknown) => {
    if (isDatabaseUnavailable(error)) database.noticed(error);
    else log.warn('queue error', { error: (error as Error)?.message ?? String(error) });
  });
  boss.on('stopped', () => database.close());
  try {
    await boss.start();
    dropUnheardConnectionErrors(boss);
    await prepareQueues(boss, config);
  } catch (e) {
    // Not started (the database away): nothing of it may keep running or polling.
    database.close();
    await boss.stop({ graceful: false, close: true }).catch(() => undefined);
    throw e;
  }
  return boss;
}

/** Drops an 'error' a queue connection emits with nothing listening: node-postgres has already
 * failed the statements it was running with it, and unheard, Node would end the process for it.
 * It happens when the server ends connections (a restart's 57P01, then the end of the socket):
 * pg-pool takes its idle listener off a connection while it is checked out, and pg-boss takes
 * every listener off its LISTEN connection before ending it, which can still report errors.
 * node-postgres's client class, patched once, as the queue's pool constructs it. */
function dropUnheardConnectionErrors(boss: PgBoss): void {
  const Client = (boss.getDb() as unknown as { pool?: { Client?: { prototype: EventEmitter } } }).pool?.Client;
  if (!Client || (Client.prototype.emit as { unheard?: boolean }).unheard) return;
  const emit = Client.prototype.emit;
  const unheard = function (this: EventEmitter, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'error' && this.listenerCount('error') === 0) return false;
    return emit.call(this, event, ...args);
  };
  Client.prototype.emit = Object.assign(unheard, { unheard: true });
}

/** The queues created, their retry policy set from the settings. */
async function prepareQueues(boss: PgBoss, config: Config): Promise<void> {
  const webhook = {
    policy: 'key_strict_fifo' as const,
    retryLimit: BOSS_RETRY_LIMIT,
    retryDelay: config.webhooks.retryDelay,
    retryBackoff: true,
    retryDelayMax: config.webhooks.retryDelayMax,
    expireInSeconds: expireSeconds(config),
    heartbeatSeconds: BOSS_HEARTBEAT_SECONDS,
    notify: true,
  };
  const existing = await boss.getQueue(WEBHOOK_QUEUE);
  if (!existing) await boss.createQueue(WEBHOOK_QUEUE, webhook);
  else {
    const { policy: _policy, ...changeable } = webhook;
    await boss.updateQueue(WEBHOOK_QUEUE, changeable);
  }
  if (!(await boss.getQueue(PRUNE_QUEUE))) await boss.createQueue(PRUNE_QUEUE, { retryLimit: 3 });
}
