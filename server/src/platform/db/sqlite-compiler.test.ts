import SQLite from 'better-sqlite3';
import { Kysely, sql, type Generated } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FairSqliteDialect } from './sqlite-fair.js';
import { withStatementCache } from './sqlite-statements.js';

interface Tables {
  places: { id: Generated<number>; name: string; code: number; note: string | null };
  visits: { id: Generated<number>; placeId: number; day: string };
}

/**
 * SQLite's compiler writes parameters as `+?` and LIMIT / OFFSET as integers (sqlite-compiler.ts),
 * so that rebinding a statement never makes SQLite plan it again. These tests hold what must not
 * change with it: the answers, the comparisons' affinities, the indexes used.
 */
describe('the SQLite statements', () => {
  let raw: SQLite.Database;
  let db: Kysely<Tables>;

  beforeAll(async () => {
    raw = new SQLite(':memory:');
    db = new Kysely<Tables>({ dialect: new FairSqliteDialect({ database: withStatementCache(raw) }) });
    raw.exec(`create table places (id integer primary key, name text not null, code integer not null, note text);
      create index places_code_idx on places (code);
      create table visits (id integer primary key, place_id integer not null, day text not null);
      create index visits_place_idx on visits (place_id, day);
      create virtual table places_fts using fts5(name);`);
    await db
      .insertInto('places')
      .values([
        { name: 'Volterra', code: 5, note: '50% di sconto' },
        { name: 'Siena', code: 7, note: null },
        { name: 'Volterra alta', code: 9, note: '5 euro' },
      ])
      .execute();
    await db
      .insertInto('visits')
      .values([1, 1, 2, 3].map((placeId, i) => ({ placeId, day: `2026-11-0${i + 1}` })))
      .execute();
    raw.exec('insert into places_fts (rowid, name) select id, name from places');
  });
  afterAll(() => db.destroy());

  it('writes parameters as +? and LIMIT and OFFSET as integers', () => {
    const q = db
      .selectFrom('places')
      .select('name')
      .where('code', '=', 5)
      .where('id', 'in', [1, 2])
      .limit(20)
      .offset(40)
      .compile();
    expect(q.sql).toBe(
      'select "name" from "places" where "code" = +? and "id" in (+?, +?) limit 20 offset 40',
    );
    expect(q.parameters).toEqual([5, 1, 2]);
  });

  it('answers as a bare ? did: joins, lists, pages, affinities, LIKE, full text, JSON', async () => {
    const visitsOf = (name: string) =>
      db
        .selectFrom('visits')
        .innerJoin('places', 'places.id', 'visits.placeId')
        .select(['visits.day'])
        .where('places.name', '=', name)
        .orderBy('visits.day', 'desc')
        .limit(1)
        .offset(1)
        .execute();
    expect(await visitsOf('Volterra')).toEqual([{ day: '2026-11-01' }]);
    expect(await visitsOf('Siena')).toEqual([]);

    // An integer column compared with a text: the column's affinity applies to the value, as it
    // does to a bare parameter.
    const byCode = await db
      .selectFrom('places')
      .select('name')
      .where('code', '=', '7' as never)
      .execute();
    expect(byCode).toEqual([{ name: 'Siena' }]);

    const like = await sql<{
      name: string;
    }>`select name from places where note like ${'50!%%'} escape '!'`.execute(db);
    expect(like.rows).toEqual([{ name: 'Volterra' }]);

    const matched = await sql<{
      id: number;
    }>`select rowid as id from places_fts where places_fts match ${'"volterra"*'}
      order by rowid limit ${1} offset ${1}`.execute(db);
    expect(matched.rows).toEqual([{ id: 3 }]);

    const listed = await sql<{
      value: number;
    }>`select value from json_each(${JSON.stringify([3, 1])}) order by value`.execute(db);
    expect(listed.rows).toEqual([{ value: 1 }, { value: 3 }]);

    await db.updateTable('places').set({ note: 'chiuso' }).where('code', '>', 8).execute();
    expect(await db.selectFrom('places').select('note').where('id', '=', 3).executeTakeFirst()).toEqual({
      note: 'chiuso',
    });
  });

  it('keeps the indexes: a +? is a value, not a column', async () => {
    const q = db
      .selectFrom('visits')
      .innerJoin('places', 'places.id', 'visits.placeId')
      .select('visits.day')
      .where('places.code', '=', 5)
      .where('visits.day', '>', '2026-01-01')
      .compile();
    const plan = raw
      .prepare(`explain query plan ${q.sql}`)
      .all(...q.parameters)
      .map((r) => (r as { detail: string }).detail);
    expect(plan).toEqual([
      'SEARCH places USING COVERING INDEX places_code_idx (code=?)',
      'SEARCH visits USING COVERING INDEX visits_place_idx (place_id=? AND day>?)',
    ]);
  });
});
