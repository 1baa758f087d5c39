import type { EnvContext } from '../../platform/auth/actor.js';
import { can } from '../../platform/auth/capabilities.js';
import type { Db } from '../../platform/db/connect.js';
import { forbidden, ruleBroken } from '../../platform/http/errors.js';
import { PEOPLE_MESSAGES } from './people.messages.js';
import { activeAdminIds } from './people.repo.js';

/** Who may do what with users, groups and teams. Every refusal is 403 `forbidden` and changes nothing. */

export const mayAdminUsers = (ctx: EnvContext) => can(ctx, 'users.admin');
export const mayAdminGroups = (ctx: EnvContext) => can(ctx, 'groups.admin');
export const mayManageTeam = (ctx: EnvContext) => can(ctx, 'team.manage');

export function assertUsersAdmin(ctx: EnvContext): void {
  if (!mayAdminUsers(ctx)) throw forbidden();
}

export function assertGroupsAdmin(ctx: EnvContext): void {
  if (!mayAdminGroups(ctx)) throw forbidden();
}

/**
 * Nobody may disable, delete or demote the last active admin: the portal would have nobody left
 * to run it. `userIds` are the admins the change takes away.
 */
export async function assertAdminsRemain(db: Db, removedUserIds: number[]): Promise<void> {
  if (!removedUserIds.length) return;
  const admins = await activeAdminIds(db);
  const removed = new Set(removedUserIds);
  if (admins.length > 0 && admins.every((id) => removed.has(id))) throw ruleBroken(PEOPLE_MESSAGES.lastAdmin);
}
