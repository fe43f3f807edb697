// Addresses as numbers, for the free space between the used addresses and prefixes of a prefix
// (NetBox's add_available_ipaddresses and add_available_prefixes): parsing and formatting IPv4
// and IPv6 text (src/ipam/address.ts, the server's own), and a prefix's usable addresses as the
// available-ips endpoint hands them out.
import { formatAddress, parseIp, width } from '../../ipam/address.ts';

export interface Cidr {
  family: 4 | 6;
  /** The address (or the network's first address) as a number. */
  value: bigint;
  length: number;
}

export { formatAddress };

/** `10.0.0.1/24`, `2001:db8::/32` or a bare address (its full length); null when unreadable.
 * Read by the server's own parser, so that the UI reads addresses as the API writes them. */
export function parseCidr(text: string): Cidr | null {
  const ip = parseIp(text);
  return ip && { family: ip.family, value: ip.value, length: ip.length };
}

/** The network's first address and its last. */
export function bounds(c: Cidr): { first: bigint; last: bigint } {
  const host = (1n << BigInt(width(c.family) - c.length)) - 1n;
  const first = c.value & ~host;
  return { first, last: first | host };
}

/** The addresses of a prefix the available-ips endpoint hands out (netinv's src/ipam/available.ts,
 * NetBox's get_available_ips): every one of a pool, an IPv4 /31 or /32 and an IPv6 /127 or
 * /128; other IPv4 prefixes keep their network and broadcast addresses, IPv6 ones their first. */
export function usable(c: Cidr, isPool: boolean): { first: bigint; last: bigint } {
  const { first, last } = bounds(c);
  const whole = isPool || c.length >= width(c.family) - 1;
  if (whole) return { first, last };
  return { first: first + 1n, last: c.family === 4 ? last - 1n : last };
}

/** A count as NetBox writes large ones: 1,234 or "about 4.3 billion" past a million. */
export function countText(n: bigint): string {
  if (n <= 1_000_000n) return Number(n).toLocaleString('en');
  const words: Array<[bigint, string]> = [[10n ** 33n, 'decillion'], [10n ** 30n, 'nonillion'], [10n ** 27n, 'octillion'], [10n ** 24n, 'septillion'],
    [10n ** 21n, 'sextillion'], [10n ** 18n, 'quintillion'], [10n ** 15n, 'quadrillion'], [10n ** 12n, 'trillion'], [10n ** 9n, 'billion'], [10n ** 6n, 'million']];
  const [unit, word] = words.find(([u]) => n >= u)!;
  return `${(Number((n * 10n) / unit) / 10).toLocaleString('en')} ${word}`;
}
