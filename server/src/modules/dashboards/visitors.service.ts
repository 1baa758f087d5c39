import {
  DASHBOARD_MESSAGES as M,
  type DashboardQuery,
  type VisitorChart,
  type VisitorRow,
  type VisitorsReport,
} from '@sportello/contracts';
import type { Db } from '../../platform/db/connect.js';
import { badRequest } from '../../platform/http/errors.js';
import { toCsv } from '../../platform/sheets/csv.js';
import { aggregateInScope, allIatOffices, visitsByHour, type ExportScope } from '../profiles/index.js';
import { allowedOffices, type DashboardViewer } from './dashboards.access.js';
import {
  bucketLabel,
  bucketOfDay,
  bucketsOf,
  italianDay,
  romeDayOfHour,
  romeRange,
  yearBefore,
} from './visitors.periods.js';

type Count = VisitorRow['current'];
const zero = (): Count => ({ profiles: 0, people: 0 });
const add = (a: Count, b: Count): Count => ({
  profiles: a.profiles + b.profiles,
  people: a.people + b.people,
});

/** The breakdowns, each one GROUP BY of the export's aggregate over the same scope. */
const BREAKDOWNS: Exclude<VisitorChart, 'periodo'>[] = [
  'nazionalita',
  'profilo_regione',
  'profilo_numero_persone',
  'ufficio',
  'fonte',
  'profilato',
];
/** Read in their own order (party sizes); every other breakdown from the largest down. */
const KEEP_ORDER = new Set<VisitorChart>(['profilo_numero_persone']);

interface Period {
  from: string;
  to: string;
  scope: ExportScope;
}

/** The offices read: the viewer's allowed ones among those asked (400 naming `offices` for unknown ones). */
async function officesOf(db: Db, viewer: DashboardViewer, asked: string[]) {
  const all = viewer.allOffices ? await allIatOffices(db) : [viewer.office!];
  const allowed = allowedOffices(viewer, asked);
  if (allowed === 'all') return { choices: all, read: all };
  const read = all.filter((o) => allowed.includes(o.slug));
  if (read.length !== allowed.length) throw badRequest(M.unknownOffice, { offices: M.unknownOffice });
  return { choices: all, read };
}

async function timeline(db: Db, cur: Period, last: Period, q: DashboardQuery): Promise<VisitorRow[]> {
  const fold = async (p: Period) => {
    const sums = new Map<string, Count>();
    for (const h of await visitsByHour(db, p.scope)) {
      const b = bucketOfDay(romeDayOfHour(h.hour), q.granularity);
      sums.set(b, add(sums.get(b) ?? zero(), h));
    }
    return { sums, buckets: bucketsOf(p.from, p.to, q.granularity) };
  };
  const [now, before] = await Promise.all([fold(cur), fold(last)]);
  // The same period of last year, bucket for bucket (the first week beside the first week).
  return now.buckets.map((b, i) => {
    const then = before.buckets[i];
    return {
      key: b,
      label: bucketLabel(b, q.granularity),
      current: now.sums.get(b) ?? zero(),
      lastYear: (then !== undefined && before.sums.get(then)) || zero(),
    };
  });
}

async function breakdown(
  db: Db,
  cur: Period,
  last: Period,
  dim: Exclude<VisitorChart, 'periodo'>,
  slugOf: Map<string, string>,
): Promise<VisitorRow[]> {
  // Italian regions are those of the Italian visitors: the others have none to count.
  const filters = dim === 'profilo_regione' ? { profilo_paese: ['it' as const] } : {};
  const [now, before] = await Promise.all([
    aggregateInScope(db, cur.scope, [dim], filters),
    aggregateInScope(db, last.scope, [dim], filters),
  ]);
  const rows = new Map<string, VisitorRow>();
  const keyOf = (k: string | null | undefined) => {
    const v = k ?? null;
    return dim === 'ufficio' && v !== null ? (slugOf.get(v) ?? v) : v;
  };
  for (const [which, result] of [
    ['current', now],
    ['lastYear', before],
  ] as const) {
    for (const r of result.rows) {
      const key = keyOf(r.keys[dim]);
      const row = rows.get(String(key)) ?? {
        key,
        label: r.labels[dim] ?? '',
        current: zero(),
        lastYear: zero(),
      };
      row[which] = { profiles: r.profiles, people: r.people };
      rows.set(String(key), row);
    }
  }
  const out = [...rows.values()];
  return KEEP_ORDER.has(dim)
    ? out.sort((a, b) => String(a.key).localeCompare(String(b.key)))
    : out.sort(
        (a, b) => b.current.profiles - a.current.profiles || b.lastYear.profiles - a.lastYear.profiles,
      );
}

/**
 * The Visitors dashboard (issue 37): the period's profiles and people by day, week or month with
 * the same period of last year beside them, and by nationality, region, party size, office, desk
 * or kiosk, profiled or not. Every figure is a GROUP BY of the database over the allowed offices.
 */
export async function visitorsReport(
  db: Db,
  viewer: DashboardViewer,
  q: DashboardQuery,
): Promise<VisitorsReport> {
  const { choices, read } = await officesOf(db, viewer, q.offices);
  const officeIds = read.map((o) => o.id);
  const period = (from: string, to: string): Period => ({
    from,
    to,
    scope: { officeIds, ...romeRange(from, to) },
  });
  const cur = period(q.from, q.to);
  const last = period(yearBefore(q.from), yearBefore(q.to));
  const slugOf = new Map(choices.map((o) => [String(o.id), o.slug]));
  const [periodo, ...rest] = await Promise.all([
    timeline(db, cur, last, q),
    ...BREAKDOWNS.map((d) => breakdown(db, cur, last, d, slugOf)),
  ]);
  const charts = {
    periodo,
    ...Object.fromEntries(BREAKDOWNS.map((d, i) => [d, rest[i]!])),
  } as VisitorsReport['charts'];
  const totals = periodo.reduce(
    (t, r) => ({ current: add(t.current, r.current), lastYear: add(t.lastYear, r.lastYear) }),
    { current: zero(), lastYear: zero() },
  );
  return {
    from: cur.from,
    to: cur.to,
    lastYearFrom: last.from,
    lastYearTo: last.to,
    granularity: q.granularity,
    canCompare: viewer.allOffices,
    offices: choices.map((o) => ({ slug: o.slug, name: o.name })),
    selected: read.length === choices.length && !q.offices.length ? [] : read.map((o) => o.slug),
    totals,
    charts,
  };
}

export const CHART_TITLES: Record<VisitorChart, string> = {
  periodo: 'Periodo',
  nazionalita: 'Nazionalità',
  profilo_regione: 'Regione italiana',
  profilo_numero_persone: 'Numero di persone',
  ufficio: 'Ufficio',
  fonte: 'Sportello o totem',
  profilato: 'Profilazione',
};

/** One chart of the report as a CSV file (the exports' writer: ';', BOM, formula-safe cells). */
export async function visitorsCsv(
  db: Db,
  viewer: DashboardViewer,
  q: DashboardQuery & { chart: VisitorChart },
): Promise<{ filename: string; body: string }> {
  const report = await visitorsReport(db, viewer, q);
  const lastYear = `${italianDay(report.lastYearFrom)}–${italianDay(report.lastYearTo)}`;
  const current = `${italianDay(report.from)}–${italianDay(report.to)}`;
  const header = [
    CHART_TITLES[q.chart],
    `Schede ${current}`,
    `Persone ${current}`,
    `Schede ${lastYear}`,
    `Persone ${lastYear}`,
  ];
  const rows = report.charts[q.chart].map((r) => [
    r.label,
    r.current.profiles,
    r.current.people,
    r.lastYear.profiles,
    r.lastYear.people,
  ]);
  return {
    filename: `visitatori-${q.chart}-${report.from}-${report.to}.csv`,
    body: toCsv(header, rows),
  };
}
