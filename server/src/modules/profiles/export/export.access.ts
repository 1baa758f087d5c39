import type { FastifyRequest } from 'fastify';
import { EXPORT_MESSAGES as M } from '@sportello/contracts';
import type { EnvContext } from '../../../platform/auth/actor.js';
import { can } from '../../../platform/auth/capabilities.js';
import { requireSession } from '../../../platform/auth/guards.js';
import { forbidden } from '../../../platform/http/errors.js';

/**
 * Who exports visitor statistics: the Admin group for every office (spec 2 §4), otherwise someone
 * holding profiles.export through an enabled membership of an IAT office, for that office only.
 */
export interface Exporter {
  ctx: EnvContext;
  isAdmin: boolean;
  /** The own office; null for the Admin group. */
  office: { id: number; slug: string; name: string } | null;
}

export function exporterOf(ctx: EnvContext): Exporter | null {
  if (ctx.actor.isAdmin) return { ctx, isAdmin: true, office: null };
  const m = ctx.membership;
  if (!m || m.stato !== 1 || m.groupKind !== 'iat' || !can(ctx, 'profiles.export')) return null;
  return { ctx, isAdmin: false, office: { id: m.groupId, slug: m.groupSlug, name: m.groupName } };
}

export function requireExporter(request: FastifyRequest): Exporter {
  const exporter = exporterOf(requireSession(request));
  if (!exporter) throw forbidden(M.forbidden);
  return exporter;
}

/**
 * The offices asked for, as the exporter may have them: the Admin group any (none named: every
 * office); anyone else only their own slug, refused with a reason for another office.
 */
export function allowedSlugs(exporter: Exporter, asked: string[]): string[] | 'all' {
  const wanted = [...new Set(asked.filter(Boolean))];
  if (exporter.isAdmin) return wanted.length ? wanted : 'all';
  const own = exporter.office!.slug;
  if (wanted.some((s) => s !== own)) throw forbidden(M.otherOffice);
  return [own];
}
