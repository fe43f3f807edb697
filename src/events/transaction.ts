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
  return services.pool.begin(async (tx) => {
    // Sent now and answered later: the write's first statement follows it on the connection
    // without waiting a round trip, and still runs after it.
    const settings = tx.unsafe(`SELECT set_config('${SETTING.requestId}', $1, true), set_config('${SETTING.userId}', ${USER_ID}, true), set_config('${SETTING.userName}', $3, true)`,
      [origin.requestId, origin.user?.id ?? null, origin.user?.username ?? '']).execute();
    settings.catch(() => undefined); // awaited below
    const result = await fn(tx);
    await settings;
    await enqueueEvents(tx, origin, services.queue);
    return result;
  }) as Promise<T>;
}
