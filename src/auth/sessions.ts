// Cookie sessions for browsers (the browsable API, the web UI): POST /login/ with a username
// and password sets `sessionid` (HttpOnly) and `csrftoken`; a cookie-authenticated write must
// echo the CSRF token in X-CSRFToken (a page of another site can send the cookie, not read
// it). POST /logout/ ends the session. API clients keep using tokens.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import { query, type Db } from '../engine/db.ts';
import { ApiError, ValidationError } from '../engine/errors.ts';
import type { Actor } from '../engine/rules.ts';
import { tokenKeyDigest, verifyPassword } from './secrets.ts';
import { recordFailure, refuseWhenLimited } from './login-limits.ts';

export const SESSION_COOKIE = 'sessionid';
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';
const SESSION_SECONDS = 14 * 24 * 3600; // Django's default SESSION_COOKIE_AGE

function cookies(req: Request): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) out[part.slice(0, at).trim()] = decodeURIComponent(part.slice(at + 1).trim());
  }
  return out;
}

export function sessionCookie(req: Request): string | undefined {
  return cookies(req)[SESSION_COOKIE];
}

const cookieFlags = (req: Request, httpOnly: boolean, maxAge: number) =>
  `Path=/; Max-Age=${maxAge}; SameSite=Lax${httpOnly ? '; HttpOnly' : ''}${req.secure ? '; Secure' : ''}`;

/** POST /login/: a session for valid credentials (limited like token provisioning). */
export async function login(db: Db, pepper: string, req: Request, res: Response, address: string): Promise<Actor> {
  const body = req.body as Record<string, unknown> | undefined;
  const errors: Record<string, string[]> = {};
  for (const name of ['username', 'password']) if (typeof body?.[name] !== 'string' || body[name] === '') errors[name] = ['This field is required.'];
  if (Object.keys(errors).length) throw new ValidationError(errors);
  const { username, password } = body as { username: string; password: string };
  await refuseWhenLimited(db, username, address);
  const [user] = await query<{ id: number; username: string; password: string | null; is_active: boolean; is_superuser: boolean }>(db,
    `SELECT id, username, password, is_active, is_superuser FROM users_user WHERE username = $1`, [username]);
  const ok = await verifyPassword(password, user?.password ?? null);
  if (!user || !ok || !user.is_active) {
    await recordFailure(db, username, address);
    throw new ApiError(403, 'Invalid username/password');
  }
  const key = randomBytes(32).toString('hex');
  const csrf = randomBytes(32).toString('hex');
  await query(db, `DELETE FROM netinv_session WHERE expires < now()`);
  await query(db, `INSERT INTO netinv_session (key_digest, user_id, csrf_token, expires) VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [tokenKeyDigest(key, pepper), user.id, csrf, SESSION_SECONDS]);
  await query(db, `UPDATE users_user SET last_login = now() WHERE id = $1`, [user.id]);
  res.append('Set-Cookie', `${SESSION_COOKIE}=${key}; ${cookieFlags(req, true, SESSION_SECONDS)}`);
  res.append('Set-Cookie', `${CSRF_COOKIE}=${csrf}; ${cookieFlags(req, false, SESSION_SECONDS)}`);
  return { id: user.id, username: user.username, is_superuser: user.is_superuser };
}

/** POST /logout/: the session ends and its cookies are cleared. */
export async function logout(db: Db, pepper: string, req: Request, res: Response): Promise<void> {
  const key = sessionCookie(req);
  if (key) await query(db, `DELETE FROM netinv_session WHERE key_digest = $1`, [tokenKeyDigest(key, pepper)]);
  res.append('Set-Cookie', `${SESSION_COOKIE}=; ${cookieFlags(req, true, 0)}`);
  res.append('Set-Cookie', `${CSRF_COOKIE}=; ${cookieFlags(req, false, 0)}`);
}

/** The user of a session cookie (null for an unknown or expired one: the request is then
 * anonymous); for a write, the request must carry the session's CSRF token. */
export async function authenticateSession(db: Db, pepper: string, key: string, req: Request, write: boolean): Promise<Actor | null> {
  const [s] = await query<{ user_id: number; username: string; is_superuser: boolean; is_active: boolean; csrf_token: string }>(db,
    `SELECT s.user_id, u.username, u.is_superuser, u.is_active, s.csrf_token FROM netinv_session s JOIN users_user u ON u.id = s.user_id
      WHERE s.key_digest = $1 AND s.expires > now()`, [tokenKeyDigest(key, pepper)]);
  if (!s || !s.is_active) return null;
  if (write) {
    const given = Buffer.from(String(req.headers[CSRF_HEADER] ?? ''));
    const expected = Buffer.from(s.csrf_token);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new ApiError(403, 'CSRF Failed: CSRF token missing or incorrect.');
  }
  return { id: s.user_id, username: s.username, is_superuser: s.is_superuser };
}
