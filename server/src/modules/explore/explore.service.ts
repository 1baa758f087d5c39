import {
  DEFAULT_BOX_CATEGORIES,
  DEFAULT_BOX_KM,
  EXPLORE_CATEGORIES,
  EXPLORE_PAGE_SIZE,
  MAP_MAX_ZOOM,
  type Asset,
  type CategoryFacet,
  type ExploreConfig,
  type ExploreLocale,
  type FilterBlock,
  type FilterName,
  type SearchResultPage,
} from '@sportello/contracts';
import type { EnvContext } from '../../platform/auth/actor.js';
import type { Db } from '../../platform/db/connect.js';
import { municipalitiesByCode } from '../places/index.js';
import { EXPLORE_LABELS } from './explore.messages.js';
import { exploreTabs, presentAssets, statusLabels } from './explore.presenter.js';
import { findAssetIdByRes, findAssetRows } from './search/assets.repo.js';
import { mapSettings, originOf, type Origin } from './search/explore-origin.js';
import { filterBlock, OPTION_COLUMNS, RANGE_COLUMNS } from './search/filter-blocks.js';
import { decodePageToken, encodePageToken, searchFingerprint } from './search/page-token.js';
import { searchIndexFor, withWords, type SearchIndex } from './search/search-index.js';
import type { ParsedSearch } from './search/search-request.js';
import { categoryScope, facetScope, usesDefaultBox, type Cond, type Point } from './search/search-scope.js';
import {
  countByCategory,
  countOptions,
  countRows,
  findPageIds,
  rangeBounds,
  type PageOrder,
  type RangeColumn,
} from './search/search.repo.js';
import { correctWords } from './search/typo-fallback.js';

/**
 * The explore catalogue's rules (spec 2 §3, §4): a page of results, the counts of the category
 * tabs, the filter blocks of a category, assets by id, and the screen's configuration. Each search
 * operation reads the words as typed, or, when they match no asset at all, the words the typo
 * fallback corrects them to.
 */

/** What one request searches with: the database, its full-text index, the operator's office. */
export interface ExploreScope {
  db: Db;
  index: SearchIndex;
  origin: Origin;
  /** This request's tab counts, by words and filters (tabCountsKey): its page's total is one of them. */
  tabCounts: Map<string, Promise<TabCounts>>;
}

export const exploreScope = (db: Db, ctx: EnvContext): ExploreScope => ({
  db,
  index: searchIndexFor(db),
  origin: originOf(db, ctx),
  tabCounts: new Map(),
});

/** Each tab's count (the total its search shows), and the words they were counted with when corrected. */
type TabCounts = { counts: Map<string, number>; corrected: string[] | null };

/** What the tab counts depend on: the words and the filters, not the category or the page. */
const tabCountsKey = (search: ParsedSearch): string => JSON.stringify([search.words, search.filters]);

/** The origin, when this search needs one (default box, distance order); else a point never read. */
async function originFor(s: ExploreScope, search: ParsedSearch, always = false): Promise<Point> {
  const needed = always || usesDefaultBox(search) || search.sort === 'distance';
  return needed ? s.origin.origin() : { lat: 0, lng: 0 };
}

/**
 * Runs a search with the typed words; when it finds nothing and a word is not in the catalogue's
 * dictionary, runs it again with the corrected words (null when nothing was corrected).
 */
async function withTypoFallback<T>(
  s: ExploreScope,
  words: string[],
  run: (words: readonly string[]) => Promise<T>,
  isEmpty: (result: T) => boolean,
): Promise<{ result: T; corrected: string[] | null }> {
  const result = await searchWith(s, words, run);
  if (words.length === 0 || !isEmpty(result)) return { result, corrected: null };
  const corrected = await correctWords(s.db, words);
  return corrected ? { result: await searchWith(s, corrected, run), corrected } : { result, corrected: null };
}

/** Runs a search's queries with these words, once the index has read what it needs of them. */
async function searchWith<T>(
  s: ExploreScope,
  words: readonly string[],
  run: (words: readonly string[]) => Promise<T>,
): Promise<T> {
  await s.index.learn(s.db, words);
  return run(words);
}

function orderOf(search: ParsedSearch, s: ExploreScope, words: readonly string[], origin: Point): PageOrder {
  if (search.sort === 'distance') return { by: 'distance', from: origin };
  if (search.sort === 'date') return { by: 'date' };
  const selective =
    search.category.name !== 'all' || Object.keys(search.filters).length > 0 || usesDefaultBox(search);
  return words.length ? { by: 'rank', index: s.index, words, selective } : { by: 'title' };
}

/** Assets by id in that order, as cards in the locale (Italian where they lack it). */
async function presentIds(s: ExploreScope, ids: number[], locale: ExploreLocale): Promise<Asset[]> {
  const [rows, office] = await Promise.all([findAssetRows(s.db, ids, locale), s.origin.office()]);
  const codes = rows.flatMap((r) => (r.municipalityCode ? [r.municipalityCode] : []));
  const municipalities = codes.length ? await municipalitiesByCode(s.db, codes) : new Map();
  return presentAssets(ids, rows, { locale, municipalities, office });
}

/**
 * A narrowed search's ranked page (a category, a box, a filter) reads this many rows at once:
 * every match is scored to be sorted anyway, so 500 cost what 12 do, and when the search finds
 * fewer their number is its total, with no count to run.
 */
const RANKED_WINDOW = 500;

type PageOf = {
  search: ParsedSearch;
  conds: Cond[];
  origin: Point;
  words: readonly string[];
  offset: number;
  /** The search's total when already counted (its tab's count). */
  known?: number;
};

/** The page's ids and the search's total with these words; the total is counted unless known. */
async function findPage(
  s: ExploreScope,
  { search, conds, origin, words, offset, known }: PageOf,
): Promise<{ total: number; ids: number[] }> {
  const order = orderOf(search, s, words, origin);
  const count = () => countRows(s.db, withWords(s, conds, words));
  if (
    known === undefined &&
    order.by === 'rank' &&
    order.selective &&
    offset + EXPLORE_PAGE_SIZE <= RANKED_WINDOW
  ) {
    const ranked = await findPageIds(s.db, conds, order, RANKED_WINDOW + 1, 0);
    const ids = ranked.slice(offset, offset + EXPLORE_PAGE_SIZE);
    return { total: ranked.length <= RANKED_WINDOW ? ranked.length : await count(), ids };
  }
  const total = known ?? (await count());
  // The ranked page applies the words itself (the index orders by them).
  const pageConds = order.by === 'rank' ? conds : withWords(s, conds, words);
  const ids = offset < total ? await findPageIds(s.db, pageConds, order, EXPLORE_PAGE_SIZE, offset) : [];
  return { total, ids };
}

/** One page of results, or the rows after a loadMore token (spec 2 §3 "Search result page"). */
export async function searchPage(s: ExploreScope, search: ParsedSearch): Promise<SearchResultPage> {
  const fingerprint = searchFingerprint(search);
  const offset = search.loadMore
    ? decodePageToken(search.loadMore, fingerprint)
    : (search.page - 1) * EXPLORE_PAGE_SIZE;
  // The screen asks for the tabs and the page in one operation: this category's tab counts the
  // page's total. Looked up before any await: graphql-js starts the fields in the document's
  // order, and the screen's query names the tabs first.
  const tabs = s.tabCounts.get(tabCountsKey(search));
  const origin = await originFor(s, search);
  const conds = categoryScope(search, origin);
  const page = (words: readonly string[], known?: number) =>
    findPage(s, { search, conds, origin, words, offset, known });
  const counted = tabs ? await tabs : null;
  const tabTotal = counted?.counts.get(search.category.name) ?? 0;
  // A total of 0 found with the typed words may still be corrected for this tab alone: the
  // search's own fallback decides.
  const { result, corrected } =
    counted && (tabTotal > 0 || counted.corrected)
      ? {
          result: await searchWith(s, counted.corrected ?? search.words, (words) => page(words, tabTotal)),
          corrected: counted.corrected,
        }
      : await withTypoFallback(
          s,
          search.words,
          (words) => page(words),
          (r) => r.total === 0,
        );
  const next = offset + EXPLORE_PAGE_SIZE;
  return {
    totalCount: result.total,
    nextPageToken: next < result.total ? encodePageToken(next, fingerprint) : null,
    pagination: {
      current: Math.floor(offset / EXPLORE_PAGE_SIZE) + 1,
      total: Math.ceil(result.total / EXPLORE_PAGE_SIZE),
      rows: EXPLORE_PAGE_SIZE,
    },
    assets: await presentIds(s, result.ids, search.locale),
    correctedQuery: corrected ? corrected.join(' ') : null,
  };
}

/**
 * The category tabs with their counts for this text and these filters, whatever the category
 * chosen: each count is the total that tab's search would show.
 */
export async function categoryFacets(s: ExploreScope, search: ParsedSearch): Promise<CategoryFacet[]> {
  const key = tabCountsKey(search);
  let tabs = s.tabCounts.get(key);
  if (!tabs) s.tabCounts.set(key, (tabs = countTabs(s, search)));
  const { counts } = await tabs;
  return EXPLORE_CATEGORIES.map((c) => ({ name: c.name, label: c.label, count: counts.get(c.name) ?? 0 }));
}

async function countTabs(s: ExploreScope, search: ParsedSearch): Promise<TabCounts> {
  const origin = search.filters.geolocation ? { lat: 0, lng: 0 } : await s.origin.origin();
  const { where, gated } = facetScope(search, origin);
  const { result, corrected } = await withTypoFallback(
    s,
    search.words,
    (words) => countByCategory(s.db, withWords(s, where, words), gated),
    (rows) => rows.every((r) => r.base === 0),
  );
  const counts = new Map(result.map((r) => [r.category, r.n]));
  // "Tutti" holds every category's rows, without the gates of the others' own filters.
  const all = result.reduce((sum, r) => sum + r.base, 0);
  counts.set('all', all);
  return { counts, corrected };
}

/** The blocks of the category's filter bar, each option counted under the other filters. */
export async function filterBlocks(s: ExploreScope, search: ParsedSearch): Promise<FilterBlock[]> {
  const names: FilterName[] = [
    'municipality',
    ...search.category.filters,
    ...(search.filters.geolocation ? (['geolocation'] as const) : []),
  ];
  const origin = await originFor(s, search);
  const counted = names.filter((n) => OPTION_COLUMNS[n]);
  const { result: counts } = await withTypoFallback(
    s,
    search.words,
    (words) =>
      countOptions(
        s.db,
        counted.map((name) => ({
          name,
          column: OPTION_COLUMNS[name]!,
          conds: withWords(s, categoryScope(search, origin, name), words),
        })),
      ),
    (rows) => counted.length > 0 && rows.length === 0,
  );
  const ranges = names.flatMap((n) => (RANGE_COLUMNS[n] ? [RANGE_COLUMNS[n]] : [])) as RangeColumn[];
  const bounds = await rangeBounds(s.db, search.category.name, ranges);
  const selectedCodes = (search.selected.municipality ?? []).filter((v) => /^\d{6}$/.test(v));
  const codes = [...counts.filter((r) => r.f === 'municipality').map((r) => r.v), ...selectedCodes];
  const municipalities = codes.length ? await municipalitiesByCode(s.db, codes) : new Map();
  return names.map((name) =>
    filterBlock(name, {
      counts: new Map(counts.filter((r) => r.f === name).map((r) => [r.v, r.n])),
      selected: search.selected[name] ?? [],
      bounds: RANGE_COLUMNS[name] ? bounds[RANGE_COLUMNS[name]] : undefined,
      municipalities,
    }),
  );
}

/** One asset whatever its status (a list may hold an expired one); null when unknown or of another type. */
export async function assetById(
  s: ExploreScope,
  id: number,
  type: string | null,
  locale: ExploreLocale,
): Promise<Asset | null> {
  const [asset] = await presentIds(s, [id], locale);
  return asset && (!type || asset.type === type) ? asset : null;
}

/** One asset by its source's id and its type (how a list's element points at it). */
export async function assetByRes(
  s: ExploreScope,
  resId: string,
  type: string,
  locale: ExploreLocale,
): Promise<Asset | null> {
  const id = await findAssetIdByRes(s.db, resId, type);
  return id === null ? null : assetById(s, id, type, locale);
}

/** Assets by id in the order asked, whatever their status; unknown ids are left out. */
export const assetsByIds = (s: ExploreScope, ids: number[], locale: ExploreLocale): Promise<Asset[]> =>
  presentIds(s, ids, locale);

/** GET /api/explore.json: the tabs, categories, map and labels of the explore screen. */
export async function exploreConfig(db: Db, ctx: EnvContext): Promise<ExploreConfig> {
  const [map, office] = await Promise.all([mapSettings(db, ctx.env), originOf(db, ctx).office()]);
  return {
    tabs: exploreTabs(),
    categories: EXPLORE_CATEGORIES.map((c) => ({
      name: c.name,
      label: c.label,
      hideMap: c.hideMap ?? false,
      dated: c.dated ?? false,
    })),
    map: {
      ...map,
      maxZoom: MAP_MAX_ZOOM,
      office,
      defaultBoxKm: DEFAULT_BOX_KM,
      defaultBoxCategories: [...DEFAULT_BOX_CATEGORIES],
    },
    labels: {
      searchListMode: { noResults: { ...EXPLORE_LABELS.noResults } },
      loadMore: EXPLORE_LABELS.loadMore,
      searchHere: EXPLORE_LABELS.searchHere,
      status: statusLabels(),
    },
  };
}
