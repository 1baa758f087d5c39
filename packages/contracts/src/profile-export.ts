import { z } from './z.js';
import {
  datePartsKey,
  formatDateParts,
  parseDateText,
  partsOfInstant,
  type DateParts,
} from './forms/dates.js';

/**
 * Export of visitor statistics (spec 2 §2 "Export modal", §3 "Export config", "Export params",
 * "Aggregate", §4 "Export", §5 export dates, §7 "Export", §9; issue 15). The export config is a
 * server template; the params are what the export modal sends; the aggregate is computed by the
 * database. The date-window rule lives here once, for the modal and the server.
 */

// ---------------------------------------------------------------------------------------------
// Constants and messages (spec 2 §5, §8, §9)

export const EXPORT_FORMATS = ['json', 'csv', 'xlsx'] as const;
export const ExportFormat = z.enum(EXPORT_FORMATS, { error: 'Formato: valore non valido' });
export type ExportFormat = z.infer<typeof ExportFormat>;

/** The groups of columns of an individual export; `visita` is always written. */
export const EXPORT_SECTIONS = ['visita', 'provenienza', 'gruppo', 'interessi', 'contatti'] as const;
export const ExportSection = z.enum(EXPORT_SECTIONS, { error: 'Sezioni: valore non valido' });
export type ExportSection = z.infer<typeof ExportSection>;

export const EXPORT_PERIODS = ['lastweek', 'lastmonth', 'last3months', 'custom'] as const;
export const ExportPeriod = z.enum(EXPORT_PERIODS);
export type ExportPeriod = z.infer<typeof ExportPeriod>;

export const MaxDateSelectable = z.enum(['1year', '3months']);
export type MaxDateSelectable = z.infer<typeof MaxDateSelectable>;

/** Format of from and to in every export call (spec 2 §3 "Export params", §9). */
export const EXPORT_DATE_FORMAT = 'DD-MM-YYYY HH:mm';
/** Name of the file when the reply names none (spec 2 §7, §9). */
export const EXPORT_DEFAULT_FILE_NAME = 'export.csv';
export const EXPORT_FILE_EXTENSIONS: Record<ExportFormat, string> = {
  json: 'json',
  csv: 'csv',
  xlsx: 'xlsx',
};
export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  json: 'application/json; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export const EXPORT_MESSAGES = {
  overOneYear: 'La differenza tra data di inizio e data di fine non può superare un anno.',
  overThreeMonths: 'La differenza tra data di inizio e data di fine non può superare 3 mesi.',
  fromRequired: 'La data di inizio deve essere specificata',
  toRequired: 'La data di fine deve essere specificata',
  badDate: 'La data deve avere il formato GG-MM-AAAA HH:mm',
  fromAfterToday: 'La data di inizio non può essere successiva a oggi.',
  toAfterToday: 'La data di fine non può essere successiva a oggi.',
  toBeforeFrom: 'La data di fine non può precedere la data di inizio.',
  noResults: 'Nessun risultato per i parametri scelti',
  forbidden: 'Non hai i permessi per esportare i profili dei turisti.',
  otherOffice: 'Puoi esportare solo i profili del tuo ufficio.',
  slugsRequired: 'Scegli almeno un IAT',
  unknownOffice: 'IAT non trovato',
  aggregateEmpty: 'Scegli almeno un valore da aggregare',
} as const;

// ---------------------------------------------------------------------------------------------
// Dates (spec 2 §5): the window rule, shared by the modal and the server

export type ExportDateField = 'from' | 'to';
export type ExportDateErrors = Partial<Record<ExportDateField, string>>;

const startOfDay = (p: DateParts): DateParts => ({ ...p, hour: 0, minute: 0, second: 0 });
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The same wall-clock moment `months` calendar months later (31 January + 1 month = 28/29 February). */
export function addMonths(p: DateParts, months: number): DateParts {
  const index = p.year * 12 + (p.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { ...p, year, month, day: Math.min(p.day, daysInMonth(year, month)) };
}

/** The latest end allowed after `from` by maxDateSelectable, or undefined when there is no limit. */
export function maxEndOf(from: DateParts, max: MaxDateSelectable | undefined): DateParts | undefined {
  if (max === '1year') return addMonths(from, 12);
  if (max === '3months') return addMonths(from, 3);
  return undefined;
}

export const parseExportDate = (text: string): DateParts | undefined =>
  parseDateText(text, EXPORT_DATE_FORMAT);
export const formatExportDate = (p: DateParts): string => formatDateParts(p, EXPORT_DATE_FORMAT);

/**
 * THE rule of spec 2 §5 for an export's dates, as texts DD-MM-YYYY HH:mm: both given and well
 * written; neither later than today (the day, in Italy); the end not before the start; the end within
 * maxDateSelectable of the start. Returns the message per field (empty object when all is well).
 */
export function checkExportDates(
  from: string | undefined,
  to: string | undefined,
  maxDateSelectable: MaxDateSelectable | undefined,
  today: DateParts = partsOfInstant(Date.now())!,
): ExportDateErrors {
  const errors: ExportDateErrors = {};
  const start = from ? parseExportDate(from) : undefined;
  const end = to ? parseExportDate(to) : undefined;
  if (!from) errors.from = EXPORT_MESSAGES.fromRequired;
  else if (!start) errors.from = EXPORT_MESSAGES.badDate;
  if (!to) errors.to = EXPORT_MESSAGES.toRequired;
  else if (!end) errors.to = EXPORT_MESSAGES.badDate;
  const todayKey = datePartsKey(startOfDay(today));
  if (start && datePartsKey(startOfDay(start)) > todayKey) errors.from = EXPORT_MESSAGES.fromAfterToday;
  if (end && datePartsKey(startOfDay(end)) > todayKey) errors.to = EXPORT_MESSAGES.toAfterToday;
  if (start && end && !errors.from && !errors.to) {
    if (datePartsKey(end) < datePartsKey(start)) errors.to = EXPORT_MESSAGES.toBeforeFrom;
    else {
      const limit = maxEndOf(start, maxDateSelectable);
      if (limit && datePartsKey(end) > datePartsKey(limit))
        errors.to =
          maxDateSelectable === '1year' ? EXPORT_MESSAGES.overOneYear : EXPORT_MESSAGES.overThreeMonths;
    }
  }
  return errors;
}

/**
 * The range of a period (spec 2 §4): from the start of the day one week, one month or three months
 * back, to now. `custom` has no range of its own.
 */
export function periodRange(
  period: ExportPeriod,
  now: DateParts = partsOfInstant(Date.now())!,
): { from: string; to: string } | undefined {
  if (period === 'custom') return undefined;
  const to = { ...now, second: 0 };
  let from: DateParts;
  if (period === 'lastweek') {
    const d = new Date(Date.UTC(now.year, now.month - 1, now.day - 7));
    from = {
      year: d.getUTCFullYear(),
      month: d.getUTCMonth() + 1,
      day: d.getUTCDate(),
      hour: 0,
      minute: 0,
      second: 0,
    };
  } else from = startOfDay(addMonths(now, period === 'lastmonth' ? -1 : -3));
  return { from: formatExportDate(from), to: formatExportDate(to) };
}

/**
 * The instant (ISO, UTC) of a wall-clock time in Europe/Rome: visits are stored as instants, the
 * modal speaks the board's time.
 */
export function romeWallToIso(p: DateParts): string {
  const wall = datePartsKey(p);
  let guess = wall;
  // Two rounds settle the offset, also across the daylight-saving change.
  for (let i = 0; i < 2; i++) guess = wall - (datePartsKey(partsOfInstant(guess)!) - guess);
  return new Date(guess).toISOString();
}

// ---------------------------------------------------------------------------------------------
// Export config (spec 2 §3 "Export config"): a server template

const Option = z.object({ label: z.string(), value: z.string() });
export type ExportOption = z.infer<typeof Option>;

export const ExportConfig = z.object({
  formats: z.object({
    param: z.string(),
    options: z.array(z.object({ label: z.string(), value: ExportFormat })).min(1),
  }),
  sections: z.object({
    param: z.string(),
    options: z.array(z.object({ label: z.string(), value: ExportSection })).min(1),
    /** Formats for which the modal hides the sections (every column is written). */
    hideSectionsOnFormat: z.array(ExportFormat),
  }),
  periods: z.array(z.object({ label: z.string(), value: ExportPeriod })).min(1),
  labels: z.record(z.string(), z.string()),
  maxDateSelectable: MaxDateSelectable,
  defaults: z.object({
    format: ExportFormat,
    sections: z.array(ExportSection),
    period: ExportPeriod,
  }),
  /**
   * The IAT selector: filled by the server from the offices. The Admin group gets every office
   * without the "all" option (spec 2 §4); other users get only their own office.
   */
  selectIat: z.object({
    param: z.string(),
    label: z.string(),
    multiple: z.boolean(),
    options: z.array(Option),
  }),
  /** The download path, with {iat} for the office slug (spec 2 §7 "Export"). */
  exportProfiles: z.string(),
  /** The aggregate tab: what can be grouped and what can filter (same shape, spec 2 §3 "Aggregate"). */
  aggregate: z.object({
    nodes: z.array(z.lazy(() => AggregateNode)),
    filters: z.array(z.lazy(() => AggregateNode)),
  }),
});
export type ExportConfig = z.infer<typeof ExportConfig>;

// ---------------------------------------------------------------------------------------------
// Export params (spec 2 §3 "Export params"): the query of the download and of preexport

const Slug = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'IAT: valore non valido');

/** One value or several (repeated query parameter), or comma-joined text. */
const many = <T extends z.ZodType>(item: T, commaJoined: boolean) =>
  z.preprocess((v) => {
    if (v === undefined || v === null || v === '') return [];
    const list = Array.isArray(v) ? v : [v];
    return commaJoined
      ? list.flatMap((x) => (typeof x === 'string' ? x.split(',').filter((s) => s.trim() !== '') : [x]))
      : list;
  }, z.array(item).max(200));

const DateText = (field: 'from' | 'to') =>
  z
    .string({
      error: field === 'from' ? EXPORT_MESSAGES.fromRequired : EXPORT_MESSAGES.toRequired,
    })
    .trim()
    .max(40, EXPORT_MESSAGES.badDate)
    .refine((t) => parseExportDate(t) !== undefined, EXPORT_MESSAGES.badDate);

export const ExportParams = z.object({
  from: DateText('from'),
  to: DateText('to'),
  format: ExportFormat.default('json'),
  sections: many(ExportSection, true),
  slugs: many(Slug, true),
});
export type ExportParams = z.infer<typeof ExportParams>;
export interface ExportParamsInput {
  from: string;
  to: string;
  format?: ExportFormat;
  sections?: string[];
  slugs?: string[];
}

/** The download GET on exportProfiles: the office slug in the path. */
export const ExportIatParams = z.object({ iat: Slug });

export const PreexportReply = z.object({ canExport: z.boolean(), message: z.string().optional() });
export type PreexportReply = z.infer<typeof PreexportReply>;

/** The query pairs of a download, sections repeated as spec 2 §7 says (for URLSearchParams). */
export function exportQuery(params: {
  from: string;
  to: string;
  format: ExportFormat;
  sections: readonly string[];
  slugs: readonly string[];
}): [string, string][] {
  const pairs: [string, string][] = [
    ['format', params.format],
    ['from', params.from],
    ['to', params.to],
  ];
  for (const s of params.sections) pairs.push(['sections', s]);
  if (params.slugs.length) pairs.push(['slugs', params.slugs.join(',')]);
  return pairs;
}

// ---------------------------------------------------------------------------------------------
// Aggregate (spec 2 §3 "Aggregate", §4 "Export")

/**
 * What the database groups by. `nazionalita` is one select over Italy and every country; the
 * request splits it into profilo_paese it, profilo_eu_paese and profilo_eeu_paese (spec 2 §4).
 */
export const AGGREGATE_DIMENSIONS = [
  'ufficio',
  'mese',
  'profilo_paese',
  'nazionalita',
  'profilo_regione',
  'profilo_numero_persone',
  'fonte',
  'profilato',
  'interessi',
] as const;
export const AggregateDimension = z.enum(AGGREGATE_DIMENSIONS, { error: 'Aggregato: valore non valido' });
export type AggregateDimension = z.infer<typeof AggregateDimension>;

/** One select of the aggregate tab; a filter has the same shape. */
export const AggregateNode = z.object({
  name: z.string(),
  nodeValue: AggregateDimension,
  options: z.array(Option),
  selectedValues: z.array(z.string().max(120)).max(300),
});
export type AggregateNode = z.infer<typeof AggregateNode>;

/** Party-size buckets: the options of profilo_numero_persone in the aggregate and its filters. */
export const PEOPLE_BUCKETS = [
  { value: '1', label: '1 persona', min: 1, max: 1 },
  { value: '2', label: '2 persone', min: 2, max: 2 },
  { value: '3-4', label: '3-4 persone', min: 3, max: 4 },
  { value: '5+', label: '5 persone o più', min: 5, max: null },
] as const;
export type PeopleBucket = (typeof PEOPLE_BUCKETS)[number]['value'];
const PEOPLE_VALUES = PEOPLE_BUCKETS.map((b) => b.value) as [PeopleBucket, ...PeopleBucket[]];

/**
 * The member states of the European Union (ISO 3166-1 alpha-2), Italy aside. Profiles store country
 * codes in lower case (the profile form's option values); the split compares in any case.
 */
export const EU_COUNTRIES = [
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'LT',
  'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
] as const; // prettier-ignore
const EU_SET = new Set<string>(EU_COUNTRIES);
export const ITALY = 'it';
export const countryKindOf = (code: string): 'it' | 'eu' | 'eeu' =>
  code.toLowerCase() === ITALY ? 'it' : EU_SET.has(code.toUpperCase()) ? 'eu' : 'eeu';

const Values = z.array(z.string().trim().min(1).max(120)).min(1).max(300);

/** The filters as the server reads them, after the transformation of spec 2 §4. */
export const AggregateFilters = z
  .object({
    ufficio: Values,
    mese: z
      .array(z.string().regex(/^\d{4}-\d{2}$/, 'Mese: valore non valido'))
      .min(1)
      .max(300),
    profilo_paese: z.array(z.enum(['it', 'eu', 'eeu'])).min(1),
    profilo_eu_paese: Values,
    profilo_eeu_paese: Values,
    profilo_regione: Values,
    /** Flags set to 1 per chosen party size (spec 2 §4). */
    profilo_numero_persone: z.partialRecord(z.enum(PEOPLE_VALUES), z.literal(1)),
    fonte: z.array(z.enum(['desk', 'kiosk'])).min(1),
    profilato: z.array(z.enum(['profiled', 'not_profiled'])).min(1),
    interessi: Values,
  })
  .partial()
  .strict();
export type AggregateFilters = z.infer<typeof AggregateFilters>;

/** POST /api/crm/profili/exportAggregate and /api/crm/profili/aggregate: the transformed request. */
export const AggregateRequest = z.object({
  from: DateText('from'),
  to: DateText('to'),
  format: ExportFormat.default('csv'),
  slugs: many(Slug, true),
  /** The dimensions grouped by, in order; empty: one total row. */
  aggregate: z.array(AggregateDimension).max(4, 'Aggregato: al massimo 4 valori').default([]),
  filters: AggregateFilters.default({}),
});
export type AggregateRequest = z.infer<typeof AggregateRequest>;
/** The body as the browser sends it (what toAggregateRequest returns). */
export interface AggregateRequestInput {
  from: string;
  to: string;
  format?: ExportFormat;
  slugs?: string[];
  aggregate?: AggregateDimension[];
  filters?: AggregateFilters;
}

/**
 * The request transformation of spec 2 §4, shared by the modal and the tests: nationality Italy →
 * profilo_paese it; the other countries split into profilo_eu_paese and profilo_eeu_paese;
 * number-of-people options → flags set to 1; an aggregate node's selected values also restrict it;
 * empty filters and an empty aggregate are omitted.
 */
export function toAggregateRequest(input: {
  from: string;
  to: string;
  format?: ExportFormat;
  slugs?: readonly string[];
  aggregate: readonly AggregateNode[];
  filters: readonly AggregateNode[];
}): AggregateRequestInput {
  const filters: Record<string, unknown> = {};
  const add = (key: string, values: string[]) => {
    if (!values.length) return;
    const prev = (filters[key] as string[] | undefined) ?? [];
    filters[key] = [...new Set([...prev, ...values])];
  };
  const restrict = (node: AggregateNode) => {
    const values = node.selectedValues.filter((v) => v !== '');
    if (!values.length) return;
    if (node.nodeValue === 'nazionalita') {
      add('profilo_paese', values.some((v) => countryKindOf(v) === 'it') ? ['it'] : []);
      add(
        'profilo_eu_paese',
        values.filter((v) => countryKindOf(v) === 'eu').map((v) => v.toLowerCase()),
      );
      add(
        'profilo_eeu_paese',
        values.filter((v) => countryKindOf(v) === 'eeu').map((v) => v.toLowerCase()),
      );
    } else if (node.nodeValue === 'profilo_numero_persone') {
      const flags = (filters.profilo_numero_persone as Record<string, 1> | undefined) ?? {};
      for (const v of values) flags[v] = 1;
      filters.profilo_numero_persone = flags;
    } else add(node.nodeValue, values);
  };
  for (const node of input.filters) restrict(node);
  const grouped = input.aggregate.filter((n) => n.selectedValues.some((v) => v !== ''));
  for (const node of grouped) restrict(node);
  const request: AggregateRequestInput = { from: input.from, to: input.to };
  if (input.format) request.format = input.format;
  if (input.slugs?.length) request.slugs = [...input.slugs];
  if (grouped.length) request.aggregate = [...new Set(grouped.map((n) => n.nodeValue))];
  if (Object.keys(filters).length) request.filters = filters as AggregateFilters;
  return request;
}

/** One row of the aggregate view: a value (code and label) per grouped dimension, and the counts. */
export const AggregateRow = z.object({
  keys: z.record(z.string(), z.string().nullable()),
  labels: z.record(z.string(), z.string()),
  /** Profiles (visits) recorded. */
  profiles: z.number().int(),
  /** Visitors: the sum of the parties' sizes. */
  people: z.number().int(),
});
export type AggregateRow = z.infer<typeof AggregateRow>;

export const AggregateResult = z.object({
  aggregate: z.array(AggregateDimension),
  columns: z.array(z.object({ key: z.string(), label: z.string() })),
  rows: z.array(AggregateRow),
  totals: z.object({ profiles: z.number().int(), people: z.number().int() }),
});
export type AggregateResult = z.infer<typeof AggregateResult>;

/** The countries for the export's filters: ISO code, Italian name, it/eu/eeu. */
export const ExportCountry = z.object({
  value: z.string(),
  label: z.string(),
  kind: z.enum(['it', 'eu', 'eeu']),
});
export type ExportCountry = z.infer<typeof ExportCountry>;
export const ExportCountries = z.array(ExportCountry);
