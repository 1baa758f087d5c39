import { systemTimers, type Timers } from './platform/time/timers.js';

/**
 * Runs the steps of a shutdown in order (stop accepting and let requests in flight end, then the
 * jobs, the bus, the database) within `ms`: 'closed' when they all ended, 'timed-out' when the
 * wait ran out first (a request or a job that hangs must not keep a unit that was told to stop
 * alive until systemd kills it without a word). A step that fails does not stop the next ones.
 */
export async function closeWithin(
  steps: (() => Promise<unknown>)[],
  ms: number,
  onError: (err: unknown) => void,
  timers: Timers = systemTimers,
): Promise<'closed' | 'timed-out'> {
  let cancel = () => {};
  const late = new Promise<'timed-out'>((resolve) => (cancel = timers.after(ms, () => resolve('timed-out'))));
  const all = (async () => {
    for (const step of steps) await step().catch(onError);
    return 'closed' as const;
  })();
  try {
    return await Promise.race([all, late]);
  } finally {
    cancel();
  }
}
