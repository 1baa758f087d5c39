import pg from 'pg';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { postgresPool } from './pg-pool.js';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(process.env.TEST_DB !== 'postgres' || !url)(
  'PostgreSQL prepared statements (issue 17)',
  () => {
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
  },
);
