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
  /** The prefix or the range as the 409 names it. */
  name: string;
  family: 4 | 6;
  first: bigint;
  last: bigint;
  /** The mask the handed-out addresses take. */
  length: number;
  vrf_id: number | null;
}

/** An address without its mask: host(address)::inet without formatting and parsing text,
 * several times cheaper per row. The catalogue's `index: host` is on this expression. */
export const hostOf = (column: string) => `set_masklen(${column}, CASE family(${column}) WHEN 4 THEN 32 ELSE 128 END)`;
const HOST = hostOf('address');

/** The span of the object `$1`, as SQL giving one row (none when it does not exist): its name,
 * family, mask, VRF, and its first and last address to hand out without their masks (lo, hi).
 * A prefix's usable addresses (NetBox 3.7): a pool, an IPv4 /31 or /32 and an IPv6 /127 or /128
 * hand out every address, other IPv4 prefixes keep their network and broadcast addresses, other
 * IPv6 prefixes their subnet-router anycast (first) address. An IP range hands out its start to
 * its end address, with the start's mask. */
export const SPAN_SQL = {
  prefix: `SELECT p.prefix::text AS name, family(p.prefix) AS family, masklen(p.prefix) AS length, p.vrf_id,
      ${hostOf('network(p.prefix)::inet')} + CASE WHEN whole THEN 0 ELSE 1 END AS lo,
      ${hostOf('broadcast(p.prefix)')} - CASE WHEN whole OR family(p.prefix) = 6 THEN 0 ELSE 1 END AS hi
    FROM ipam_prefix p CROSS JOIN LATERAL (SELECT p.is_pool OR masklen(p.prefix) >= CASE family(p.prefix) WHEN 4 THEN 31 ELSE 127 END AS whole) k
   WHERE p.id = $1`,
  range: `SELECT r.start_address::text || '-' || r.end_address::text AS name, family(r.start_address) AS family, masklen(r.start_address) AS length,
      r.vrf_id, ${hostOf('r.start_address')} AS lo, ${hostOf('r.end_address')} AS hi, r.mark_populated AS populated
    FROM ipam_ip_range r WHERE r.id = $1`,
} as const;

/** The IP ranges of a prefix span's VRF marked populated that reach into it, as [start, end]
 * host pairs (NetBox 4.3: their addresses are not free), in the same statement as the span. */
const POPULATED_SQL = `(SELECT json_agg(json_build_array(host(r.start_address), host(r.end_address)))
      FROM ipam_ip_range r WHERE r.mark_populated AND r.vrf_id IS NOT DISTINCT FROM span.vrf_id AND family(r.start_address) = span.family
       AND ${hostOf('r.end_address')} >= span.lo AND ${hostOf('r.start_address')} <= span.hi)`;

/** Where runs of the used addresses of the span's VRF (`inVrf`) break, in order: the first used
 * address, and each one not followed by the next address. Only the breaks cross the wire. */
const breaksOf = (inVrf: string) => `(SELECT a, next, first FROM (
      SELECT a, lead(a) OVER (ORDER BY a) AS next, row_number() OVER (ORDER BY a) = 1 AS first
        FROM (SELECT DISTINCT ${HOST} AS a FROM ipam_ip_address
               WHERE ${inVrf} AND ${HOST} BETWEEN span.lo AND span.hi ORDER BY 1) used) runs
     WHERE first OR CASE WHEN next IS NULL THEN true ELSE next <> a + 1 END
     LIMIT $2)`;

/** The span of `source` (SPAN_SQL) for the object `id`, and its first `limit` addresses no IP
 * address of its VRF uses, in order; null when there is no such object. One statement: the span
 * and its used addresses in one round trip. The VRF is an index condition in each branch (IS NOT
 * DISTINCT FROM is none; the host index leads with it), the branch not taken is skipped whole. */
export async function freeAddresses(db: Db, source: string, id: number | null, limit: number): Promise<{ span: AddressSpan; free: bigint[] } | null> {
  const rows = await query<{ name: string; family: 4 | 6; length: number; vrf_id: number | null; lo: string; hi: string; a: string | null; next: string | null; first: boolean | null; populated: boolean; populated_ranges: Array<[string, string]> | null }>(db,
    `WITH span AS MATERIALIZED (${source})
     SELECT span.name, span.family, span.length, span.vrf_id, host(span.lo) AS lo, host(span.hi) AS hi, host(b.a) AS a, host(b.next) AS next, b.first,
            ${source === SPAN_SQL.range ? 'span.populated' : 'false'} AS populated,
            ${source === SPAN_SQL.prefix ? POPULATED_SQL : 'NULL::json'} AS populated_ranges
       FROM span LEFT JOIN LATERAL (${breaksOf('vrf_id IS NULL AND span.vrf_id IS NULL')} UNION ALL ${breaksOf('vrf_id = span.vrf_id')}) b ON true
      ORDER BY b.a`,
    [id, limit >= Number.MAX_SAFE_INTEGER ? null : limit + 1]);
  const [s] = rows;
  if (!s) return null;
  const span: AddressSpan = { name: s.name, family: s.family, length: s.length, vrf_id: s.vrf_id, first: parseIp(s.lo)!.value, last: parseIp(s.hi)!.value };
  // NetBox 4.3: a range marked populated has no free address.
  if (span.first > span.last || limit <= 0 || s.populated) return { span, free: [] };
  // Free runs [from, to], in order.
  const runs: Array<[bigint, bigint]> = [];
  const breaks = rows.filter((b) => b.a !== null);
  if (breaks.length === 0) runs.push([span.first, span.last]);
  for (const b of breaks) {
    const a = parseIp(b.a!)!.value;
    if (b.first && a > span.first) runs.push([span.first, a - 1n]);
    const next = b.next === null ? span.last + 1n : parseIp(b.next)!.value;
    if (next > a + 1n) runs.push([a + 1n, next - 1n]);
  }
  // NetBox 4.3: a prefix's addresses inside a range of its VRF marked populated are not free.
  const populated = (s.populated_ranges ?? []).map(([lo, hi]): [bigint, bigint] => [parseIp(lo)!.value, parseIp(hi)!.value]);
  const free: bigint[] = [];
  for (const [from, to] of without(runs, populated)) for (let v = from; v <= to && free.length < limit; v++) free.push(v);
  return { span, free };
}

/** The runs (in order, disjoint) less the intervals. */
function without(runs: Array<[bigint, bigint]>, gone: Array<[bigint, bigint]>): Array<[bigint, bigint]> {
  let out = runs;
  for (const [a, b] of gone) {
    out = out.flatMap(([from, to]): Array<[bigint, bigint]> => {
      if (b < from || a > to) return [[from, to]];
      const left: Array<[bigint, bigint]> = a > from ? [[from, a - 1n]] : [];
      const right: Array<[bigint, bigint]> = b < to ? [[b + 1n, to]] : [];
      return [...left, ...right];
    });
  }
  return out;
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
