import { sql, type Expression, type SqlBool } from 'kysely';
import { isPostgres, type Db } from '../../platform/db/connect.js';
import { ftsMatch, learnPrefixes } from '../../platform/search/fts-prefixes.js';
import { tsQueryExpression } from '../../platform/search/words.js';

/**
 * Full-text search over contents.search_text (names and texts of every language, folded by
 * foldForSearch): SQLite through the FTS5 table content_fts, PostgreSQL through
 * contents.search_vector and its GIN index (migrations 008 and 019). Every word of the query must
 * match as a word prefix, accents and case aside.
 *
 * SQLite: content_fts's rowid is the content's search key (contents.search_key, migration 023),
 * not its id. The key sorts as the lists' creation order (created_at, then id), so FTS5, which
 * reads a word's matches in rowid order, hands them over newest (or oldest) first: a page of a
 * common word reads its first few dozen matches and stops, however many rows before them do not
 * match (a desk's newest drafts, an import's thousands of rows). The index
 * contents_search_key_idx maps a key to its content and carries what the lists filter on.
 */

/**
 * How a list page meets the search's matches (SQLite; PostgreSQL's planner chooses from the GIN
 * statistics):
 * - `ranked`: read the matches from content_fts in the list's creation order and keep those the
 *   filters keep, until the page is full (newest or oldest first only).
 * - `probe`: walk the list's index in its order and test each row against the set of matches
 *   (the unary plus keeps SQLite from looking every match up by id and sorting them all). Reading
 *   the matches into that set costs as much as they are many.
 * - `lookup`: look each match up by id. Right when the matches are few: walking the index would
 *   read most of the list to find them.
 */
export type MatchPlan = 'ranked' | 'probe' | 'lookup';

/**
 * Below this many matches in the list a page looks them up by id (a few hundred lookups and a
 * sort); from it on, walking in the list's order finds a page quickly.
 */
export const LOOKUP_MATCHES = 300;

/**
 * The search key's parts: the creation instant in milliseconds since 1970, times this, plus the
 * rank of the content among those created in the same millisecond (by id). 2^21 leaves 42 bits
 * for the instant (until 2109) in SQLite's signed 64 bits; 2 million contents created in one
 * millisecond are out of reach of any import.
 */
const KEYS_PER_MILLISECOND = 2_097_152;

/** The first key of a row's millisecond (created_at is always an ISO instant, nowIso). */
const millisecondBase = (createdAt: string) =>
  sql<number>`coalesce(cast(round(unixepoch(${sql.ref(createdAt)}, 'subsec') * 1000) as integer), 0) * ${sql.lit(KEYS_PER_MILLISECOND)}`;

/**
 * SQLite: gives every content without a search key its key, after the keys its millisecond
 * already holds, in the order of the ids (which grow as contents are created). Both CTEs are
 * materialized: every key is computed from the table as it was before the first is written.
 * Keys are never read into JavaScript: they pass 2^53.
 */
async function assignSearchKeys(db: Db): Promise<void> {
  await sql`with pending as materialized (
      select id, base, row_number() over (partition by base order by id) - 1 as n
      from (select id, ${millisecondBase('created_at')} as base from contents where search_key is null)
    ),
    keyed as materialized (
      select p.id, p.base + p.n + coalesce(
        (select max(o.search_key) + 1 - p.base from contents o
          where o.search_key between p.base and p.base + ${sql.lit(KEYS_PER_MILLISECOND - 1)}), 0) as search_key
      from pending p
    )
    update contents set search_key = keyed.search_key from keyed where keyed.id = contents.id`.execute(db);
}

/**
 * SQLite: puts these contents' search_text into content_fts under their keys, giving a key first
 * to each that has none (a new content). Every content indexed has a key: a null rowid would
 * have FTS5 pick one of its own. PostgreSQL indexes search_text itself (migration 008).
 */
export async function addToSearchIndex(db: Db, ids: readonly number[]): Promise<void> {
  if (isPostgres(db) || !ids.length) return;
  await assignSearchKeys(db);
  await sql`insert into content_fts (rowid, search_text) select search_key, search_text from contents
    where id in (${sql.join(ids)})`.execute(db);
}

/** SQLite: takes these contents out of content_fts (their keys stay theirs). */
export async function removeFromSearchIndex(db: Db, ids: readonly number[]): Promise<void> {
  if (isPostgres(db) || !ids.length) return;
  await sql`delete from content_fts where rowid in (select search_key from contents
    where id in (${sql.join(ids)}))`.execute(db);
}

/**
 * Before a search's query is built: SQLite reads which words of content_fts its longer words
 * stand for (fts-prefixes.ts), so that FTS5 streams their rows instead of gathering them all.
 */
export const prepareContentSearch = (db: Db, words: readonly string[]): Promise<void> =>
  learnPrefixes(db, 'content_fts', words);

/**
 * SQLite: content_fts's matches of the words, each joined to its content (`contents`, the
 * table's name or alias in the query) through contents_search_key_idx.
 */
export const searchKeyMatches = (db: Db, words: readonly string[], contents: string) =>
  sql<SqlBool>`content_fts match ${ftsMatch(db, 'content_fts', words)} and ${sql.ref(`${contents}.search_key`)} = content_fts.rowid`;

/** SQLite: the ids of the contents whose text holds the words (no row of the table read). */
const matchingContentIds = (db: Db, words: readonly string[]) =>
  sql`select keyed.id from content_fts cross join contents as keyed where ${searchKeyMatches(db, words, 'keyed')}`;

/**
 * The condition "contents matching these words" for the dialect in use; the words come from
 * searchWords and must not be empty (prepareContentSearch first, on SQLite, for its speed).
 */
export function contentMatches(
  db: Db,
  words: readonly string[],
  plan: Exclude<MatchPlan, 'ranked'> = 'lookup',
): Expression<SqlBool> {
  if (isPostgres(db))
    return sql<SqlBool>`${sql.ref('contents.searchVector')} @@ to_tsquery('simple', ${tsQueryExpression(words)})`;
  const id = plan === 'probe' ? sql`+${sql.ref('contents.id')}` : sql.ref('contents.id');
  return sql<SqlBool>`${id} in (${matchingContentIds(db, words)})`;
}
