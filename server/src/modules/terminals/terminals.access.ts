import type { FastifyRequest } from 'fastify';
import { TERMINAL_MESSAGES as M } from '@sportello/contracts';
import type { EnvContext } from '../../platform/auth/actor.js';
import { can } from '../../platform/auth/capabilities.js';
import { requireSession } from '../../platform/auth/guards.js';
import { forbidden } from '../../platform/http/errors.js';

/** An operator of one IAT office, who manages and shares to that office's terminals only. */
export interface TerminalUser {
  userId: number;
  groupId: number;
  groupSlug: string;
  groupName: string;
}

/**
 * Terminals belong to an IAT office: whoever holds terminals.use through an enabled membership of
 * an IAT group works with that office's terminals (as lists do), nobody else.
 */
export function terminalUserOf(ctx: EnvContext): TerminalUser | null {
  const m = ctx.membership;
  if (!m || m.stato !== 1 || m.groupKind !== 'iat' || !can(ctx, 'terminals.use')) return null;
  return { userId: ctx.actor.userId, groupId: m.groupId, groupSlug: m.groupSlug, groupName: m.groupName };
}

export function requireTerminalUser(request: FastifyRequest): TerminalUser {
  const ctx = requireSession(request);
  if (!can(ctx, 'terminals.use')) throw forbidden(M.forbidden);
  const user = terminalUserOf(ctx);
  if (!user) throw forbidden(M.notOffice);
  return user;
}

/** The one rule that guards a terminal by id and scopes every page and every socket message. */
export const ownsTerminal = (user: { groupId: number }, terminal: { groupId: number }) =>
  terminal.groupId === user.groupId;
