// Who is asking: the token of `Authorization: Token <key>` (v1) or `Authorization: Bearer
// nbt_<key>.<secret>` (v2, NetBox 4.5), checked against every rule of the
// spec (expiry, allowed source addresses, write permission, active user), with the 403 bodies
// of DECISIONS.md. The last-used stamp moves at most once a minute, never in maintenance mode.
import { query, type Pool } from '../engine/db.ts';
import { ApiError } from '../engine/errors.ts';
import type { Actor } from '../engine/rules.ts';
import { parseIp, width } from '../ipam/address.ts';
import { tokenKeyDigest, tokenSecretDigest, V2_PREFIX, V2_SECRET_MAX } from './secrets.ts';
import type { TokenCache } from './token-cache.ts';

export interface Authenticated {
  user: Actor;
  token: { id: number; write_enabled: boolean };
}

const LAST_USED_INTERVAL_MS = 60_000;

/** What a token check reads of a token and its user (kept by a TokenCache). */
export interface TokenRow {
  id: number;
  write_enabled: boolean;
  enabled: boolean;
  expires: Date | null;
  last_used: Date | null;
  allowed_ips: string[] | null;
  user_id: number;
  username: string;
  is_active: boolean;
  is_superuser: boolean;
}

/** Whether `addr` lies in one of `allowed` (addresses or prefixes). */
export function addressAllowed(addr: string, allowed: string[]): boolean {
  const ip = parseIp(addr.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1'));
  if (!ip) return false;
  return allowed.some((entry) => {
    const net = parseIp(entry);
    if (!net || net.family !== ip.family) return false;
    const shift = BigInt(width(net.family) - net.length);
    return ip.value >> shift === net.value >> shift;
  });
}

/** The client's address: the TCP peer, unless the peer is a trusted proxy, then the nearest
 * X-Forwarded-For entry that is not one (a client can only prepend to the header, so entries
 * left of a proxy the client does not control cannot be believed). */
export function clientAddress(peer: string, forwardedFor: string | undefined, trusted: string[]): string {
  if (trusted.length === 0 || !forwardedFor || !addressAllowed(peer, trusted)) return peer;
  const hops = forwardedFor.split(',').map((h) => h.trim()).filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i]!;
    if (!parseIp(hop.replace(/^::ffff:/, ''))) return peer;
    if (!addressAllowed(hop, trusted)) return hop;
  }
  return hops[0] ?? peer;
}

/** The client address of a request (see clientAddress). */
export function requestAddress(req: { socket: { remoteAddress?: string }; headers: Record<string, string | string[] | undefined> }, trusted: string[]): string {
  return clientAddress(req.socket.remoteAddress ?? '', req.headers['x-forwarded-for'] as string | undefined, trusted);
}

/** What an Authorization header names: a v1 key, a v2 key and secret, or nothing usable
 * (null: the header is there but malformed, answered with `problem`). */
export type Credential =
  | { version: 1; key: string }
  | { version: 2; id: string; secret: string }
  | { version: null; problem: string };

/** v2 key ids (NetBox's alphabet) and secrets: generated ones are of that alphabet, but NetBox
 * 4.6 takes any secret given on create (src/auth/codecs.ts caps its length); longer input is
 * refused before any hashing. */
const V2_KEY = /^[A-Za-z0-9]{1,64}$/;
const V2_SECRET = new RegExp(`^\\S{1,${String(V2_SECRET_MAX)}}$`);

export function tokenFromHeader(header: string | undefined): Credential | undefined {
  if (!header) return undefined;
  const parts = header.trim().split(/\s+/);
  const scheme = parts[0]!.toLowerCase();
  if (scheme === 'bearer') {
    const malformed = { version: null, problem: 'Invalid authorization header: Must be in the form "Bearer nbt_<key>.<token>"' } as const;
    if (parts.length !== 2) return malformed;
    const value = parts[1]!.startsWith(V2_PREFIX) ? parts[1]!.slice(V2_PREFIX.length) : parts[1]!;
    const dot = value.indexOf('.');
    if (dot < 0) return { version: null, problem: 'Invalid authorization header: Could not extract key from token' };
    const id = value.slice(0, dot), secret = value.slice(dot + 1);
    if (!V2_KEY.test(id) || !V2_SECRET.test(secret)) return { version: null, problem: 'Invalid v2 token' };
    return { version: 2, id, secret };
  }
  const m = /^Token\s+(\S+)\s*$/i.exec(header.trim());
  if (!m) return { version: null, problem: 'Invalid token header. Use "Authorization: Token <key>".' };
  return { version: 1, key: m[1]! };
}

export async function authenticateToken(
  pool: Pool,
  credential: Exclude<Credential, { version: null }>,
  opts: { pepper: string; clientAddress: string; write: boolean; maintenance: boolean; cache?: TokenCache<TokenRow> },
): Promise<Authenticated> {
  if (credential.version === 1 && !/^[0-9a-fA-F]{40}$/.test(credential.key)) throw new ApiError(403, 'Invalid token');
  const invalid = credential.version === 1 ? 'Invalid token' : 'Invalid v2 token';
  // A v2 token is found by its digest, as a v1 token: the key id and the secret must both
  // match, and an unknown id costs the same as a wrong secret (nothing tells which was wrong).
  const digest = credential.version === 1 ? tokenKeyDigest(credential.key, opts.pepper) : tokenSecretDigest(credential.secret, opts.pepper);
  const load = async () => (await query<TokenRow>(
    pool,
    `SELECT t.id, t.write_enabled, t.enabled, t.expires, t.last_used, t.allowed_ips, u.id AS user_id, u.username, u.is_active, u.is_superuser
       FROM users_token t JOIN users_user u ON u.id = t.user_id
      WHERE t.key_digest = $1 AND t.version = $2 AND t.key_id IS NOT DISTINCT FROM $3`,
    [digest, credential.version, credential.version === 2 ? credential.id : null] as never[],
  ))[0];
  const t = opts.cache ? await opts.cache.through(`${credential.version === 2 ? credential.id : ''}:${digest}`, load) : await load();
  if (!t) throw new ApiError(403, invalid);
  if (t.expires && t.expires.getTime() <= Date.now()) throw new ApiError(403, 'Token expired');
  if (!t.enabled) throw new ApiError(403, 'Token disabled');
  if (!t.is_active) throw new ApiError(403, 'User inactive or deleted.');
  if (t.allowed_ips && t.allowed_ips.length > 0 && !addressAllowed(opts.clientAddress, t.allowed_ips))
    throw new ApiError(403, `Source IP ${opts.clientAddress.replace(/^::ffff:/, '')} is not permitted to authenticate using this token.`);
  if (opts.write && !t.write_enabled) throw new ApiError(403, 'This token is not permitted to perform write operations.');
  if (!opts.maintenance && (!t.last_used || Date.now() - t.last_used.getTime() > LAST_USED_INTERVAL_MS)) {
    // Several processes may stamp the same token: a stamp never moves it back (a transaction
    // that began earlier committing later), and each is one statement, so none is lost.
    await query(pool, `UPDATE users_token SET last_used = now() WHERE id = $1 AND (last_used IS NULL OR last_used < now())`, [t.id]);
    t.last_used = new Date(); // the cached row too: stamped again a minute from now, not at every request
  }
  return { user: { id: t.user_id, username: t.username, is_superuser: t.is_superuser }, token: { id: t.id, write_enabled: t.write_enabled } };
}
