import { CONTENT_LANGUAGES } from '../constants.js';

/**
 * The explore catalogue's names and numbers: asset types, categories, filters, sorts and their
 * Italian labels. No schema here (zod stays out of the explore screen's first download); the
 * schemas that check them are in asset.ts and search.ts.
 */

export const EXPLORE_LOCALES = CONTENT_LANGUAGES;

/** The spec's thirteen types, then those the preview knows (attraction … destination). */
export const ASSET_TYPES = [
  'autore',
  'restaurant',
  'producer',
  'shop',
  'accommodation',
  'alloggio',
  'ricetta',
  'prodotto_turismo',
  'prodottoArtigianale',
  'itinerario_turismo',
  'itinerario_bike_turismo',
  'evento_turismo',
  'offerta_turismo',
  'attraction',
  'idea',
  'tour',
  'vetrina',
  'google_place',
  'office',
  'destination',
] as const;

/** Where an asset comes from: a published content, an import file, the groups (IAT offices) or the municipalities (destinations). */
export const ASSET_SOURCES = ['content', 'import', 'office', 'destination'] as const;
export type AssetSource = (typeof ASSET_SOURCES)[number];

/** 0 normal, 1 expired, anything else deleted (spec 2 §3). */
export const ASSET_STATUS = { normal: 0, expired: 1, deleted: 2 } as const;

/** The kinds of Google place the desk looks for around the office (spec 2 §4). */
export const PLACE_KINDS = ['bank', 'hospital', 'pharmacy', 'police', 'train_station'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

type AssetTypeName = (typeof ASSET_TYPES)[number];

export const EXPLORE_PAGE_SIZE = 12;
/** Filter dropdowns show this many options before "Mostra tutti" (hideTreshold, spec 2 §9). */
export const FILTER_HIDE_THRESHOLD = 4;
/** A search box appears in a filter when more than this many options match. */
export const FILTER_SEARCH_FROM = 2;
export const FILTER_MAX_HEIGHT = 210;
export const MAP_MAX_ZOOM = 16;
/** Half side of the default box around the office for the services categories, in km. */
export const DEFAULT_BOX_KM = 5;

/** A result-category tab: which asset types it shows; `placeKind` narrows Google places. */
export type ExploreCategory = {
  name: string;
  label: string;
  types: readonly AssetTypeName[];
  placeKind?: PlaceKind;
  /** The filter blocks this category offers, beside the municipality (see FILTER_BLOCKS). */
  filters: readonly FilterName[];
  /** Date order is offered for events. */
  dated?: boolean;
  /** The map is not offered (e.g. recipes have no place). */
  hideMap?: boolean;
};

export const FILTER_NAMES = [
  'municipality',
  'stars',
  'classification',
  'dates',
  'price',
  'difficulty',
  'length',
  'ascent',
  'geolocation',
] as const;
export type FilterName = (typeof FILTER_NAMES)[number];

/** "all" first; the services categories (PLACE_KINDS) get a default box around the office. */
export const EXPLORE_CATEGORIES: readonly ExploreCategory[] = [
  { name: 'all', label: 'Tutti', types: [], filters: [] },
  {
    name: 'accommodation',
    label: 'Dove dormire',
    types: ['accommodation', 'alloggio'],
    filters: ['stars', 'classification', 'price'],
  },
  { name: 'restaurant', label: 'Dove mangiare', types: ['restaurant'], filters: [] },
  { name: 'attraction', label: 'Da vedere', types: ['attraction'], filters: [] },
  { name: 'event', label: 'Eventi', types: ['evento_turismo'], filters: ['dates', 'price'], dated: true },
  { name: 'offer', label: 'Offerte', types: ['offerta_turismo'], filters: ['price', 'dates'] },
  {
    name: 'itinerary',
    label: 'Itinerari',
    types: ['itinerario_turismo', 'itinerario_bike_turismo', 'tour'],
    filters: ['difficulty', 'length', 'ascent'],
  },
  { name: 'idea', label: 'Idee di viaggio', types: ['idea'], filters: [] },
  { name: 'recipe', label: 'Ricette', types: ['ricetta'], filters: ['difficulty'], hideMap: true },
  {
    name: 'product',
    label: 'Prodotti tipici',
    types: ['prodotto_turismo', 'prodottoArtigianale', 'producer'],
    filters: [],
  },
  { name: 'shop', label: 'Negozi e botteghe', types: ['shop', 'vetrina'], filters: [] },
  { name: 'author', label: 'Artigiani e guide', types: ['autore'], filters: [] },
  { name: 'office', label: 'Uffici IAT', types: ['office'], filters: [] },
  { name: 'destination', label: 'Destinazioni', types: ['destination'], filters: [] },
  { name: 'bank', label: 'Banche', types: ['google_place'], placeKind: 'bank', filters: [] },
  { name: 'hospital', label: 'Ospedali', types: ['google_place'], placeKind: 'hospital', filters: [] },
  { name: 'pharmacy', label: 'Farmacie', types: ['google_place'], placeKind: 'pharmacy', filters: [] },
  { name: 'police', label: 'Polizia', types: ['google_place'], placeKind: 'police', filters: [] },
  {
    name: 'train_station',
    label: 'Stazioni',
    types: ['google_place'],
    placeKind: 'train_station',
    filters: [],
  },
];

export const EXPLORE_CATEGORY_NAMES = EXPLORE_CATEGORIES.map((c) => c.name);
export const DEFAULT_BOX_CATEGORIES: readonly string[] = PLACE_KINDS;

export const SORTS = ['relevance', 'distance', 'date'] as const;
export type ExploreSort = (typeof SORTS)[number];

export const PREVIEW_SECTION_KINDS = [
  'text',
  'html',
  'stars',
  'amenities',
  'hours',
  'dates',
  'services',
  'stages',
  'contacts',
  'links',
  'facts',
  'gallery',
  'map',
] as const;

export const ASSET_TYPE_LABELS: Record<AssetTypeName, string> = {
  autore: 'Autore',
  restaurant: 'Ristorante',
  producer: 'Produttore',
  shop: 'Negozio',
  accommodation: 'Struttura ricettiva',
  alloggio: 'Alloggio',
  ricetta: 'Ricetta',
  prodotto_turismo: 'Prodotto tipico',
  prodottoArtigianale: 'Prodotto artigianale',
  itinerario_turismo: 'Itinerario',
  itinerario_bike_turismo: 'Itinerario in bici',
  evento_turismo: 'Evento',
  offerta_turismo: 'Offerta',
  attraction: 'Attrattore',
  idea: 'Idea di viaggio',
  tour: 'Tour',
  vetrina: 'Vetrina',
  google_place: 'Servizio',
  office: 'Ufficio IAT',
  destination: 'Destinazione',
};

/** The category an asset of this type (and place kind) falls in. */
export function categoryOf(type: AssetTypeName, placeKind?: string): string {
  if (type === 'google_place' && placeKind) return placeKind;
  return (
    EXPLORE_CATEGORIES.find((c) => c.name !== 'all' && !c.placeKind && c.types.includes(type))?.name ?? 'all'
  );
}
