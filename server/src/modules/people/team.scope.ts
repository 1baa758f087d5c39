import type { EnvContext } from '../../platform/auth/actor.js';
import type { Db } from '../../platform/db/connect.js';
import { forbidden, notFound } from '../../platform/http/errors.js';
import { mayManageTeam } from './people.access.js';
import { PEOPLE_MESSAGES } from './people.messages.js';

/** The team a request is about: one group in the request's environment. */
export interface TeamScope {
  groupId: number;
  groupSlug: string;
  groupName: string;
  appId: number;
  appSlug: string;
  /** An admin works on any team; a referent only on their own. */
  byAdmin: boolean;
}

/**
 * A referent manages the team of the group they are referent of here; an admin the team of any
 * group (`groupSlug`, else their own). Anyone else: 403.
 */
export async function teamScope(db: Db, ctx: EnvContext, groupSlug?: string): Promise<TeamScope> {
  if (!mayManageTeam(ctx) || !ctx.membership) throw forbidden();
  const own = ctx.membership;
  const app = { appId: own.appId, appSlug: own.appSlug };
  if (ctx.actor.isAdmin && groupSlug && groupSlug !== own.groupSlug) {
    const group = await db
      .selectFrom('groups')
      .select(['id', 'slug', 'name'])
      .where('slug', '=', groupSlug)
      .executeTakeFirst();
    if (!group) throw notFound(PEOPLE_MESSAGES.groupNotFound);
    return { groupId: group.id, groupSlug: group.slug, groupName: group.name, ...app, byAdmin: true };
  }
  if (groupSlug && groupSlug !== own.groupSlug) throw forbidden(PEOPLE_MESSAGES.notYourTeam);
  return {
    groupId: own.groupId,
    groupSlug: own.groupSlug,
    groupName: own.groupName,
    ...app,
    byAdmin: ctx.actor.isAdmin,
  };
}
