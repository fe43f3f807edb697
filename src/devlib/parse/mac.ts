// NAPALM's mac(): any of the usual spellings of a MAC address (Cisco dotted "0001.0203.0405",
// dashes, colons with or without zero padding, bare hex, a truncated "00:01:" padded with
// zeros) as upper-case colon-separated pairs, "00:01:02:03:04:05".
export function mac(raw: string): string {
  let text = raw.trim();
  if (text.endsWith(':')) {
    const flat = text.replace(/:/g, '');
    text = flat + '0'.repeat(Math.max(0, 12 - flat.length));
  }
  let hex: string;
  const parts = text.split(/[:-]/);
  if (parts.length === 6 && parts.every((p) => /^[0-9A-Fa-f]{1,2}$/.test(p))) hex = parts.map((p) => p.padStart(2, '0')).join('');
  else hex = text.replace(/[.:\-\s]/g, '');
  if (!/^[0-9A-Fa-f]{12}$/.test(hex)) throw new Error(`not a MAC address: ${raw}`);
  return hex.toUpperCase().match(/../g)!.join(':');
}
