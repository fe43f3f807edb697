// Who is asking: the token of `Authorization: Token <key>`, checked against every rule of the
// spec (expiry, allowed source addresses, write permission, active user), with the 403 bodies
// of DECISIONS.md. The last-used stamp moves at most once a minute, never in maintenance mode.
import { query, type Pool } from '../engine/db.ts';
import { ApiError } from '../engine/errors.ts';
import type { Actor } from '../engine/rules.ts';
import { parseIp, width } from '../ipam/address.ts';
import { tokenKeyDigest } from './secrets.ts';
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

export function tokenFromHeader(header: string | undefined): string | null | undefined {
  if (!header) return undefined;
  const m = /^Token\s+(\S+)\s*$/i.exec(header.trim());
  if (!m) return null;
  return m[1]!;
}

export async function authenticateToken(
  pool: Pool,
  key: string,
  opts: { pepper: string; clientAddress: string; write: boolean; maintenance: boolean; cache?: TokenCache<TokenRow> },
): Promise<Authenticated> {
  if (!/^[0-9a-fA-F]{40}$/.test(key)) throw new ApiError(403, 'Invalid token');
  const digest = tokenKeyDigest(key, opts.pepper);
  const load = async () => (await query<TokenRow>(
    pool,
    `SELECT t.id, t.write_enabled, t.expires, t.last_used, t.allowed_ips, u.id AS user_id, u.username, u.is_active, u.is_superuser
       FROM users_token t JOIN users_user u ON u.id = t.user_id WHERE t.key_digest = $1`,
    [digest] as never[],
  ))[0];
  const t = opts.cache ? await opts.cache.through(digest, load) : await load();
  if (!t) throw new ApiError(403, 'Invalid token');
  if (t.expires && t.expires.getTime() <= Date.now()) throw new ApiError(403, 'Token expired');
  if (!t.is_active) throw new ApiError(403, 'User inactive or deleted.');
  if (t.allowed_ips && t.allowed_ips.length > 0 && !addressAllowed(opts.clientAddress, t.allowed_ips))
    throw new ApiError(403, `Source IP ${opts.clientAddress.replace(/^::ffff:/, '')} is not permitted to authenticate using this token.`);
  if (opts.write && !t.write_enabled) throw new ApiError(403, 'This token is not permitted to perform write operations.');
  if (!opts.maintenance && (!t.last_used || Date.now() - t.last_used.getTime() > LAST_USED_INTERVAL_MS)) {
    await query(pool, `UPDATE users_token SET last_used = now() WHERE id = $1`, [t.id]);
    t.last_used = new Date(); // the cached row too: stamped again a minute from now, not at every request
  }
  return { user: { id: t.user_id, username: t.username, is_superuser: t.is_superuser }, token: { id: t.id, write_enabled: t.write_enabled } };
}
