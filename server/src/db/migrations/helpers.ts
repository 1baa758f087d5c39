import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';
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

/**
 * PostgreSQL: every statement that writes one of these tables tells the processes so (a NOTIFY on
 * `sportello_changes` with the table's name, through `sportello_notify_change()` of migration 024),
 * delivered when, and only if, its transaction commits. One notice per statement, not per row.
 */
export async function noticeChangesTo(db: MigrationDb, tables: readonly string[]): Promise<void> {
  for (const table of tables)
    await sql`create trigger ${sql.raw(`${table}_change_notice`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function sportello_notify_change()`.execute(db);
}

/** Undoes noticeChangesTo. */
export async function stopNoticingChangesTo(db: MigrationDb, tables: readonly string[]): Promise<void> {
  for (const table of tables)
    await sql`drop trigger if exists ${sql.raw(`${table}_change_notice`)} on ${sql.table(table)}`.execute(db);
}
