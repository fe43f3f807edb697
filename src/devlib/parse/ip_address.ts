// NAPALM's ip(): an IPv4 or IPv6 address in its standard text (IPv6 lower-case, leading zeros
// dropped, the longest run of two or more zero groups as "::", RFC 5952, as Python's ipaddress
// prints it), so the same address read from different outputs compares equal.

function ipv4Octets(text: string): number[] | undefined {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^(0|[1-9]\d{0,2})$/.test(p) && Number(p) <= 255)) return undefined;
  return parts.map(Number);
}

function ipv6Groups(text: string): number[] | undefined {
  let groups = text.split(':');
  // An embedded IPv4 tail ("::ffff:10.0.0.1") stands for the last two groups.
  const tail = groups[groups.length - 1]!;
  if (tail.includes('.')) {
    const o = ipv4Octets(tail);
    if (!o) return undefined;
    groups = [...groups.slice(0, -1), ((o[0]! << 8) | o[1]!).toString(16), ((o[2]! << 8) | o[3]!).toString(16)];
  }
  const gap = text.indexOf('::');
  if (gap !== text.lastIndexOf('::')) return undefined;
  if (gap >= 0) {
    const joined = groups.join(':');
    const [head, rest] = [joined.slice(0, joined.indexOf('::')), joined.slice(joined.indexOf('::') + 2)];
    const h = head ? head.split(':') : [];
    const r = rest ? rest.split(':') : [];
    if (h.length + r.length > 7) return undefined;
    groups = [...h, ...Array<string>(8 - h.length - r.length).fill('0'), ...r];
  }
  if (groups.length !== 8 || !groups.every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return undefined;
  return groups.map((g) => parseInt(g, 16));
}

function formatIpv6(groups: number[]): string {
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return `::ffff:${[groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.')}`;
  }
  let best = -1, bestLen = 1;
  for (let i = 0; i < 8;) {
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > bestLen) [best, bestLen] = [i, j - i];
    i = j === i ? i + 1 : j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (best < 0) return hex.join(':');
  return `${hex.slice(0, best).join(':')}::${hex.slice(best + bestLen).join(':')}`;
}

/** "2001:0DB8::0:1" -> "2001:db8::1", "010.0.0.1" is rejected (as Python does), a "%scope"
 * suffix is kept. Throws when `raw` is not an address (of `version`, when given). */
export function ipAddress(raw: string, version?: 4 | 6): string {
  const [addr = '', scope] = raw.trim().split('%', 2);
  const v4 = version !== 6 ? ipv4Octets(addr) : undefined;
  const v6 = !v4 && version !== 4 ? ipv6Groups(addr) : undefined;
  if (!v4 && !v6) throw new Error(`not an IPv${version ?? '4 or IPv6'} address: ${JSON.stringify(raw)}`);
  const text = v4 ? v4.join('.') : formatIpv6(v6!);
  return scope === undefined ? text : `${text}%${scope}`;
}
