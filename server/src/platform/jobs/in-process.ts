import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Timers } from '../time/timers.js';
import { assertCron, nextOccurrence } from './cron.js';
import {
  DEFAULT_TIMEOUT_SECONDS,
  SCHEDULED_KEY,
  retryDelayMs,
  type Job,
  type JobHandler,
  type Jobs,
  type ScheduleOptions,
  type SendOptions,
  type WorkOptions,
} from './jobs.js';

interface Waiting {
  id: string;
  data: object;
  attempt: number;
  key: string | null;
  /** When it may run, on the runner's clock. */
  runAt: number;
  cancel: (() => void) | null;
}

interface Queue {
  name: string;
  options: WorkOptions;
  handler: JobHandler<object>;
  /** Due, in the order they fell due: one runs at a time per queue, as a pg-boss worker does. */
  ready: Waiting[];
  /** Waiting for their time (a start-after, a retry's delay). */
  later: Set<Waiting>;
  running: Waiting | null;
  /** The keys of the jobs that wait or run, for SendOptions.singletonKey. */
  keys: Set<string>;
}

/** Timers longer than this are re-armed on the way (setTimeout holds 24.8 days at most). */
const LONGEST_WAIT_MS = 24 * 3_600_000;

/**
 * The embedded set-up's jobs: in this process's memory, on the clock it is given (a manual one in
 * tests). One process only, so a timetable's job runs once because there is one runner. Nothing
 * survives a restart: whatever must be retried then keeps its own state (the outbox's rows).
 */
export function createInProcessJobs(opts: {
  timers: Timers;
  /** Whether timetables fire (JobsOptions.schedules). */
  schedules: boolean;
  shutdownTimeoutMs: number;
}): Jobs {
  const { timers } = opts;
  const queues = new Map<string, Queue>();
  const timetables = new Map<string, { cron: string; options: ScheduleOptions }>();
  const stops: (() => void)[] = [];
  const inFlight = new Set<Promise<void>>();
  const aborts = new Set<AbortController>();
  let log: FastifyBaseLogger | null = null;
  let started = false;
  let stopping = false;

  const queueOf = (name: string): Queue => {
    const q = queues.get(name);
    if (!q) throw new Error(`jobs: no worker for queue ${name}`);
    return q;
  };

  /** Starts the next due job of the queue, if none runs; resolves when the runs it began end. */
  const pump = (q: Queue): Promise<void> => {
    if (!started || stopping || q.running || !q.ready.length) return Promise.resolve();
    const job = q.ready.shift()!;
    q.running = job;
    const run = runOnce(q, job).finally(() => {
      q.running = null;
      inFlight.delete(run);
    });
    inFlight.add(run);
    return run.then(() => pump(q));
  };

  /** Puts a job where it belongs: ready now (started on the next turn), or on a timer. */
  const place = (q: Queue, job: Waiting) => {
    const wait = job.runAt - timers.now();
    if (wait <= 0) {
      q.ready.push(job);
      setImmediate(() => void pump(q));
      return;
    }
    q.later.add(job);
    job.cancel = timers.after(Math.min(wait, LONGEST_WAIT_MS), () => {
      q.later.delete(job);
      job.cancel = null;
      if (job.runAt > timers.now()) return place(q, job);
      q.ready.push(job);
      // Returned, so that a manual clock moving past a retry waits for it to have run.
      return pump(q);
    });
  };

  const runOnce = async (q: Queue, job: Waiting): Promise<void> => {
    const { options } = q;
    const abort = new AbortController();
    aborts.add(abort);
    const lastAttempt = job.attempt > options.retryLimit;
    const run: Job<object> = {
      id: job.id,
      queue: q.name,
      data: job.data,
      attempt: job.attempt,
      lastAttempt,
      signal: abort.signal,
    };
    let cancelTimeout = () => {};
    const late = new Promise<never>((_, reject) => {
      cancelTimeout = timers.after((options.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS) * 1000, () => {
        abort.abort();
        reject(new Error(`jobs: ${q.name} ran past its time`));
      });
    });
    late.catch(() => {});
    try {
      await Promise.race([q.handler(run), late]);
      if (job.key) q.keys.delete(job.key);
    } catch (err) {
      if (stopping) return;
      if (lastAttempt) {
        if (job.key) q.keys.delete(job.key);
        log?.error({ err, queue: q.name, jobId: job.id, attempt: job.attempt }, 'job failed, no retry left');
        return;
      }
      log?.warn({ err, queue: q.name, jobId: job.id, attempt: job.attempt }, 'job failed, retried later');
      const retry: Waiting = {
        ...job,
        attempt: job.attempt + 1,
        runAt: timers.now() + retryDelayMs(options, job.attempt),
      };
      place(q, retry);
    } finally {
      cancelTimeout();
      aborts.delete(abort);
    }
  };

  const add = (q: Queue, data: object, options: SendOptions): Waiting | null => {
    const key = options.singletonKey ?? null;
    if (key !== null && q.keys.has(key)) return null;
    if (key !== null) q.keys.add(key);
    const job: Waiting = {
      id: randomUUID(),
      data,
      attempt: 1,
      key,
      runAt: options.startAfter ? options.startAfter.getTime() : timers.now(),
      cancel: null,
    };
    place(q, job);
    return job;
  };

  /** Arms the timetable's next time; at it, runs the job (the clock waits for it) and re-arms. */
  const arm = (queue: string, cron: string, after: number) => {
    const at = nextOccurrence(cron, after);
    const wait = () => {
      const stop = timers.after(Math.min(at - timers.now(), LONGEST_WAIT_MS), async () => {
        stops.splice(stops.indexOf(stop), 1);
        if (stopping) return;
        if (at > timers.now()) return wait();
        arm(queue, cron, at);
        const q = queueOf(queue);
        // Run in this turn of the clock (which waits for it), not on the event loop's next one.
        if (add(q, {}, { singletonKey: SCHEDULED_KEY })) await pump(q);
      });
      stops.push(stop);
    };
    wait();
  };

  return {
    engine: 'in-process',

    async work(queue, options, handler) {
      if (queues.has(queue)) throw new Error(`jobs: queue ${queue} already has a worker`);
      queues.set(queue, {
        name: queue,
        options,
        handler: handler as JobHandler<object>,
        ready: [],
        later: new Set(),
        running: null,
        keys: new Set(),
      });
    },

    async send(queue, data, options = {}) {
      if (!started || stopping) throw new Error(`jobs: not running, ${queue} not sent`);
      return add(queueOf(queue), data, options)?.id ?? null;
    },

    async schedule(queue, cron, options = {}) {
      assertCron(cron);
      timetables.set(queue, { cron, options });
      if (started && opts.schedules) arm(queue, cron, timers.now());
    },

    busy() {
      return [...queues.values()].some((q) => q.running !== null || q.ready.length > 0);
    },

    async start(logger) {
      if (started) return;
      log = logger;
      started = true;
      if (!opts.schedules) return;
      for (const [queue, { cron, options }] of timetables) {
        queueOf(queue);
        arm(queue, cron, timers.now());
        if (options.catchUp) add(queueOf(queue), {}, { singletonKey: SCHEDULED_KEY });
      }
    },

    async stop() {
      if (!started || stopping) return;
      stopping = true;
      for (const stop of stops.splice(0)) stop();
      for (const q of queues.values()) {
        for (const job of q.later) job.cancel?.();
        q.later.clear();
        q.ready = [];
      }
      // Real time, whatever the runner's clock: a test's manual clock would never end this wait.
      let timer: NodeJS.Timeout | undefined;
      const grace = new Promise<void>((resolve) => (timer = setTimeout(resolve, opts.shutdownTimeoutMs)));
      await Promise.race([Promise.allSettled([...inFlight]), grace]);
      clearTimeout(timer);
      for (const abort of aborts) abort.abort();
    },
  };
}
