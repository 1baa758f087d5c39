import { DashboardTemplate, type DashboardTemplateItem, type DashboardView } from '@sportello/contracts';
import type { EnvContext } from '../../platform/auth/actor.js';
import type { Db } from '../../platform/db/connect.js';
import { findTemplateBodies, requireTemplate } from '../../platform/templates/index.js';
import { DASHBOARD_TEMPLATE } from './dashboards.templates.js';
import { allIatOffices } from '../profiles/index.js';

const template = (db: Db, env: string) =>
  requireTemplate(db, DashboardTemplate, DASHBOARD_TEMPLATE.kind, DASHBOARD_TEMPLATE.key, env);

/** The dashboards of the template this user's role sees (the Admin group: every one). */
export function dashboardsFor(t: DashboardTemplate, ctx: EnvContext): DashboardTemplateItem[] {
  return t.dashboards.filter((d) => ctx.actor.isAdmin || (ctx.role !== null && d.roles.includes(ctx.role)));
}

export async function hasDashboards(db: Db, ctx: EnvContext): Promise<boolean> {
  return dashboardsFor(await template(db, ctx.env), ctx).length > 0;
}

/** Whether the template gives this user the dashboard `key` (its data routes ask this first). */
export async function seesDashboard(db: Db, ctx: EnvContext, key: string): Promise<boolean> {
  return dashboardsFor(await template(db, ctx.env), ctx).some((d) => d.key === key);
}

const isExternal = (url: string) => url.startsWith('https://');

/**
 * The dashboard page's view (spec 3 §7 "Dashboard template"): the user's dashboards, the app's own
 * pages with the environment filled in, and the offices' names the page writes over their slugs.
 */
export async function dashboardView(db: Db, ctx: EnvContext): Promise<DashboardView> {
  const t = await template(db, ctx.env);
  const dashboards = dashboardsFor(t, ctx).map((d) => ({
    key: d.key,
    title: d.title,
    url: isExternal(d.url) ? d.url : d.url.replaceAll('{env}', encodeURIComponent(ctx.env)),
    sameOrigin: !isExternal(d.url),
    height: d.height,
  }));
  const slugLabels =
    t.rewriteSlugs && dashboards.some((d) => d.sameOrigin)
      ? Object.fromEntries((await allIatOffices(db)).map((g) => [g.slug, g.name]))
      : {};
  return { hiddenSections: t.hiddenSections, slugLabels, dashboards };
}

/** The origins of every external dashboard in every stored dashboard template (the page's frame-src). */
export async function dashboardFrameOrigins(db: Db): Promise<string[]> {
  const origins = new Set<string>();
  for (const body of await findTemplateBodies(db, DASHBOARD_TEMPLATE.kind, DASHBOARD_TEMPLATE.key)) {
    const parsed = DashboardTemplate.safeParse(JSON.parse(body));
    if (!parsed.success) continue;
    for (const d of parsed.data.dashboards) if (isExternal(d.url)) origins.add(new URL(d.url).origin);
  }
  return [...origins];
}
