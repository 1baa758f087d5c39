import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { runTypeScript } from '../../../test/run-typescript.js';
import { until } from '../../../test/until.js';
import { isPostgres, type Db } from './connect.js';
import { keptWhileUnchanged } from './kept-answers.js';

let serial = 0;
/** One asset row as a catalogue import writes it (only the columns it must have). */
const addAsset = async (db: Db | pg.Client): Promise<void> => {
  serial += 1;
  const row = {
    source: 'test',
    source_id: `kept-${serial}`,
    type: 'accommodation',
    category: 'accommodation',
    langs: 'it',
    title_sort: `struttura ${serial}`,
    search_title: `struttura ${serial}`,
    search_body: '',
    updated_at: new Date().toISOString(),
  };
  if (db instanceof pg.Client) {
    const columns = Object.keys(row);
    await db.query(
      `insert into assets (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
      Object.values(row),
    );
    return;
  }
  await sql`insert into assets (${sql.join(Object.keys(row).map((c) => sql.ref(c)))})
    values (${sql.join(Object.values(row))})`.execute(db);
};

const countAssets = (db: Db) =>
  keptWhileUnchanged(
    db,
    ['assets'],
    db.selectFrom('assets').select((eb) => eb.fn.countAll<number>().as('n')),
  );
const counted = async (db: Db) => Number((await countAssets(db))[0]!.n);

/** Whether the process keeps answers now (PostgreSQL: it listens). */
const keeping = async (db: Db) => (await countAssets(db)) === (await countAssets(db));

describe('Answers kept while their tables are unchanged (kept-answers.ts)', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
    // PostgreSQL: until the process listens for the database's notices, nothing is kept.
    await until(() => keeping(t.db));
  });
  afterEach(() => t.close());

  it('answers the same query from what it kept, and identical queries at once with one read', async () => {
    const first = await countAssets(t.db);
    expect(await countAssets(t.db)).toBe(first);
    await addAsset(t.db);
    const [a, b] = await Promise.all([countAssets(t.db), countAssets(t.db)]);
    expect(a).toBe(b);
    expect(a).not.toBe(first);
  });

  it("counts the process's own write at the next call", async () => {
    const before = await counted(t.db);
    await addAsset(t.db);
    expect(await counted(t.db)).toBe(before + 1);
    await t.db.transaction().execute((trx) => addAsset(trx));
    expect(await counted(t.db)).toBe(before + 2);
  });

  it('keeps nothing inside a transaction', async () => {
    await t.db.transaction().execute(async (trx) => {
      const first = await countAssets(trx);
      expect(await countAssets(trx)).not.toBe(first);
      await addAsset(trx);
      expect(Number((await countAssets(trx))[0]!.n)).toBe(Number(first[0]!.n) + 1);
    });
  });

  it('keeps answers apart by their values (a scope, a filter)', async () => {
    await addAsset(t.db);
    const byCategory = (category: string) =>
      keptWhileUnchanged(
        t.db,
        ['assets'],
        t.db
          .selectFrom('assets')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('category', '=', category),
      );
    expect(Number((await byCategory('accommodation'))[0]!.n)).toBeGreaterThan(0);
    expect(Number((await byCategory('event'))[0]!.n)).toBe(0);
  });
});

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(process.env.TEST_DB !== 'postgres' || !url)(
  "PostgreSQL: another process's writes, as the database tells them (pg-changes.ts)",
  () => {
    let t: TestApp;
    let other: pg.Client;
    /** The test app's own database. */
    let appUrl: string;
    beforeEach(async () => {
      t = await buildTestApp();
      expect(isPostgres(t.db)).toBe(true);
      appUrl = t.config.database.kind === 'postgres' ? t.config.database.url : '';
      await until(() => keeping(t.db));
      // Another server process: a connection of its own to the same database.
      other = new pg.Client({ connectionString: appUrl });
      await other.connect();
    });
    afterEach(async () => {
      await other.end();
      await t.close();
    });

    it('forgets a count once another connection commits a write to its table, not before', async () => {
      const before = await counted(t.db);
      await other.query('begin');
      await addAsset(other);
      // Not committed: the count kept is still the database's answer.
      expect(await counted(t.db)).toBe(before);
      await other.query('commit');
      // The notice comes on the listening connection, soon after the commit.
      await until(async () => (await counted(t.db)) !== before);
      expect(await counted(t.db)).toBe(before + 1);
    });

    it('keeps nothing while its listening connection is lost, and listens again', async () => {
      const before = await counted(t.db);
      const listener = async () =>
        (
          await other.query<{ pid: number }>(
            "select pid from pg_stat_activity where datname = current_database() and query ilike 'listen %'",
          )
        ).rows[0]?.pid;
      const pid = await listener();
      expect(pid).toBeDefined();
      await other.query('select pg_terminate_backend($1)', [pid]);
      // Once the process has heard it (nothing kept), a write another process commits is counted.
      await until(async () => !(await keeping(t.db)));
      await addAsset(other);
      expect(await counted(t.db)).toBe(before + 1);
      // Listening again (a new connection), answers are kept again.
      await until(() => keeping(t.db));
      expect(await listener()).not.toBe(pid);
    });

    it('never keeps a process alive: a script that ends with db.destroy() still exits', async () => {
      const script = `
        const { changeMark, connect } = await import(${JSON.stringify(path.join(import.meta.dirname, 'connect.ts'))});
        const db = connect({ kind: 'postgres', url: ${JSON.stringify(appUrl)} });
        while (changeMark(db, ['assets']) === undefined) await new Promise((r) => setTimeout(r, 20));
        await db.destroy();
        console.log('listened, destroyed');`;
      const { code, out, err } = await runTypeScript(['--input-type=module', '-e', script]);
      expect(err).toBe('');
      expect(out).toBe('listened, destroyed\n');
      expect(code).toBe(0);
    });
  },
);
