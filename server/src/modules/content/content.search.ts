import { sql, type Expression, type SqlBool } from 'kysely';
import { foldForSearch } from './content.document.js';

/**
 * Full-text search over contents.search_text (names and texts of every language, folded by
 * foldForSearch): SQLite through the FTS5 table content_fts (rowid = contents.id), PostgreSQL
 * through the GIN index on to_tsvector('simple', search_text) (migration 008). Every word of the
 * query must match as a word prefix, accents and case aside.
 */

/** At most this many words are searched; a longer query only narrows further. */
const MAX_WORDS = 12;

/**
 * The words of a query as the indexes see them: folded (no accents, lower case) and split on
 * anything that is not a letter or a digit, as FTS5's unicode61 and PostgreSQL's parser split the
 * indexed text. Only letters and digits remain, so no word can carry query syntax.
 */
export function searchWords(query: string): string[] {
  const words = foldForSearch(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/** FTS5: every word a quoted prefix token, all required ("w1"* "w2"*). */
export const ftsMatchExpression = (words: readonly string[]): string =>
  words.map((w) => `"${w.replace(/"/g, '""')}"*`).join(' ');

/** PostgreSQL tsquery: 'w1':* & 'w2':* (quotes and backslashes escaped for the lexeme syntax). */
export const tsQueryExpression = (words: readonly string[]): string =>
  words.map((w) => `'${w.replace(/\\/g, '\\\\').replace(/'/g, "''")}':*`).join(' & ');

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
