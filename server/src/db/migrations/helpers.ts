import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
import { isPostgres } from '../../platform/db/connect.js';

/**
 * The database as a migration sees it: whatever tables that point in history had, each a record of
 * columns. A migration never leans on today's schema types, which later migrations change.
 */
export type MigrationDb = Kysely<Record<string, Record<string, unknown>>>;

/** An auto-increment integer primary key on either engine. */
export function withId<T extends string>(db: MigrationDb, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

export const notNull = (c: ColumnDefinitionBuilder) => c.notNull();

/** Drops each index (when it exists) and creates it again on these columns, in order. */
export async function replaceIndexes(
  db: MigrationDb,
  table: string,
  indexes: readonly (readonly [name: string, columns: readonly string[]])[],
): Promise<void> {
  for (const [name, columns] of indexes) {
    await db.schema.dropIndex(name).ifExists().execute();
    await db.schema
      .createIndex(name)
      .on(table)
      .columns([...columns])
      .execute();
  }
}
