import { createRequire } from 'node:module';
import type * as IsoCountries from 'i18n-iso-countries';
import {
  PROFILE_SOURCE_LABELS,
  AGGREGATE_DIMENSIONS,
  EXPORT_CONTENT_TYPES,
  EXPORT_FILE_EXTENSIONS,
  EXPORT_MESSAGES as M,
  ExportConfig,
  PEOPLE_BUCKETS,
  checkExportDates,
  countryKindOf,
  parseExportDate,
  romeWallToIso,
  type AggregateDimension,
  type AggregateRequest,
  type AggregateResult,
  type ExportCountry,
  type ExportFormat,
  type ExportParams,
} from '@sportello/contracts';
import type { Readable } from 'node:stream';
import type { Config } from '../../../config.js';
import type { Db } from '../../../platform/db/connect.js';
import { badRequest } from '../../../platform/http/errors.js';
import { requireTemplate } from '../../../platform/templates/index.js';
// The profile form's option lists (same area; the profiles index imports this module, so not through it).
import { EEU_COUNTRIES, EU_COUNTRIES, INTERESTS, REGIONS, labelOf, options } from '../profiles.options.js';
import { allowedSlugs, type Exporter } from './export.access.js';
import {
  KIND_LABEL,
  columnsOf,
  rowWriter,
  sectionsOf,
  type Cell,
  type PlaceNames,
} from './export.columns.js';
import { cursorRows } from './export.cursor.js';
import * as repo from './export.repo.js';
import { EXPORT_CONFIG_TEMPLATE } from './export.templates.js';
import { exportStream } from './export.writers.js';

const require = createRequire(import.meta.url);
let isoNames: Record<string, string> | undefined;
const FORM_COUNTRIES = new Map<string, string>([
  ['it', 'Italia'],
  ...[...EU_COUNTRIES, ...EEU_COUNTRIES].map(([v, l]) => [v, l] as [string, string]),
]);
/** A country's Italian name: the profile form's own label, else the ISO name (codes are stored in lower case). */
function countryName(code: string): string {
  const own = FORM_COUNTRIES.get(code);
  if (own) return own;
  isoNames ??= (require('i18n-iso-countries') as typeof IsoCountries).getNames('it', { select: 'official' });
  return isoNames[code.toUpperCase()] ?? code;
}

/**
 * The countries for the export's filters (spec 2 §7 "Export"): those the profile form offers (its
 * values are what profiles store), Italy first, then alphabetical, each with it/eu/eeu.
 */
export function exportCountries(): ExportCountry[] {
  const rest = [...FORM_COUNTRIES.keys()]
    .filter((v) => v !== 'it')
    .map((value) => ({ value, label: countryName(value), kind: countryKindOf(value) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'it'));
  return [{ value: 'it', label: 'Italia', kind: 'it' }, ...rest];
}

const template = (db: Db, env: string) =>
  requireTemplate(db, ExportConfig, EXPORT_CONFIG_TEMPLATE.kind, EXPORT_CONFIG_TEMPLATE.key, env);

/**
 * The export config for this user: the template, with the IAT selector filled (the Admin group:
 * every office, the "all" option removed, spec 2 §4; others: their own office) and the aggregate's
 * options (offices, countries, regions) filled from the database.
 */
export async function exportConfig(db: Db, exporter: Exporter): Promise<ExportConfig> {
  const config = await template(db, exporter.ctx.env);
  const offices = exporter.isAdmin
    ? (await repo.iatOffices(db)).map((o) => ({ label: o.name, value: o.slug }))
    : [{ label: exporter.office!.name, value: exporter.office!.slug }];
  const regions = options(REGIONS);
  const interests = options(INTERESTS);
  const countries = exportCountries().map(({ label, value }) => ({ label, value }));
  const fill = (node: ExportConfig['aggregate']['nodes'][number]) => {
    if (node.options.length) return node;
    if (node.nodeValue === 'ufficio') return { ...node, options: offices };
    if (node.nodeValue === 'nazionalita') return { ...node, options: countries };
    if (node.nodeValue === 'profilo_regione') return { ...node, options: regions };
    if (node.nodeValue === 'interessi') return { ...node, options: interests };
    return node;
  };
  return {
    ...config,
    selectIat: { ...config.selectIat, multiple: exporter.isAdmin, options: offices },
    aggregate: { nodes: config.aggregate.nodes.map(fill), filters: config.aggregate.filters.map(fill) },
  };
}

/**
 * The scope of an export: the date rule of spec 2 §5 (400 naming the field, same messages as the
 * modal), the offices the user may export (403 for another office), and the window as instants.
 */
export async function scopeOf(
  db: Db,
  exporter: Exporter,
  params: { from: string; to: string; slugs: string[] },
  iat?: string,
): Promise<repo.ExportScope> {
  const { maxDateSelectable } = await template(db, exporter.ctx.env);
  const errors = checkExportDates(params.from, params.to, maxDateSelectable);
  const first = errors.from ?? errors.to;
  if (first) throw badRequest(first, errors as Record<string, string>);
  const asked = params.slugs.length ? params.slugs : iat ? [iat] : [];
  const slugs = allowedSlugs(exporter, iat && !exporter.isAdmin ? [...asked, iat] : asked);
  // Every office is named too (the Admin's "all"): the office-first indexes then serve every query.
  const offices = slugs === 'all' ? await repo.allIatOffices(db) : await repo.officesBySlug(db, slugs);
  if (slugs !== 'all' && offices.length !== slugs.length)
    throw badRequest(M.unknownOffice, { slugs: M.unknownOffice });
  const officeIds = offices.map((o) => o.id);
  const to = parseExportDate(params.to)!;
  return {
    officeIds,
    fromIso: romeWallToIso(parseExportDate(params.from)!),
    // The end minute is included: up to its last millisecond.
    toIso: new Date(Date.parse(romeWallToIso(to)) + 59_999).toISOString(),
  };
}

export async function preexport(db: Db, exporter: Exporter, params: ExportParams, iat?: string) {
  const canExport = await repo.anyProfile(db, await scopeOf(db, exporter, params, iat));
  return canExport ? { canExport } : { canExport, message: M.noResults };
}

export interface ExportFile {
  stream: Readable;
  filename: string;
  contentType: string;
}

const fileOf = (format: ExportFormat, stream: Readable, name = 'export'): ExportFile => ({
  stream,
  filename: `${name}.${EXPORT_FILE_EXTENSIONS[format]}`,
  contentType: EXPORT_CONTENT_TYPES[format],
});

/** Names of the offices and of the stored option values (the profile form's labels). */
const namesFor = (offices: Map<number, string>): PlaceNames => ({
  office: (id) => offices.get(id) ?? String(id),
  country: countryName,
  region: (code) => labelOf(REGIONS, code),
  interest: (code) => labelOf(INTERESTS, code),
});

/** The individual export, streamed from the database cursor (export.cursor.ts) in the chosen format. */
export async function exportFile(
  deps: { db: Db; config: Pick<Config, 'database'> },
  exporter: Exporter,
  params: ExportParams,
  iat?: string,
): Promise<ExportFile> {
  const scope = await scopeOf(deps.db, exporter, params, iat);
  const sections = sectionsOf(params.sections);
  const query = repo.exportRowsQuery(deps.db, scope, sections);
  const offices = await repo.officesById(deps.db, scope.officeIds ?? []);
  const write = rowWriter(sections, namesFor(new Map(offices.map((o) => [o.id, o.name]))));
  async function* cells() {
    for await (const rows of cursorRows(deps, query)) yield rows.map(write);
  }
  return fileOf(params.format, exportStream(params.format, columnsOf(sections), cells()));
}

// ---------------------------------------------------------------------------------------------
// Aggregates

const DIMENSION_LABEL: Record<AggregateDimension, string> = {
  ufficio: 'Ufficio',
  mese: 'Mese',
  profilo_paese: 'Provenienza',
  nazionalita: 'Nazionalità',
  profilo_regione: 'Regione',
  profilo_numero_persone: 'Numero di persone',
  fonte: 'Fonte',
  profilato: 'Profilazione',
  interessi: 'Interessi',
};
const FIXED_LABELS: Partial<Record<AggregateDimension, Record<string, string>>> = {
  profilo_paese: KIND_LABEL,
  profilo_numero_persone: Object.fromEntries(PEOPLE_BUCKETS.map((b) => [b.value, b.label])),
  fonte: PROFILE_SOURCE_LABELS,
  profilato: { profiled: 'Profilati', not_profiled: 'Non profilati' },
};
const NONE = 'Non indicato';

/** The aggregate computed by the database (GROUP BY), labelled for the table, the chart and the file. */
export async function aggregateResult(
  db: Db,
  exporter: Exporter,
  request: AggregateRequest,
): Promise<AggregateResult> {
  const scope = await scopeOf(db, exporter, request);
  return aggregateInScope(db, scope, request.aggregate, request.filters);
}

/**
 * The aggregate over a scope already allowed (the export's, or a dashboard's period and offices):
 * grouped by the database, labelled.
 */
export async function aggregateInScope(
  db: Db,
  scope: repo.ExportScope,
  aggregate: AggregateDimension[],
  filters: AggregateRequest['filters'] = {},
): Promise<AggregateResult> {
  const request = { aggregate, filters };
  const dims = AGGREGATE_DIMENSIONS.filter((d) => request.aggregate.includes(d)).sort(
    (a, b) => request.aggregate.indexOf(a) - request.aggregate.indexOf(b),
  );
  const filterSlugs = request.filters.ufficio ?? [];
  const bySlug = new Map((await repo.officesBySlug(db, filterSlugs)).map((o) => [o.slug, o.id]));
  const rows = await repo.aggregate(db, scope, dims, request.filters, bySlug);
  if (rows.length > repo.AGGREGATE_MAX_ROWS)
    throw badRequest(`Troppi gruppi: al massimo ${repo.AGGREGATE_MAX_ROWS}. Aggrega per meno valori.`, {
      aggregate: 'Troppi gruppi',
    });
  const labels = await labelsOf(db, dims, rows);
  const out = rows.map((r) => {
    const keys: Record<string, string | null> = {};
    const names: Record<string, string> = {};
    dims.forEach((d, i) => {
      const v = r.keys[i] === null || r.keys[i] === undefined ? null : String(r.keys[i]);
      keys[d] = v;
      names[d] = v === null ? NONE : (labels[d]?.get(v) ?? v);
    });
    return { keys, labels: names, profiles: r.profiles, people: r.people };
  });
  const totals = dims.includes('interessi')
    ? (await repo.aggregate(db, scope, [], request.filters, bySlug))[0]
    : { profiles: out.reduce((n, r) => n + r.profiles, 0), people: out.reduce((n, r) => n + r.people, 0) };
  return {
    aggregate: dims,
    columns: [
      ...dims.map((d) => ({ key: d, label: DIMENSION_LABEL[d] })),
      { key: 'profiles', label: 'Schede' },
      { key: 'people', label: 'Persone' },
    ],
    rows: out,
    totals: { profiles: totals?.profiles ?? 0, people: totals?.people ?? 0 },
  };
}

async function labelsOf(db: Db, dims: AggregateDimension[], rows: repo.AggregateDbRow[]) {
  const labels: Partial<Record<AggregateDimension, Map<string, string>>> = {};
  const valuesOf = (i: number) => [
    ...new Set(
      rows
        .map((r) => r.keys[i])
        .filter((v) => v !== null && v !== undefined)
        .map(String),
    ),
  ];
  for (const [i, d] of dims.entries()) {
    const fixed = FIXED_LABELS[d];
    if (fixed) labels[d] = new Map(Object.entries(fixed));
    else if (d === 'ufficio') {
      const offices = await repo.officesById(db, valuesOf(i).map(Number));
      labels[d] = new Map(offices.map((o) => [String(o.id), o.name]));
    } else if (d === 'nazionalita') labels[d] = new Map(valuesOf(i).map((c) => [c, countryName(c)]));
    else if (d === 'profilo_regione') labels[d] = new Map(valuesOf(i).map((c) => [c, labelOf(REGIONS, c)]));
    else if (d === 'interessi') labels[d] = new Map(valuesOf(i).map((c) => [c, labelOf(INTERESTS, c)]));
  }
  return labels;
}

/** The aggregate as a file: one row per group with its labels and counts. */
export async function aggregateFile(
  db: Db,
  exporter: Exporter,
  request: AggregateRequest,
): Promise<ExportFile> {
  const result = await aggregateResult(db, exporter, request);
  const columns = result.columns;
  async function* once() {
    const rows: Cell[][] = result.rows.map((r) => [
      ...result.aggregate.map((d) => r.labels[d] ?? NONE),
      r.profiles,
      r.people,
    ]);
    if (result.aggregate.length)
      rows.push([
        ...result.aggregate.map((_, i) => (i === 0 ? 'Totale' : '')),
        result.totals.profiles,
        result.totals.people,
      ]);
    yield rows;
  }
  return fileOf(request.format, exportStream(request.format, columns, once()));
}
