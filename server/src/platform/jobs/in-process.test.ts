import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../../test/manual-clock.js';
import { createInProcessJobs } from './in-process.js';
import type { Job } from './jobs.js';

/** A logger that keeps what it was told, by level. */
function recordingLog() {
  const lines: { level: string; msg: string; attempt?: number }[] = [];
  const at = (level: string) => (obj: { attempt?: number } | string, msg?: string) =>
    lines.push({
      level,
      msg: typeof obj === 'string' ? obj : (msg ?? ''),
      attempt: (obj as { attempt?: number }).attempt,
    });
  const log = {
    level: 'info',
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    debug: at('debug'),
    trace: at('trace'),
    fatal: at('fatal'),
    silent: () => {},
    child: () => log,
  };
  return { log: log as unknown as FastifyBaseLogger, lines };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));
const settle = async () => {
  for (let i = 0; i < 10; i += 1) await turn();
};
const HOUR = 3_600_000;

describe('the in-process runner (SQLite), on a manual clock', () => {
  it('retries a failing job with a doubling wait, and stops after the retry limit', async () => {
    const clock = manualClock(Date.parse('2026-06-01T08:00:00Z'));
    const jobs = createInProcessJobs({ timers: clock, schedules: false, shutdownTimeoutMs: 1000 });
    const { log, lines } = recordingLog();
    const tries: { at: number; attempt: number; last: boolean }[] = [];
    await jobs.work<{ n: number }>(
      'test.flaky',
      { retryLimit: 3, retryDelaySeconds: 10, retryBackoff: true },
      async (job: Job<{ n: number }>) => {
        tries.push({
          at: clock.now() - Date.parse('2026-06-01T08:00:00Z'),
          attempt: job.attempt,
          last: job.lastAttempt,
        });
        throw new Error(`refused ${job.data.n}`);
      },
    );
    await jobs.start(log);
    expect(await jobs.send('test.flaky', { n: 1 })).toEqual(expect.any(String));
    await settle();
    expect(tries).toEqual([{ at: 0, attempt: 1, last: false }]);

    // The first retry waits 10 s, the next 20, then 40.
    await clock.advance(9_999);
    expect(tries).toHaveLength(1);
    await clock.advance(1);
    await clock.advance(30_000);
    await clock.advance(40_000);
    expect(tries).toEqual([
      { at: 0, attempt: 1, last: false },
      { at: 10_000, attempt: 2, last: false },
      { at: 30_000, attempt: 3, last: false },
      { at: 70_000, attempt: 4, last: true },
    ]);
    await clock.advance(HOUR);
    expect(tries).toHaveLength(4);
    expect(lines.filter((l) => l.level === 'warn').map((l) => l.attempt)).toEqual([1, 2, 3]);
    expect(lines.filter((l) => l.level === 'error')).toEqual([
      { level: 'error', msg: 'job failed, no retry left', attempt: 4 },
    ]);
    await jobs.stop();
  });

  it('keeps one job per singleton key while it waits or runs, and honours a start-after', async () => {
    const clock = manualClock(Date.parse('2026-06-01T08:00:00Z'));
    const jobs = createInProcessJobs({ timers: clock, schedules: false, shutdownTimeoutMs: 1000 });
    const ran: string[] = [];
    let fail = true;
    await jobs.work<{ name: string }>('test.keyed', { retryLimit: 1, retryDelaySeconds: 60 }, async (job) => {
      ran.push(job.data.name);
      if (fail) throw new Error('not yet');
    });
    await jobs.start(recordingLog().log);
    expect(await jobs.send('test.keyed', { name: 'a' }, { singletonKey: 'k' })).not.toBeNull();
    await settle();
    // Waiting for its retry: the key is still taken.
    expect(await jobs.send('test.keyed', { name: 'b' }, { singletonKey: 'k' })).toBeNull();
    fail = false;
    await clock.advance(60_000);
    expect(ran).toEqual(['a', 'a']);
    expect(await jobs.send('test.keyed', { name: 'c' }, { singletonKey: 'k' })).not.toBeNull();
    await settle();
    expect(ran).toEqual(['a', 'a', 'c']);

    await jobs.send('test.keyed', { name: 'later' }, { startAfter: new Date(clock.now() + HOUR) });
    await settle();
    await clock.advance(HOUR - 1);
    expect(ran).toHaveLength(3);
    await clock.advance(1);
    expect(ran).toEqual(['a', 'a', 'c', 'later']);
    await jobs.stop();
  });

  it('fires a timetable at its times in Italy, summer time included, and never without being asked', async () => {
    // 07:30 UTC is 09:30 in Rome (summer time).
    const start = Date.parse('2026-06-01T07:30:00Z');
    const ran: number[] = [];
    const make = async (schedules: boolean) => {
      const clock = manualClock(start);
      const jobs = createInProcessJobs({ timers: clock, schedules, shutdownTimeoutMs: 1000 });
      await jobs.work('test.hourly', { retryLimit: 0 }, async () => void ran.push(clock.now()));
      await jobs.schedule('test.hourly', '0 10,12 * * *');
      await jobs.start(recordingLog().log);
      return { clock, jobs };
    };
    const quiet = await make(false);
    await quiet.clock.advance(24 * HOUR);
    expect(ran).toEqual([]);
    await quiet.jobs.stop();

    const asked = await make(true);
    await asked.clock.advance(30 * 60_000 - 1);
    expect(ran).toEqual([]);
    await asked.clock.advance(1);
    expect(ran.map((t) => new Date(t).toISOString())).toEqual(['2026-06-01T08:00:00.000Z']);
    await asked.clock.advance(24 * HOUR);
    expect(ran.map((t) => new Date(t).toISOString())).toEqual([
      '2026-06-01T08:00:00.000Z',
      '2026-06-01T10:00:00.000Z',
      '2026-06-02T08:00:00.000Z',
    ]);
    await asked.jobs.stop();
  });

  it('runs a catch-up timetable once at start, and skips a time while the previous run goes on', async () => {
    const clock = manualClock(Date.parse('2026-06-01T07:59:00Z'));
    const jobs = createInProcessJobs({ timers: clock, schedules: true, shutdownTimeoutMs: 1000 });
    let runs = 0;
    let release: () => void = () => {};
    await jobs.work('test.slow', { retryLimit: 0, timeoutSeconds: 3 * 3600 }, async () => {
      runs += 1;
      await new Promise<void>((resolve) => (release = resolve));
    });
    await jobs.schedule('test.slow', '* * * * *', { catchUp: true });
    await jobs.start(recordingLog().log);
    await settle();
    expect(runs).toBe(1);
    // Every minute comes and finds the first run still going: no second one piles up.
    const moving = clock.advance(10 * 60_000);
    await settle();
    expect(runs).toBe(1);
    release();
    await moving;
    await jobs.stop();
  });

  it('stops: running handlers end within the wait, nothing new begins, sends are refused', async () => {
    const clock = manualClock();
    const jobs = createInProcessJobs({ timers: clock, schedules: false, shutdownTimeoutMs: 5000 });
    const done: string[] = [];
    let release: () => void = () => {};
    await jobs.work<{ name: string }>('test.stop', { retryLimit: 0 }, async (job) => {
      await new Promise<void>((resolve) => (release = resolve));
      done.push(job.data.name);
    });
    await jobs.start(recordingLog().log);
    await jobs.send('test.stop', { name: 'first' });
    await jobs.send('test.stop', { name: 'second' });
    await settle();
    const stopping = jobs.stop();
    release();
    await stopping;
    await settle();
    expect(done).toEqual(['first']);
    await expect(jobs.send('test.stop', { name: 'third' })).rejects.toThrow(/not running/);
  });

  it('a handler past its time counts as failed and sees its signal aborted', async () => {
    const clock = manualClock();
    const jobs = createInProcessJobs({ timers: clock, schedules: false, shutdownTimeoutMs: 1000 });
    const { log, lines } = recordingLog();
    let signal: AbortSignal | null = null;
    await jobs.work('test.hang', { retryLimit: 0, timeoutSeconds: 30 }, async (job) => {
      signal = job.signal;
      await new Promise(() => {});
    });
    await jobs.start(log);
    await jobs.send('test.hang', {});
    await settle();
    await clock.advance(30_000);
    await settle();
    expect(signal!.aborted).toBe(true);
    expect(lines.map((l) => l.msg)).toEqual(['job failed, no retry left']);
    await jobs.stop();
  });
});
