// BGP AS numbers as plain integers (NAPALM's as_number): asplain "65000" as is, asdot
// "1.10" as 1 * 65536 + 10, as RFC 5396 defines it.

/** "65000" -> 65000, "1.10" -> 65546; undefined when `text` is neither form or out of range. */
export function asPlainNumber(text: string): number | undefined {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!m) return undefined;
  const n = m[2] === undefined ? Number(m[1]) : Number(m[1]) * 65536 + Number(m[2]);
  if (m[2] !== undefined && (Number(m[1]) > 65535 || Number(m[2]) > 65535)) return undefined;
  return n <= 0xffffffff ? n : undefined;
}
