import { z } from './z.js';
import { Role } from './roles.js';

/**
 * Dashboards (spec 3 §2 "Dashboard", §7 "Dashboard template", §9; issue 37): the template names
 * the dashboards, one frame each, and who sees which; the built-in ones are pages of this app.
 */

const KEY = /^[a-z0-9][a-z0-9-]{0,39}$/;
/** A page of this app ("/app/{env}/…", {env} replaced) or an external https address. */
const DASHBOARD_URL = /^(\/[A-Za-z0-9\-._~/{}?=&%]*|https:\/\/[^\s"'<>]+)$/;

export const DashboardTemplateItem = z.strictObject({
  key: z.string().regex(KEY),
  title: z.string().min(1).max(80),
  url: z.string().max(2000).regex(DASHBOARD_URL),
  /** The roles that see it; the Admin group sees every dashboard. */
  roles: z.array(Role).min(1),
  /** Frame height in pixels. */
  height: z.number().int().min(200).max(4000).default(1400),
});
export type DashboardTemplateItem = z.infer<typeof DashboardTemplateItem>;

export const DashboardTemplate = z.strictObject({
  /** CSS selectors of the sections hidden inside same-origin frames (spec 3 §2). */
  hiddenSections: z.array(z.string().min(1).max(200)).max(50),
  /** Whether group slugs shown inside same-origin frames are rewritten to the groups' names. */
  rewriteSlugs: z.boolean(),
  dashboards: z.array(DashboardTemplateItem).max(20),
});
export type DashboardTemplate = z.infer<typeof DashboardTemplate>;

/** The template as one user gets it: only the dashboards of their role, the URLs resolved. */
export const DashboardView = z.object({
  hiddenSections: z.array(z.string()),
  /** slug → name of the groups whose slugs the page rewrites (empty when rewriting is off). */
  slugLabels: z.record(z.string(), z.string()),
  dashboards: z.array(
    z.object({
      key: z.string(),
      title: z.string(),
      url: z.string(),
      sameOrigin: z.boolean(),
      height: z.number().int(),
    }),
  ),
});
export type DashboardView = z.infer<typeof DashboardView>;

export const DASHBOARD_GRANULARITIES = ['day', 'week', 'month'] as const;
export type DashboardGranularity = (typeof DASHBOARD_GRANULARITIES)[number];

/** Longest period a dashboard reads at once: a year and a day (a leap year's 366 days). */
export const DASHBOARD_MAX_DAYS = 366;

const isoDay = (field: string) =>
  z
    .string({ error: `${field}: una data AAAA-MM-GG` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Data non valida: usa AAAA-MM-GG' })
    .refine(
      (s) =>
        !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
      {
        error: 'Data non valida: usa AAAA-MM-GG',
      },
    );

export const DASHBOARD_MESSAGES = {
  toBeforeFrom: 'La data finale non può precedere quella iniziale',
  tooLong: `Il periodo può essere al massimo di ${DASHBOARD_MAX_DAYS} giorni`,
  forbidden: 'Non puoi vedere questa dashboard',
  otherOffice: 'Puoi vedere solo i dati del tuo ufficio',
  unknownOffice: 'Ufficio sconosciuto',
} as const;

/** The period and offices of a dashboard (query string). `offices`: slugs, comma separated. */
export const DashboardQuery = z
  .object({
    from: isoDay('from'),
    to: isoDay('to'),
    granularity: z
      .enum(DASHBOARD_GRANULARITIES, { error: 'Scegli giorno, settimana o mese' })
      .default('month'),
    offices: z
      .string()
      .max(2000)
      .regex(/^[a-z0-9-]*(,[a-z0-9-]+)*$/, { error: 'Uffici non validi' })
      .default('')
      .transform((s) => [...new Set(s.split(',').filter(Boolean))]),
  })
  .superRefine((q, ctx) => {
    const days = (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000;
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: DASHBOARD_MESSAGES.toBeforeFrom });
    else if (days + 1 > DASHBOARD_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: DASHBOARD_MESSAGES.tooLong });
  });
export type DashboardQuery = z.infer<typeof DashboardQuery>;

export const VISITOR_CHARTS = [
  'periodo',
  'nazionalita',
  'profilo_regione',
  'profilo_numero_persone',
  'ufficio',
  'fonte',
  'profilato',
] as const;
export type VisitorChart = (typeof VISITOR_CHARTS)[number];

export const VisitorsCsvQuery = DashboardQuery.and(
  z.object({ chart: z.enum(VISITOR_CHARTS, { error: 'Grafico sconosciuto' }) }),
);
export type VisitorsCsvQuery = z.infer<typeof VisitorsCsvQuery>;

const Count = z.object({ profiles: z.number().int(), people: z.number().int() });

/** One bar or point: this period's counts and the same period of last year's. */
export const VisitorRow = z.object({
  key: z.string().nullable(),
  label: z.string(),
  current: Count,
  lastYear: Count,
});
export type VisitorRow = z.infer<typeof VisitorRow>;

export const VisitorsReport = z.object({
  from: z.string(),
  to: z.string(),
  lastYearFrom: z.string(),
  lastYearTo: z.string(),
  granularity: z.enum(DASHBOARD_GRANULARITIES),
  /** Whether the user may choose and compare offices (Admin group, board). */
  canCompare: z.boolean(),
  /** The offices the user may choose from, and the ones read. */
  offices: z.array(z.object({ slug: z.string(), name: z.string() })),
  selected: z.array(z.string()),
  totals: z.object({ current: Count, lastYear: Count }),
  charts: z.record(z.enum(VISITOR_CHARTS), z.array(VisitorRow)),
});
export type VisitorsReport = z.infer<typeof VisitorsReport>;
