import type { z } from 'zod';
import type {
  GroupRemoveUserBody,
  InjectReply,
  RoleAssignmentBody,
  TransferCandidate,
} from '@sportello/contracts';
import type { EnvContext } from '../../platform/auth/actor.js';
import { recordAudit } from '../../platform/audit/index.js';
import { nowIso, type Db } from '../../platform/db/connect.js';
import { isUniqueViolation } from '../../platform/db/errors.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/errors.js';
import { groupById } from './group-target.js';
import {
  activeMembersBySlug,
  findApp,
  findGroupBySlug,
  findUserByLogin,
  lastAccessBySlug,
} from './groups.repo.js';
import {
  deleteMemberships,
  insertMembership,
  updateMembership,
  userMembershipsInGroup,
} from './memberships.repo.js';
import { searchPeople } from './people.repo.js';
import { PEOPLE_MESSAGES } from './people.messages.js';
import { roleOptions } from './people.roles.js';
import {
  assertAdminsKeptWithout,
  assertListedRole,
  assertRoleFitsGroup,
  membershipTarget,
  roleRank,
} from './people.rules.js';

/**
 * A group's members, as the admins change them (spec 3 §2 "Group admin"): add someone with a role
 * in an environment, change the role, take them out; the people to pick, and the group table's
 * injected cells. Every change is written to the audit log in its transaction.
 */

async function userByLogin(db: Db, ...logins: string[]) {
  for (const login of logins) {
    const user = login ? await findUserByLogin(db, login) : undefined;
    if (user) return user;
  }
  throw notFound(PEOPLE_MESSAGES.userNotFound);
}

async function appOf(db: Db, slug: string) {
  const app = await findApp(db, slug);
  if (!app) throw badRequest(PEOPLE_MESSAGES.envUnknown, { env: PEOPLE_MESSAGES.envUnknown });
  return app;
}

/** A user leaves the group: in one environment when `env` is given, else in all of them. */
export async function removeUserFromGroup(
  db: Db,
  ctx: EnvContext,
  body: GroupRemoveUserBody,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const group = await groupById(trx, body.id);
    const user = await userByLogin(trx, body.username, body.email ?? '');
    const app = body.env ? await appOf(trx, body.env) : null;
    const memberships = await userMembershipsInGroup(trx, user.id, group.id, app?.id);
    if (!memberships.length) throw notFound(PEOPLE_MESSAGES.membershipNotFound);
    await assertAdminsKeptWithout(
      trx,
      memberships.map((m) => m.id),
    );
    for (const m of memberships) {
      await recordAudit(
        trx,
        ctx.actor,
        'membership.delete',
        membershipTarget(m.id, { username: user.username, groupName: group.name, appName: m.appName }),
        { role: m.role, stato: m.stato },
        null,
      );
    }
    await deleteMemberships(
      trx,
      memberships.map((m) => m.id),
    );
    return PEOPLE_MESSAGES.userRemovedFromGroup;
  });
}

/**
 * Adds a user to the group with a role in an environment, or changes the role they have there.
 * The role comes from the 'group' list and must fit the group (admin only in the Admin group); a
 * user never changes their own role.
 */
export async function assignGroupRole(
  db: Db,
  ctx: EnvContext,
  body: z.output<typeof RoleAssignmentBody>,
): Promise<string> {
  const envSlug = body.env || body.portale || ctx.env;
  const options = await roleOptions(db, 'group', envSlug);
  assertListedRole(body.ruolo, options);
  return db
    .transaction()
    .execute(async (trx) => {
      const group = await findGroupBySlug(trx, body.uo);
      if (!group) throw notFound(PEOPLE_MESSAGES.groupNotFound);
      const app = await appOf(trx, envSlug);
      assertRoleFitsGroup(body.ruolo, group.kind, options);
      const user = await userByLogin(trx, body.username, body.email ?? '');
      const [existing] = await userMembershipsInGroup(trx, user.id, group.id, app.id);
      const self = user.id === ctx.actor.userId;
      const target = (id: number) =>
        membershipTarget(id, { username: user.username, groupName: group.name, appName: app.name });
      if (existing) {
        if (existing.role === body.ruolo) return PEOPLE_MESSAGES.roleChanged;
        if (self) throw forbidden(PEOPLE_MESSAGES.ownRole);
        if (existing.role === 'admin') await assertAdminsKeptWithout(trx, [existing.id]);
        await updateMembership(trx, existing.id, { role: body.ruolo });
        await recordAudit(
          trx,
          ctx.actor,
          'membership.role',
          target(existing.id),
          { role: existing.role, stato: existing.stato },
          { role: body.ruolo, stato: existing.stato },
        );
        return PEOPLE_MESSAGES.roleChanged;
      }
      if (self && roleRank(body.ruolo) > roleRank(ctx.role ?? '')) throw forbidden(PEOPLE_MESSAGES.ownRole);
      const membershipId = await insertMembership(trx, {
        userId: user.id,
        groupId: group.id,
        appId: app.id,
        role: body.ruolo,
        stato: 1,
        now: nowIso(),
      });
      await recordAudit(trx, ctx.actor, 'membership.create', target(membershipId), null, {
        role: body.ruolo,
        stato: 1,
      });
      return PEOPLE_MESSAGES.userAddedToGroup;
    })
    .catch((err: unknown) => {
      // Two admins adding the same person at once: the second finds the membership there.
      if (isUniqueViolation(err)) throw conflict(PEOPLE_MESSAGES.alreadyMember);
      throw err;
    });
}

export const groupRoles = (db: Db, env: string) => roleOptions(db, 'group', env);

/** Users for the add-user select: at most 20, by name; the info line is the e-mail (and "in attesa"). */
export async function userCandidates(db: Db, search: string): Promise<TransferCandidate[]> {
  const users = await searchPeople(db, { search, limit: 20 });
  return users.map((u) => ({
    id: u.id,
    username: u.username,
    label: u.fullName || u.username,
    info: u.status === 0 ? `${u.email} · in attesa di verifica` : u.email,
  }));
}

/**
 * The group table's injected cells for its visible rows: the latest access of a member and how
 * many members are active, in two grouped queries whatever the number of keys. Unknown keys are
 * left out.
 */
export async function injectGroupData(db: Db, keys: string[]): Promise<InjectReply> {
  const slugs = [...new Set(keys)];
  const [members, access] = await Promise.all([activeMembersBySlug(db, slugs), lastAccessBySlug(db, slugs)]);
  const last = new Map(access.map((a) => [a.slug, a.lastAccess ? String(a.lastAccess) : null]));
  const reply: InjectReply = {};
  for (const m of members) {
    reply[m.slug] = { lastAccess: last.get(m.slug) ?? null, activeMembers: Number(m.activeMembers) };
  }
  return reply;
}
