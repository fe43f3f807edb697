// A worker fetches its deliveries in large batches (a fetch scans the queue), but records each
// one as it ends: pg-boss settles a batch only when the whole batch is done, and a batch whose
// settling is lost (PostgreSQL restarting, the process killed) is delivered again in full. Here a
// delivery that succeeded is marked completed at once, together with the others ending at the
// same moment (one statement), and the deliveries of a batch not started yet are handed back to
// the queue when the worker stops or cannot reach the database. Then at most the deliveries in
// flight are made twice.
import type { Db as BossDb, Job } from 'pg-boss';
import { log } from '../log.ts';
import { SCHEMA, WEBHOOK_QUEUE } from './queue.ts';

/** Seconds a completion that cannot reach the database is tried again before it is left to the
 * batch's own settling (and, failing that, to another worker's reclaim). */
const RETRY_SECONDS = 10;

interface Pending {
  id: string;
  retry_count: number;
  output: unknown;
  done: () => void;
}

/** Completed deliveries recorded as they end, batched while a statement is under way. */
export class Completions {
  private pending: Pending[] = [];
  private flushing: Promise<void> | null = null;
  /** A statement failed and is being tried again: the database is out of reach. */
  failing = false;

  constructor(private readonly db: BossDb) {}

  /** Marks `job` completed with `output`; resolves once that is recorded, or given up. */
  record(job: Job<unknown>, output: unknown): Promise<void> {
    return new Promise((done) => {
      this.pending.push({ id: job.id, retry_count: job.retryCount, output, done });
      this.flushing ??= this.flush().finally(() => {
        this.flushing = null;
      });
    });
  }

  private async flush(): Promise<void> {
    let since = 0;
    while (this.pending.length) {
      const group = this.pending.splice(0);
      try {
        // Only the attempt this worker holds (its retry_count): another worker may hold a later one.
        // The ids as an array too: joined to the recordset alone, the job table is scanned.
        await this.db.executeSql(
          `UPDATE ${SCHEMA}.job j SET state = 'completed', completed_on = now(), output = i.output
             FROM json_to_recordset($1::json) AS i (id uuid, retry_count int, output jsonb)
            WHERE j.name = '${WEBHOOK_QUEUE}' AND j.id = ANY($2::uuid[]) AND j.id = i.id AND j.state = 'active' AND j.retry_count = i.retry_count`,
          [JSON.stringify(group.map(({ id, retry_count, output }) => ({ id, retry_count, output }))), group.map((p) => p.id)]);
        this.failing = false;
        since = 0;
        for (const p of group) p.done();
      } catch (e) {
        this.failing = true;
        since ||= Date.now();
        if (Date.now() - since > RETRY_SECONDS * 1000) {
          log.warn('webhook deliveries not recorded as completed', { count: group.length, error: (e as Error).message });
          // Deliveries start again with the next batch, which a fetch on a reachable database brings.
          this.failing = false;
          since = 0;
          for (const p of group) p.done();
          continue;
        }
        this.pending.unshift(...group);
        await new Promise((r) => setTimeout(r, 250));
      }
    }
  }
}

/** A claim no job row has: pg-boss fences each settling on the attempt (retry_count) the job
 * was fetched with. */
const RELEASED = -1;

/** Puts `jobs`, fetched but not started, back in the queue as they were, unless another worker
 * has taken them since (their attempt moved on). Their claims in this batch are released: pg-boss
 * settles the batch after the handler returns and fails every job without a result, fenced on
 * the attempt it was fetched with, which a job handed back keeps (started_on cleared, the next
 * fetch does not count one). A poller taking it again in between would see that attempt failed
 * under it ("no disposition"), left for the retry delay though it was delivered. */
export async function handBack(db: BossDb, jobs: Job<unknown>[]): Promise<void> {
  if (jobs.length === 0) return;
  const attempts = jobs.map((j) => `${j.id}:${j.retryCount}`);
  for (const job of jobs) (job as { retryCount: number }).retryCount = RELEASED;
  try {
    // started_on cleared: the next fetch does not count an attempt (pg-boss's restore).
    await db.executeSql(
      `UPDATE ${SCHEMA}.job SET state = 'created', started_on = NULL, heartbeat_on = NULL
        WHERE name = '${WEBHOOK_QUEUE}' AND state = 'active' AND (id::text || ':' || retry_count::text) = ANY($1::text[])`,
      [attempts]);
  } catch (e) {
    // They are taken back once their marks are old (retries.ts, reclaimAbandoned).
    log.warn('webhook deliveries not handed back', { count: jobs.length, error: (e as Error).message });
  }
}
