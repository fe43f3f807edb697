// When a failed delivery is tried again, and when it is failed for good: retried with
// exponential backoff (pg-boss's, from WEBHOOK_RETRY_DELAY, capped at WEBHOOK_RETRY_DELAY_MAX) until
// WEBHOOK_RETRY_HORIZON seconds after its first attempt, and at most WEBHOOK_RETRIES times when
// that is set; no retry is scheduled past the horizon. A delivery failed for good leaves its
// object's key: under key_strict_fifo a failed job would hold back the key's later jobs until
// someone requeued or deleted it, and the key's uniqueness among active, retrying and failed jobs
// would keep a second one of the key from failing at all.
//
// The statements work on pg-boss's job table directly: pg-boss decides retries by a count alone.
import type { Db as BossDb } from 'pg-boss';
import type { Config } from '../config.ts';
import { SCHEMA, WEBHOOK_QUEUE } from './queue.ts';

/** Past every count WEBHOOK_RETRIES allows: no limit but the horizon. */
const NO_LIMIT = 2147483647;

/** The first attempt of job row `j`: kept in each failed attempt's output, else this attempt's start. */
const firstAttempt = (j: string) => `COALESCE((${j}.output->>'first_attempt')::timestamptz, ${j}.started_on)`;

/** Whether the attempt of `j` now ending is its last; $1 retries, $2 horizon seconds. */
const last = (j: string) => `(${j}.retry_count >= $1::int OR ${firstAttempt(j)} + $2::float8 * interval '1 second' <= now())`;

/** A key no other job has: `j` leaves its object's order. */
const ownKey = (j: string) => `${j}.singleton_key || ' failed ' || ${j}.id::text`;

function policy(config: Config): [number, number] {
  return [config.webhooks.retries ?? NO_LIMIT, config.webhooks.retryHorizon];
}

export interface AttemptOutcome {
  /** The first attempt, to be kept in this attempt's output. */
  firstAttempt: string;
  /** No further attempt: fail it for good. */
  last: boolean;
}

/** For failed attempts (`pairs`: 'id:retry_count' of jobs still held by this worker): whether each
 * was the last, with the job's key moved out of its object's order if so, and the next attempt's
 * backoff from this worker's WEBHOOK_RETRY_DELAY, capped by its WEBHOOK_RETRY_DELAY_MAX and the
 * horizon, if not (a job keeps the delay of the queue as it was when it was queued). Jobs no
 * longer held are absent. */
export async function failedAttempts(db: BossDb, config: Config, pairs: string[]): Promise<Map<string, AttemptOutcome>> {
  const { rows } = await db.executeSql(
    `UPDATE ${SCHEMA}.job j SET
        singleton_key = CASE WHEN f.last THEN ${ownKey('j')} ELSE j.singleton_key END,
        retry_limit = CASE WHEN f.last THEN j.retry_limit ELSE GREATEST(j.retry_limit, j.retry_count + 1) END,
        retry_delay = $4::int,
        retry_delay_max = LEAST($5::int, GREATEST(0, ceil(extract(epoch FROM f.first + $2::float8 * interval '1 second' - now()))))::int
      FROM (SELECT s.id, ${firstAttempt('s')} AS first, ${last('s')} AS last FROM ${SCHEMA}.job s
             WHERE s.name = '${WEBHOOK_QUEUE}' AND s.state = 'active' AND (s.id::text || ':' || s.retry_count::text) = ANY($3::text[])) f
      WHERE j.name = '${WEBHOOK_QUEUE}' AND j.id = f.id
      RETURNING j.id, f.first, f.last`,
    [...policy(config), pairs, config.webhooks.retryDelay, config.webhooks.retryDelayMax]);
  return new Map((rows as Array<{ id: string; first: Date | string; last: boolean }>).map((r) => [r.id, { firstAttempt: new Date(r.first).toISOString(), last: r.last }]));
}

/** Deliveries whose worker stopped marking them alive (for WEBHOOK_ABANDON_AFTER: it died or lost
 * its host) made due again at once, or failed for good by the policy; returns how many. The
 * attempt counts: it may have reached the receiver. */
export async function reclaimAbandoned(db: BossDb, config: Config): Promise<number> {
  const { rows } = await db.executeSql(
    `WITH lost AS (
        SELECT s.id, ${firstAttempt('s')} AS first, ${last('s')} AS last FROM ${SCHEMA}.job s
         WHERE s.name = '${WEBHOOK_QUEUE}' AND s.state = 'active' AND s.heartbeat_on < now() - $3::int * interval '1 second'
         FOR UPDATE SKIP LOCKED)
      UPDATE ${SCHEMA}.job j SET
        state = (CASE WHEN lost.last THEN 'failed' ELSE 'retry' END)::${SCHEMA}.job_state,
        singleton_key = CASE WHEN lost.last THEN ${ownKey('j')} ELSE j.singleton_key END,
        start_after = now(),
        completed_on = CASE WHEN lost.last THEN now() END,
        heartbeat_on = NULL,
        output = jsonb_build_object('message', 'The worker making this attempt stopped (killed, or its host lost); the receiver may have had it.', 'first_attempt', lost.first)
      FROM lost WHERE j.name = '${WEBHOOK_QUEUE}' AND j.id = lost.id
      RETURNING j.id`,
    [...policy(config), config.webhooks.abandonAfter]);
  return rows.length;
}
