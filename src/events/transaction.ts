// The one way a write is made: a transaction that tells the change log triggers (changelog.ts)
// its request and user, runs the write, and queues the webhook deliveries its changes call
// for (enqueue.ts) before it commits.
import type { PgBoss } from 'pg-boss';
import type { Db, Pool } from '../engine/db.ts';
import { lockedUserId, SETTING } from './changelog.ts';
import { enqueueEvents, type Origin } from './enqueue.ts';

export type { Origin };

export interface EventServices {
  pool: Pool;
  /** The started queue (pg-boss), opened on first use. */
  queue(): Promise<PgBoss>;
}

const USER_ID = lockedUserId('$2');

export async function writeTransaction<T>(services: EventServices, origin: Origin, fn: (tx: Db) => Promise<T>): Promise<T> {
  // A connection of its own rather than the pool's begin, which waits for BEGIN's answer before
  // anything else is sent: BEGIN and the settings go out now and are answered later, while the
  // write's first statement follows them on the connection, one round trip for the three.
  const tx = await services.pool.reserve();
  const opened = Promise.all([
    tx.unsafe('BEGIN').execute(),
    tx.unsafe(`SELECT set_config('${SETTING.requestId}', $1, true), set_config('${SETTING.userId}', ${USER_ID}, true), set_config('${SETTING.userName}', $3, true)`,
      [origin.requestId, origin.user?.id ?? null, origin.user?.username ?? '']).execute(),
  ]);
  opened.catch(() => undefined); // awaited below
  try {
    const result = await fn(tx);
    await opened;
    await enqueueEvents(tx, origin, services.queue);
    await tx.unsafe('COMMIT');
    return result;
  } catch (e) {
    await tx.unsafe('ROLLBACK').catch(() => undefined);
    throw e;
  } finally {
    tx.release();
  }
}
