/**
 * The clock and timers of a long-lived part of the server (the terminal hub's pings and heartbeat):
 * the system's in production, a manual clock in tests (server/test/manual-clock.ts), so no test
 * waits for real time to pass. A callback may return a promise: the manual clock waits for it.
 */
export interface Timers {
  /** Milliseconds since the epoch, as Date.now(). */
  now(): number;
  /** Calls `fn` every `ms` until the returned function is called. */
  every(ms: number, fn: () => unknown): () => void;
  /** Calls `fn` once after `ms`, unless the returned function is called first. */
  after(ms: number, fn: () => unknown): () => void;
}

/** The process's own clock; its timers never keep the process alive on their own. */
export const systemTimers: Timers = {
  now: () => Date.now(),
  every(ms, fn) {
    const handle = setInterval(fn, ms);
    handle.unref();
    return () => clearInterval(handle);
  },
  after(ms, fn) {
    const handle = setTimeout(fn, ms);
    handle.unref();
    return () => clearTimeout(handle);
  },
};
