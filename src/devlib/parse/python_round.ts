// Python 3's round(x) to an integer: halves go to the even neighbour (round(562.5) == 562),
// where Math.round would go up. NAPALM computes some values with it (junos used RAM).

export function pythonRound(x: number): number {
  if (!Number.isFinite(x)) return x;
  const floor = Math.floor(x);
  const rest = x - floor;
  if (rest > 0.5) return floor + 1;
  if (rest < 0.5) return floor;
  return floor % 2 === 0 ? floor : floor + 1;
}
