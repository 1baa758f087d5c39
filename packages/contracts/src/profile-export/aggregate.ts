import { z } from '../z.js';
import { ExportFormat } from './constants.js';
import { countryKindOf } from './countries.js';
import { DateText, Option, Slug, many } from './shared.js';

/** The aggregate (spec 2 §3 "Aggregate", §4 "Export"): what the database groups and filters by. */

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
