import { sql } from 'kysely';
import { AssetInput } from '@sportello/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { anotherProcess } from '../../../test/another-process.js';
import { upsertAssets } from '../../modules/explore/index.js';
import { todayInItaly } from '../time/today.js';
import { jobsClock, type JobsClock } from './jobs.test-kit.js';
import { PG_BOSS_SCHEMA } from './index.js';

const onPostgres = process.env.TEST_DB === 'postgres';
const HOUR = 3_600_000;
/** 09:59:30 in Rome (summer time), 30 seconds before a time of every hourly timetable. */
const START = Date.parse('2026-06-01T07:59:30Z');

/**
 * To a moment (UTC): moving to moments rather than by spans keeps a test on its times whatever
 * JobsClock.until took on the way (pg-boss sees a time only within a minute of it).
 */
const to = (clock: JobsClock, iso: string) => clock.advance(Date.parse(iso) - clock.now());

describe('the timetables of the app’s jobs', () => {
  let t: TestApp;
  let clock: JobsClock;
  const runs: number[] = [];

  beforeAll(async () => {
    clock = jobsClock(START, { schedules: true });
    t = await buildTestApp({}, { jobs: clock.options });
    await t.jobs.work('test.hourly', { retryLimit: 0 }, async () => void runs.push(clock.now()));
    await t.jobs.schedule('test.hourly', '0 * * * *');
  });
  afterAll(() => t.close());

  it('run a recurring job at its times in Italy’s time, once each', async () => {
    await to(clock, '2026-06-01T07:59:50Z');
    expect(runs).toEqual([]);
    await to(clock, '2026-06-01T08:00:10Z');
    await clock.until(async () => runs.length === 1);
    expect(new Date(runs[0]!).toISOString().slice(0, 16)).toBe('2026-06-01T08:00');
    // Through the rest of the hour, nothing more; the next hour, once more.
    for (const minute of ['10', '20', '30', '40', '50', '59']) await to(clock, `2026-06-01T08:${minute}:00Z`);
    await clock.until(async () => !t.jobs.busy());
    expect(runs).toHaveLength(1);
    await to(clock, '2026-06-01T09:00:10Z');
    await clock.until(async () => runs.length === 2);
    expect(new Date(runs[1]!).toISOString().slice(0, 16)).toBe('2026-06-01T09:00');
  });

  it('withdraw from the search an event over yesterday at 5 past the hour (explore.expiry)', async () => {
    const yesterday = new Date(Date.now() - 24 * HOUR).toISOString().slice(0, 10);
    const {
      ids: [id],
    } = await upsertAssets(t.db, 'import', [
      AssetInput.parse({
        sourceId: 'finito-ieri',
        type: 'evento_turismo',
        texts: { it: { title: 'Sagra di ieri' } },
        fields: { from: yesterday, to: yesterday },
      }),
    ]);
    expect(yesterday < todayInItaly()).toBe(true);
    const status = async () =>
      (await t.db.selectFrom('assets').select('status').where('id', '=', id!).executeTakeFirstOrThrow())
        .status;
    expect(await status()).toBe(0);
    await to(clock, '2026-06-01T09:05:10Z');
    await clock.until(async () => (await status()) === 1);
  });
});

describe('without being asked, in a test', () => {
  let t: TestApp;
  let clock: JobsClock;
  let runs = 0;
  beforeAll(async () => {
    clock = jobsClock(START);
    t = await buildTestApp({}, { jobs: clock.options });
    await t.jobs.work('test.quiet', { retryLimit: 0 }, async () => void (runs += 1));
    await t.jobs.schedule('test.quiet', '* * * * *');
  });
  afterAll(() => t.close());

  it('no timetable fires, but the test runs its job by sending it', async () => {
    for (let i = 0; i < 5; i += 1) await clock.advance(60_000);
    await clock.until(async () => !t.jobs.busy());
    expect(runs).toBe(0);
    await t.jobs.send('test.quiet', {});
    await clock.until(async () => runs === 1);
  });
});

describe.skipIf(!onPostgres)('two processes on one PostgreSQL database (pg-boss)', () => {
  let t: TestApp;
  let other: Awaited<ReturnType<typeof anotherProcess>>;
  let clock: JobsClock;
  const runs: { by: string; at: number }[] = [];

  beforeAll(async () => {
    clock = jobsClock(START, { schedules: true });
    t = await buildTestApp({}, { jobs: clock.options });
    other = await anotherProcess(t, { jobs: clock.options });
    // Both processes run the same code: each declares the worker and the timetable.
    for (const [by, jobs] of [
      ['first', t.jobs],
      ['second', other.jobs],
    ] as const) {
      await jobs.work('test.cluster', { retryLimit: 0 }, async () => void runs.push({ by, at: clock.now() }));
      await jobs.schedule('test.cluster', '0 * * * *');
    }
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const jobsMade = async () => {
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from ${sql.table(`${PG_BOSS_SCHEMA}.job`)} where name = 'test.cluster'`.execute(
      t.db,
    );
    return rows[0]!.n;
  };
  const quiet = async () => !t.jobs.busy() && !other.jobs.busy();

  it('each time of a timetable yields one job, run by one of them', async () => {
    for (const [hour, utc] of [
      [1, '08'],
      [2, '09'],
      [3, '10'],
    ] as const) {
      // Just past the hour, then on through it: both take part in every pass.
      await to(clock, `2026-06-01T${utc}:00:10Z`);
      await clock.until(async () => runs.length === hour && (await quiet()));
      for (const minute of ['10', '20', '30', '40', '50']) await to(clock, `2026-06-01T${utc}:${minute}:00Z`);
      await clock.until(quiet);
      expect(runs).toHaveLength(hour);
      expect(await jobsMade()).toBe(hour);
    }
    expect(runs.map((r) => new Date(r.at).toISOString().slice(0, 13))).toEqual([
      '2026-06-01T08',
      '2026-06-01T09',
      '2026-06-01T10',
    ]);
  });

  it('keeps pg-boss in its own schema, with few connections of its own', async () => {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
      where datname = current_database() and application_name = 'sportello-jobs'`.execute(t.db);
    // Two processes, at most PG_BOSS_POOL_MAX (3) each.
    expect(rows[0]!.n).toBeLessThanOrEqual(6);
    const tables = await sql<{ name: string }>`select table_name as name from information_schema.tables
      where table_schema = ${PG_BOSS_SCHEMA} and table_name in ('job', 'queue', 'schedule')`.execute(t.db);
    expect(tables.rows.map((r) => r.name).sort()).toEqual(['job', 'queue', 'schedule']);
  });
});
