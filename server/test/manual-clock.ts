import type { Timers } from '../src/platform/time/timers.js';

interface Waiting {
  at: number;
  every: number | null;
  fn: () => unknown;
  cancelled: boolean;
}

export interface ManualClock extends Timers {
  /**
   * Moves time forward by `ms`, running every timer that falls due on the way in the order of its
   * time, and waiting for what each returns (a heartbeat's writes) before the next one.
   */
  advance(ms: number): Promise<void>;
}

/** Timers that move only when the test says so (injected where the server takes `Timers`). */
export function manualClock(start = Date.now()): ManualClock {
  let now = start;
  const waiting: Waiting[] = [];
  const add = (ms: number, fn: () => unknown, every: number | null) => {
    const w: Waiting = { at: now + ms, every, fn, cancelled: false };
    waiting.push(w);
    return () => {
      w.cancelled = true;
    };
  };
  return {
    now: () => now,
    every: (ms, fn) => add(ms, fn, ms),
    after: (ms, fn) => add(ms, fn, null),
    async advance(ms) {
      const end = now + ms;
      for (;;) {
        const due = waiting.filter((w) => !w.cancelled && w.at <= end).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        now = due.at;
        if (due.every === null) due.cancelled = true;
        else due.at += due.every;
        await due.fn();
      }
      now = end;
      for (let i = waiting.length - 1; i >= 0; i -= 1) if (waiting[i]!.cancelled) waiting.splice(i, 1);
    },
  };
}
