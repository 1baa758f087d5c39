import {
  ASSET_STATUS,
  EXPLORE_CATEGORIES,
  EXPLORE_GRAPHQL_PATH,
  EXPLORE_LOCALES,
  type Asset,
  type AssetType,
  type ExploreConfig,
  type ExploreLocale,
} from '@sportello/contracts';
import type { MunicipalityPlace } from '../places/index.js';
import { EXPLORE_LABELS, EXPLORE_MESSAGES as M } from './explore.messages.js';
import type { AssetRow } from './search/assets.repo.js';
import type { Point } from './search/search-scope.js';

/** The red label of an expired or deleted asset (spec 2 §3, §8); null for a normal one. */
export function statusLabel(status: number): string | null {
  if (status === ASSET_STATUS.normal) return null;
  return status === ASSET_STATUS.expired ? M.expired : M.deleted;
}

/** Kilometres between two points (haversine), to one decimal. */
export function distanceKm(a: Point, b: Point): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return Math.round(12_742 * Math.asin(Math.sqrt(h)) * 10) / 10;
}

const parseJson = <T>(text: string, fallback: T): T => {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

export interface PresentContext {
  locale: ExploreLocale;
  municipalities: Map<string, MunicipalityPlace>;
  /** The operator's office: distances are measured from it. */
  office: Point | null;
}

/**
 * The assets of `ids`, in that order, from their rows (one per locale read): the texts of the
 * locale asked for, else the Italian ones (Asset.locale says which). An id without rows is left out.
 */
export function presentAssets(
  ids: readonly number[],
  rows: readonly AssetRow[],
  ctx: PresentContext,
): Asset[] {
  const byId = new Map<number, AssetRow[]>();
  for (const row of rows) byId.set(row.id, [...(byId.get(row.id) ?? []), row]);
  return ids.flatMap((id) => {
    const texts = byId.get(id);
    if (!texts) return [];
    const row =
      texts.find((r) => r.locale === ctx.locale) ?? texts.find((r) => r.locale === 'it') ?? texts[0]!;
    return [presentAsset(row, ctx)];
  });
}

function presentAsset(row: AssetRow, ctx: PresentContext): Asset {
  const place = row.municipalityCode ? ctx.municipalities.get(row.municipalityCode) : undefined;
  const at = row.lat !== null && row.lng !== null ? { lat: Number(row.lat), lng: Number(row.lng) } : null;
  return {
    id: String(row.id),
    resId: row.sourceId,
    title: row.title,
    subtitle: row.subtitle,
    type: row.type as AssetType,
    category: row.category,
    href: row.href,
    source: row.source,
    locale: row.locale as ExploreLocale,
    text: row.text,
    fulltext: row.fulltext,
    langs: row.langs
      .split(',')
      .filter((l): l is ExploreLocale => (EXPLORE_LOCALES as readonly string[]).includes(l)),
    img: row.imgSrc ? { src: row.imgSrc, alt: row.imgAlt ?? '' } : null,
    coords: parseJson(row.coords, []),
    price: row.price,
    info: row.info,
    profession: row.profession,
    numTappe: row.numTappe,
    municipality: place
      ? { code: row.municipalityCode!, name: place.name, province: place.provinceCode }
      : null,
    status: row.status,
    statusLabel: statusLabel(row.status),
    distanceKm: at && ctx.office ? distanceKm(ctx.office, at) : null,
    fields: parseJson(row.fields, {}),
  };
}

/**
 * The tabs of the explore screen (spec 2 §2): the search, the office's lists and the map
 * of the IAT offices.
 */
export function exploreTabs(): ExploreConfig['tabs'] {
  const hideMapFor = EXPLORE_CATEGORIES.filter((c) => c.hideMap).map((c) => c.name);
  const tab = (id: string, type: 'search' | 'list' | 'offices', label: string, placeholder: string) => ({
    id,
    type,
    label,
    graphUrl: EXPLORE_GRAPHQL_PATH,
    hideTabAll: false,
    hideMapFor,
    placeholder,
  });
  return [
    tab('search', 'search', EXPLORE_LABELS.searchTab, EXPLORE_LABELS.searchPlaceholder),
    tab('lists', 'list', EXPLORE_LABELS.listTab, EXPLORE_LABELS.listPlaceholder),
    tab('offices', 'offices', EXPLORE_LABELS.officesTab, EXPLORE_LABELS.officesPlaceholder),
  ];
}

/** The red labels of expired and deleted assets, with their icons (spec 2 §8). */
export const statusLabels = (): ExploreConfig['labels']['status'] => ({
  expired: { label: M.expired, icon: 'event_busy' },
  deleted: { label: M.deleted, icon: 'block' },
});
