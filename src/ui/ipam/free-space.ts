// The free space between what is used, as NetBox's "show available" rows list it: child
// prefixes and the free blocks between them (add_available_prefixes), a prefix's addresses and
// the runs of free ones (add_available_ipaddresses), a VLAN group's VLANs and its free VIDs
// (add_available_vlans). Pure functions of what the API gave.
import type { ApiObject } from '../api.ts';
import { parseCidr, usable, type Cidr } from './ip.ts';

export interface FreePrefix {
  prefix: string;
}

export type PrefixRow = { used: ApiObject; net: Cidr } | { free: string; net: Cidr };

/** Child prefixes and the free blocks between them, in address order (a free block before the
 * prefixes starting where it starts). */
export function mergePrefixes(children: ApiObject[], free: FreePrefix[]): PrefixRow[] {
  const rows: PrefixRow[] = [];
  for (const c of children) {
    const net = parseCidr(String(c.prefix));
    if (net) rows.push({ used: c, net });
  }
  for (const f of free) {
    const net = parseCidr(f.prefix);
    if (net) rows.push({ free: f.prefix, net });
  }
  return rows.sort((a, b) => (a.net.value < b.net.value ? -1 : a.net.value > b.net.value ? 1 : a.net.length - b.net.length));
}

export type AddressRow = { used: ApiObject; at: bigint } | { first: bigint; count: bigint };

/** The prefix's addresses and the runs of free ones between them (NetBox's
 * add_available_ipaddresses): runs within the addresses the prefix hands out. */
export function mergeAddresses(prefix: Cidr, isPool: boolean, addresses: ApiObject[], complete: boolean): AddressRow[] {
  const span = usable(prefix, isPool);
  const used = addresses
    .map((a) => ({ used: a, at: parseCidr(String(a.address))?.value }))
    .filter((r): r is { used: ApiObject; at: bigint } => r.at !== undefined)
    .sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  const rows: AddressRow[] = [];
  let next = span.first;
  for (const r of used) {
    if (r.at > next && next <= span.last) {
      const end = r.at - 1n < span.last ? r.at - 1n : span.last;
      if (end >= next) rows.push({ first: next, count: end - next + 1n });
    }
    rows.push(r);
    if (r.at + 1n > next) next = r.at + 1n;
  }
  // After the last address read, the space is known free only when all were read.
  if (complete && next <= span.last) rows.push({ first: next, count: span.last - next + 1n });
  return rows;
}

export type VlanRow = { vlan: ApiObject } | { first: number; last: number };

/** The VLANs in VID order and the free runs of the group's ranges between them. */
export function mergeVlans(ranges: Array<[number, number]>, vlans: ApiObject[]): VlanRow[] {
  const sorted = [...vlans].sort((a, b) => Number(a.vid) - Number(b.vid));
  const used = new Set(sorted.map((v) => Number(v.vid)));
  const free: Array<{ first: number; last: number }> = [];
  for (const [lo, hi] of [...ranges].sort((a, b) => a[0] - b[0])) {
    let start: number | null = null;
    for (let vid = lo; vid <= hi + 1; vid++) {
      const isFree = vid <= hi && !used.has(vid);
      if (isFree && start === null) start = vid;
      if (!isFree && start !== null) {
        free.push({ first: start, last: vid - 1 });
        start = null;
      }
    }
  }
  const rows: VlanRow[] = [...sorted.map((vlan) => ({ vlan })), ...free];
  const key = (r: VlanRow) => ('vlan' in r ? Number(r.vlan.vid) : r.first);
  return rows.sort((a, b) => key(a) - key(b));
}
