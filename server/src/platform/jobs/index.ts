import type { Clock } from 'pg-boss';
import type { Config } from '../../config.js';
import { systemTimers, type Timers } from '../time/timers.js';
import { createInProcessJobs } from './in-process.js';
import { createPgBossJobs } from './pg-boss.js';
import type { Jobs } from './jobs.js';

export type { Job, JobHandler, Jobs, ScheduleOptions, SendOptions, WorkOptions } from './jobs.js';
export { JOBS_TIME_ZONE } from './jobs.js';
export { PG_BOSS_POOL_MAX, PG_BOSS_SCHEMA } from './pg-boss.js';

export interface JobsOptions {
  /** The in-process runner's clock: the system's, or a test's manual clock. */
  timers?: Timers;
  /** pg-boss's clock: the system's, or a pg-boss TestClock (several processes of a test share one). */
  clock?: Clock;
  /**
   * Whether the timetables fire. Always outside tests; under NODE_ENV=test only when the test asks
   * (with a clock it moves), so that nothing runs on its own in the middle of a test.
   */
  schedules?: boolean;
}

/** The engine of this set-up: pg-boss on PostgreSQL, the in-process runner on SQLite. */
export function createJobs(
  config: Pick<Config, 'database' | 'env' | 'shutdownTimeoutMs'>,
  opts: JobsOptions = {},
): Jobs {
  const schedules = opts.schedules ?? config.env !== 'test';
  const { shutdownTimeoutMs } = config;
  return config.database.kind === 'postgres'
    ? createPgBossJobs({ url: config.database.url, schedules, shutdownTimeoutMs, clock: opts.clock })
    : createInProcessJobs({ timers: opts.timers ?? systemTimers, schedules, shutdownTimeoutMs });
}
