import { z } from '../z.js';
import { Asset, ExploreLocale } from './asset.js';
import { EXPLORE_CATEGORY_NAMES, FILTER_NAMES, PREVIEW_SECTION_KINDS, SORTS } from './catalogue.js';

/**
 * The explore search (spec 2 §3 "Search result page", "Search filter block"; §4 "Explore"; §7
 * "Explore"): result categories, their filter blocks, the variables a search sends and the page it
 * gets back. The browser asks through GraphQL (POST /api/graphql); these schemas are what the
 * resolvers parse and answer.
 */

/** One selected filter: its key and values (ranges: [from, to], either may be ''). */
export const FilterInput = z.object({
  key: z.enum(FILTER_NAMES, { error: 'Filtro non valido' }),
  values: z.array(z.string().max(60)).max(50),
});
export type FilterInput = z.infer<typeof FilterInput>;

/** The box of a geolocation filter: south, west, north, east. */
export const Box = z
  .object({
    south: z.number().min(-90).max(90),
    west: z.number().min(-180).max(180),
    north: z.number().min(-90).max(90),
    east: z.number().min(-180).max(180),
  })
  .refine((b) => b.north > b.south && b.east > b.west, { message: 'Area della mappa non valida' });
export type Box = z.infer<typeof Box>;

/**
 * The variables of a search (spec 2 §7): the text, the category, the filters, the page or the
 * loadMore token, the locale, the make_iat_{category} config and the order.
 */
export const SearchInput = z.object({
  query: z.string().trim().max(200).default(''),
  category: z
    .string()
    .default('all')
    .refine((c) => EXPLORE_CATEGORY_NAMES.includes(c), { message: 'Categoria non valida' }),
  filters: z.array(FilterInput).max(20).default([]),
  page: z.number().int().min(1, 'Pagina non valida').max(1000).default(1),
  /** The nextPageToken of the previous page: the next rows, to append. */
  loadMore: z.string().max(200).nullish(),
  locale: ExploreLocale.default('it'),
  /** make_iat_{category}: the tab configuration the browser was given; checked against the category. */
  config: z.string().max(60).nullish(),
  sort: z.enum(SORTS, { error: 'Ordinamento non valido' }).default('relevance'),
});
export type SearchInput = z.input<typeof SearchInput>;
export type SearchRequest = z.output<typeof SearchInput>;

export const Pagination = z.object({
  current: z.number().int(),
  total: z.number().int(),
  rows: z.number().int(),
});

export const SearchResultPage = z.object({
  totalCount: z.number().int(),
  nextPageToken: z.string().nullable(),
  pagination: Pagination,
  assets: z.array(Asset),
  /** Set when nothing matched the words typed and a close spelling did: the words searched instead. */
  correctedQuery: z.string().nullable(),
});
export type SearchResultPage = z.infer<typeof SearchResultPage>;

export const CategoryFacet = z.object({ name: z.string(), label: z.string(), count: z.number().int() });
export type CategoryFacet = z.infer<typeof CategoryFacet>;

/** An option of a filter block (spec 2 §3): options may nest (municipalities under provinces). */
export type FilterOption = {
  label: string;
  value: string;
  count: number;
  selected: boolean;
  icon?: string;
  img?: string;
  forPreview?: boolean;
  groupItem?: boolean;
  options?: FilterOption[];
};
export const FilterOption: z.ZodType<FilterOption> = z.lazy(() =>
  z.object({
    label: z.string(),
    value: z.string(),
    count: z.number().int(),
    selected: z.boolean(),
    icon: z.string().optional(),
    img: z.string().optional(),
    forPreview: z.boolean().optional(),
    groupItem: z.boolean().optional(),
    options: z.array(FilterOption).optional(),
  }),
);

/** A filter block of the filter bar (spec 2 §3 "Search filter block"). */
export const FilterBlock = z.object({
  name: z.enum(FILTER_NAMES),
  label: z.string(),
  type: z.enum(['options', 'range', 'dateRange', 'geolocation']),
  placeholder: z.string().optional(),
  /** Not sent to the search index (the geolocation chip). */
  noindex: z.boolean().optional(),
  preview: z
    .object({ showAll: z.string(), hideAll: z.string(), filtered: z.string(), max: z.number().int() })
    .optional(),
  options: z.array(FilterOption).optional(),
  /** Ranges: the labels of the two ends, the unit, the bounds and the chosen value. */
  names: z.object({ from: z.string(), to: z.string() }).optional(),
  unit: z.string().optional(),
  bounds: z.object({ min: z.number(), max: z.number() }).optional(),
  value: z.object({ from: z.string(), to: z.string() }).optional(),
  values: z.array(z.string()).optional(),
});
export type FilterBlock = z.infer<typeof FilterBlock>;

/** GET /api/explore.json: the tabs of the explore screen and what they need (spec 2 §2, §7). */
export const ExploreTab = z.object({
  id: z.string(),
  type: z.enum(['search', 'list', 'offices']),
  label: z.string(),
  /** Where the tab's GraphQL operations go. */
  graphUrl: z.string(),
  hideTabAll: z.boolean(),
  /** Categories whose map is hidden in this tab. */
  hideMapFor: z.array(z.string()),
  placeholder: z.string(),
  /** Present when the list tab is provided by the lists feature. */
  disabled: z.boolean().optional(),
});
export type ExploreTab = z.infer<typeof ExploreTab>;

export const ExploreConfig = z.object({
  tabs: z.array(ExploreTab),
  categories: z.array(
    z.object({ name: z.string(), label: z.string(), hideMap: z.boolean(), dated: z.boolean() }),
  ),
  map: z.object({
    tileUrl: z.string(),
    attribution: z.string(),
    center: z.tuple([z.number(), z.number()]),
    zoom: z.number(),
    maxZoom: z.number(),
    /** The operator's office, when it has coordinates: distance order and default boxes start here. */
    office: z.object({ name: z.string(), lat: z.number(), lng: z.number() }).nullable(),
    defaultBoxKm: z.number(),
    defaultBoxCategories: z.array(z.string()),
  }),
  labels: z.object({
    searchListMode: z.object({
      noResults: z.object({ title: z.string(), text: z.string(), reset: z.string() }),
    }),
    loadMore: z.string(),
    searchHere: z.string(),
    status: z.object({
      expired: z.object({ label: z.string(), icon: z.string() }),
      deleted: z.object({ label: z.string(), icon: z.string() }),
    }),
  }),
});
export type ExploreConfig = z.infer<typeof ExploreConfig>;

/**
 * GET /api/preview-template/{type}.json: how the preview modal lays out an asset of that type. The
 * header shows title, subtitle and the listed badges; the body is a list of sections, each reading
 * one or more fields of the asset (common fields by name, type-specific ones as "fields.x").
 */
export const PreviewSection = z.object({
  kind: z.enum(PREVIEW_SECTION_KINDS),
  /** Shown above the section; empty for none. */
  label: z.string(),
  fields: z.array(z.string()).min(1),
  /** facts: the label of each field, in the same order. */
  fieldLabels: z.array(z.string()).optional(),
  /** stages: hide a zero count (bike itineraries, spec 2 §9). */
  hideZero: z.boolean().optional(),
});
export type PreviewSection = z.infer<typeof PreviewSection>;

export const PreviewTemplate = z.object({
  type: z.string(),
  typeLabel: z.string(),
  header: z.object({ badges: z.array(z.enum(['stars', 'category', 'municipality', 'status', 'stages'])) }),
  body: z.array(PreviewSection),
});
export type PreviewTemplate = z.infer<typeof PreviewTemplate>;
