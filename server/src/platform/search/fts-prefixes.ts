import { sql } from 'kysely';
import { changeMark, isPostgres, type Db, type WatchedTable } from '../db/connect.js';
import type { FullTextTable } from './fts-merge.js';
import { ftsMatchExpression } from './words.js';

/**
 * SQLite FTS5 answers a word prefix ("siena"*) from a prefix index when one is as long as the
 * prefix. A longer prefix it answers by first gathering every row and position of every word
 * that starts with it into one list, even to hand over the first 20 rows (50,000
 * contents: "siena"* 165 µs for 20 rows, "siena" 38; "volterra"* 212, its two words OR-ed 60; a
 * bounded count of 1,001 rows 248 against 135). So a word longer than the prefix indexes is
 * searched as the words of the table that start with it, read from the table's vocabulary
 * (`("volterra" OR "volterra1398")`), which FTS5 streams in rowid order like a single word.
 *
 * Reading the vocabulary costs about what the prefix does (fts5vocab counts each word's rows), so a
 * process keeps what it read while the database is unchanged (changeMark: any commit, of this
 * process or another, forgets it). Whatever is not known is searched as a prefix: the rows found
 * are the same either way, only their cost differs. One thing does change where a prefix stands
 * for several words: explore's bm25 weighs each of them by its own rarity, as it weighs the words
 * of any query, rather than all of them as one.
 */

/** The longest prefix index of each table (content_fts: migration 023; asset_fts: 009). */
const LONGEST_PREFIX_INDEX: Record<FullTextTable, number> = { content_fts: 4, asset_fts: 3 };

/** The table each full-text table is the index of: its changes are theirs. */
const INDEXED: Record<FullTextTable, WatchedTable> = { content_fts: 'contents', asset_fts: 'assets' };

/** A prefix standing for more words than this is read as a prefix: an OR of many costs as much. */
const MAX_WORDS = 8;

/** Words a process keeps per database; past it, it starts again. */
const KEPT = 2000;

/**
 * Only plain ASCII letters and digits are expanded: unicode61 leaves them as they are, so the
 * vocabulary holds them exactly as searchWords gives them.
 */
const PLAIN = /^[a-z0-9]+$/;

/** The words a prefix stands for, or null when they are too many; read at `mark`. */
type Known = { mark: string; words: readonly string[] | null };

const known = new WeakMap<Db, Map<string, Known>>();
/** The connections whose temporary vocabulary tables exist. */
const vocabularies = new WeakMap<Db, Set<FullTextTable>>();

const expandable = (table: FullTextTable, word: string) =>
  word.length > LONGEST_PREFIX_INDEX[table] && PLAIN.test(word);

const keyOf = (table: FullTextTable, word: string) => `${table} ${word}`;

/**
 * Reads, for the words longer than the table's prefix indexes, which words of the table they
 * stand for (SQLite; nothing on PostgreSQL). Called before ftsMatch builds the search's query.
 */
export async function learnPrefixes(db: Db, table: FullTextTable, words: readonly string[]): Promise<void> {
  if (isPostgres(db)) return;
  const long = words.filter((word) => expandable(table, word));
  const mark = long.length ? changeMark(db, [INDEXED[table]]) : undefined;
  if (mark === undefined) return;
  let kept = known.get(db);
  if (!kept) known.set(db, (kept = new Map()));
  for (const word of long) {
    if (kept.get(keyOf(table, word))?.mark === mark) continue;
    const found = await wordsStartingWith(db, table, word);
    if (kept.size >= KEPT) kept.clear();
    kept.set(keyOf(table, word), { mark, words: found.length > MAX_WORDS ? null : found });
  }
}

async function wordsStartingWith(db: Db, table: FullTextTable, prefix: string): Promise<string[]> {
  const vocabulary = sql.table(`temp.${table}_vocab`);
  let made = vocabularies.get(db);
  if (!made) vocabularies.set(db, (made = new Set()));
  if (!made.has(table)) {
    await sql`create virtual table if not exists ${vocabulary} using fts5vocab(main, ${sql.raw(table)}, 'row')`.execute(
      db,
    );
    made.add(table);
  }
  // U+10FFFF sorts (as UTF-8 bytes) after every character a word can continue with.
  const { rows } = await sql<{ term: string }>`select term from ${vocabulary}
    where term >= ${prefix} and term < ${`${prefix}\u{10FFFF}`} limit ${MAX_WORDS + 1}`.execute(db);
  return rows.map((r) => r.term).filter((term) => term.startsWith(prefix) && PLAIN.test(term));
}

/**
 * FTS5's query for searchWords' words: every word required, as a prefix; a word learnt by
 * learnPrefixes, and unchanged since, as the words it stands for.
 */
export function ftsMatch(db: Db, table: FullTextTable, words: readonly string[]): string {
  const kept = known.get(db);
  const mark =
    kept && words.some((word) => expandable(table, word)) ? changeMark(db, [INDEXED[table]]) : undefined;
  return words
    .map((word) => {
      const learnt = mark === undefined ? undefined : kept?.get(keyOf(table, word));
      if (!learnt || learnt.mark !== mark || !learnt.words) return ftsMatchExpression([word]);
      // No word starts with it: the word itself, which matches nothing, at once.
      if (learnt.words.length <= 1) return `"${learnt.words[0] ?? word}"`;
      return `(${learnt.words.map((w) => `"${w}"`).join(' OR ')})`;
    })
    .join(' AND ');
}
