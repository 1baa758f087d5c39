import { sql } from 'kysely';
import { isPostgres } from '../../platform/db/connect.js';
import { replaceIndexes, type MigrationDb } from './helpers.js';

/**
 * The content lists at a region's scale (50,000 contents).
 * - The list's indexes carry the id, the status and the office after the order's column: the
 *   count of a type (`family, type_id, status != 'deleted'`, an office's groups) reads the index
 *   alone instead of every row, and a page newest first walks the index in the order it returns
 *   (created_at, id) without sorting.
 * - SQLite: content_fts gets prefix indexes of 2 to 4 characters. Every search word is a prefix
 *   ("col" finds colline and collezioni): without them FTS5 merges the lists of every word that
 *   starts so; with them one list answers, and a bounded count stops early.
 * - PostgreSQL: search_vector, stored and indexed, replaces the index on to_tsvector(search_text):
 *   walking the newest contents and testing each one's vector costs a lookup, not a parse.
 */

const LIST_INDEXES = [
  ['contents_family_created_idx', ['family', 'created_at', 'id', 'status', 'group_id']],
  ['contents_family_type_created_idx', ['family', 'type_id', 'created_at', 'id', 'status', 'group_id']],
] as const;

const OLD_LIST_INDEXES = [
  ['contents_family_created_idx', ['family', 'created_at']],
  ['contents_family_type_created_idx', ['family', 'type_id', 'created_at']],
] as const;

export async function up(db: MigrationDb): Promise<void> {
  await replaceIndexes(db, 'contents', LIST_INDEXES);
  if (isPostgres(db)) {
    await sql`alter table contents add column search_vector tsvector
      generated always as (to_tsvector('simple', search_text)) stored`.execute(db);
    await sql`drop index if exists contents_search_idx`.execute(db);
    await sql`create index contents_search_vector_idx on contents using gin (search_vector)`.execute(db);
    await sql`analyze contents`.execute(db);
    return;
  }
  await sql`create virtual table content_fts_new using fts5(search_text,
    tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4')`.execute(db);
  await sql`insert into content_fts_new (rowid, search_text) select rowid, search_text from content_fts`.execute(
    db,
  );
  await sql`drop table content_fts`.execute(db);
  await sql`alter table content_fts_new rename to content_fts`.execute(db);
  await sql`analyze`.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  await replaceIndexes(db, 'contents', OLD_LIST_INDEXES);
  if (isPostgres(db)) {
    await sql`drop index if exists contents_search_vector_idx`.execute(db);
    await sql`alter table contents drop column if exists search_vector`.execute(db);
    await sql`create index contents_search_idx on contents using gin (to_tsvector('simple', search_text))`.execute(
      db,
    );
    return;
  }
  await sql`create virtual table content_fts_old using fts5(search_text,
    tokenize = 'unicode61 remove_diacritics 2')`.execute(db);
  await sql`insert into content_fts_old (rowid, search_text) select rowid, search_text from content_fts`.execute(
    db,
  );
  await sql`drop table content_fts`.execute(db);
  await sql`alter table content_fts_old rename to content_fts`.execute(db);
}
