import { ASSET_STATUS, type Box } from '@sportello/contracts';
import type { Db } from '../../platform/db/connect.js';
import { searchWords } from '../../platform/search/words.js';
import { municipalitiesByCode } from '../places/index.js';
import { findAssetsInLocales, type AssetInLocaleRow } from './search/assets.repo.js';
import { searchIndexFor, withWords } from './search/search-index.js';
import type { SearchFilters } from './search/search-request.js';
import { filterCondition, type Cond } from './search/search-scope.js';
import { countOptions, countRows, findPageIds } from './search/search.repo.js';

/**
 * The catalogue as a partner's application searches it (issue 38, the read API): the desk's own
 * search — the same full-text index and ranking, the same municipality and box conditions, the
 * same counts — over the asset types a key is granted instead of the desk's categories, with no
 * office (no default box around it, no distance) and no typo fallback. Only searchable assets
 * (not expired, not withdrawn).
 */

export interface PartnerCatalogueQuery {
  query: string;
  /** Only these asset types (an empty list finds nothing). */
  types: readonly string[];
  /** ISTAT codes of municipalities (any of them). */
  municipalities: readonly string[];
  box?: Box;
  offset: number;
  limit: number;
  /** The locales whose texts are read. */
  locales: readonly string[];
}

export interface PartnerCataloguePage {
  total: number;
  /** The page's assets, in the search's order, each with its rows (one per locale it has). */
  assets: { id: number; rows: AssetInLocaleRow[] }[];
  facets: {
    types: { value: string; count: number }[];
    municipalities: { code: string; name: string; count: number }[];
  };
  /** Municipality names of the page's assets, by ISTAT code. */
  municipalityNames: Map<string, string>;
}

/** A word of one letter is still being typed (the desk's rule): it does not narrow the search. */
const MIN_WORD = 2;

const searchable: Cond = (eb) => eb('a.status', '=', ASSET_STATUS.normal);

/** One asset of the granted types, searchable, or null. */
export async function partnerCatalogueAsset(
  db: Db,
  id: number,
  types: readonly string[],
  locales: readonly string[],
): Promise<{ rows: AssetInLocaleRow[]; municipalityNames: Map<string, string> } | null> {
  const found = await partnerCatalogueAssets(db, [id], types, locales);
  const [asset] = found.assets;
  return asset ? { rows: asset.rows, municipalityNames: found.municipalityNames } : null;
}

/**
 * Assets by id in the order given (a partner's list), those of the granted types and searchable
 * only: one read of the rows, one of the municipalities' names.
 */
export async function partnerCatalogueAssets(
  db: Db,
  ids: readonly number[],
  types: readonly string[],
  locales: readonly string[],
): Promise<Pick<PartnerCataloguePage, 'assets' | 'municipalityNames'>> {
  if (!ids.length || !types.length) return { assets: [], municipalityNames: new Map() };
  const rows = (await findAssetsInLocales(db, [...new Set(ids)], locales)).filter(
    (r) => types.includes(r.type) && r.status === ASSET_STATUS.normal,
  );
  const byId = new Map<number, AssetInLocaleRow[]>();
  for (const r of rows) byId.set(r.id, [...(byId.get(r.id) ?? []), r]);
  const assets = [...new Set(ids)].flatMap((id) => {
    const mine = byId.get(id);
    return mine ? [{ id, rows: mine }] : [];
  });
  return { assets, municipalityNames: await namesOf(db, rows) };
}

async function namesOf(db: Db, rows: readonly { municipalityCode: string | null }[]) {
  const codes = [...new Set(rows.flatMap((r) => (r.municipalityCode ? [r.municipalityCode] : [])))];
  const places = codes.length ? await municipalitiesByCode(db, codes) : new Map();
  return new Map([...places].map(([code, p]) => [code, p.name as string]));
}

export async function partnerCatalogueSearch(
  db: Db,
  q: PartnerCatalogueQuery,
): Promise<PartnerCataloguePage> {
  const empty = {
    total: 0,
    assets: [],
    facets: { types: [], municipalities: [] },
    municipalityNames: new Map(),
  };
  if (!q.types.length) return empty;
  const index = searchIndexFor(db);
  const words = searchWords(q.query).filter((w) => w.length >= MIN_WORD);
  const filters: SearchFilters = {
    ...(q.municipalities.length
      ? { municipality: { municipalities: [...q.municipalities], provinces: [] } }
      : {}),
    ...(q.box ? { geolocation: q.box } : {}),
  };
  const conds: Cond[] = [searchable, (eb) => eb('a.type', 'in', [...q.types])];
  for (const name of ['municipality', 'geolocation'] as const) {
    const cond = filterCondition(name, filters);
    if (cond) conds.push(cond);
  }
  await index.learn(db, words);
  const matching = withWords({ db, index }, conds, words);
  const [total, ids, counts] = await Promise.all([
    countRows(db, matching),
    words.length
      ? findPageIds(db, conds, { by: 'rank', index, words, selective: true }, q.limit, q.offset)
      : findPageIds(db, matching, { by: 'title' }, q.limit, q.offset),
    countOptions(db, [
      { name: 'type', column: 'a.type', conds: matching },
      { name: 'municipality', column: 'a.municipalityCode', conds: matching },
    ]),
  ]);
  const rows = await findAssetsInLocales(db, ids, q.locales);
  const byId = new Map<number, AssetInLocaleRow[]>();
  for (const r of rows) byId.set(r.id, [...(byId.get(r.id) ?? []), r]);
  const municipalityCounts = counts.filter((c) => c.f === 'municipality');
  const names = await namesOf(db, [...rows, ...municipalityCounts.map((c) => ({ municipalityCode: c.v }))]);
  return {
    total,
    assets: ids.flatMap((id) => (byId.has(id) ? [{ id, rows: byId.get(id)! }] : [])),
    facets: {
      types: counts.filter((c) => c.f === 'type').map((c) => ({ value: c.v, count: c.n })),
      municipalities: municipalityCounts
        .map((c) => ({ code: c.v, name: names.get(c.v) ?? c.v, count: c.n }))
        .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'it')),
    },
    municipalityNames: names,
  };
}
