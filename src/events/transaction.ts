// The one way a write is made: a transaction that tells the change log triggers (changelog.ts)
// its request and user, runs the write, queues the webhook deliveries its changes call for
// (enqueue.ts), and reads what the answer shows in the round trip of its COMMIT.
import type { PgBoss } from 'pg-boss';
import type { Db, Pool } from '../engine/db.ts';
import { lockedUserId, SETTING } from './changelog.ts';
import { enqueueEvents, type Origin } from './enqueue.ts';
import { GENERATION_SQL, TRIGGER_TABLES, type TriggerCache } from './trigger-cache.ts';

export type { Origin };

export interface EventServices {
  pool: Pool;
  /** The started queue (pg-boss), opened on first use. */
  queue(): Promise<PgBoss>;
  /** The webhooks' and event rules' triggers this process read last. */
  triggers: TriggerCache;
}

/** What a write tells its transaction: the tables it wrote to (a write to the webhooks' or
 * event rules' table makes the transaction read the triggers again, in its own snapshot), and
 * the statements it sent without waiting for their answers (engine/write/with-commit.ts
 * `settleWithCommit`), awaited after COMMIT: one that fails is the write's error. */
export interface WriteLog {
  tables: Set<string>;
  pending: Array<Promise<unknown>>;
}

/** The error of the first pending statement that failed, if one did. */
async function pendingFailure(log: WriteLog): Promise<unknown> {
  for (const outcome of await Promise.allSettled(log.pending)) if (outcome.status === 'rejected') return outcome.reason ?? new Error('a statement failed');
  return undefined;
}

const USER_ID = lockedUserId('$2');
/** What every write sends after BEGIN: who writes, for the change log, and the webhook triggers'
 * generation. One text made once, not a string built and kept per write. */
const OPEN_SQL = `SELECT set_config('${SETTING.requestId}', $1, true), set_config('${SETTING.userId}', ${USER_ID}, true), set_config('${SETTING.userName}', $3, true),
                      ${GENERATION_SQL} AS generation`;

/** How many times a write is made in all when PostgreSQL ends its transaction to settle a
 * deadlock or a serialization failure. */
const ATTEMPTS = 3;
/** deadlock_detected, serialization_failure: the transaction was rolled back whole, and the same
 * write made again once the other transaction is through can succeed. */
const CONFLICTS = new Set(['40P01', '40001']);

/** Whether `e` is PostgreSQL ending a transaction for a conflict with another (CONFLICTS). */
export const isWriteConflict = (e: unknown): boolean => CONFLICTS.has((e as { code?: string } | null)?.code ?? '');

/** Runs `fn` in a write transaction for `origin`. `show`, given the result, reads what the
 * answer shows: its statements go out with COMMIT, in the same round trip, and see what the
 * transaction wrote (one that fails turns COMMIT into a rollback, so an answer never shows
 * what was not written). A transaction PostgreSQL ends to break a deadlock (two writers each
 * holding a row or lock the other waits for: a prefix's row and its VRF's hierarchy lock, two
 * bulk writes' rows in other orders) is made again from the start, as the client would have
 * to: nothing of it was written, and `fn` reads everything it decides on in the transaction. */
export async function writeTransaction<T, S = undefined>(
  services: EventServices, origin: Origin, fn: (tx: Db, log: WriteLog) => Promise<T>, show?: (tx: Db, result: T) => Promise<S>,
): Promise<{ result: T; shown: S | undefined }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await writeOnce(services, origin, fn, show);
    } catch (e) {
      if (attempt >= ATTEMPTS || !isWriteConflict(e)) throw e;
    }
  }
}

async function writeOnce<T, S>(
  services: EventServices, origin: Origin, fn: (tx: Db, log: WriteLog) => Promise<T>, show?: (tx: Db, result: T) => Promise<S>,
): Promise<{ result: T; shown: S | undefined }> {
  // A connection of its own rather than the pool's begin, which waits for BEGIN's answer before
  // anything else is sent: BEGIN, the settings and the triggers' generation go out now and are
  // answered later, while the write's first statement follows them on the connection, one
  // round trip for all. Every statement with parameters on it is prepared (a named statement,
  // kept per connection): an unprepared one waits for its parameters' description before it is
  // bound, and a reserved connection of postgres.js then sends each statement queued behind it
  // only once the one before has been answered, one round trip each to the end of the write.
  const tx = await services.pool.reserve();
  const opened = Promise.all([
    tx.unsafe('BEGIN').execute(),
    tx.unsafe(OPEN_SQL, [origin.requestId, origin.user?.id ?? null, origin.user?.username ?? ''], { prepare: true }).execute(),
  ]);
  opened.catch(() => undefined); // awaited below
  const log: WriteLog = { tables: new Set(), pending: [] };
  try {
    const result = await fn(tx, log);
    const [, [settings]] = await opened;
    const generation = (settings as { generation: string | null } | undefined)?.generation ?? null;
    const triggers = await services.triggers.triggers(tx, generation, TRIGGER_TABLES.some((t) => log.tables.has(t)));
    await enqueueEvents(tx, origin, services.queue, triggers);
    const shown = show?.(tx, result);
    shown?.catch(() => undefined); // awaited below, after COMMIT's answer
    const commit = tx.unsafe('COMMIT').execute();
    const after = origin.afterCommit?.(tx);
    after?.catch(() => undefined); // awaited below, its failure the write's no longer
    const committed = await commit;
    await after?.catch(() => undefined);
    // A pending statement or one of `show` that failed turned COMMIT into a rollback: its error
    // is the one to throw (a pending one's first, below: those after it were refused for it).
    const value = await shown;
    if ((committed as unknown as { command?: string }).command === 'ROLLBACK') throw new Error('the transaction was rolled back at COMMIT');
    return { result, shown: value };
  } catch (e) {
    await tx.unsafe('ROLLBACK').catch(() => undefined);
    // A statement refused because a pending one failed before it: the pending one's error.
    throw (await pendingFailure(log)) ?? e;
  } finally {
    tx.release();
  }
}
