import type { GroupKind, Role } from '@sportello/contracts';

/** One enabled or disabled link of a user to a group in an environment (spec 3 §3 "User-group link"). */
export interface Membership {
  groupId: number;
  groupSlug: string;
  groupName: string;
  groupKind: GroupKind;
  groupEmail: string;
  appId: number;
  appSlug: string;
  role: Role;
  stato: number;
}

/** The signed-in person, loaded once per request with the session. */
export interface Actor {
  userId: number;
  username: string;
  email: string;
  fullName: string;
  status: number;
  userType: string;
  isReviewer: boolean;
  image: string | null;
  memberships: Membership[];
  /** Member (enabled) of a group of kind admin: may do everything everywhere (docs/architecture.md). */
  isAdmin: boolean;
}

/** The actor seen from one environment: the membership that applies there and its role. */
export interface EnvContext {
  actor: Actor;
  env: string;
  membership: Membership | null;
  role: Role | null;
}

/** The membership that speaks for the actor in an environment: enabled first, admin group first. */
export function membershipIn(actor: Actor, env: string): Membership | null {
  const here = actor.memberships.filter((m) => m.appSlug === env);
  const rank = (m: Membership) => (m.stato === 1 ? 0 : 2) + (m.groupKind === 'admin' ? 0 : 1);
  return here.sort((a, b) => rank(a) - rank(b))[0] ?? null;
}

export function envContext(actor: Actor, env: string): EnvContext {
  const membership = membershipIn(actor, env);
  const role = actor.isAdmin ? 'admin' : membership && membership.stato === 1 ? membership.role : null;
  return { actor, env, membership, role };
}
