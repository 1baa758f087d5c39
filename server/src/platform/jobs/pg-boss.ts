import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock, PgBoss } from 'pg-boss';
import { assertCron } from './cron.js';
import {
  DEFAULT_TIMEOUT_SECONDS,
  JOBS_TIME_ZONE,
  SCHEDULED_KEY,
  type JobHandler,
  type Jobs,
  type ScheduleOptions,
  type WorkOptions,
} from './jobs.js';

/** pg-boss's tables, functions and types live in this schema of the app's database. */
export const PG_BOSS_SCHEMA = 'pgboss';

/**
 * Connections pg-boss may hold, beside the app's pool: a worker holds one while it fetches or
 * settles a job (not while its handler runs), maintenance and the timetable one now and then.
 * Idle ones close after 10 s (pg's default). No LISTEN connection (useListenNotify is off).
 */
export const PG_BOSS_POOL_MAX = 3;

/** How often an idle worker asks for a job; a job sent by this process wakes its worker at once. */
const POLLING_SECONDS = 2;

/**
 * Jobs in PostgreSQL through pg-boss (its own schema, `pgboss`, created or migrated at start under
 * an advisory lock, so processes starting together on a fresh database agree). Every process
 * works every queue; a job is fetched by one of them (SKIP LOCKED). Timetables are rows of
 * pgboss.schedule: each process tries the timetable's pass every 30 s, one claim per interval
 * wins (a timestamp in the database), and each time of a timetable is filed under one singleton
 * slot, so it yields one job whatever the number of processes. Every queue has the `exclusive`
 * policy: one job per singleton key waits or runs (a job sent without a key gets a key of its own).
 */
export function createPgBossJobs(opts: {
  url: string;
  /** Whether this process takes part in the timetables' passes (JobsOptions.schedules). */
  schedules: boolean;
  shutdownTimeoutMs: number;
  /** pg-boss's clock: the system's, or in tests a pg-boss TestClock the test moves. */
  clock?: Clock;
}): Jobs {
  const workers = new Map<string, { options: WorkOptions; handler: JobHandler<object> }>();
  const timetables = new Map<string, { cron: string; options: ScheduleOptions }>();
  const workerIds = new Map<string, string>();
  let boss: PgBoss | null = null;
  let log: FastifyBaseLogger | null = null;
  let stopping = false;

  const startWorker = async (b: PgBoss, queue: string) => {
    const { options, handler } = workers.get(queue)!;
    const retry = {
      retryLimit: options.retryLimit,
      retryDelay: options.retryDelaySeconds ?? 0,
      retryBackoff: options.retryBackoff ?? false,
      ...(options.retryDelayMaxSeconds !== undefined && { retryDelayMax: options.retryDelayMaxSeconds }),
      expireInSeconds: options.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS,
    };
    // createQueue leaves an existing queue as it was: the update carries changed settings
    // (MAIL_ATTEMPTS) to it. A job takes its queue's settings when it is sent.
    await b.createQueue(queue, { policy: 'exclusive', ...retry });
    await b.updateQueue(queue, retry);
    const id = await b.work<object>(
      queue,
      { batchSize: 1, localConcurrency: 1, pollingIntervalSeconds: POLLING_SECONDS },
      async ([job]) => {
        const attempt = job!.retryCount + 1;
        try {
          await handler({
            id: job!.id,
            queue,
            data: job!.data,
            attempt,
            lastAttempt: job!.retryCount >= options.retryLimit,
            signal: job!.signal,
          });
        } catch (err) {
          const last = job!.retryCount >= options.retryLimit;
          if (!stopping)
            log?.[last ? 'error' : 'warn'](
              { err, queue, jobId: job!.id, attempt },
              last ? 'job failed, no retry left' : 'job failed, retried later',
            );
          throw err;
        }
      },
    );
    workerIds.set(queue, id);
  };

  const startTimetable = async (b: PgBoss, queue: string) => {
    const { cron, options } = timetables.get(queue)!;
    await b.schedule(queue, cron, null, {
      tz: JOBS_TIME_ZONE,
      singletonKey: SCHEDULED_KEY,
      missed: options.catchUp ? 'once' : 'skip',
    });
  };

  return {
    engine: 'pg-boss',

    async work(queue, options, handler) {
      if (workers.has(queue)) throw new Error(`jobs: queue ${queue} already has a worker`);
      workers.set(queue, { options, handler: handler as JobHandler<object> });
      if (boss) await startWorker(boss, queue);
    },

    async send(queue, data, options = {}) {
      if (!boss || stopping) throw new Error(`jobs: not running, ${queue} not sent`);
      const id = await boss.send(queue, data, {
        singletonKey: options.singletonKey ?? randomUUID(),
        ...(options.startAfter && { startAfter: options.startAfter }),
      });
      // Our own worker of the queue fetches now rather than at its next poll.
      const worker = workerIds.get(queue);
      if (id && worker && !options.startAfter) boss.notifyWorker(worker);
      return id;
    },

    async schedule(queue, cron, options = {}) {
      assertCron(cron);
      timetables.set(queue, { cron, options });
      if (boss) await startTimetable(boss, queue);
    },

    busy() {
      return boss !== null && boss.getWipData().some((worker) => worker.count > 0);
    },

    async start(logger) {
      if (boss) return;
      log = logger;
      // Loaded here: an embedded SQLite server never carries pg-boss (nor pg).
      const { PgBoss } = await import('pg-boss');
      const b = new PgBoss({
        connectionString: opts.url,
        schema: PG_BOSS_SCHEMA,
        application_name: 'sportello-jobs',
        max: PG_BOSS_POOL_MAX,
        schedule: opts.schedules,
        ...(opts.clock && { clock: opts.clock }),
      });
      b.on('error', (err) => log?.error({ err }, 'jobs: pg-boss'));
      b.on('warning', (w) => log?.warn({ warning: w.message, data: w.data }, 'jobs: pg-boss warning'));
      await b.start();
      boss = b;
      for (const queue of workers.keys()) await startWorker(b, queue);
      for (const queue of timetables.keys()) await startTimetable(b, queue);
    },

    async stop() {
      if (!boss || stopping) return;
      stopping = true;
      await boss.stop({ graceful: true, timeout: opts.shutdownTimeoutMs, close: true });
    },
  };
}
