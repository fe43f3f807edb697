// Password guessing is slowed down: after too many failed logins for one account from one
// client address, or from one address for any accounts, within a window, further attempts
// (right password or not) get 429 until the window has moved on. Counting per account *and*
// address means one address's failures cannot lock an account out for everyone else.
//
// Atomic under concurrency: an attempt is counted before its password is checked, under
// transaction-scoped advisory locks on its keys, so of 80 parallel guesses 10 are checked and
// 70 refused; an attempt that succeeds is then forgotten. Counted in PostgreSQL, so every API
// process sees the same counts.
import { randomUUID } from 'node:crypto';
import { query, type Db } from '../engine/db.ts';
import { ApiError } from '../engine/errors.ts';

export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS = 10;
export const MAX_FAILURES_PER_ADDRESS = 50;

/** An attempt counted against its keys until it is known to have succeeded. */
export interface Attempt {
  id: string;
}

const keys = (username: string, address: string): Array<[string, number, string]> => [
  [`account:${username.toLowerCase()}@${address}`, MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS, 'account from this address'],
  [`address:${address}`, MAX_FAILURES_PER_ADDRESS, 'address'],
];

/** Counts an attempt at `username` from `address`, or answers 429 when either has used up its
 * failed attempts within the window. */
export async function beginAttempt(db: Db, username: string, address: string): Promise<Attempt> {
  const id = randomUUID();
  const limits = keys(username, address);
  const names = limits.map(([k]) => k);
  await (db as { begin: (fn: (tx: Db) => Promise<void>) => Promise<void> }).begin(async (tx) => {
    // One attempt at a time per key (in key order: no deadlock between two keys' holders).
    for (const k of [...names].sort()) await query(tx, `SELECT pg_advisory_xact_lock(hashtextextended($1, 1515))`, [k]);
    const rows = await query<{ key: string; n: number; oldest: Date }>(tx,
      `SELECT key, count(*)::int AS n, min(at) AS oldest FROM netinv_login_failure
        WHERE key = ANY($1::text[]) AND at > now() - make_interval(secs => $2) GROUP BY key`,
      [names, LOGIN_WINDOW_SECONDS]);
    for (const r of rows) {
      const [, limit, what] = limits.find(([k]) => k === r.key)!;
      if (r.n < limit) continue;
      const retry = Math.max(1, Math.ceil((r.oldest.getTime() + LOGIN_WINDOW_SECONDS * 1000 - Date.now()) / 1000));
      throw new ApiError(429, `Too many failed login attempts for this ${what}; try again in ${retry} seconds.`, { 'Retry-After': String(retry) });
    }
    await query(tx, `DELETE FROM netinv_login_failure WHERE key = ANY($1::text[]) AND at < now() - make_interval(secs => $2)`, [names, LOGIN_WINDOW_SECONDS]);
    await query(tx, `INSERT INTO netinv_login_failure (key, attempt) SELECT unnest($1::text[]), $2::uuid`, [names, id]);
  });
  return { id };
}

/** The attempt succeeded: it no longer counts as a failure. */
export async function attemptSucceeded(db: Db, attempt: Attempt): Promise<void> {
  await query(db, `DELETE FROM netinv_login_failure WHERE attempt = $1::uuid`, [attempt.id]);
}
