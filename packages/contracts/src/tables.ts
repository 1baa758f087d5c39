import { z } from './z.js';
import { Id } from './id.js';
import { page } from './envelope.js';

/**
 * The table-page engine (spec 3 §2 "Table pages"): one template and one page call per table. The
 * template says what the page shows and which query parameters the page call accepts; the server
 * validates every parameter against it and does filtering, sorting and paging in SQL.
 */

/** Tables served by the engine. Profiles, lists, externals and agenda join in their issues. */
export const TABLE_PAGES = [
  'user',
  'group',
  'team',
  'lists',
  'profiles',
  'externals',
  'api-keys',
  'agenda',
] as const;
export const TablePageName = z.enum(TABLE_PAGES);
export type TablePageName = z.infer<typeof TablePageName>;

/** A cell: text, number, flag, nothing, or a few labels shown as chips. */
export const TableCellValue = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]);
export type TableCellValue = z.infer<typeof TableCellValue>;

export const TABLE_COLUMN_KINDS = [
  /** Plain text. */
  'text',
  /** The row's name: bold, the row-click target for keyboards. */
  'title',
  /** An e-mail address (wraps at @). */
  'email',
  /** An ISO date-time shown DD/MM/YYYY. */
  'date',
  /** The row status, shown with config.statusLabels. */
  'status',
  /** A list of labels. */
  'chips',
  /** A number, right aligned. */
  'count',
] as const;

export const TableColumn = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(TABLE_COLUMN_KINDS).default('text'),
  sortable: z.boolean().default(false),
  /** Width in px; the rest share the remaining space. */
  width: z.number().int().positive().optional(),
  /** Filled by the injected data of rows with status 1 (config.inject), not by the page call. */
  injected: z.boolean().default(false),
});
export type TableColumn = z.infer<typeof TableColumn>;

export const TableOption = z.object({ value: z.string(), label: z.string() });
export type TableOption = z.infer<typeof TableOption>;

export const TableFilter = z.object({
  /** The query parameter. */
  name: z.string().regex(/^[a-zA-Z][a-zA-Z0-9_]{0,39}$/),
  label: z.string(),
  options: z.array(TableOption),
  /** Options shown before "Mostra tutti" (spec: hideTreshold, default 4). */
  hideTreshold: z.number().int().positive().default(4),
});
export type TableFilter = z.infer<typeof TableFilter>;

export const TableSearch = z.object({
  name: z.string().default('search'),
  placeholder: z.string(),
});

export const TableSortable = z.object({
  sortParam: z.string().default('sort'),
  directionParam: z.string().default('direction'),
  /** Column key sorted by when the page call names none. */
  defaultSort: z.string(),
  defaultDirection: z.enum(['asc', 'desc']).default('asc'),
});
export type TableSortable = z.infer<typeof TableSortable>;

export const TablePagination = z.object({
  pageParam: z.string().default('page'),
  itemsPerPage: z.number().int().min(1).max(200),
  /** Page links shown between first and last (spec: up to 4; 10 in the lists modal). */
  maxLinks: z.number().int().min(1).max(20).default(4),
});

/** A map mode: rows with coordinates become markers (cells named by these keys). */
export const TableMap = z.object({
  label: z.string(),
  titleKey: z.string(),
  infoKey: z.string().optional(),
});

/** A row action ("super-action"). The row's `actions` list says which apply to it. */
export const TableAction = z.object({
  action: z.string(),
  label: z.string(),
  icon: z.string().optional(),
  /** Destructive: shown in red, last. */
  danger: z.boolean().default(false),
  divider: z.boolean().default(false),
  /**
   * Shown in the row as a labelled button, not in its ⋮ menu: the action people look for on the
   * row itself (a user's or a member's Disattiva / Riattiva).
   */
  inline: z.boolean().optional(),
  /** Asked before the call, with Conferma and Annulla. {{name}} is replaced by the row's title. */
  confirm: z.object({ title: z.string(), text: z.string() }).optional(),
});
export type TableAction = z.infer<typeof TableAction>;

/** Rows nested in a row (a user's groups, a group's users), with their own actions. */
export const TableSubTable = z.object({
  key: z.string(),
  title: z.string(),
  columns: z.array(TableColumn),
  actions: z.array(TableAction).default([]),
  /** The nested table scrolls beyond this height (spec: group tables 200 px). */
  maxHeight: z.number().int().positive().default(200),
  empty: z.string(),
});
export type TableSubTable = z.infer<typeof TableSubTable>;

export const TableStatusLabel = z.object({
  label: z.string(),
  color: z.enum(['default', 'primary', 'success', 'warning', 'error', 'info']).default('default'),
});

/** A create button of a table page: its label and the action the page runs. */
export const TableAddButton = z.object({ label: z.string(), action: z.string() });
export type TableAddButton = z.infer<typeof TableAddButton>;

export const TableTemplate = z.object({
  page: z.string(),
  title: z.string(),
  subtitle: z.string().optional(),
  columns: z.array(TableColumn).min(1),
  search: TableSearch.nullable().default(null),
  filters: z.array(TableFilter).default([]),
  sortable: TableSortable,
  pagination: TablePagination,
  map: TableMap.nullable().default(null),
  /** The "add" button: the action it starts (a modal of the page, another screen). */
  add: TableAddButton.nullable().default(null),
  /** Other ways to add, outlined before it (profiles: "Non profilati" beside "Nuova scheda"). */
  moreAdds: z.array(TableAddButton).default([]),
  actions: z.array(TableAction).default([]),
  subTables: z.array(TableSubTable).default([]),
  config: z.object({
    /** What a row click does, by the row's status ("0": "verify"), else `default`. */
    rowClick: z.object({
      byStatus: z.record(z.string(), z.string()).default({}),
      default: z.string().nullable().default(null),
    }),
    statusLabels: z.record(z.string(), TableStatusLabel).default({}),
    /** Rows with status 1 get more cells from this call (spec: POST /api/group/inject-cms-data.json). */
    inject: z.object({ url: z.string() }).nullable().default(null),
    empty: z.string(),
    /** Shown when a search or filter finds nothing; {{query}} is the search text. */
    emptySearch: z.string(),
  }),
});
export type TableTemplate = z.infer<typeof TableTemplate>;
export type TableTemplateInput = z.input<typeof TableTemplate>;

export const TableSubRow = z.object({
  id: z.number().int(),
  actions: z.array(z.string()),
  cells: z.record(z.string(), TableCellValue),
});
export type TableSubRow = z.infer<typeof TableSubRow>;

export const TableRow = z.object({
  id: z.number().int(),
  status: z.number().int(),
  /** The actions of the template that apply to this row, for this user. */
  actions: z.array(z.string()),
  cells: z.record(z.string(), TableCellValue),
  /** The key sent to the inject call when status is 1. */
  injectKey: z.string().nullable().default(null),
  lat: z.number().nullable().default(null),
  lng: z.number().nullable().default(null),
  sub: z.record(z.string(), z.array(TableSubRow)).default({}),
});
export type TableRow = z.infer<typeof TableRow>;

export const TablePage = page(TableRow);
export type TablePage = z.infer<typeof TablePage>;

/** The page call's parameters, before the template's own checks (filters, sort keys). */
export const TableQueryBase = z.record(
  z.string(),
  z.string().max(200, 'Parametro: al massimo 200 caratteri'),
);

/** Generic delete of a row (spec 3 §7: posts {id, params}). */
export const TableDeleteBody = z.object({
  id: Id,
  params: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).default({}),
});
export type TableDeleteBody = z.infer<typeof TableDeleteBody>;

/** POST /api/group/inject-cms-data.json: the keys of the rows with status 1. */
export const InjectBody = z
  .array(z.string().min(1).max(80), { error: 'Chiavi: un elenco di testi' })
  .max(200, 'Chiavi: al massimo 200');
export type InjectBody = z.infer<typeof InjectBody>;
export const InjectReply = z.record(z.string(), z.record(z.string(), TableCellValue));
export type InjectReply = z.infer<typeof InjectReply>;
