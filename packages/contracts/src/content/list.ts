import { z } from '../z.js';
import { ContentFamily, ContentLang, ContentStatus } from './document.js';

/** The content list (spec 1 §2 "Content list", §3 "Content list item", "Content list response"). */

export const CONTENT_LIST_PAGE_SIZE = 20;
export const GUIDE_LIST_PAGE_SIZE = 12;

/** Query keys of the content list; the search field and the creation-date range keys are these. */
export const CONTENT_SEARCH_KEY = 'contentSearch';
export const CONTENT_RANGE_KEYS = { from: 'createdFrom', to: 'createdTo' } as const;

export const CONTENT_PROPERTIES = ['all', 'mine', 'group'] as const;
export const CONTENT_ORDERS = ['recent', 'oldest', 'updated', 'name'] as const;
export const CONTENT_UPDATES = ['', 'with', 'without'] as const;

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Data non valida: usa AAAA-MM-GG')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'Data non valida');

export const ContentListQuery = z.object({
  contentPage: z.coerce.number().int().min(1, 'Pagina non valida').max(10_000).default(1),
  /** Empty (the filter's "all" option) is the same as 'all'. */
  contentProperty: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(CONTENT_PROPERTIES, { error: 'Proprietà non valida' }).default('all'),
  ),
  /** A type code, or empty for every type. */
  contentType: z.string().max(40).default(''),
  contentStatus: z
    .union([z.literal(''), ContentStatus, z.literal('expired')], { error: 'Stato non valido' })
    .default(''),
  contentUpdates: z.enum(CONTENT_UPDATES, { error: 'Filtro aggiornamenti non valido' }).default(''),
  contentOrder: z.enum(CONTENT_ORDERS, { error: 'Ordinamento non valido' }).default('recent'),
  /** Reviewers only: '1' contents exposed to the API, '0' not. */
  api: z.enum(['', '1', '0'], { error: 'Filtro API non valido' }).default(''),
  contentSearch: z.string().trim().max(200).default(''),
  createdFrom: isoDay.optional(),
  createdTo: isoDay.optional(),
  /** Cache buster set by "Riprova" (spec 1 §8); ignored. */
  refresh: z.string().max(40).optional(),
});
export type ContentListQuery = z.infer<typeof ContentListQuery>;

const Action = z.object({
  name: z.string(),
  /**
   * edit | review | view | copy | delete | history | addToList | delete_lang | preview |
   * changeReviewer | cancelDeleteRequest | confirmDeleteRequest
   */
  action: z.string(),
  icon: z.string(),
  modal: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  confirm: z.string().optional(),
  tooltip: z.string().optional(),
  disabled: z.boolean().optional(),
  forVt: z.boolean().optional(),
});
export type ContentRowAction = z.infer<typeof Action>;

export const ContentListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.object({ src: z.string(), alt: z.string() }).nullable(),
  langs: z.array(ContentLang),
  creator: z.string(),
  creatorId: z.number().int().nullable(),
  creatorUsername: z.string().nullable(),
  /** Who the creator badge opens: the user, or the group when the user is gone. */
  creatorKind: z.enum(['user', 'group']),
  creatorGroupId: z.number().int().nullable(),
  slug: z.string(),
  created: z.string(),
  type: z.string(),
  typeId: z.number().int(),
  family: ContentFamily,
  status: z.object({ name: z.string(), icon: z.string(), code: ContentStatus }),
  isActive: z.boolean(),
  isExpired: z.boolean(),
  /** Updates in the history; unread: those the caller has not read. */
  updates: z.object({ count: z.number().int(), label: z.string(), unread: z.number().int().default(0) }),
  /**
   * The content's reviewer (spec: reviewer{label,name,image,action.confirm}); action is present when
   * the caller may take the review over (ask confirm first, POST /api/content/reviewer, then
   * /content/review/{id}). Without a reviewer yet, name is empty and the action still offered.
   */
  reviewer: z
    .object({
      label: z.string(),
      name: z.string(),
      image: z.string().nullable(),
      action: z
        .object({ action: z.literal('changeReviewer'), confirm: z.string() })
        .nullable()
        .default(null),
    })
    .nullable(),
  rowAction: z.object({ action: z.enum(['edit', 'review', 'view']), vt: z.boolean() }),
  actions: z.array(Action),
  api: z.boolean().nullable(),
});
export type ContentListItem = z.infer<typeof ContentListItem>;

const FilterOptions = z.object({
  label: z.string(),
  selected: z.string(),
  data: z.array(z.object({ label: z.string(), value: z.string() })),
});
export type ContentFilterOptions = z.infer<typeof FilterOptions>;

export const NewContentTile = z.object({
  id: z.number().int(),
  actionType: z.enum(['create']),
  filter: z.object({ key: z.string(), value: z.string() }),
  image: z.string().nullable(),
  icon: z.string(),
  name: z.string(),
  family: ContentFamily,
});
export type NewContentTile = z.infer<typeof NewContentTile>;

export const ContentListReply = z.object({
  data: z.array(ContentListItem),
  filters: z.object({
    property: FilterOptions,
    type: FilterOptions,
    status: FilterOptions,
    updates: FilterOptions,
    order: FilterOptions,
    /** Reviewers only. */
    api: FilterOptions.nullable(),
  }),
  searchBar: z.object({ name: z.string(), label: z.string(), placeholder: z.string() }),
  rangePicker: z.object({
    label: z.string(),
    labels: z.object({ from: z.string(), to: z.string() }),
    from: z.string(),
    to: z.string(),
  }),
  tiles: z.array(NewContentTile),
  nextPage: z.object({ hasNext: z.boolean(), loadMoreLabel: z.string() }),
  /** Counted up to a bound (1,000): past it totalCount is the bound and totalCountCapped is true. */
  totalCount: z.number().int(),
  totalCountCapped: z.boolean(),
  noResultsLabel: z.string(),
  /** Columns the caller sees: creation date (ambitoiat users), API (reviewers). */
  columns: z.object({ created: z.boolean(), api: z.boolean() }),
  /** make-vt hides add-to-list. */
  showAddToList: z.boolean(),
});
export type ContentListReply = z.infer<typeof ContentListReply>;

// ---------------------------------------------------------------------------------------------
// Guides and reports (spec 1 §2 "Guides and reports list", §3 "Guide list item")

export const GUIDE_ORDERS = ['recent', 'oldest', 'name'] as const;

export const GuideListQuery = z.object({
  guideType: z.string().max(40).default(''),
  guideOrder: z.enum(GUIDE_ORDERS, { error: 'Ordinamento non valido' }).default('recent'),
  contentPage: z.coerce.number().int().min(1, 'Pagina non valida').max(10_000).default(1),
});
export type GuideListQuery = z.infer<typeof GuideListQuery>;

export const GuideListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  text: z.string(),
  image: z.object({ src: z.string(), alt: z.string() }).nullable(),
  status: z.object({ name: z.string(), icon: z.string(), code: ContentStatus }),
  type: z.string(),
  langs: z.array(ContentLang),
  /** The whole card's link: the PDF in the default language. */
  download: z.string(),
  actions: z.array(
    z.object({
      action: z.string(),
      link: z.string().optional(),
      name: z.string(),
      icon: z.string(),
      confirm: z.string().optional(),
    }),
  ),
});
export type GuideListItem = z.infer<typeof GuideListItem>;

export const GuideListReply = z.object({
  data: z.array(GuideListItem),
  filters: z.object({ type: FilterOptions, order: FilterOptions }),
  labels: z.object({
    title: z.string(),
    add: z.string(),
    noResults: z.string(),
    download: z.string(),
  }),
  nextPage: z.object({ hasNext: z.boolean(), loadMoreLabel: z.string() }),
  /** The type code the add button creates (the selected type, else the family's first). */
  contentType: z.string(),
  /** That type's id: the add button goes to /{family}/create/{contentTypeId}. */
  contentTypeId: z.number().int().nullable().optional(),
  contentPage: z.number().int(),
  /** As the content list's: counted up to 1,000. */
  totalCount: z.number().int(),
  totalCountCapped: z.boolean(),
});
export type GuideListReply = z.infer<typeof GuideListReply>;
