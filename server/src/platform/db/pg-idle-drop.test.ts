import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { closeDatabase, connect } from './connect.js';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(process.env.TEST_DB !== 'postgres' || !url)('PostgreSQL connections that drop', () => {
  it('keeps the process up when idle connections are terminated, and answers the next query', async () => {
    const db = connect({ kind: 'postgres', url: url! });
    try {
      // Both pools hold an idle connection: a plain query and a full-text one (pg-pool.ts).
      const pidOf = async (fullText: boolean) =>
        (
          await sql<{ pid: number }>`select pg_backend_pid() as pid ${
            fullText ? sql`where to_tsvector('simple', 'a') @@ to_tsquery('simple', ${'a'})` : sql``
          }`.execute(db)
        ).rows[0]!.pid;
      const pids = [await pidOf(false), await pidOf(true)];
      expect(new Set(pids).size).toBe(2);
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [pids]);
        // Until PostgreSQL has let them go; meanwhile the pools hear their connections end.
        while ((await admin.query('select 1 from pg_stat_activity where pid = any($1)', [pids])).rowCount);
      } finally {
        await admin.end();
      }
      expect((await sql<{ n: number }>`select 2 as n`.execute(db)).rows).toEqual([{ n: 2 }]);
    } finally {
      await closeDatabase(db);
    }
  });
});
