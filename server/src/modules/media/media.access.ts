import type { Actor, EnvContext } from '../../platform/auth/actor.js';
import { forbidden } from '../../platform/http/errors.js';
import { MEDIA_MESSAGES as M } from './media.messages.js';

/**
 * Who may do what with the media library. A file belongs to a group; people see and use their
 * group's files (their enabled membership in the request's environment), admins and reviewers see
 * every file; only the owning group (or an admin) edits and deletes.
 */

/** Groups whose files a list or a check may return: null means every group. */
export type MediaScope = { groupIds: number[] | null };

/** The caller needs an enabled membership (a role) in the environment, else 403 forbidden. */
export function requireMediaUser(ctx: EnvContext): void {
  if (!ctx.role) throw forbidden(M.noMembership);
}

export function mediaScope(ctx: EnvContext): MediaScope {
  if (ctx.actor.isAdmin || ctx.actor.isReviewer) return { groupIds: null };
  const own = ownGroupId(ctx);
  return { groupIds: own === null ? [] : [own] };
}

/** The group an upload belongs to: the caller's enabled membership here (an admin: any of theirs). */
export function ownGroupId(ctx: EnvContext): number | null {
  if (ctx.membership && ctx.membership.stato === 1) return ctx.membership.groupId;
  if (ctx.actor.isAdmin) return ctx.actor.memberships.find((m) => m.stato === 1)?.groupId ?? null;
  return null;
}

export function canSeeMedia(ctx: EnvContext, media: { groupId: number }): boolean {
  const { groupIds } = mediaScope(ctx);
  return groupIds === null || groupIds.includes(media.groupId);
}

export function canEditMedia(ctx: EnvContext, media: { groupId: number }): boolean {
  return ctx.actor.isAdmin || (ctx.role !== null && ownGroupId(ctx) === media.groupId);
}

/**
 * Reading the bytes of a file (an <img> or a download carries no environment): admins and reviewers,
 * or anyone with an enabled membership in the owning group, in any environment.
 */
export function canReadMediaFile(actor: Actor, media: { groupId: number }): boolean {
  const enabled = actor.memberships.filter((m) => m.stato === 1);
  if (actor.isAdmin || (actor.isReviewer && enabled.length > 0)) return true;
  return enabled.some((m) => m.groupId === media.groupId);
}
