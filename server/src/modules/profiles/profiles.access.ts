import type { FastifyRequest } from 'fastify';
import type { EnvContext } from '../../platform/auth/actor.js';
import { can } from '../../platform/auth/capabilities.js';
import { requireSession } from '../../platform/auth/guards.js';
import { forbidden, notFound } from '../../platform/http/errors.js';
import { PROFILES_MESSAGES as M } from './profiles.messages.js';

/**
 * Who works with visitor profiles: an operator (or referent) of an IAT office with profiles.use,
 * for that office's profiles only; or the Admin group, for every office's (scope null).
 */
export interface ProfileUser {
  ctx: EnvContext;
  userId: number;
  username: string;
  isAdmin: boolean;
  /** The office whose profiles the user sees; null: every office (Admin group). */
  scope: number | null;
  /** The IAT office new profiles go to (null: an admin outside any office). */
  office: { id: number; slug: string; name: string } | null;
}

export function profileUserOf(ctx: EnvContext): ProfileUser | null {
  if (!can(ctx, 'profiles.use')) return null;
  const m = ctx.membership;
  const office =
    m && m.stato === 1 && m.groupKind === 'iat'
      ? { id: m.groupId, slug: m.groupSlug, name: m.groupName }
      : null;
  const base = { ctx, userId: ctx.actor.userId, username: ctx.actor.username, office };
  if (ctx.actor.isAdmin) return { ...base, isAdmin: true, scope: null };
  if (!office) return null;
  return { ...base, isAdmin: false, scope: office.id };
}

export function requireProfileUser(request: FastifyRequest): ProfileUser {
  const ctx = requireSession(request);
  if (!can(ctx, 'profiles.use')) throw forbidden(M.forbidden);
  const user = profileUserOf(ctx);
  if (!user) throw forbidden(M.notOffice);
  return user;
}

/** A profile of another office is not there for this user: 404, so ids reveal nothing. */
export function checkScope<T extends { officeId: number }>(user: ProfileUser, profile: T | undefined): T {
  if (!profile || (user.scope !== null && profile.officeId !== user.scope)) throw notFound(M.notFound);
  return profile;
}
