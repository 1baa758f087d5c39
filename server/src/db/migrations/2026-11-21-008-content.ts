import { sql } from 'kysely';
import { isPostgres } from '../../platform/db/connect.js';
import { notNull, withId, type MigrationDb } from './helpers.js';

/**
 * Multilingual content: content types with their template, contents with the list row
 * kept beside them, revisions (one per save or autosave) holding one document per language, the
 * editor's lock, and the full-text index over names and texts in every language.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('content_types'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    /** content | guide | report: which list shows it. */
    .addColumn('family', 'text', notNull)
    .addColumn('name', 'text', notNull)
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('icon', 'text', (c) => c.notNull().defaultTo('ArticleOutlined'))
    .addColumn('image', 'text')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    /** ContentTypeTemplate JSON; seeded from the repo, a stored copy with a higher version is kept. */
    .addColumn('template', 'text', notNull)
    .addColumn('version', 'integer', notNull)
    .addColumn('updated_at', 'text', notNull)
    .execute();

  await withId(db, db.schema.createTable('contents'))
    .addColumn('type_id', 'integer', (c) => c.notNull().references('content_types.id'))
    .addColumn('family', 'text', notNull)
    .addColumn('group_id', 'integer', (c) => c.references('groups.id').onDelete('set null'))
    .addColumn('creator_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    /** Kept when the creator's account is deleted. */
    .addColumn('creator_name', 'text', notNull)
    .addColumn('status', 'text', notNull)
    .addColumn('name', 'text', notNull)
    .addColumn('slug', 'text', notNull)
    /** Active languages, comma separated in the order it, en, fr, de, es. */
    .addColumn('langs', 'text', notNull)
    .addColumn('image_src', 'text')
    .addColumn('image_alt', 'text')
    .addColumn('excerpt', 'text', (c) => c.notNull().defaultTo(''))
    /** YYYY-MM-DD of the last day of the template's expiry date; null never expires. */
    .addColumn('expires_on', 'text')
    .addColumn('api', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reviewer_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('head_revision', 'integer')
    .addColumn('published_revision', 'integer')
    .addColumn('vt_revision', 'integer')
    /** Saves, submissions and publications after the first save (autosaves do not count). */
    .addColumn('updates_count', 'integer', (c) => c.notNull().defaultTo(0))
    /** Names and texts of every language, lower-cased and without accents, for full-text search. */
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lock_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('lock_session', 'text')
    .addColumn('lock_since', 'text')
    .addColumn('lock_until', 'text')
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .execute();
  for (const [name, columns] of [
    ['contents_family_created_idx', ['family', 'created_at']],
    ['contents_family_status_created_idx', ['family', 'status', 'created_at']],
    ['contents_family_type_created_idx', ['family', 'type_id', 'created_at']],
    ['contents_group_created_idx', ['group_id', 'created_at']],
    ['contents_creator_created_idx', ['creator_id', 'created_at']],
    ['contents_family_updated_idx', ['family', 'updated_at']],
    ['contents_family_name_idx', ['family', 'name']],
    ['contents_expires_idx', ['expires_on']],
  ] as const)
    await db.schema
      .createIndex(name)
      .on('contents')
      .columns([...columns])
      .execute();

  await withId(db, db.schema.createTable('content_revisions'))
    .addColumn('content_id', 'integer', (c) => c.notNull().references('contents.id').onDelete('cascade'))
    /** main | vt (the portal variant). */
    .addColumn('track', 'text', notNull)
    .addColumn('kind', 'text', notNull)
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('author_name', 'text', notNull)
    .addColumn('base_revision', 'integer')
    /** 1: an autosave refused as stale or after losing the lock, kept for its author only. */
    .addColumn('detached', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('content_revisions_content_idx')
    .on('content_revisions')
    .columns(['content_id', 'track', 'id'])
    .execute();
  await db.schema
    .createIndex('content_revisions_author_idx')
    .on('content_revisions')
    .columns(['author_id', 'content_id'])
    .execute();

  await db.schema
    .createTable('content_documents')
    .addColumn('revision_id', 'integer', (c) =>
      c.notNull().references('content_revisions.id').onDelete('cascade'),
    )
    .addColumn('lang', 'text', notNull)
    .addColumn('is_active', 'integer', notNull)
    .addColumn('clone_from', 'text')
    /** The stored document of one language (ContentStore's StoredLangDocument JSON). */
    .addColumn('document', 'text', notNull)
    .addPrimaryKeyConstraint('content_documents_pk', ['revision_id', 'lang'])
    .execute();

  if (isPostgres(db)) {
    await sql`create index contents_search_idx on contents using gin (to_tsvector('simple', search_text))`.execute(
      db,
    );
  } else {
    // rowid is the content's id; the text is search_text, written by the same transaction.
    await sql`create virtual table content_fts using fts5(search_text, tokenize = 'unicode61 remove_diacritics 2')`.execute(
      db,
    );
  }
}

export async function down(db: MigrationDb): Promise<void> {
  if (!isPostgres(db)) await sql`drop table if exists content_fts`.execute(db);
  for (const t of ['content_documents', 'content_revisions', 'contents', 'content_types'])
    await db.schema.dropTable(t).ifExists().execute();
}
