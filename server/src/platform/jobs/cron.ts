import { CronExpressionParser } from 'cron-parser';
import { JOBS_TIME_ZONE } from './jobs.js';

/**
 * The first time of a cron expression strictly after `after` (ms since the epoch), read in
 * Italy's time. cron-parser, as pg-boss reads its schedules: both engines agree on every time.
 */
export function nextOccurrence(cron: string, after: number): number {
  return CronExpressionParser.parse(cron, { tz: JOBS_TIME_ZONE, strict: false, currentDate: after })
    .next()
    .getTime();
}

/** Refuses an expression no engine could read, when it is declared rather than when it is due. */
export function assertCron(cron: string): void {
  if (!cron.trim()) throw new Error('jobs: a schedule needs a cron expression');
  nextOccurrence(cron, Date.now());
}
