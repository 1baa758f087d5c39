import { sql, type Expression, type SqlBool } from 'kysely';
import { ftsMatchExpression, tsQueryExpression } from '../../platform/search/words.js';

/**
 * Full-text search over contents.search_text (names and texts of every language, folded by
 * foldForSearch): SQLite through the FTS5 table content_fts (rowid = contents.id, prefix indexes),
 * PostgreSQL through contents.search_vector and its GIN index (migrations 008 and 019). Every word
 * of the query must match as a word prefix, accents and case aside.
 */

/**
 * How the matches meet the list's own index (SQLite):
 * - `walk`: walk the list's text index (migration 021) in its order and test each row's words
 *   (`word_prefixes`), up to a bound of rows. A page of a common word reads a few dozen index
 *   entries and nothing else: no match is read from content_fts at all.
 * - `probe`: walk the list's index in its order and test each row against the set of matches
 *   (the unary plus keeps SQLite from looking every match up by id and sorting them all). Reading
 *   the matches into that set costs as much as they are many.
 * - `lookup`: look each match up by id. Right when the matches are few: walking the index would
 *   read most of the list to find them.
 */
export type MatchPlan = 'walk' | 'probe' | 'lookup';

/**
 * Below this many matches a page looks them up by id (a few hundred lookups and a sort); from it
 * on, one content in (list size / this) matches and walking the list finds a page quickly.
 */
export const LOOKUP_MATCHES = 300;

/**
 * From this many matches a page walks the text index (measured on 50,000 contents: a word in 4 %
 * of them, 0.45 → 0.18 ms a page; in 24 %, 1.6 → 0.05 ms). The matches are the list's count, which
 * stops at LIST_COUNT_LIMIT (content-list.repo.ts): this must not exceed it.
 */
export const WALK_MATCHES = 1000;

/**
 * A walk reads at most this many rows of the list for each row of the page (it stops as soon as the
 * page is full): where fewer than one row in this many holds the words, walking would read most of
 * the list, and the page is read again through the set of matches (`probe`).
 */
export const WALK_ROWS_PER_ROW = 100;

/**
 * SQLite: the rows of `textColumn` (folded, as search_text) that hold every word as a word prefix.
 * instr() keeps the function call for the rows that hold the letters somewhere.
 */
export function textHoldsWords(textColumn: string, words: readonly string[]): Expression<SqlBool> {
  const text = sql.ref(textColumn);
  const holds = words.map((w) => sql`instr(${text}, ${w}) > 0`);
  return sql<SqlBool>`(${sql.join(holds, sql` and `)} and word_prefixes(${text}, ${sql.join(words)}))`;
}

/**
 * The condition "contents matching these words" for the dialect in use; the words come from
 * searchWords and must not be empty.
 */
export function contentMatches(
  postgres: boolean,
  words: readonly string[],
  plan: MatchPlan = 'lookup',
): Expression<SqlBool> {
  if (postgres)
    return sql<SqlBool>`${sql.ref('contents.searchVector')} @@ to_tsquery('simple', ${tsQueryExpression(words)})`;
  const id = plan === 'probe' ? sql`+${sql.ref('contents.id')}` : sql.ref('contents.id');
  return sql<SqlBool>`${id} in (select rowid from content_fts where content_fts match ${ftsMatchExpression(words)})`;
}
