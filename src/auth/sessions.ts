// Cookie sessions for browsers (the browsable API, the web UI): POST /login/ with a username
// and password sets `sessionid` (HttpOnly) and `csrftoken`; a cookie-authenticated write must
// echo the CSRF token in X-CSRFToken (a page of another site can send the cookie, not read
// it). POST /logout/ ends the session. API clients keep using tokens.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import { query, type Db } from '../engine/db.ts';
import { ApiError } from '../engine/errors.ts';
import type { Actor } from '../engine/rules.ts';
import { provenUser } from './credentials.ts';
import { tokenKeyDigest } from './secrets.ts';

export const SESSION_COOKIE = 'sessionid';
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';
const SESSION_SECONDS = 14 * 24 * 3600; // Django's default SESSION_COOKIE_AGE

/** A cookie value as the browser sent it, percent-decoded where it decodes: a value that does
 * not (`sessionid=%`, another site's cookie on the same host) is kept as it is, so it names no
 * session rather than failing the request. */
function cookieValue(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

function cookies(req: Request): Record<string, string> {
  const out: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) out[part.slice(0, at).trim()] = cookieValue(part.slice(at + 1).trim());
  }
  return out;
}

export function sessionCookie(req: Request): string | undefined {
  return cookies(req)[SESSION_COOKIE];
}

const cookieFlags = (req: Request, httpOnly: boolean, maxAge: number) =>
  `Path=/; Max-Age=${maxAge}; SameSite=Lax${httpOnly ? '; HttpOnly' : ''}${req.secure ? '; Secure' : ''}`;

/** POST /login/: a session for valid credentials (credentials.ts, as token provisioning). */
export async function login(db: Db, pepper: string, req: Request, res: Response, address: string): Promise<Actor> {
  const { actor: user } = await provenUser(db, req.body, address);
  const key = randomBytes(32).toString('hex');
  const csrf = randomBytes(32).toString('hex');
  await query(db, `DELETE FROM netinv_session WHERE expires < now()`);
  await query(db, `INSERT INTO netinv_session (key_digest, user_id, csrf_token, expires) VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [tokenKeyDigest(key, pepper), user.id, csrf, SESSION_SECONDS]);
  await query(db, `UPDATE users_user SET last_login = now() WHERE id = $1`, [user.id]);
  res.append('Set-Cookie', `${SESSION_COOKIE}=${key}; ${cookieFlags(req, true, SESSION_SECONDS)}`);
  res.append('Set-Cookie', `${CSRF_COOKIE}=${csrf}; ${cookieFlags(req, false, SESSION_SECONDS)}`);
  return user;
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
  return { id: s.user_id, username: s.username, is_superuser: s.is_superuser, session: tokenKeyDigest(key, pepper) };
}

/** After a user's password changed: every session of theirs ends but `keep` (the digest of the
 * session that changed it, if it was one), so whoever knew the old password is signed out. */
export async function endOtherSessions(db: Db, userId: number, keep: string | undefined): Promise<void> {
  await query(db, `DELETE FROM netinv_session WHERE user_id = $1 AND key_digest IS DISTINCT FROM $2`, [userId, keep ?? null]);
}
