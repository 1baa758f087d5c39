import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../src/app.js';
import type { Config } from '../src/config.js';
import { closeDatabase, connect, type Db } from '../src/platform/db/connect.js';
import { createLocalBus, type Bus } from '../src/platform/bus/bus.js';
import { createMailService } from '../src/platform/mail/mail.js';
import type { Timers } from '../src/platform/time/timers.js';
import type { TestApp } from './build-app.js';
import { createStorage } from '../src/platform/storage/index.js';
import { createJobs, type Jobs, type JobsOptions } from '../src/platform/jobs/index.js';

/**
 * Another server process on the test app's database: its own app, its own connection (pool) and
 * its own bus (in-process unless one is given), as a second host behind the proxy would have; its
 * own clock too, when one is given (the terminal hub's pings and heartbeat), and its own log.
 */
export async function anotherProcess(
  t: Pick<TestApp, 'config'>,
  opts: {
    config?: Partial<Config>;
    bus?: Bus;
    timers?: Timers;
    logger?: BuildOptions['logger'];
    jobs?: JobsOptions;
  } = {},
): Promise<{ app: FastifyInstance; db: Db; bus: Bus; jobs: Jobs; config: Config; close(): Promise<void> }> {
  const config = { ...t.config, ...opts.config };
  const db = connect(config.database);
  const bus = opts.bus ?? createLocalBus();
  // Its own jobs too: another pg-boss instance on the same database (the clock of a test's, if given).
  const jobs = createJobs(config, { timers: opts.timers, ...opts.jobs });
  const app = await buildApp({
    config,
    db,
    mail: await createMailService(db, config, jobs),
    bus,
    jobs,
    storage: createStorage(config),
    ...(opts.timers && { timers: opts.timers }),
    ...(opts.logger && { logger: opts.logger }),
  });
  await app.ready();
  return {
    app,
    db,
    bus,
    jobs,
    config,
    async close() {
      await app.close();
      await bus.close();
      await closeDatabase(db);
    },
  };
}
