import pg from 'pg';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { CUSTOM_PLANS, GENERIC_PLANS, postgresPool } from './pg-pool.js';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(process.env.TEST_DB !== 'postgres' || !url)('PostgreSQL prepared statements', () => {
  it('prepares a query once per connection, never a full-text one, and no more than the cap', async () => {
    // One connection, so every query meets the statements of the ones before.
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    const db = new Kysely<Record<string, never>>({
      dialect: new PostgresDialect({ pool: postgresPool(pool, { perConnection: 3 }) }),
    });
    const kept = async () =>
      (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(db)).rows
        .map((r) => r.statement)
        .sort();
    try {
      expect((await sql<{ n: number }>`select ${1}::int as n`.execute(db)).rows).toEqual([{ n: 1 }]);
      expect((await sql<{ n: number }>`select ${2}::int as n`.execute(db)).rows).toEqual([{ n: 2 }]);
      const hit = sql<{
        hit: boolean;
      }>`select to_tsvector('simple', 'siena') @@ to_tsquery('simple', ${'sie:*'}) as hit`;
      expect((await hit.execute(db)).rows).toEqual([{ hit: true }]);
      expect(await kept()).toEqual(['select $1::int as n', 'select statement from pg_prepared_statements']);
      await sql`select ${'a'}::text as t`.execute(db);
      // Beyond the cap: answered all the same, unnamed.
      expect((await sql<{ m: number }>`select ${1}::int + 1 as m`.execute(db)).rows).toEqual([{ m: 2 }]);
      expect(await kept()).toEqual([
        'select $1::int as n',
        'select $1::text as t',
        'select statement from pg_prepared_statements',
      ]);
    } finally {
      await db.destroy();
    }
  });

  it('plans every statement once, but a full-text query at each call, on a connection of its own', async () => {
    const pool = new pg.Pool({ connectionString: url, max: 2, options: GENERIC_PLANS });
    const search = new pg.Pool({ connectionString: url, max: 2, options: CUSTOM_PLANS });
    const db = new Kysely<Record<string, never>>({
      dialect: new PostgresDialect({ pool: postgresPool(pool, { search }) }),
    });
    const mode = sql<{ mode: string }>`select current_setting('plan_cache_mode') as mode`;
    const fullText = sql<{
      mode: string;
      hit: boolean;
    }>`select current_setting('plan_cache_mode') as mode, to_tsvector('simple', 'siena') @@ to_tsquery('simple', ${'sie:*'}) as hit`;
    try {
      expect((await mode.execute(db)).rows).toEqual([{ mode: 'force_generic_plan' }]);
      expect((await fullText.execute(db)).rows).toEqual([{ mode: 'force_custom_plan', hit: true }]);
      // A transaction keeps the connection of its BEGIN, full-text queries included.
      const inside = await db.transaction().execute(async (trx) => (await fullText.execute(trx)).rows);
      expect(inside).toEqual([{ mode: 'force_generic_plan', hit: true }]);
      // Each pool got its connections back: as many queries again as they hold still run.
      const again = await Promise.all([...Array(4)].map((_, i) => (i % 2 ? mode : fullText).execute(db)));
      expect(again.map((r) => r.rows[0]!.mode)).toEqual([
        'force_custom_plan',
        'force_generic_plan',
        'force_custom_plan',
        'force_generic_plan',
      ]);
      expect([pool.idleCount, search.idleCount]).toEqual([2, 2]);
    } finally {
      await db.destroy();
    }
    // Destroying the database ends both pools.
    expect([pool.ended, search.ended]).toEqual([true, true]);
  });

  it('parses a full-text query once on a search connection, and plans it at each call', async () => {
    const pool = new pg.Pool({ connectionString: url, max: 1, options: GENERIC_PLANS });
    const search = new pg.Pool({ connectionString: url, max: 1, options: CUSTOM_PLANS });
    const db = new Kysely<Record<string, never>>({
      dialect: new PostgresDialect({ pool: postgresPool(pool, { search }) }),
    });
    // Full-text itself, so that it runs on the search connection and lists that one's statements.
    const kept = sql<{ statement: string }>`select statement from pg_prepared_statements
        where to_tsvector('simple', statement) @@ to_tsquery('simple', ${'tsquery'})`;
    const hit = (word: string) =>
      sql<{ hit: boolean }>`select to_tsvector('simple', 'siena') @@ to_tsquery('simple', ${word}) as hit`;
    try {
      expect((await hit('sie:*').execute(db)).rows).toEqual([{ hit: true }]);
      expect((await hit('pisa').execute(db)).rows).toEqual([{ hit: false }]);
      expect((await kept.execute(db)).rows.map((r) => r.statement).sort()).toEqual([
        "select statement from pg_prepared_statements\n        where to_tsvector('simple', statement) @@ to_tsquery('simple', $1)",
        "select to_tsvector('simple', 'siena') @@ to_tsquery('simple', $1) as hit",
      ]);
      // In a transaction (a main connection, generic plans) it stays unnamed.
      await db.transaction().execute((trx) => hit('sie:*').execute(trx));
      const main = await sql<{ n: number }>`select count(*)::int as n from pg_prepared_statements
          where statement like '%to_tsquery%' and statement not like '%pg_prepared_statements%'`.execute(db);
      expect(main.rows).toEqual([{ n: 0 }]);
    } finally {
      await db.destroy();
    }
  });
});
