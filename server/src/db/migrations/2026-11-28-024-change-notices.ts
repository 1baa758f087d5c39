import { sql } from 'kysely';
import { isPostgres } from '../../platform/db/connect.js';
import { noticeChangesTo, stopNoticingChangesTo, type MigrationDb } from './helpers.js';

/**
 * PostgreSQL: every statement that writes a table whose counts the processes keep
 * (kept-answers.ts; WatchedTable in connect.ts) tells them so: a NOTIFY on `sportello_changes`
 * with the table's name, which PostgreSQL delivers to every listening process when, and only if,
 * the transaction commits. One notice per statement, not per row: a bulk import of thousands of
 * assets is a handful of notices, and PostgreSQL folds a transaction's identical notices into one.
 * SQLite needs none: a connection sees any other's commit in `pragma data_version`.
 */

const TABLES = ['contents', 'assets'] as const;

export async function up(db: MigrationDb): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create or replace function sportello_notify_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('sportello_changes', tg_table_name);
      return null;
    end $$`.execute(db);
  await noticeChangesTo(db, TABLES);
}

export async function down(db: MigrationDb): Promise<void> {
  if (!isPostgres(db)) return;
  await stopNoticingChangesTo(db, TABLES);
  await sql`drop function if exists sportello_notify_change()`.execute(db);
}
