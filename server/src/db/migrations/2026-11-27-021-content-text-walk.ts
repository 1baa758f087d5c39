import { sql } from 'kysely';
import { isPostgres } from '../../platform/db/connect.js';
import type { MigrationDb } from './helpers.js';

/**
 * SQLite: the content list's text index. A page of a common word ("col": a quarter of
 * 50,000 contents) walks this index newest first and tests each row's words on the folded text it
 * carries (`walk` in content.search.ts): a few dozen entries read, instead of reading the word's
 * 12,000 matches out of content_fts into a set first. The columns before the text are those the
 * list filters on, so a walk never reads a row of the table.
 * PostgreSQL needs nothing: its planner already chooses between the GIN index and walking the
 * list's index testing each row's search_vector.
 */
export async function up(db: MigrationDb): Promise<void> {
  if (isPostgres(db)) return;
  await db.schema
    .createIndex('contents_family_text_idx')
    .on('contents')
    .columns(['family', 'created_at', 'id', 'status', 'group_id', 'type_id', 'creator_id', 'search_text'])
    .execute();
  await sql`analyze contents`.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('contents_family_text_idx').ifExists().execute();
}
