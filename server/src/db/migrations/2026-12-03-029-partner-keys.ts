import { notNull, withId, type MigrationDb } from './helpers.js';

/**
 * Partners' API keys (issue 38): one row per key, found by its public id; the secret is kept only
 * as its SHA-256. Uses are counted per key and day (one upsert per use), and the rate limit per key
 * and minute (a fixed window, one upsert per use), both in the database so that every server
 * process sees the same counts.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('partner_keys'))
    .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('app_id', 'integer', (c) => c.notNull().references('apps.id').onDelete('cascade'))
    .addColumn('request_id', 'integer', (c) => c.references('api_requests.id').onDelete('set null'))
    /** The public part of the key (12 lower-case letters and digits), shown in the table. */
    .addColumn('key_id', 'text', (c) => c.notNull().unique())
    /** SHA-256 of the secret part, hexadecimal. */
    .addColumn('secret_hash', 'text', notNull)
    /** JSON arrays: the authorisation codes asked for, and the grants. */
    .addColumn('authorisations', 'text', notNull)
    .addColumn('content_types', 'text', notNull)
    .addColumn('asset_types', 'text', notNull)
    .addColumn('languages', 'text', notNull)
    .addColumn('omitted_fields', 'text', notNull)
    .addColumn('rate_per_minute', 'integer', notNull)
    /** The last day it works (Europe/Rome), YYYY-MM-DD. */
    .addColumn('expires_on', 'text', notNull)
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .addColumn('revoked_at', 'text')
    .addColumn('revoked_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('partner_keys_group').on('partner_keys').column('group_id').execute();

  await db.schema
    .createTable('partner_key_uses')
    .addColumn('key_id', 'integer', (c) => c.notNull().references('partner_keys.id').onDelete('cascade'))
    /** Europe/Rome day, YYYY-MM-DD. */
    .addColumn('day', 'text', notNull)
    /** Requests served, and requests refused by the rate limit. */
    .addColumn('uses', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('limited', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_used_at', 'text', notNull)
    .addPrimaryKeyConstraint('partner_key_uses_pk', ['key_id', 'day'])
    .execute();

  await db.schema
    .createTable('partner_key_windows')
    .addColumn('key_id', 'integer', (c) => c.notNull().references('partner_keys.id').onDelete('cascade'))
    /** Minutes since the epoch: the fixed window the count belongs to. */
    .addColumn('minute', 'integer', notNull)
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('partner_key_windows_pk', ['key_id', 'minute'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('partner_key_windows').ifExists().execute();
  await db.schema.dropTable('partner_key_uses').ifExists().execute();
  await db.schema.dropTable('partner_keys').ifExists().execute();
}
