import type { FastifyRequest } from 'fastify';
import type { EnvContext } from '../../platform/auth/actor.js';
import { can } from '../../platform/auth/capabilities.js';
import { requireSession } from '../../platform/auth/guards.js';
import { forbidden } from '../../platform/http/errors.js';
import { LISTS_MESSAGES as M } from './lists.messages.js';

/** Someone who works with the lists of one IAT office: its id, slug and name. */
export interface ListUser {
  ctx: EnvContext;
  userId: number;
  groupId: number;
  groupSlug: string;
  groupName: string;
}

/**
 * Lists belong to an IAT office: whoever holds lists.use through an enabled membership of an IAT
 * group (operators, editors, referents of the office) works with that office's lists, nobody else
 * (structures and people of other kinds of group are refused).
 */
export function listUserOf(ctx: EnvContext): ListUser | null {
  const m = ctx.membership;
  if (!m || m.stato !== 1 || m.groupKind !== 'iat' || !can(ctx, 'lists.use')) return null;
  return {
    ctx,
    userId: ctx.actor.userId,
    groupId: m.groupId,
    groupSlug: m.groupSlug,
    groupName: m.groupName,
  };
}

export function requireListUser(request: FastifyRequest): ListUser {
  const ctx = requireSession(request);
  if (!can(ctx, 'lists.use')) throw forbidden(M.forbidden);
  const user = listUserOf(ctx);
  if (!user) throw forbidden(M.notOffice);
  return user;
}

/** The list is the office's: the same rule guards one list (by id) and scopes every page. */
export const ownsList = (user: ListUser, list: { groupId: number }) => list.groupId === user.groupId;
