// Parsing and normalising IPv4/IPv6 addresses and prefixes in JavaScript, so bad input is a
// clear 400 before PostgreSQL ever sees it. Values are BigInts; family 4 has 32 bits, 6 has 128.
// It imports nothing: the web UI reads addresses with it too (src/ui/ipam/ip.ts).

export interface IpValue {
  family: 4 | 6;
  /** The address as an unsigned integer. */
  value: bigint;
  /** Prefix length; the family's full width when none was written. */
  length: number;
  /** True when the text carried a /length. */
  hasLength: boolean;
}

const V4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

function parseV4(s: string): bigint | null {
  const m = V4.exec(s);
  if (!m) return null;
  let v = 0n;
  for (let i = 1; i <= 4; i++) {
    const part = m[i]!;
    if (part.length > 1 && part.startsWith('0')) return null; // no octal-looking octets
    const n = Number(part);
    if (n > 255) return null;
    v = (v << 8n) | BigInt(n);
  }
  return v;
}

function parseV6(s: string): bigint | null {
  if (!/^[0-9a-fA-F:.]+$/.test(s) || s.length > 45) return null;
  let tail: bigint[] = [];
  // An embedded IPv4 tail (::ffff:1.2.3.4) counts as two groups.
  const lastColon = s.lastIndexOf(':');
  if (s.includes('.')) {
    const v4 = parseV4(s.slice(lastColon + 1));
    if (v4 === null) return null;
    tail = [v4 >> 16n, v4 & 0xffffn];
    s = s.slice(0, lastColon + 1) + (s[lastColon - 1] === ':' ? '' : '0');
    if (s.endsWith(':0')) s = s.slice(0, -2);
    else if (s.endsWith(':') && !s.endsWith('::')) s = s.slice(0, -1);
  }
  const halves = s.split('::');
  if (halves.length > 2) return null;
  const groups = (h: string) => (h === '' ? [] : h.split(':'));
  const head = groups(halves[0]!);
  const rest = halves.length === 2 ? groups(halves[1]!) : [];
  const all = [...head, ...rest];
  if (all.some((g) => !/^[0-9a-fA-F]{1,4}$/.test(g))) return null;
  const count = all.length + tail.length;
  if (halves.length === 1 ? count !== 8 : count > 7) return null;
  const zeros = 8 - count;
  const words = [...head.map((g) => BigInt(`0x${g}`)), ...Array(zeros).fill(0n), ...rest.map((g) => BigInt(`0x${g}`)), ...tail];
  return words.reduce((acc, w) => (acc << 16n) | w, 0n);
}

/** Parses `addr` or `addr/len`; null when it is not a valid IPv4 or IPv6 value. */
export function parseIp(text: string): IpValue | null {
  if (typeof text !== 'string' || text.length > 60) return null;
  const [addr, len, extra] = text.trim().split('/');
  if (extra !== undefined || !addr) return null;
  const v4 = parseV4(addr);
  const family: 4 | 6 = v4 !== null ? 4 : 6;
  const value = v4 ?? parseV6(addr);
  if (value === null) return null;
  const width = family === 4 ? 32 : 128;
  if (len === undefined) return { family, value, length: width, hasLength: false };
  if (!/^\d{1,3}$/.test(len) || Number(len) > width) return null;
  return { family, value, length: Number(len), hasLength: true };
}

export function width(family: 4 | 6): number {
  return family === 4 ? 32 : 128;
}

/** The host bits of a value under its length. */
export function hostBits(ip: IpValue): bigint {
  const hostLen = BigInt(width(ip.family) - ip.length);
  return ip.value & ((1n << hostLen) - 1n);
}

export function formatAddress(family: 4 | 6, value: bigint): string {
  if (family === 4) return [24n, 16n, 8n, 0n].map((s) => String((value >> s) & 255n)).join('.');
  const words = Array.from({ length: 8 }, (_, i) => Number((value >> BigInt(112 - 16 * i)) & 0xffffn));
  // Compress the longest run of two or more zero words (RFC 5952).
  let best = -1;
  let bestLen = 1;
  for (let i = 0; i < 8; ) {
    if (words[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && words[j] === 0) j++;
    if (j - i > bestLen) {
      best = i;
      bestLen = j - i;
    }
    i = j;
  }
  const hex = words.map((w) => w.toString(16));
  if (best < 0) return hex.join(':');
  return `${hex.slice(0, best).join(':')}::${hex.slice(best + bestLen).join(':')}`;
}

export function formatIp(ip: IpValue): string {
  return `${formatAddress(ip.family, ip.value)}/${ip.length}`;
}
