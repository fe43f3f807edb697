// Password guessing is slowed down: after too many failed logins for one account, or from one
// client address, within a window, further attempts (right password or not) get 429 until the
// window has moved on. Counted in PostgreSQL, so every API process sees the same counts.
import { query, type Db } from '../engine/db.ts';
import { ApiError } from '../engine/errors.ts';

export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const MAX_FAILURES_PER_USER = 10;
export const MAX_FAILURES_PER_ADDRESS = 50;

const keys = (username: string, address: string) => [`user:${username.toLowerCase()}`, `address:${address}`];

/** 429 when the account or the address has used up its failed attempts. */
export async function refuseWhenLimited(db: Db, username: string, address: string): Promise<void> {
  const [userKey, addressKey] = keys(username, address);
  const rows = await query<{ key: string; n: number; oldest: Date }>(db,
    `SELECT key, count(*)::int AS n, min(at) AS oldest FROM netinv_login_failure
      WHERE key = ANY($1::text[]) AND at > now() - make_interval(secs => $2) GROUP BY key`,
    [[userKey, addressKey], LOGIN_WINDOW_SECONDS]);
  for (const r of rows) {
    const limit = r.key === userKey ? MAX_FAILURES_PER_USER : MAX_FAILURES_PER_ADDRESS;
    if (r.n < limit) continue;
    const retry = Math.max(1, Math.ceil((r.oldest.getTime() + LOGIN_WINDOW_SECONDS * 1000 - Date.now()) / 1000));
    throw new ApiError(429, `Too many failed login attempts for this ${r.key === userKey ? 'account' : 'address'}; try again in ${retry} seconds.`, { 'Retry-After': String(retry) });
  }
}

/** Counts one failed login against the account and the address. */
export async function recordFailure(db: Db, username: string, address: string): Promise<void> {
  await query(db, `DELETE FROM netinv_login_failure WHERE at < now() - make_interval(secs => $1)`, [LOGIN_WINDOW_SECONDS]);
  await query(db, `INSERT INTO netinv_login_failure (key) SELECT unnest($1::text[])`, [keys(username, address)]);
}
