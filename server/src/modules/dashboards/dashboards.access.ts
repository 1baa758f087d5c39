import type { FastifyRequest } from 'fastify';
import { DASHBOARD_MESSAGES as M } from '@sportello/contracts';
import type { EnvContext } from '../../platform/auth/actor.js';
import { can } from '../../platform/auth/capabilities.js';
import { requireSession } from '../../platform/auth/guards.js';
import { forbidden } from '../../platform/http/errors.js';

/**
 * Who reads the board's statistics: the Admin group and the board (a group of kind board) every
 * office, and may compare them; an IAT office's members only their own office. Anyone else, or
 * anyone without dashboard.view, reads none.
 */
export interface DashboardViewer {
  ctx: EnvContext;
  allOffices: boolean;
  /** The own office; null for the Admin group and the board. */
  office: { id: number; slug: string; name: string } | null;
}

export function viewerOf(ctx: EnvContext): DashboardViewer | null {
  if (ctx.actor.isAdmin) return { ctx, allOffices: true, office: null };
  const m = ctx.membership;
  if (!m || m.stato !== 1 || !can(ctx, 'dashboard.view')) return null;
  if (m.groupKind === 'board') return { ctx, allOffices: true, office: null };
  if (m.groupKind !== 'iat') return null;
  return { ctx, allOffices: false, office: { id: m.groupId, slug: m.groupSlug, name: m.groupName } };
}

/** Anyone who may open the dashboard page (the template then decides which dashboards). */
export function requireDashboardUser(request: FastifyRequest): EnvContext {
  const ctx = requireSession(request);
  if (!can(ctx, 'dashboard.view')) throw forbidden(M.forbidden);
  return ctx;
}

/** The offices asked for as the viewer may read them: every office for "none named" when allowed. */
export function allowedOffices(viewer: DashboardViewer, asked: string[]): string[] | 'all' {
  if (viewer.allOffices) return asked.length ? asked : 'all';
  const own = viewer.office!.slug;
  if (asked.some((s) => s !== own)) throw forbidden(M.otherOffice);
  return [own];
}
