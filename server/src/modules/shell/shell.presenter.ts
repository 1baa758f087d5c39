import { slugify } from '../../platform/text/slug.js';
import {
  DEFAULT_ENV,
  type ConfigUser,
  type Environment,
  type InactiveTemplate,
  type Role,
} from '@sportello/contracts';
import type { Actor, EnvContext, Membership } from '../../platform/auth/actor.js';
import { can } from '../../platform/auth/capabilities.js';
import { presentInactive } from './inactive-modal.js';
import { userActions } from './user-actions.js';

/** The username as it may appear in a path. */
export const usernameSlug = slugify;

/** The membership that speaks for the user: the one in the environment, else the first enabled one. */
export function primaryMembership(actor: Actor, ctx: EnvContext): Membership | null {
  return ctx.membership ?? actor.memberships.find((m) => m.stato === 1) ?? actor.memberships[0] ?? null;
}

/** The user's home environment: that of the membership speaking for them, make-iat without one. */
export const rootEnvOf = (actor: Actor, ctx: EnvContext): string =>
  primaryMembership(actor, ctx)?.appSlug ?? DEFAULT_ENV;

/** Active: verified (status 1) and enabled (stato 1, in a group not switched off) somewhere. */
export const isAccountActive = (actor: Actor): boolean =>
  actor.status === 1 && actor.memberships.some((m) => m.stato === 1);

/**
 * The signed-in user as the page needs it (spec 1 §3 "User session/config", 3 §3 "Config user").
 * Flags only steer what the page shows; the server checks every call again. `inactive` (the
 * inactive-account template) is used only when the user is not active.
 */
export function presentConfigUser(
  ctx: EnvContext,
  environments: Environment[],
  inactive: InactiveTemplate | null = null,
): ConfigUser {
  const { actor } = ctx;
  const isActive = isAccountActive(actor);
  const membership = primaryMembership(actor, ctx);
  // A user without any membership cannot do anything (isActive false); the contract needs a role.
  const role: Role = actor.isAdmin ? 'admin' : (membership?.role ?? 'operator');
  const reviewerOrAdmin = actor.isAdmin || actor.isReviewer;
  return {
    id: actor.userId,
    slug: usernameSlug(actor.username),
    /** Shown in the top bar. */
    name: actor.fullName || actor.username,
    fullName: actor.fullName,
    username: actor.username,
    email: actor.email,
    /** Slug, name and e-mail of the group (UO) of the membership speaking for the user. */
    group: membership?.groupSlug ?? '',
    groupName: membership?.groupName ?? '',
    groupEmail: membership?.groupEmail ?? '',
    role,
    /** Front-desk staff: operators and referents of an IAT. */
    isOperator: role === 'operator' || role === 'referent',
    isReviewer: actor.isReviewer,
    isAdmin: actor.isAdmin,
    userType: actor.userType,
    rootEnv: membership?.appSlug ?? DEFAULT_ENV,
    permissions: {
      /** The "add" button inside pages: those who may create content here. */
      addInPageButton: can(ctx, 'content.edit'),
      /** Notification entries needing action link to the review of the edits. */
      allowNotificationEdits: reviewerOrAdmin,
    },
    /** The API column and the api-configuration screen. */
    showApiConfiguration: reviewerOrAdmin,
    /** False shows the inactive-account modal: pending user or no enabled membership anywhere. */
    isActive,
    image: actor.image,
    actions: userActions(ctx, environments),
    ...(!isActive && inactive ? presentInactive(inactive, ctx, environments) : {}),
  };
}
