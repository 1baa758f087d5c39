import { sql, type RawBuilder } from 'kysely';
import { isPostgres, type Db } from '../../../platform/db/connect.js';
import { ftsMatchExpression, tsQueryExpression } from '../../../platform/search/words.js';

/**
 * The explore catalogue's full-text index behind one interface (DESIGN.md §2 "search"): SQLite's
 * contentless FTS5 table asset_fts, ranked by bm25 with the title weighing ten times the body, or
 * PostgreSQL's stored tsvector search_vector (title weight A, body B) ranked by ts_rank. Both hold
 * text folded by foldForSearch, so the words of searchWords match alike: each one as a prefix of a
 * word of the asset, in any of its languages, accents and case aside.
 */

/** Every search query starts from the assets, aliased `a`. */
export const allAssets = (db: Db) => db.selectFrom('assets as a');
export type AssetQuery = ReturnType<typeof allAssets>;

export interface SearchIndex {
  /** The assets holding every word (searchWords' output, not empty), aliased `a`. */
  matching(db: Db, words: readonly string[]): AssetQuery;
  /** The relevance of a row of `matching` for the same words: higher first. */
  rank(words: readonly string[]): RawBuilder<number>;
}

/** Title hits weigh this many times body hits in bm25. */
const TITLE_WEIGHT = 10;

const fts5Index: SearchIndex = {
  matching(db, words) {
    // The index drives (CROSS JOIN keeps it the outer loop): probing the index once per asset of a
    // category would run the whole MATCH again for each row.
    const hits = sql<{
      id: number;
      rank: number;
    }>`(select rowid as id, -bm25(asset_fts, ${sql.lit(TITLE_WEIGHT)}, 1.0) as rank from asset_fts where asset_fts match ${ftsMatchExpression(words)})`;
    // The hits table `h` is only read through rank(); the builder is typed as the assets alone.
    return db
      .selectFrom(hits.as('h'))
      .crossJoin('assets as a')
      .whereRef('a.id', '=', 'h.id') as unknown as AssetQuery;
  },
  rank: () => sql<number>`h.rank`,
};

const tsvectorIndex: SearchIndex = {
  matching(db, words) {
    return allAssets(db).where(
      sql<boolean>`a.search_vector @@ to_tsquery('simple', ${tsQueryExpression(words)})`,
    );
  },
  rank: (words) => sql<number>`ts_rank(a.search_vector, to_tsquery('simple', ${tsQueryExpression(words)}))`,
};

export const searchIndexFor = (db: Db): SearchIndex => (isPostgres(db) ? tsvectorIndex : fts5Index);

/** The rows a search reads: every asset, or those holding the words. */
export const searchSource = (db: Db, index: SearchIndex, words: readonly string[]): AssetQuery =>
  words.length ? index.matching(db, words) : allAssets(db);
