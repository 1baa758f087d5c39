import { describe, expect, it } from 'vitest';
import { LEASE_TARGET_MS, largestRun, leasedWindows, type WindowStore } from './partner-keys.leases.js';

/** A shared store of windows as Redis or the database keep them, with the calls it received. */
function sharedStore() {
  const counts = new Map<string, number>();
  const calls: number[] = [];
  const store: WindowStore = async (keyId, minute, n) => {
    calls.push(n);
    const k = `${keyId}:${minute}`;
    const count = (counts.get(k) ?? 0) + n;
    counts.set(k, count);
    return count;
  };
  return { store, calls, counts };
}

describe('leased windows', () => {
  it('at a low rate every request asks the store: the counts are exact across processes', async () => {
    const { store, calls } = sharedStore();
    let now = 0;
    const clock = () => (now += 2 * LEASE_TARGET_MS);
    const a = leasedWindows(store, clock);
    const b = leasedWindows(store, clock);
    const ranks = [];
    for (const p of [a, b, a, b, b]) ranks.push(await p.hit(1, 100, 4));
    expect(ranks).toEqual([1, 2, 3, 4, 5]);
    // The last one is refused without asking: the store said the minute was spent.
    expect(calls).toEqual([1, 1, 1, 1]);
  });

  it('a busy key takes growing runs, never more than a twentieth of its limit, and never lets one too many through', async () => {
    const { store, calls } = sharedStore();
    const clock = () => 0; // every run is used up at once: the run doubles each time
    const a = leasedWindows(store, clock);
    const b = leasedWindows(store, clock);
    const limit = 6000;
    const served = { a: 0, b: 0 };
    for (let i = 0; i < 7000; i++) {
      const [p, name] = i % 3 ? [a, 'a' as const] : [b, 'b' as const];
      if ((await p.hit(7, 5, limit)) <= limit) served[name] += 1;
    }
    expect(served.a + served.b).toBeLessThanOrEqual(limit);
    // Held back at most a run per process.
    expect(served.a + served.b).toBeGreaterThan(limit - 2 * largestRun(limit));
    expect(Math.max(...calls)).toBe(largestRun(limit));
    expect(calls.length).toBeLessThan(100);
  });

  it('a spent minute is refused without the store, until the limit is raised; a new minute starts afresh', async () => {
    const { store, calls } = sharedStore();
    const w = leasedWindows(store, () => 0);
    for (let i = 0; i < 2; i++) await w.hit(3, 9, 2);
    expect(await w.hit(3, 9, 2)).toBe(3);
    const asked = calls.length;
    expect(await w.hit(3, 9, 2)).toBe(3);
    expect(calls.length).toBe(asked);
    expect(await w.hit(3, 9, 5)).toBeLessThanOrEqual(5);
    expect(await w.hit(3, 10, 2)).toBe(1);
  });

  it('requests arriving together share the lease being taken', async () => {
    const { store, calls } = sharedStore();
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const slow: WindowStore = async (...args) => {
      await gate;
      return store(...args);
    };
    const w = leasedWindows(slow, () => 0);
    const ranks = Promise.all([w.hit(4, 1, 1000), w.hit(4, 1, 1000), w.hit(4, 1, 1000)]);
    release();
    expect((await ranks).sort()).toEqual([1, 2, 3]);
    expect(calls.length).toBeLessThanOrEqual(2);
  });
});
