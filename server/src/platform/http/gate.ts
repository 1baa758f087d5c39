import { busy } from './errors.js';

export interface GateOptions {
  /** Tasks that run at once. */
  concurrency: number;
  /** Tasks that may wait for a turn; one more is refused at once with 503. */
  queue: number;
  /**
   * The longest a task waits for its turn before it is refused (503) instead: a burst of a few
   * desks is served, a flood is told to come back rather than wait for ever. Unbounded if unset.
   */
  maxWaitMs?: number;
  /** The Italian refusal. */
  busyMessage?: string;
  /** Seconds suggested to the client (Retry-After). */
  retryAfterSeconds?: number;
  /**
   * Tasks that hold the event loop while they run (SQLite's queries are synchronous) share it
   * with everything else: see loopShare. Off: tasks start as soon as they have a turn.
   */
  shareLoop?: boolean;
  /** The clock of loopShare (tests); performance.now otherwise. */
  clock?: () => number;
}

export interface Gate {
  /** Runs the task when a turn is free, or throws 503 busy when the queue is full or the wait too long. */
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly waiting: number;
}

interface Waiter {
  resolve: () => void;
  timer: ReturnType<typeof setTimeout> | undefined;
}

/**
 * A small concurrency gate with a bounded queue, for heavy work (image decoding, catalogue
 * searches) that must not starve every other request: at most `concurrency` run, at most `queue`
 * wait and none longer than `maxWaitMs`; the others are told to come back (503 with Retry-After)
 * instead of queueing for ever. Per process: it bounds this process's CPU. (p-limit and p-queue
 * queue without bound; refusing is what we need, in a few lines.)
 */
export function createGate(opts: GateOptions): Gate {
  const share = opts.shareLoop ? loopShare(opts.clock) : null;
  let active = 0;
  const waiting: Waiter[] = [];
  const refusal = () => busy(opts.busyMessage, opts.retryAfterSeconds);

  const waitForTurn = () =>
    new Promise<void>((resolve, reject) => {
      const waiter: Waiter = { resolve, timer: undefined };
      if (opts.maxWaitMs !== undefined) {
        waiter.timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(waiter), 1);
          reject(refusal());
        }, opts.maxWaitMs);
      }
      waiting.push(waiter);
    });

  return {
    get active() {
      return active;
    },
    get waiting() {
      return waiting.length;
    },
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active < opts.concurrency) active += 1;
      else if (waiting.length < opts.queue) await waitForTurn();
      else throw refusal();
      try {
        if (share) await share.turn();
        return await task();
      } finally {
        // The turn passes to the next waiting task, or is given back.
        const next = waiting.shift();
        if (next) {
          clearTimeout(next.timer);
          next.resolve();
        } else active -= 1;
      }
    },
  };
}

/** The shortest and the longest run of tasks back to back before they let the rest of the loop in. */
export const SLICE_MS = { min: 5, max: 100 } as const;

/**
 * Taking turns with the rest of the event loop. A task that starts once its slice of the loop is
 * spent first waits for the loop to read what arrived meanwhile (setImmediate); within the slice
 * it starts at once. The slice lasts as long as the rest of the loop took the last time (within
 * SLICE_MS): under a crowd the tasks get about half of the loop, however many other requests wait.
 * Yielding before every task instead gave them one turn per loop iteration: at 200 connections an
 * iteration read ~160 other requests, and three searches ran per iteration (~30/s, 98.8 % of the
 * rest refused once their wait passed two seconds). When the process is idle the yield costs
 * nothing and the slice is the shortest, so a search never keeps a health probe waiting long.
 */
function loopShare(clock: () => number = () => performance.now()) {
  let sliceStart = -Infinity;
  let sliceMs: number = SLICE_MS.min;
  return {
    async turn() {
      if (clock() - sliceStart < sliceMs) return;
      const asked = clock();
      await new Promise((resolve) => setImmediate(resolve));
      const now = clock();
      sliceMs = Math.min(SLICE_MS.max, Math.max(SLICE_MS.min, now - asked));
      sliceStart = now;
    },
  };
}
