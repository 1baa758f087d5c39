/**
 * The seeded randomness of the generated catalogue: mulberry32 and the few draws the generator
 * makes with it, so the same seed writes the same assets on every machine (never Math.random).
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** A float in [min, max), rounded to `digits` decimals. */
  float(min: number, max: number, digits = 1): number {
    const f = 10 ** digits;
    return Math.round((min + this.next() * (max - min)) * f) / f;
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length)]!;
  }

  /** `n` distinct items of the list, in the list's order. */
  some<T>(list: readonly T[], n: number): T[] {
    const chosen = new Set<number>();
    const want = Math.min(n, list.length);
    while (chosen.size < want) chosen.add(Math.floor(this.next() * list.length));
    return [...chosen].sort((a, b) => a - b).map((i) => list[i]!);
  }

  digits(n: number): string {
    let s = '';
    for (let i = 0; i < n; i += 1) s += String(this.int(0, 9));
    return s;
  }
}

/** Picks by weight in O(log n): build once, draw many times. */
export class WeightedPicker<T> {
  private readonly items: readonly T[];
  private readonly cumulative: number[];

  constructor(entries: readonly (readonly [T, number])[]) {
    this.items = entries.map(([item]) => item);
    let sum = 0;
    this.cumulative = entries.map(([, w]) => (sum += w));
  }

  pick(random: Random): T {
    const x = random.next() * this.cumulative[this.cumulative.length - 1]!;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.cumulative[mid]! > x) hi = mid;
      else lo = mid + 1;
    }
    return this.items[lo]!;
  }
}
