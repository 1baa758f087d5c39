import { sql, type SqlBool } from 'kysely';
import { isPostgres, type Db } from '../../../platform/db/connect.js';
import { ftsMatch, learnPrefixes } from '../../../platform/search/fts-prefixes.js';
import { tsQueryExpression } from '../../../platform/search/words.js';
import { allOf, type Cond } from './search-scope.js';

/**
 * The explore catalogue's full-text index behind one interface (docs/architecture.md): SQLite's
 * contentless FTS5 table asset_fts, ranked by bm25 with the title weighing ten times the body, or
 * PostgreSQL's stored tsvector search_vector (title weight A, body B) ranked by ts_rank. Both hold
 * text folded by foldForSearch, so the words of searchWords match alike: each one as a prefix of a
 * word of the asset, in any of its languages, accents and case aside.
 *
 * Both rank first the rows holding every word in the title (what the asset is and where:
 * catalogue.store's searchTexts), then the rest, each by its score. A column's weight cannot do it:
 * bm25 caps what repeated hits add while a rare word weighs much, so the one Pro Loco whose Spanish
 * text sells tickets "para museos" outranked the museums of Siena for "museo siena" ("museo"*
 * stands for museo and museos, each weighed by its own rarity: fts-prefixes.ts).
 */

/** Every search query reads the assets, aliased `a`. */
export const allAssets = (db: Db) => db.selectFrom('assets as a');

export interface SearchIndex {
  /**
   * Before the words' queries are built: SQLite reads which words of asset_fts the longer ones
   * stand for (fts-prefixes.ts), so that FTS5 streams their rows instead of gathering them first.
   */
  learn(db: Db, words: readonly string[]): Promise<void>;
  /** The condition "the asset holds every word" (searchWords' output, not empty). */
  holds(db: Db, words: readonly string[]): Cond;
  /**
   * One page of the ids of the rows under `conds` holding the words, most relevant first.
   * `selective`: the conditions keep a small part of the catalogue (a category, a box, a filter),
   * not just the searchable status.
   */
  rankedPage(db: Db, words: readonly string[], conds: readonly Cond[], page: RankedPage): Promise<number[]>;
}
export type RankedPage = { limit: number; offset: number; selective: boolean };

/** Title hits weigh this many times body hits in bm25. */
const TITLE_WEIGHT = 10;

/** Whether the row holds the match in its title column: true sorts first (the matches are a set, read once). */
const titleFirst = (match: string) =>
  sql`(rowid in (select rowid from asset_fts where asset_fts match ${`title : (${match})`})) desc`;

/**
 * The index's matches are one set, probed while the assets' own indexes (category, box, status)
 * narrow the rows: the unary plus keeps SQLite from looking each asset up in the index, or each
 * match up in the assets, both of which cost a probe per row.
 */
const fts5Index: SearchIndex = {
  learn: (db, words) => learnPrefixes(db, 'asset_fts', words),
  holds: (db, words) => () =>
    sql<SqlBool>`+a.id in (select rowid from asset_fts where asset_fts match ${ftsMatch(db, 'asset_fts', words)})`,
  async rankedPage(db, words, conds, page) {
    const match = ftsMatch(db, 'asset_fts', words);
    const bm25 = sql`bm25(asset_fts, ${sql.lit(TITLE_WEIGHT)}, 1.0)`;
    const end = page.offset + page.limit;
    if (!page.selective) {
      // Nearly every match is searchable: rank them all, then check the best ones only.
      const wanted = end + 50;
      const { rows: best } = await sql<{ id: number }>`select rowid as id from asset_fts
        where asset_fts match ${match} order by ${titleFirst(match)}, ${bm25}, rowid limit ${wanted}`.execute(
        db,
      );
      const ids = best.map((r) => Number(r.id));
      const kept = new Set(
        ids.length
          ? (await allAssets(db).select('a.id').where('a.id', 'in', ids).where(allOf(conds)).execute()).map(
              (r) => r.id,
            )
          : [],
      );
      const found = ids.filter((id) => kept.has(id));
      if (found.length >= end || ids.length < wanted) return found.slice(page.offset, end);
    }
    // bm25 is computed only for the matches among the rows the conditions keep.
    const rows = allAssets(db).select('a.id').where(allOf(conds));
    const { rows: ranked } = await sql<{ id: number }>`select rowid as id from asset_fts
      where asset_fts match ${match} and +rowid in (${rows})
      order by ${titleFirst(match)}, ${bm25}, rowid limit ${page.limit} offset ${page.offset}`.execute(db);
    return ranked.map((r) => Number(r.id));
  },
};

const tsQuery = (words: readonly string[], weight: '' | 'A' = '') =>
  sql`to_tsquery('simple', ${tsQueryExpression(words, weight)})`;

const tsvectorIndex: SearchIndex = {
  learn: async () => {},
  holds: (_db, words) => () => sql<SqlBool>`a.search_vector @@ ${tsQuery(words)}`,
  async rankedPage(db, words, conds, { limit, offset }) {
    const page = await allAssets(db)
      .select('a.id')
      .where(allOf([...conds, tsvectorIndex.holds(db, words)]))
      .orderBy(sql`a.search_vector @@ ${tsQuery(words, 'A')}`, 'desc')
      .orderBy(sql`ts_rank(a.search_vector, ${tsQuery(words)})`, 'desc')
      .orderBy('a.id')
      .limit(limit)
      .offset(offset)
      .execute();
    return page.map((r) => r.id);
  },
};

export const searchIndexFor = (db: Db): SearchIndex => (isPostgres(db) ? tsvectorIndex : fts5Index);

/** The search's conditions, and the words' when there are any. */
export const withWords = (
  { db, index }: { db: Db; index: SearchIndex },
  conds: readonly Cond[],
  words: readonly string[],
): Cond[] => (words.length ? [...conds, index.holds(db, words)] : [...conds]);
