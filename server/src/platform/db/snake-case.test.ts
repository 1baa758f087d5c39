import { describe, expect, it } from 'vitest';
import {
  CamelCasePlugin,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type QueryCompiler,
} from 'kysely';
import type { Database } from './schema.js';
import { camelCaseRows, SnakeCasePostgresQueryCompiler, SnakeCaseSqliteQueryCompiler } from './snake-case.js';

/** A database that only compiles. */
function compiling(postgres: boolean, compiler: () => QueryCompiler, plugin: CamelCasePlugin) {
  return new Kysely<Database>({
    dialect: {
      createAdapter: () => (postgres ? new PostgresAdapter() : new SqliteAdapter()),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => (postgres ? new PostgresIntrospector(db) : new SqliteIntrospector(db)),
      createQueryCompiler: compiler,
    },
    plugins: [plugin],
  });
}

/** Queries touching every kind of identifier: tables, columns, aliases, references in raw SQL, DDL. */
const queries = (db: Kysely<Database>) => [
  db
    .selectFrom('contents')
    .innerJoin('users as creator', 'creator.id', 'contents.creatorId')
    .select([
      'contents.typeId',
      'creator.fullName as creatorName',
      sql<string>`upper(${sql.ref('contents.imageSrc')})`.as('bigImage'),
    ])
    .where('contents.updatesCount', '>', 0)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('memberships')
          .select('memberships.groupId')
          .whereRef('memberships.userId', '=', 'creator.id'),
      ),
    )
    .orderBy('contents.createdAt', 'desc'),
  db
    .insertInto('sessions')
    .values({
      id: 'x',
      userId: 1,
      csrfToken: 'c',
      createdAt: 'n',
      lastSeenAt: 'n',
      expiresAt: 'e',
      ip: '',
      userAgent: '',
    })
    .returning('lastSeenAt'),
  db.updateTable('users').set({ fullName: 'A', updatedAt: 'n' }).where('isReviewer', '=', 1),
  db.schema
    .createTable('someTable')
    .addColumn('someColumn', 'text')
    .addColumn('otherId', 'integer', (c) => c.references('users.id')),
  db.schema.createIndex('someTable_idx').on('someTable').columns(['someColumn', 'otherId']),
];

describe('identifiers snake-cased as they are compiled', () => {
  for (const [engine, postgres, ours, theirs] of [
    ['SQLite', false, () => new SnakeCaseSqliteQueryCompiler(), () => new SqliteQueryCompiler()],
    ['PostgreSQL', true, () => new SnakeCasePostgresQueryCompiler(), () => new PostgresQueryCompiler()],
  ] as const) {
    it(`writes on ${engine} the SQL that Kysely's CamelCasePlugin writes`, () => {
      const mine = queries(compiling(postgres, ours, camelCaseRows)).map((q) => q.compile().sql);
      const kysely = queries(compiling(postgres, theirs, new CamelCasePlugin())).map((q) => q.compile().sql);
      expect(mine).toEqual(kysely);
      expect(mine[0]).toContain('"creator"."full_name" as "creator_name"');
      expect(mine[0]).toContain('upper("contents"."image_src")');
    });
  }

  it('maps the rows’ keys back to camelCase', async () => {
    const rows = [{ creator_name: 'Anna', type_id: 3 }];
    const result = await camelCaseRows.transformResult({ result: { rows }, queryId: { queryId: 'q' } });
    expect(result.rows).toEqual([{ creatorName: 'Anna', typeId: 3 }]);
  });
});
