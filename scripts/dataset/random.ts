// Seeded randomness for the benchmark dataset. Each table draws from its own stream (the seed
// mixed with the stream's name), so changing how one table is generated leaves every other
// table's rows as they were.

/** mulberry32: 32 bits of state, fast, and good enough for test data. */
export function mulberry32(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a, to turn a stream name into seed bits. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export class Rng {
  readonly next: () => number;
  constructor(seed: number, stream: string) {
    this.next = mulberry32((seed ^ fnv1a(stream)) >>> 0);
  }
  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  /** An integer in [min, max]. */
  between(min: number, max: number): number {
    return min + this.int(max - min + 1);
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }
  /** An index in [0, n) favouring the low end, so a few values are common and most are rare. */
  skewed(n: number, power = 2): number {
    return Math.min(n - 1, Math.floor(n * this.next() ** power));
  }
  /** A choice by weight: `[[value, weight], ...]`. */
  weighted<T>(choices: ReadonlyArray<readonly [T, number]>): T {
    let total = 0;
    for (const [, w] of choices) total += w;
    let r = this.next() * total;
    for (const [value, w] of choices) {
      r -= w;
      if (r < 0) return value;
    }
    return choices[choices.length - 1]![0];
  }
  /** k distinct integers in [0, n), in the order drawn. */
  distinct(n: number, k: number): number[] {
    const chosen = new Set<number>();
    const wanted = Math.min(k, n);
    while (chosen.size < wanted) chosen.add(this.int(n));
    return [...chosen];
  }
  /** Upper-case letters and digits, e.g. serial numbers. */
  code(length: number): string {
    const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
    let s = '';
    for (let i = 0; i < length; i++) s += alphabet[this.int(alphabet.length)];
    return s;
  }
}
