import type { Config } from '../config.js';
import type { Db } from './db/connect.js';
import type { MailService } from './mail/mail.js';
import type { Bus } from './bus/bus.js';
import type { Timers } from './time/timers.js';
import type { Storage } from './storage/storage.js';
import type { Jobs } from './jobs/index.js';

/** What every module receives when it is registered: no globals, so tests build apps side by side. */
export interface AppDeps {
  config: Config;
  db: Db;
  mail: MailService;
  /** Messages between server processes (terminals, kiosks): in-process, or Redis with REDIS_URL. */
  bus: Bus;
  /** Uploaded files, PDFs' images, thumbnails: the local folder or an S3-compatible bucket. */
  storage: Storage;
  /** Work outside requests, once: pg-boss on PostgreSQL, in-process on SQLite (platform/jobs). */
  jobs: Jobs;
  /** The clock of timed work (the terminal hub's pings and heartbeat); the system's by default. */
  timers?: Timers;
}
