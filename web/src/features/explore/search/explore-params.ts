import {
  EXPLORE_LOCALES,
  FILTER_NAMES,
  SORTS,
  type Box,
  type ExploreLocale,
  type ExploreSort,
  type FilterInput,
  type FilterName,
  type SearchInput,
} from '@sportello/contracts';

/**
 * The whole search lives in the address (q, category, filters, page, view, sort, box, locale),
 * so a reload, the back button or a shared link shows the same results; `item` (type:id) and
 * `itemLang` open the preview over them.
 */
export interface ExploreState {
  tab: string;
  q: string;
  category: string;
  filters: FilterInput[];
  page: number;
  view: 'list' | 'map';
  sort: ExploreSort;
  box: Box | null;
  locale: ExploreLocale;
  item: { type: string; id: string } | null;
  itemLang: ExploreLocale | null;
}

export const GEOLOCATION: FilterName = 'geolocation';

const isLocale = (v: string | null): v is ExploreLocale =>
  v !== null && (EXPLORE_LOCALES as readonly string[]).includes(v);

/** "stars:4,5;municipality:052032" ↔ [{key:'stars', values:['4','5']}, …]; values are URI-encoded. */
export function parseFilters(text: string | null): FilterInput[] {
  if (!text) return [];
  const out: FilterInput[] = [];
  for (const part of text.split(';')) {
    const [key, raw = ''] = part.split(':');
    if (!key || key === GEOLOCATION || !(FILTER_NAMES as readonly string[]).includes(key)) continue;
    const values = raw.split(',').map((v) => {
      try {
        return decodeURIComponent(v);
      } catch {
        return '';
      }
    });
    if (values.some((v) => v !== '')) out.push({ key: key as FilterName, values });
  }
  return out;
}

export const formatFilters = (filters: FilterInput[]): string =>
  filters
    .filter((f) => f.values.some((v) => v !== ''))
    .map((f) => `${f.key}:${f.values.map(encodeURIComponent).join(',')}`)
    .join(';');

const round = (n: number) => Math.round(n * 100_000) / 100_000;

export function parseBox(text: string | null): Box | null {
  if (!text) return null;
  const n = text.split(',').map(Number);
  if (n.length !== 4 || n.some((x) => !Number.isFinite(x))) return null;
  const [south, west, north, east] = n as [number, number, number, number];
  return north > south && east > west ? { south, west, north, east } : null;
}

export const formatBox = (b: Box): string => [b.south, b.west, b.north, b.east].map(round).join(',');

export function readState(
  params: URLSearchParams,
  defaults: { tab: string; category: string },
): ExploreState {
  const page = Number(params.get('page'));
  const sort = params.get('sort');
  const item = params.get('item');
  const split = item ? item.indexOf(':') : -1;
  const locale = params.get('locale');
  const itemLang = params.get('itemLang');
  return {
    tab: params.get('tab') || defaults.tab,
    q: (params.get('q') ?? '').trim(),
    category: params.get('category') || defaults.category,
    filters: parseFilters(params.get('filters')),
    page: Number.isInteger(page) && page > 1 && page <= 1000 ? page : 1,
    view: params.get('view') === 'map' ? 'map' : 'list',
    sort: (SORTS as readonly string[]).includes(sort ?? '') ? (sort as ExploreSort) : 'relevance',
    box: parseBox(params.get('box')),
    locale: isLocale(locale) ? locale : 'it',
    item: item && split > 0 ? { type: item.slice(0, split), id: item.slice(split + 1) } : null,
    itemLang: isLocale(itemLang) ? itemLang : null,
  };
}

/** The variables of a search (spec 2 §7): the box travels as the geolocation filter. */
export function searchInputOf(state: ExploreState, overrides: Partial<SearchInput> = {}): SearchInput {
  const filters = state.box
    ? [...state.filters, { key: GEOLOCATION, values: formatBox(state.box).split(',') }]
    : state.filters;
  return {
    query: state.q,
    category: state.category,
    filters,
    page: state.page,
    locale: state.locale,
    config: `make_iat_${state.category}`,
    sort: state.sort,
    ...overrides,
  };
}

/** A box of `km` around a point (the default box of the services categories, spec 2 §4). */
export function boxAround(lat: number, lng: number, km: number): Box {
  const dLat = km / 111.32;
  const dLng = km / (111.32 * Math.cos((lat * Math.PI) / 180));
  return {
    south: round(lat - dLat),
    west: round(lng - dLng),
    north: round(lat + dLat),
    east: round(lng + dLng),
  };
}
