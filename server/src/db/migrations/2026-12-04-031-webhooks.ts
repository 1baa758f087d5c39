import { sql } from 'kysely';
import { notNull, withId, type MigrationDb } from './helpers.js';

/**
 * Partners' webhooks (issue 38): addresses registered on a partner's key, each with its signing
 * secret; the content module's change notes, waiting to be turned into deliveries (written in the transaction
 * of the change, so a rolled-back change leaves none); the deliveries and each of their tries,
 * for the administrators' log.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('webhooks'))
    .addColumn('key_id', 'integer', (c) => c.notNull().references('partner_keys.id').onDelete('cascade'))
    .addColumn('url', 'text', notNull)
    /**
     * The HMAC key of the signatures, kept as given to the partner: the server must sign with it
     * (no server-side encryption key exists to wrap it). Never logged, never returned again.
     */
    .addColumn('secret', 'text', notNull)
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', notNull)
    .addColumn('disabled_at', 'text')
    .addColumn('disabled_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('webhooks_key').on('webhooks').column('key_id').execute();

  await withId(db, db.schema.createTable('content_changes'))
    .addColumn('content_id', 'integer', notNull)
    /** content.published, content.updated or content.withdrawn. */
    .addColumn('event', 'text', notNull)
    /** The content type's code and the content's languages (JSON array) when it changed. */
    .addColumn('content_type', 'text', notNull)
    .addColumn('languages', 'text', notNull)
    .addColumn('changed_at', 'text', notNull)
    .addColumn('dispatched_at', 'text')
    .execute();
  await sql`create index content_changes_waiting on content_changes (id) where dispatched_at is null`.execute(
    db,
  );

  await withId(db, db.schema.createTable('webhook_deliveries'))
    .addColumn('webhook_id', 'integer', (c) => c.notNull().references('webhooks.id').onDelete('cascade'))
    /** The X-Sportello-Delivery header, the same on every try. */
    .addColumn('delivery_id', 'text', (c) => c.notNull().unique())
    .addColumn('event', 'text', notNull)
    .addColumn('content_id', 'integer', notNull)
    /** The exact JSON body sent (and signed) on every try. */
    .addColumn('body', 'text', notNull)
    /** pending, sent or failed. */
    .addColumn('state', 'text', notNull)
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', notNull)
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_webhook')
    .on('webhook_deliveries')
    .columns(['webhook_id', 'id'])
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_state')
    .on('webhook_deliveries')
    .columns(['state', 'created_at'])
    .execute();

  await withId(db, db.schema.createTable('webhook_attempts'))
    .addColumn('delivery_id', 'integer', (c) =>
      c.notNull().references('webhook_deliveries.id').onDelete('cascade'),
    )
    .addColumn('attempt', 'integer', notNull)
    .addColumn('at', 'text', notNull)
    /** The HTTP status of the answer, or null with the error when there was none. */
    .addColumn('status', 'integer')
    .addColumn('error', 'text')
    .addColumn('duration_ms', 'integer', notNull)
    .addColumn('next_retry_at', 'text')
    .execute();
  await db.schema
    .createIndex('webhook_attempts_delivery')
    .on('webhook_attempts')
    .columns(['delivery_id', 'attempt'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of ['webhook_attempts', 'webhook_deliveries', 'content_changes', 'webhooks'])
    await db.schema.dropTable(table).ifExists().execute();
}
