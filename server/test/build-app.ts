import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../src/config.js';
import { buildApp } from '../src/app.js';
import { closeDatabase, connect, type Db } from '../src/platform/db/connect.js';
import { migrateToLatest } from '../src/platform/db/migrate.js';
import { createMailService } from '../src/platform/mail/mail.js';
import { createLocalBus } from '../src/platform/bus/bus.js';
import type { AppDeps } from '../src/platform/deps.js';
import { createStorage } from '../src/platform/storage/index.js';
import type { Storage } from '../src/platform/storage/storage.js';
import { createJobs, type Jobs, type JobsOptions } from '../src/platform/jobs/index.js';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  storage: Storage;
  jobs: Jobs;
  close(): Promise<void>;
}

/**
 * A whole app on a fresh, migrated database: a temporary SQLite file, or, in the api-postgres
 * project (TEST_DB=postgres), a new database on the server named by TEST_DATABASE_URL. `deps`:
 * a manual clock for timed work, or another bus (one to a Redis that is down); `jobs`: the jobs'
 * clock and whether their timetables fire (off unless asked, jobs.test-kit.ts).
 */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  deps: Partial<Pick<AppDeps, 'timers' | 'bus' | 'storage'>> & { jobs?: JobsOptions } = {},
): Promise<TestApp> {
  const { database, dispose } = process.env.TEST_DB === 'postgres' ? await freshPostgres() : freshSqlite();
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false', CHECK_REPLIES: 'true' }),
    webDist: path.join(os.tmpdir(), 'sportello-no-web'),
    database,
    ...(process.env.TEST_STORAGE === 's3' && { s3: await freshBucketOnProjectServer() }),
    ...overrides,
  };
  const db = connect(config.database);
  await migrateToLatest(db);
  const bus = deps.bus ?? createLocalBus();
  const storage = deps.storage ?? createStorage(config);
  const jobs = createJobs(config, { timers: deps.timers, ...deps.jobs });
  const app = await buildApp({
    config,
    db,
    mail: await createMailService(db, config, jobs),
    jobs,
    bus,
    storage,
    timers: deps.timers,
  });
  await app.ready();
  return {
    app,
    db,
    config,
    storage,
    jobs,
    async close() {
      await app.close();
      await bus.close();
      await closeDatabase(db);
      await dispose();
    },
  };
}

/**
 * In the api-s3 project (TEST_STORAGE=s3), the files go to a new bucket on the project's s3rver
 * (s3-global-setup.ts) instead of the folder config.filesDir. Both imports wait until here: the
 * demo app builds test apps outside a test run, and the other projects never load the S3 SDK.
 */
async function freshBucketOnProjectServer(): Promise<NonNullable<Config['s3']>> {
  const [{ inject }, { freshBucket }] = await Promise.all([import('vitest'), import('./s3-server.js')]);
  return freshBucket(inject('s3Endpoint'));
}

function freshSqlite(): { database: Config['database']; dispose: () => Promise<void> } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportello-test-'));
  return {
    database: { kind: 'sqlite', file: path.join(dir, 'test.db') },
    dispose: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

async function freshPostgres(): Promise<{ database: Config['database']; dispose: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `sportello_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    database: { kind: 'postgres', url: url.toString() },
    dispose: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      // pg-pool's end() resolves before its clients have closed their sockets; a FORCE drop that
      // kills one of them mid-goodbye surfaces as an unhandled 57P01 error. Wait for them first.
      for (let i = 0; i < 50; i += 1) {
        const { rows } = await c.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [
          name,
        ]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
