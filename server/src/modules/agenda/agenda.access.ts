import type { FastifyRequest } from 'fastify';
import type { EnvContext } from '../../platform/auth/actor.js';
import { can } from '../../platform/auth/capabilities.js';
import { requireSession } from '../../platform/auth/guards.js';
import { forbidden } from '../../platform/http/errors.js';
import { AGENDA_MESSAGES as M } from './agenda.messages.js';

/** Someone who consults the agenda: the desk roles (agenda.use), administrators everywhere. */
export interface AgendaUser {
  ctx: EnvContext;
  userId: number;
  isAdmin: boolean;
  /** The office whose partners this user keeps: a referent's enabled group; null for nobody's. */
  keepsOffice: number | null;
  /** The user's own group (reply-to of the e-mails they send). */
  groupId: number | null;
}

export function agendaUserOf(ctx: EnvContext): AgendaUser | null {
  if (!can(ctx, 'agenda.use')) return null;
  const m = ctx.membership && ctx.membership.stato === 1 ? ctx.membership : null;
  return {
    ctx,
    userId: ctx.actor.userId,
    isAdmin: ctx.actor.isAdmin,
    keepsOffice: m && ctx.role === 'referent' && m.groupKind === 'iat' ? m.groupId : null,
    groupId: m?.groupId ?? null,
  };
}

export function requireAgendaUser(request: FastifyRequest): AgendaUser {
  const user = agendaUserOf(requireSession(request));
  if (!user) throw forbidden(M.forbidden);
  return user;
}

/** May add partners at all: an administrator, or the referent of an office. */
export const mayKeepPartners = (user: AgendaUser) => user.isAdmin || user.keepsOffice !== null;

/** The one rule that guards a partner by id: an administrator, or the referent of its office. */
export const mayEditPartner = (user: AgendaUser, partner: { groupId: number }) =>
  user.isAdmin || (user.keepsOffice !== null && partner.groupId === user.keepsOffice);

/**
 * Who sees the users of a group (name, role, e-mail): administrators every group's; the desk its
 * colleagues' (offices, the editorial office, the board), not the structures' owners.
 */
export const maySeeUsersOf = (user: AgendaUser, groupKind: string) =>
  user.isAdmin || ['iat', 'redazione', 'board'].includes(groupKind);
