// Link speeds as devices print them ("BW 1000000 Kbit/sec", "10 Gb/s", "100Mbps"), in Mbit/s,
// the unit of NAPALM's interface `speed`.

const PREFIX_FACTOR: Record<string, number> = { '': 1e-6, k: 1e-3, m: 1, g: 1e3, t: 1e6 };

/** 1000000 "Kbit" -> 1000; 2500 "Kb" -> 2.5; 10 "Gb/s" -> 10000. Throws on an unknown unit. */
export function speedMbps(value: number, unit: string): number {
  const m = /^([kmgt]?)(?:b|bit|bps)\b/i.exec(unit.trim());
  if (!m) throw new Error(`unknown speed unit: ${JSON.stringify(unit)}`);
  return value * PREFIX_FACTOR[m[1]!.toLowerCase()]!;
}
