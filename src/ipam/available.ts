// Free space (NetBox 3.7 Prefix.get_available_ips / get_available_prefixes,
// IPRange.get_available_ips): the addresses of a prefix or an IP range that no IP address of
// its VRF uses, and the part of a prefix its child prefixes leave.
import { query, type Db } from '../engine/db.ts';
import { formatAddress, parseIp, width, type IpValue } from './address.ts';

export interface PrefixRow {
  id: number;
  prefix: string;
  vrf_id: number | null;
  is_pool: boolean;
}

/** A span of addresses to hand out from: a prefix's usable addresses, or an IP range. */
export interface AddressSpan {
  family: 4 | 6;
  first: bigint;
  last: bigint;
  /** The mask the handed-out addresses take. */
  length: number;
  vrf_id: number | null;
}

/** A prefix's usable addresses: a pool, an IPv4 /31 or /32 and an IPv6 /127 or /128 hand out
 * every address, other IPv4 prefixes keep their network and broadcast addresses, other IPv6
 * prefixes their subnet-router anycast (first) address. */
export function prefixSpan(p: PrefixRow): AddressSpan {
  const net = parseIp(p.prefix)!;
  const size = 1n << BigInt(width(net.family) - net.length);
  let first = net.value;
  let last = net.value + size - 1n;
  const whole = p.is_pool || (net.family === 4 && net.length >= 31) || (net.family === 6 && net.length >= 127);
  if (!whole) {
    first += 1n;
    if (net.family === 4) last -= 1n;
  }
  return { family: net.family, first, last, length: net.length, vrf_id: p.vrf_id };
}

/** An address without its mask: host(address)::inet without formatting and parsing text,
 * several times cheaper per row. The catalogue's `index: host` is on this expression. */
export const hostOf = (column: string) => `set_masklen(${column}, CASE family(${column}) WHEN 4 THEN 32 ELSE 128 END)`;
const HOST = hostOf('address');

/** The first `limit` addresses of `span` no IP address of its VRF uses, in order. PostgreSQL
 * walks the used addresses in order and returns only where runs of them break (the first used
 * address, and each one not followed by the next address), so only the breaks cross the wire.
 * HOST is the address without its mask. */
export async function freeAddresses(db: Db, span: AddressSpan, limit: number): Promise<bigint[]> {
  if (span.first > span.last || limit <= 0) return [];
  const w = width(span.family);
  const bound = (v: bigint) => `${formatAddress(span.family, v)}/${w}`;
  const inVrf = span.vrf_id === null ? 'vrf_id IS NULL' : 'vrf_id = $4';
  const breaks = await query<{ a: string; next: string | null; first: boolean }>(db,
    `SELECT host(a) AS a, host(next) AS next, first FROM (
       SELECT a, lead(a) OVER (ORDER BY a) AS next, row_number() OVER (ORDER BY a) = 1 AS first
         FROM (SELECT DISTINCT ${HOST} AS a FROM ipam_ip_address
                WHERE ${HOST} BETWEEN $1::inet AND $2::inet AND ${inVrf} ORDER BY 1) used) runs
      WHERE first OR CASE WHEN next IS NULL THEN true ELSE next <> a + 1 END
      LIMIT $3`,
    span.vrf_id === null ? [bound(span.first), bound(span.last), limit >= Number.MAX_SAFE_INTEGER ? null : limit + 1]
      : [bound(span.first), bound(span.last), limit >= Number.MAX_SAFE_INTEGER ? null : limit + 1, span.vrf_id]);
  // Free runs [from, to], in order.
  const runs: Array<[bigint, bigint]> = [];
  if (breaks.length === 0) runs.push([span.first, span.last]);
  for (const b of breaks) {
    const a = parseIp(b.a)!.value;
    if (b.first && a > span.first) runs.push([span.first, a - 1n]);
    const next = b.next === null ? span.last + 1n : parseIp(b.next)!.value;
    if (next > a + 1n) runs.push([a + 1n, next - 1n]);
  }
  const values: bigint[] = [];
  for (const [from, to] of runs) for (let v = from; v <= to && values.length < limit; v++) values.push(v);
  return values;
}

export const asAddress = (family: 4 | 6, value: bigint, length: number) => `${formatAddress(family, value)}/${length}`;

export interface Block {
  value: bigint;
  length: number;
}

/** The largest aligned blocks covering [a, b] (netaddr's iter_cidrs of a range). */
function blocksOf(a: bigint, b: bigint, w: number): Block[] {
  const out: Block[] = [];
  while (a <= b) {
    let bits = 0;
    while (bits < w) {
      const size = 1n << BigInt(bits + 1);
      if (a % size !== 0n || a + size - 1n > b) break;
      bits++;
    }
    out.push({ value: a, length: w - bits });
    a += 1n << BigInt(bits);
  }
  return out;
}

/** The space of prefix `p` not covered by its child prefixes (NetBox 3.7
 * Prefix.get_available_prefixes: children of the same VRF; for a global container, of any). */
export class FreeSpace {
  private gaps: Array<[bigint, bigint]>;

  private constructor(readonly family: 4 | 6, readonly net: IpValue, taken: Array<[bigint, bigint]>) {
    const w = width(family);
    const start = net.value;
    const end = net.value + (1n << BigInt(w - net.length)) - 1n;
    this.gaps = [];
    let at = start;
    for (const [a, b] of taken.sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0))) {
      if (b < at) continue;
      if (a > at) this.gaps.push([at, a - 1n]);
      at = b + 1n;
      if (at > end) break;
    }
    if (at <= end) this.gaps.push([at, end]);
  }

  static async of(db: Db, p: PrefixRow & { status: string }): Promise<FreeSpace> {
    const net = parseIp(p.prefix)!;
    const anyVrf = p.vrf_id === null && p.status === 'container';
    const rows = await query<{ prefix: string }>(db,
      `SELECT prefix::text AS prefix FROM ipam_prefix WHERE prefix << $1::cidr AND id <> $2 ${anyVrf ? '' : 'AND vrf_id IS NOT DISTINCT FROM $3::int'}`,
      anyVrf ? [p.prefix, p.id] : [p.prefix, p.id, p.vrf_id]);
    const w = width(net.family);
    const taken = rows.map((r) => {
      const c = parseIp(r.prefix)!;
      return [c.value, c.value + (1n << BigInt(w - c.length)) - 1n] as [bigint, bigint];
    });
    return new FreeSpace(net.family, net, taken);
  }

  /** The free space as aligned prefixes, in address order. */
  blocks(): Block[] {
    return this.gaps.flatMap(([a, b]) => blocksOf(a, b, width(this.family)));
  }

  /** Takes the first free prefix of `length`, or null when none is left. */
  take(length: number): Block | null {
    const block = this.blocks().find((b) => b.length <= length);
    if (!block) return null;
    const size = 1n << BigInt(width(this.family) - length);
    const [a, b] = [block.value, block.value + size - 1n];
    this.gaps = this.gaps.flatMap(([x, y]): Array<[bigint, bigint]> => {
      if (b < x || a > y) return [[x, y]];
      const parts: Array<[bigint, bigint]> = [];
      if (x < a) parts.push([x, a - 1n]);
      if (b < y) parts.push([b + 1n, y]);
      return parts;
    });
    return { value: a, length };
  }
}
