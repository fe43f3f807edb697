// Durations as network devices print them, in seconds: Cisco's long uptime form ("1 year,
// 2 weeks, 3 days, 4 hours, 5 minutes") and the compact form of BGP and neighbour tables
// ("1y28w", "8w5d", "1d17h", "00:14:23", "never").

const UNIT_SECONDS: Record<string, number> = {
  y: 365 * 86400, w: 7 * 86400, d: 86400, h: 3600, m: 60, s: 1,
};

/** "27 weeks, 4 days, 16 minutes" -> 16676160; undefined when no "<n> <unit>" is found.
 * A year counts 365 days, as NAPALM does. */
export function uptimeSeconds(text: string): number | undefined {
  let total: number | undefined;
  for (const m of text.matchAll(/(\d+)\s*(year|week|day|hour|minute|second)s?\b/gi)) {
    total = (total ?? 0) + Number(m[1]) * UNIT_SECONDS[m[2]!.charAt(0).toLowerCase()]!;
  }
  return total;
}

/** "8w5d" / "1d17h" / "1y28w" / "00:14:23" -> seconds; "never" -> -1. */
export function compactDurationSeconds(text: string): number {
  const t = text.trim().toLowerCase();
  if (t === 'never') return -1;
  const clock = /^(\d+):(\d{1,2}):(\d{1,2})$/.exec(t);
  if (clock) return Number(clock[1]) * 3600 + Number(clock[2]) * 60 + Number(clock[3]);
  if (/^(?:\d+[ywdhms])+$/.test(t)) {
    let total = 0;
    for (const m of t.matchAll(/(\d+)([ywdhms])/g)) total += Number(m[1]) * UNIT_SECONDS[m[2]!]!;
    return total;
  }
  throw new Error(`unrecognised duration: ${JSON.stringify(text)}`);
}
