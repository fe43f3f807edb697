// Free addresses of a prefix (NetBox 3.7 Prefix.get_available_ips): every address inside it
// that no IP address of the prefix's VRF uses; a pool, an IPv4 /31 or /32 and an IPv6 /127 or
// /128 hand out every address, other IPv4 prefixes keep their network and broadcast
// addresses, other IPv6 prefixes their subnet-router anycast (first) address.
import { query, type Db } from '../engine/db.ts';
import { formatAddress, parseIp, width, type IpValue } from './address.ts';

export interface PrefixRow {
  id: number;
  prefix: string;
  vrf_id: number | null;
  is_pool: boolean;
}

/** The addresses (host values) taken inside `net` in its VRF, ascending. */
async function usedAddresses(db: Db, p: PrefixRow, net: IpValue): Promise<bigint[]> {
  const rows = await query<{ a: string }>(db,
    `SELECT DISTINCT host(address) AS a FROM ipam_ip_address
      WHERE address <<= $1::cidr AND vrf_id IS NOT DISTINCT FROM $2::int`, [p.prefix, p.vrf_id]);
  return rows.map((r) => parseIp(r.a)!.value).sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
}

/** The first `limit` free addresses of prefix `p` (host values), in order. */
export async function freeAddresses(db: Db, p: PrefixRow, limit: number): Promise<{ family: 4 | 6; length: number; values: bigint[] }> {
  const net = parseIp(p.prefix)!;
  const w = width(net.family);
  const size = 1n << BigInt(w - net.length);
  let first = net.value;
  let last = net.value + size - 1n;
  const whole = p.is_pool || (net.family === 4 && net.length >= 31) || (net.family === 6 && net.length >= 127);
  if (!whole) {
    first += 1n;
    if (net.family === 4) last -= 1n;
  }
  const used = await usedAddresses(db, p, net);
  const values: bigint[] = [];
  let i = 0;
  for (let candidate = first; candidate <= last && values.length < limit; candidate++) {
    while (i < used.length && used[i]! < candidate) i++;
    if (i < used.length && used[i] === candidate) continue;
    values.push(candidate);
  }
  return { family: net.family, length: net.length, values };
}

export const asAddress = (family: 4 | 6, value: bigint, length: number) => `${formatAddress(family, value)}/${length}`;
