import { sql, type Expression, type SqlBool } from 'kysely';
import { ftsMatchExpression, tsQueryExpression } from '../../platform/search/words.js';

/**
 * Full-text search over contents.search_text (names and texts of every language, folded by
 * foldForSearch): SQLite through the FTS5 table content_fts (rowid = contents.id), PostgreSQL
 * through the GIN index on to_tsvector('simple', search_text) (migration 008). Every word of the
 * query must match as a word prefix, accents and case aside.
 */

/**
 * The condition "contents matching these words" for the dialect in use; the words come from
 * searchWords and must not be empty.
 */
export function contentMatches(postgres: boolean, words: readonly string[]): Expression<SqlBool> {
  if (postgres)
    // 'simple' is written literally so the planner matches the index expression.
    return sql<SqlBool>`to_tsvector('simple', ${sql.ref('contents.searchText')}) @@ to_tsquery('simple', ${tsQueryExpression(words)})`;
  return sql<SqlBool>`${sql.ref('contents.id')} in (select rowid from content_fts where content_fts match ${ftsMatchExpression(words)})`;
}
