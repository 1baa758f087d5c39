import { TestClock } from 'pg-boss';
import { manualClock } from '../../../test/manual-clock.js';
import type { JobsOptions } from './index.js';

/**
 * The clock of a test's jobs on either engine: a manual clock for the in-process runner (SQLite),
 * a pg-boss TestClock on PostgreSQL (it moves the database's time of pg-boss too: retries and
 * timetables are measured there). Give `options` to buildTestApp, and the same to anotherProcess
 * for a second process on the database: one clock for both.
 */
export interface JobsClock {
  options: JobsOptions;
  now(): number;
  /** Moves time on by `ms`: every timer passed fires (a retry due, a timetable's time). */
  advance(ms: number): Promise<void>;
  /**
   * Resolves once `done` answers true. Jobs due now run meanwhile: pg-boss's workers fetch on the
   * clock, so it moves on a second at a time, 15 seconds at most; the in-process runner needs no
   * time to pass.
   */
  until(done: () => Promise<boolean>): Promise<void>;
}

export function jobsClock(start: number, { schedules = false }: { schedules?: boolean } = {}): JobsClock {
  if (process.env.TEST_DB === 'postgres') {
    const clock = new TestClock(start);
    return {
      options: { clock, schedules },
      now: () => clock.now(),
      async advance(ms) {
        // A jump, then one turn: each timer it passed fires once (a worker polls, the timetable's
        // pass runs), not once per interval over the whole span.
        await clock.setTime(clock.now() + ms);
        await clock.tick(0);
      },
      async until(done) {
        // A second at a time, 15 at most: enough for pg-boss's polls and the timetable's relay,
        // never enough to reach a retry's delay (a minute for mail) while a test waits.
        for (let turn = 1, seconds = 0; !(await done()); turn += 1) {
          if (turn % 50 === 0 && seconds < 15) {
            await clock.tick(1000);
            seconds += 1;
          } else await new Promise((resolve) => setImmediate(resolve));
        }
      },
    };
  }
  const timers = manualClock(start);
  return {
    options: { timers, schedules },
    now: () => timers.now(),
    advance: (ms) => timers.advance(ms),
    async until(done) {
      while (!(await done())) await new Promise((resolve) => setImmediate(resolve));
    },
  };
}
