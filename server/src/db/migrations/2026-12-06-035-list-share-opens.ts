import { notNull, type MigrationDb } from './helpers.js';

/**
 * A list's share links count their opens (issue 40: the share dialog lists each link with how many
 * times it was opened): the public address adds one at each PDF it gives, and keeps the last time.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('list_shares')
    .addColumn('opened_count', 'integer', (c) => notNull(c).defaultTo(0))
    .execute();
  await db.schema.alterTable('list_shares').addColumn('last_opened_at', 'text').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('list_shares').dropColumn('last_opened_at').execute();
  await db.schema.alterTable('list_shares').dropColumn('opened_count').execute();
}
