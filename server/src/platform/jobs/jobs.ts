import type { FastifyBaseLogger } from 'fastify';

/**
 * Work done outside a request, once: a mail's delivery with its retries, the housekeeping and
 * expiry that run on a timetable, later the webhooks' deliveries. Two engines behind one
 * interface: pg-boss on PostgreSQL (jobs kept in the database, every process a worker, each
 * recurring job run by one process of the cluster), an in-process runner on SQLite (the embedded
 * set-up: one process, jobs in its memory).
 */
export interface Jobs {
  readonly engine: 'pg-boss' | 'in-process';
  /**
   * The handler of a queue, with its retry rules. Before `start` or after: a worker registered
   * after the start begins at once. A queue has one handler per process.
   */
  work<T extends object>(queue: string, options: WorkOptions, handler: JobHandler<T>): Promise<void>;
  /**
   * Adds a job; the id, or null when a job with the same `singletonKey` still waits or runs in
   * the queue (nothing is added then). Only once started, and only to a queue with a worker here.
   */
  send<T extends object>(queue: string, data: T, options?: SendOptions): Promise<string | null>;
  /**
   * A job sent to the queue at every time of a cron expression read in Italy's time (Europe/Rome,
   * summer time included), by exactly one process whatever their number. A run is skipped while
   * the previous one still runs. Under NODE_ENV=test nothing fires on its own unless the test
   * asks (JobsOptions.schedules, with a clock it drives).
   */
  schedule(queue: string, cron: string, options?: ScheduleOptions): Promise<void>;
  /**
   * Whether a handler of this process runs now (the in-process runner: or a job is due and about
   * to start). A test waits for it to be false before it moves the clock past a retry's delay.
   */
  busy(): boolean;
  /** Workers and timetables begin; called once the app is ready (app.ts, onReady). */
  start(log: FastifyBaseLogger): Promise<void>;
  /**
   * No new job begins; running handlers get config.shutdownTimeoutMs to end, then their signal
   * aborts (pg-boss retries them later). Called by the app's onClose.
   */
  stop(): Promise<void>;
}

export interface WorkOptions {
  /** Tries after a failed first one (0: a failure is final). */
  retryLimit: number;
  /** Seconds before the first retry (default 0). */
  retryDelaySeconds?: number;
  /**
   * Each retry waits twice as long as the one before (retryDelaySeconds, 2×, 4×…). pg-boss adds
   * up to as much again at random (so processes retrying together spread out); the in-process
   * runner waits the plain doubling.
   */
  retryBackoff?: boolean;
  /** The longest wait between two tries, in seconds. */
  retryDelayMaxSeconds?: number;
  /** A try running longer counts as failed (its signal aborts); 15 minutes by default. */
  timeoutSeconds?: number;
}

export interface SendOptions {
  /** While a job with this key waits or runs in the queue, another one with it is not added. */
  singletonKey?: string;
  /** Not before then. */
  startAfter?: Date;
}

export interface ScheduleOptions {
  /**
   * After a time when no process ran (a stop over one of its times), one run for what was
   * missed: pg-boss sends one job for the newest time missed; the in-process runner, which keeps
   * nothing across a restart, runs it once at start. For idempotent work whose delay matters.
   */
  catchUp?: boolean;
}

/** A job as its handler sees it. A handler that throws fails the try; the queue's rules retry it. */
export interface Job<T> {
  id: string;
  queue: string;
  data: T;
  /** 1 on the first try. */
  attempt: number;
  /** No retry follows if this try fails. */
  lastAttempt: boolean;
  /** Aborted when the try runs past its time or the process stops before it ends. */
  signal: AbortSignal;
}

export type JobHandler<T> = (job: Job<T>) => Promise<unknown>;

/** The time zone of every timetable: the board's, whatever the server's. */
export const JOBS_TIME_ZONE = 'Europe/Rome';

/** The key that keeps two runs of a recurring job from overlapping. */
export const SCHEDULED_KEY = 'scheduled';

export const DEFAULT_TIMEOUT_SECONDS = 15 * 60;

/** The wait before the retry that follows failed try number `attempt` (1-based), in ms, without jitter. */
export function retryDelayMs(options: WorkOptions, attempt: number): number {
  const base = options.retryDelaySeconds ?? 0;
  const seconds = options.retryBackoff ? Math.max(base, 1) * 2 ** Math.min(16, attempt - 1) : base;
  return Math.min(seconds, options.retryDelayMaxSeconds ?? Infinity) * 1000;
}
