// Addresses as numbers, for the free space between the used addresses and prefixes of a prefix
// (NetBox's add_available_ipaddresses and add_available_prefixes): parsing and formatting IPv4
// and IPv6 text, and a prefix's usable addresses as the available-ips endpoint hands them out.

export interface Cidr {
  family: 4 | 6;
  /** The address (or the network's first address) as a number. */
  value: bigint;
  length: number;
}

const width = (family: 4 | 6) => (family === 4 ? 32 : 128);

function parse4(text: string): bigint | null {
  const parts = text.split('.');
  if (parts.length !== 4 || parts.some((p) => !/^\d{1,3}$/.test(p) || Number(p) > 255)) return null;
  return parts.reduce((n, p) => (n << 8n) | BigInt(p), 0n);
}

function parse6(text: string): bigint | null {
  let groups: string[];
  let tail: bigint | null = null;
  // An embedded IPv4 tail (::ffff:192.0.2.1) stands for the last two groups.
  const v4 = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    tail = parse4(v4[2]!);
    if (tail === null) return null;
    text = `${v4[1]}0:0`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const rest = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  if (halves.length === 2) {
    if (head.length + rest.length > 7) return null;
    groups = [...head, ...Array(8 - head.length - rest.length).fill('0'), ...rest];
  } else groups = head;
  if (groups.length !== 8 || groups.some((g) => !/^[0-9a-f]{1,4}$/i.test(g))) return null;
  let n = groups.reduce((acc, g) => (acc << 16n) | BigInt(parseInt(g, 16)), 0n);
  if (tail !== null) n = (n & ~0xffffffffn) | tail;
  return n;
}

/** `10.0.0.1/24`, `2001:db8::/32` or a bare address (its full length); null when unreadable. */
export function parseCidr(text: string): Cidr | null {
  const [addr, len] = text.trim().split('/');
  const family: 4 | 6 = addr!.includes(':') ? 6 : 4;
  const value = family === 4 ? parse4(addr!) : parse6(addr!.toLowerCase());
  const length = len === undefined ? width(family) : Number(len);
  if (value === null || !Number.isInteger(length) || length < 0 || length > width(family)) return null;
  return { family, value, length };
}

/** An address's text, IPv6 in its shortest form (RFC 5952). */
export function formatAddress(family: 4 | 6, value: bigint): string {
  if (family === 4) return [24n, 16n, 8n, 0n].map((s) => String((value >> s) & 255n)).join('.');
  const groups = Array.from({ length: 8 }, (_, i) => Number((value >> BigInt(112 - 16 * i)) & 0xffffn));
  // The longest run of two or more zero groups becomes "::".
  let best = -1;
  let bestLen = 1;
  for (let i = 0; i < 8; ) {
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > bestLen) [best, bestLen] = [i, j - i];
    i = j === i ? i + 1 : j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (best < 0) return hex.join(':');
  return `${hex.slice(0, best).join(':')}::${hex.slice(best + bestLen).join(':')}`;
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
