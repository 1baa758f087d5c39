import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from './errors.js';
import { createGate, SLICE_MS } from './gate.js';

/** A task the test finishes by hand: no timers, no load. */
function controllable<T>(value: T) {
  let finish!: () => void;
  let started = false;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const task = async () => {
    started = true;
    await done;
    return value;
  };
  return { task, finish, started: () => started };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('concurrency gate', () => {
  it('runs two at once, queues one, refuses the next with 503 busy and Retry-After', async () => {
    const gate = createGate({ concurrency: 2, queue: 1, retryAfterSeconds: 7 });
    const [a, b, c] = [controllable('a'), controllable('b'), controllable('c')];
    const pa = gate.run(a.task);
    const pb = gate.run(b.task);
    const pc = gate.run(c.task);
    await settle();
    expect([a.started(), b.started(), c.started()]).toEqual([true, true, false]);
    expect([gate.active, gate.waiting]).toEqual([2, 1]);

    const refused = await gate.run(async () => 'd').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      status: 503,
      code: 'busy',
      message: 'Troppe richieste, riprova tra poco.',
    });
    expect((refused as AppError).retryAfter).toBe(7);

    a.finish();
    expect(await pa).toBe('a');
    await settle();
    expect(c.started()).toBe(true);
    expect([gate.active, gate.waiting]).toEqual([2, 0]);
    b.finish();
    c.finish();
    expect(await Promise.all([pb, pc])).toEqual(['b', 'c']);
    expect([gate.active, gate.waiting]).toEqual([0, 0]);
  });

  describe('with a longest wait', () => {
    afterEach(() => vi.useRealTimers());

    it('serves a waiting task whose turn comes in time, refuses one that waits too long', async () => {
      vi.useFakeTimers();
      const gate = createGate({ concurrency: 1, queue: 10, maxWaitMs: 2000 });
      const a = controllable('a');
      const pa = gate.run(a.task);
      const pb = gate.run(async () => 'b');
      await vi.advanceTimersByTimeAsync(1999);
      a.finish();
      expect(await Promise.all([pa, pb])).toEqual(['a', 'b']);

      const c = controllable('c');
      const pc = gate.run(c.task);
      const late = gate.run(async () => 'late').catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(2000);
      expect(await late).toMatchObject({ status: 503, code: 'busy' });
      expect([gate.active, gate.waiting]).toEqual([1, 0]);
      c.finish();
      expect(await pc).toBe('c');
      expect(gate.active).toBe(0);
    });
  });

  it('gives the turn back when a task fails', async () => {
    const gate = createGate({ concurrency: 1, queue: 0 });
    await expect(gate.run(async () => Promise.reject(new Error('rotto')))).rejects.toThrow('rotto');
    expect(gate.active).toBe(0);
    expect(await gate.run(async () => 'ok')).toBe('ok');
  });

  it('shares the event loop: tasks run back to back within a slice, then let the loop in; the slice follows the rest of the loop', async () => {
    let now = 1000;
    const gate = createGate({ concurrency: 1, queue: 10, shareLoop: true, clock: () => now });
    const order: string[] = [];
    /** Starts a task and, beside it, something else the loop has to do (a request read meanwhile). */
    const runWithNeighbour = (name: string, costMs: number) => {
      setImmediate(() => {
        order.push(`loop before ${name}`);
        now += 30; // the rest of the loop took 30 ms
      });
      return gate.run(async () => {
        order.push(name);
        now += costMs;
      });
    };
    // The first task of a slice lets the loop in first.
    await runWithNeighbour('a', 2);
    expect(order).toEqual(['loop before a', 'a']);
    // Within the slice (30 ms, as the rest took), the next ones start at once.
    order.length = 0;
    await Promise.all([runWithNeighbour('b', 10), runWithNeighbour('c', 10)]);
    expect(order.slice(0, 2)).toEqual(['b', 'c']);
    // Once the slice is spent, the loop comes first again.
    await new Promise((resolve) => setImmediate(resolve));
    order.length = 0;
    now += 40;
    await runWithNeighbour('d', 1);
    expect(order).toEqual(['loop before d', 'd']);
    expect(SLICE_MS.min).toBeLessThan(SLICE_MS.max);
  });
});
