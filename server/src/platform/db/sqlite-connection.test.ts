import SQLite from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { FairSqliteDialect } from './sqlite-fair.js';
import { withStatementCache } from './sqlite-statements.js';

describe('the SQLite connection', () => {
  it('keeps one prepared statement per SQL text, and never hands out one still being iterated', () => {
    const raw = new SQLite(':memory:');
    const db = withStatementCache(raw, 2);
    const a = db.prepare('select 1 as n');
    expect(db.prepare('select 1 as n')).toBe(a);
    const iterated = db.prepare('select value from json_each(?)');
    const it = iterated.iterate(['[1,2,3]']);
    it.next();
    // Busy: a new statement for the same text, the cached one left to finish.
    expect(db.prepare('select value from json_each(?)')).not.toBe(iterated);
    it.return?.();
    // Least recently used first out beyond the size.
    db.prepare('select 2');
    db.prepare('select 3');
    expect(db.prepare('select 1 as n')).not.toBe(a);
    db.close();
  });

  it('lets concurrent work take turns query by query instead of running one to its end', async () => {
    const db = new Kysely<Record<string, never>>({
      dialect: new FairSqliteDialect({ database: withStatementCache(new SQLite(':memory:')) }),
    });
    const order: string[] = [];
    const work = async (name: string) => {
      for (let i = 1; i <= 3; i++) {
        await sql`select 1`.execute(db);
        order.push(`${name}${i}`);
      }
    };
    await Promise.all([work('a'), work('b')]);
    expect(order).toEqual(['a1', 'b1', 'a2', 'b2', 'a3', 'b3']);
    await db.destroy();
  });
});
