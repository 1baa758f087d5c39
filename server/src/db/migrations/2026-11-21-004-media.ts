import { sql } from 'kysely';
import { notNull, withId, type MigrationDb } from './helpers.js';

/**
 * The media library: images and documents owned by a group, their alt text and caption
 * per content language, and which contents or forms use them (a file in use cannot be deleted).
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('media'))
    .addColumn('kind', 'text', notNull)
    .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id'))
    .addColumn('uploaded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('file_key', 'text', notNull)
    .addColumn('thumb_key', 'text')
    .addColumn('original_name', 'text', notNull)
    .addColumn('name', 'text', notNull)
    .addColumn('mime', 'text', notNull)
    .addColumn('size', 'integer', notNull)
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('checksum', 'text', notNull)
    .addColumn('copyright', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('link', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('position', 'integer')
    .addColumn('lingua', 'text')
    .addColumn('document_type', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('media_group_kind_created_idx')
    .on('media')
    .columns(['group_id', 'kind', 'created_at'])
    .execute();
  await db.schema.createIndex('media_kind_created_idx').on('media').columns(['kind', 'created_at']).execute();
  await db.schema
    .createIndex('media_name_lower_idx')
    .on('media')
    .expression(sql`lower(name)`)
    .execute();
  await db.schema.createIndex('media_checksum_idx').on('media').column('checksum').execute();

  await withId(db, db.schema.createTable('media_texts'))
    .addColumn('media_id', 'integer', (c) => c.notNull().references('media.id').onDelete('cascade'))
    .addColumn('lang', 'text', notNull)
    .addColumn('alt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('caption', 'text', (c) => c.notNull().defaultTo(''))
    .addUniqueConstraint('media_texts_media_lang_uq', ['media_id', 'lang'])
    .execute();

  // No cascade from media: deleting a file that is still used fails instead of losing the usage.
  await withId(db, db.schema.createTable('media_usage'))
    .addColumn('media_id', 'integer', (c) => c.notNull().references('media.id'))
    .addColumn('resource_type', 'text', notNull)
    .addColumn('resource_id', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addUniqueConstraint('media_usage_media_resource_uq', ['media_id', 'resource_type', 'resource_id'])
    .execute();
  await db.schema
    .createIndex('media_usage_resource_idx')
    .on('media_usage')
    .columns(['resource_type', 'resource_id'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const t of ['media_usage', 'media_texts', 'media']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
