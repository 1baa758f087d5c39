import { sql } from 'kysely';
import { isPostgres } from '../../platform/db/connect.js';
import type { MigrationDb } from './helpers.js';

/**
 * SQLite: content_fts in the lists' creation order (content.search.ts).
 * A page of a common word newest first walked the list's text index (migration 021) and tested
 * each row's words; when the newest thousands of rows did not hold the word (a day of new drafts,
 * an import), the walk gave up and read all 12,000 matches into a set: 0.1 → 2.2 ms a page.
 * Now every content has a search key that sorts as (created_at, id), content_fts is keyed by it,
 * and FTS5 hands the matches over in that order: a page reads its first matches and stops.
 * - contents.search_key: the creation millisecond × 2^21 + the rank among that millisecond's
 *   contents by id. contents_search_key_idx maps a key to its content and holds what the lists
 *   filter on (family, status, group, type, creator), so neither a ranked page nor a count reads
 *   a row of the table.
 * - content_fts is rebuilt keyed by search_key, without a copy of the text (contentless:
 *   contents.search_text is it). Its doclists grow with keys 2^21 times further apart than ids
 *   (11 → 29 MB on 50,000 contents); without its copy of the text (9 MB) and the index of 021
 *   (13 MB), with the key's index (3 MB), the whole stays about the size it was (32 MB against
 *   33). Positions stay: without them (detail=none) FTS5 reads a long word's prefix 2 to 5 times
 *   slower.
 * - The text index of migration 021 goes: nothing walks it any more.
 * PostgreSQL needs none of it: its GIN index and planner already read a page this way.
 */

const KEYS_PER_MILLISECOND = 2_097_152;

export async function up(db: MigrationDb): Promise<void> {
  if (isPostgres(db)) return;
  await sql`alter table contents add column search_key integer`.execute(db);
  // Every key at once: no content has one yet, so a millisecond's contents rank from its base.
  await sql`with keyed as materialized (
      select id, base + row_number() over (partition by base order by id) - 1 as search_key
      from (select id, coalesce(cast(round(unixepoch(created_at, 'subsec') * 1000) as integer), 0)
        * ${sql.lit(KEYS_PER_MILLISECOND)} as base from contents)
    )
    update contents set search_key = keyed.search_key from keyed where keyed.id = contents.id`.execute(db);
  await db.schema
    .createIndex('contents_search_key_idx')
    .on('contents')
    .columns(['search_key', 'family', 'status', 'group_id', 'type_id', 'creator_id'])
    .execute();
  await sql`create virtual table content_fts_keyed using fts5(search_text,
    tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4', content = '', contentless_delete = 1)`.execute(
    db,
  );
  await sql`insert into content_fts_keyed (rowid, search_text)
    select contents.search_key, content_fts.search_text from content_fts join contents on contents.id = content_fts.rowid`.execute(
    db,
  );
  await sql`drop table content_fts`.execute(db);
  await sql`alter table content_fts_keyed rename to content_fts`.execute(db);
  await sql`insert into content_fts (content_fts) values ('optimize')`.execute(db);
  await db.schema.dropIndex('contents_family_text_idx').ifExists().execute();
  await sql`analyze contents`.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  if (isPostgres(db)) return;
  await sql`create virtual table content_fts_by_id using fts5(search_text,
    tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4')`.execute(db);
  await sql`insert into content_fts_by_id (rowid, search_text)
    select contents.id, contents.search_text from content_fts join contents on contents.search_key = content_fts.rowid`.execute(
    db,
  );
  await sql`drop table content_fts`.execute(db);
  await sql`alter table content_fts_by_id rename to content_fts`.execute(db);
  await db.schema.dropIndex('contents_search_key_idx').ifExists().execute();
  await sql`alter table contents drop column search_key`.execute(db);
  await db.schema
    .createIndex('contents_family_text_idx')
    .on('contents')
    .columns(['family', 'created_at', 'id', 'status', 'group_id', 'type_id', 'creator_id', 'search_text'])
    .execute();
}
