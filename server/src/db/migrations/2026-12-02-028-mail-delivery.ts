import type { MigrationDb } from './helpers.js';

/**
 * Mail delivered by a job with retries (platform/mail): each outbox row counts its tries, keeps the
 * SMTP server's answer to the last failed one, and says when the last try failed ("Non inviata"
 * in Posta in uscita, with "Rinvia"). Rows already there start with no try made.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('outbox_mails')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('outbox_mails').addColumn('last_error', 'text').execute();
  await db.schema.alterTable('outbox_mails').addColumn('failed_at', 'text').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const column of ['failed_at', 'last_error', 'attempts'])
    await db.schema.alterTable('outbox_mails').dropColumn(column).execute();
}
