import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import {
  ASSET_STATUS,
  DEFAULT_BOX_CATEGORIES,
  DEFAULT_BOX_KM,
  EXPLORE_CATEGORIES,
  EXPLORE_CATEGORY_NAMES,
  FILTER_NAMES,
  type Box,
  type FilterName,
} from '@sportello/contracts';
import type { Database } from '../../../platform/db/schema.js';
import type { AssetsTable } from '../explore.schema.js';
import type { ParsedSearch, SearchFilters } from './search-request.js';
import { cellsOfBox } from './geo-cells.js';

/**
 * Which rows a search reads, as conditions on `assets a`: the status, the category, the filters the
 * category offers and, for the services categories, the default box around the office (spec 2 §4).
 * A filter the category does not offer is not applied (the tab has no such block), so the count
 * of a category tab always equals the total of that tab's search.
 */

export type AssetEb = ExpressionBuilder<Database & { a: AssetsTable }, 'a'>;
export type Cond = (eb: AssetEb) => Expression<SqlBool>;
export type Point = { lat: number; lng: number };

/** Filters every category offers; the others belong to the categories that list them. */
const COMMON: readonly FilterName[] = ['municipality', 'geolocation'];
const SPECIFIC: readonly FilterName[] = FILTER_NAMES.filter((f) => !COMMON.includes(f));
const offering = (f: FilterName) =>
  EXPLORE_CATEGORIES.filter((c) => c.filters.includes(f)).map((c) => c.name);

/** A square of DEFAULT_BOX_KM half side around a point. */
export function boxAround({ lat, lng }: Point, km = DEFAULT_BOX_KM): Box {
  const dLat = km / 111.32;
  const dLng = km / (111.32 * Math.cos((lat * Math.PI) / 180));
  return { south: lat - dLat, west: lng - dLng, north: lat + dLat, east: lng + dLng };
}

/**
 * The box's edges in double precision on both engines (PostgreSQL would read them as `real`, the
 * columns' type): the cells of the box and of its points then come from the same arithmetic.
 */
const edge = (degrees: number) => sql<number>`cast(${degrees} as double precision)`;

const inBox =
  (b: Box): Cond =>
  (eb) => {
    const cells = cellsOfBox(b);
    return eb.and([
      ...(cells ? [eb('a.geoCell', 'in', cells)] : []),
      eb('a.lat', '>=', edge(b.south)),
      eb('a.lat', '<=', edge(b.north)),
      eb('a.lng', '>=', edge(b.west)),
      eb('a.lng', '<=', edge(b.east)),
    ]);
  };

const between =
  (column: 'a.priceFrom' | 'a.lengthKm' | 'a.ascentM', r: { from: number | null; to: number | null }): Cond =>
  (eb) =>
    eb.and([
      ...(r.from !== null ? [eb(column, '>=', r.from)] : []),
      ...(r.to !== null ? [eb(column, '<=', r.to)] : []),
    ]);

/** The condition of one filter, or null when it is not set. */
export function filterCondition(name: FilterName, f: SearchFilters): Cond | null {
  switch (name) {
    case 'municipality': {
      const m = f.municipality;
      if (!m) return null;
      return (eb) =>
        eb.or([
          ...(m.municipalities.length ? [eb('a.municipalityCode', 'in', m.municipalities)] : []),
          ...(m.provinces.length ? [eb('a.provinceCode', 'in', m.provinces)] : []),
        ]);
    }
    case 'stars':
      return f.stars ? (eb) => eb('a.stars', 'in', f.stars!) : null;
    case 'classification':
      return f.classification ? (eb) => eb('a.classification', 'in', f.classification!) : null;
    case 'difficulty':
      return f.difficulty ? (eb) => eb('a.difficulty', 'in', f.difficulty!) : null;
    case 'dates': {
      const d = f.dates;
      if (!d) return null;
      // Overlapping the period: starts before its end and ends after its start.
      return (eb) =>
        eb.and([
          ...(d.to ? [eb('a.dateFrom', '<=', d.to)] : []),
          ...(d.from ? [eb('a.dateTo', '>=', d.from)] : []),
        ]);
    }
    case 'price':
      return f.price ? between('a.priceFrom', f.price) : null;
    case 'length':
      return f.length ? between('a.lengthKm', f.length) : null;
    case 'ascent':
      return f.ascent ? between('a.ascentM', f.ascent) : null;
    case 'geolocation':
      return f.geolocation ? inBox(f.geolocation) : null;
  }
}

const searchable: Cond = (eb) => eb('a.status', '=', ASSET_STATUS.normal);

/**
 * Every category by name: the box index (category, status, geo_cell, lat, lng, …) then answers a
 * search of all of them in a box, and the grouped count of the tabs, category by category, where
 * SQLite would otherwise read each row for its category.
 */
const everyCategory: Cond = (eb) => eb('a.category', 'in', [...EXPLORE_CATEGORY_NAMES]);

/** Whether the category gets the default box: a services category with no box of the map. */
export const usesDefaultBox = (search: ParsedSearch): boolean =>
  DEFAULT_BOX_CATEGORIES.includes(search.category.name) && !search.filters.geolocation;

/**
 * The rows of the search's category: status, category, its filters (less `except`, whose options
 * are being counted) and the default box.
 */
export function categoryScope(search: ParsedSearch, origin: Point, except?: FilterName): Cond[] {
  const { category } = search;
  const conds: Cond[] = [searchable];
  if (category.name !== 'all') conds.push((eb) => eb('a.category', '=', category.name));
  // The box index leads with the category (migration 022): every category by name.
  else if (search.filters.geolocation) conds.push(everyCategory);
  for (const name of [...COMMON, ...category.filters]) {
    const cond = name === except ? null : filterCondition(name, search.filters);
    if (cond) conds.push(cond);
  }
  if (usesDefaultBox(search)) conds.push(inBox(boxAround(origin)));
  return conds;
}

/**
 * The rows of every category at once, for the tab counts in one grouped query: `where` holds what
 * applies to all of them; each of `gated` applies only to the categories that offer it (a category
 * filter, the services' default box) and is counted inside the group.
 */
export function facetScope(search: ParsedSearch, origin: Point): { where: Cond[]; gated: Cond[] } {
  const where: Cond[] = [everyCategory, searchable];
  for (const name of COMMON) {
    const cond = filterCondition(name, search.filters);
    if (cond) where.push(cond);
  }
  const gate =
    (categories: readonly string[], cond: Cond): Cond =>
    (eb) =>
      eb.or([eb('a.category', 'not in', [...categories]), cond(eb)]);
  const gated: Cond[] = [];
  for (const name of SPECIFIC) {
    const cond = filterCondition(name, search.filters);
    if (cond) gated.push(gate(offering(name), cond));
  }
  if (!search.filters.geolocation) gated.push(gate(DEFAULT_BOX_CATEGORIES, inBox(boxAround(origin))));
  return { where, gated };
}

/** Every condition at once. */
export const allOf =
  (conds: readonly Cond[]): Cond =>
  (eb) =>
    eb.and(conds.map((c) => c(eb)));
