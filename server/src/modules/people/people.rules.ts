import type { Role, RoleOption } from '@sportello/contracts';
import type { AuditTarget } from '../../platform/audit/index.js';
import type { Db } from '../../platform/db/connect.js';
import { badRequest } from '../../platform/http/errors.js';
import { activeAdminMemberships } from './groups.repo.js';
import { assertAdminsRemain } from './people.access.js';
import { PEOPLE_MESSAGES } from './people.messages.js';
import { roleLabel } from './people.roles.js';

/**
 * The rules the group and team actions share: how much a role may do, which role fits which
 * group, the last-admin guard, and how a membership is named in the audit log.
 */

/** How much a role may do: nobody hands out, or touches, more than they hold themselves. */
const ROLE_RANK: Record<Role, number> = {
  admin: 5,
  reviewer: 4,
  referent: 3,
  editor: 2,
  operator: 2,
  structure: 1,
};
export const roleRank = (role: string): number => ROLE_RANK[role as Role] ?? 0;

/** Whoever is admin anywhere is admin everywhere: only the Admin group gives that role, and only that role. */
export function assertRoleFitsGroup(role: string, groupKind: string, options: RoleOption[]): void {
  if ((role === 'admin') !== (groupKind === 'admin')) {
    const message = PEOPLE_MESSAGES.roleNotForGroup(roleLabel(options, role));
    throw badRequest(message, { ruolo: message });
  }
}

/** The role must be one of the template-defined list; 400 naming Ruolo otherwise. */
export function assertListedRole(role: string, options: RoleOption[]): void {
  if (!options.some((o) => o.value === role))
    throw badRequest(PEOPLE_MESSAGES.roleNotListed, { ruolo: PEOPLE_MESSAGES.roleNotListed });
}

/**
 * The last-admin guard for memberships that go away (deleted, switched off, demoted, their group
 * switched off or deleted): the active admins who hold no other admin membership are the ones
 * taken away; if they are all the admins there are, 422.
 */
export async function assertAdminsKeptWithout(db: Db, membershipIds: number[]): Promise<void> {
  if (!membershipIds.length) return;
  const going = new Set(membershipIds);
  const kept = new Map<number, boolean>();
  for (const m of await activeAdminMemberships(db))
    kept.set(m.userId, kept.get(m.userId) || !going.has(m.id));
  const lost = [...kept].filter(([, keeps]) => !keeps).map(([userId]) => userId);
  await assertAdminsRemain(db, lost);
}

export const membershipTarget = (
  id: number,
  m: { username: string; groupName: string; appName: string },
): AuditTarget => ({ type: 'membership', id, label: `${m.username} · ${m.groupName} · ${m.appName}` });
