// The user a username and password prove, for the two ways of signing in without a token
// (token provisioning, browser login): both fields required, attempts limited per account and
// per address (login-limits.ts), failures answered alike whether the user exists or not.
import { query, type Db } from '../engine/db.ts';
import { ApiError, ValidationError } from '../engine/errors.ts';
import type { Actor } from '../engine/rules.ts';
import { attemptSucceeded, beginAttempt } from './login-limits.ts';
import { verifyPassword } from './secrets.ts';

/** The proven user, and the body's other attributes (a new token's description, ...). */
export async function provenUser(db: Db, body: unknown, address: string): Promise<{ actor: Actor; rest: Record<string, unknown> }> {
  const given = (body ?? {}) as Record<string, unknown>;
  const errors: Record<string, string[]> = {};
  for (const name of ['username', 'password'])
    if (typeof given[name] !== 'string' || given[name] === '') errors[name] = ['This field is required.'];
  if (Object.keys(errors).length) throw new ValidationError(errors);
  const { username, password, ...rest } = given as { username: string; password: string } & Record<string, unknown>;
  const attempt = await beginAttempt(db, username, address);
  const [user] = await query<{ id: number; username: string; password: string | null; is_active: boolean; is_superuser: boolean }>(db,
    `SELECT id, username, password, is_active, is_superuser FROM users_user WHERE username = $1`, [username]);
  const ok = await verifyPassword(password, user?.password ?? null);
  if (!user || !ok || !user.is_active) throw new ApiError(403, 'Invalid username/password');
  await attemptSucceeded(db, attempt);
  return { actor: { id: user.id, username: user.username, is_superuser: user.is_superuser }, rest };
}
