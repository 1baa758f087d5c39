import { busy } from './errors.js';

export interface GateOptions {
  /** Tasks that run at once. */
  concurrency: number;
  /** Tasks that may wait for a turn; one more is refused at once with 503. */
  queue: number;
  /** The Italian refusal. */
  busyMessage?: string;
  /** Seconds suggested to the client (Retry-After). */
  retryAfterSeconds?: number;
}

export interface Gate {
  /** Runs the task when a turn is free, or throws 503 busy at once when the queue is full. */
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly waiting: number;
}

/**
 * A small concurrency gate with a short queue, for heavy work (image decoding, catalogue searches)
 * that must not starve every other request: at most `concurrency` run, `queue` wait, the next is
 * told to come back (503 with Retry-After) instead of queueing for ever. Per process: it bounds this
 * process's CPU. (p-limit and p-queue queue without bound; refusing is what we need, in 30 lines.)
 */
export function createGate(opts: GateOptions): Gate {
  let active = 0;
  const waiting: (() => void)[] = [];
  return {
    get active() {
      return active;
    },
    get waiting() {
      return waiting.length;
    },
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active < opts.concurrency) active += 1;
      else if (waiting.length < opts.queue) await new Promise<void>((resolve) => waiting.push(resolve));
      else throw busy(opts.busyMessage, opts.retryAfterSeconds);
      try {
        return await task();
      } finally {
        // The turn passes to the next waiting task, or is given back.
        const next = waiting.shift();
        if (next) next();
        else active -= 1;
      }
    },
  };
}
