import type { FastifyBaseLogger } from 'fastify';
import { isForeignKeyViolation, isUniqueViolation } from '../../platform/db/errors.js';
import type { z } from 'zod';
import {
  GROUP_STATUS,
  type CascadeCheckReply,
  type GroupConfirmBody,
  type GroupRemoveUserBody,
  type GroupToggleBody,
  type IatVisibilityBody,
  type InjectReply,
  type Role,
  type RoleAssignmentBody,
  type RoleOption,
  type TransferCandidate,
} from '@sportello/contracts';
import type { EnvContext } from '../../platform/auth/actor.js';
import { recordAudit, type AuditTarget } from '../../platform/audit/index.js';
import type { Db } from '../../platform/db/connect.js';
import type { AppDeps } from '../../platform/deps.js';
import { badRequest, conflict, forbidden, notFound, ruleBroken } from '../../platform/http/errors.js';
import { ownedContentKinds, type RemovedContent } from '../../platform/ownership/index.js';
import type { Storage } from '../../platform/storage/index.js';
import { syncOfficeAssets } from './offices.catalogue.js';
import { assertAdminsRemain } from './people.access.js';
import { searchPeople } from './people.repo.js';
import { PEOPLE_MESSAGES } from './people.messages.js';
import { roleLabel, roleOptions } from './people.roles.js';
import {
  activeAdminMemberships,
  activeMembersBySlug,
  deleteGroupRow,
  deleteMemberships,
  deleteUsers,
  enableGroupMemberships,
  findApp,
  findGroupById,
  findGroupBySlug,
  findUserByLogin,
  groupMembersForCascade,
  groupMemberships,
  insertMembership,
  lastAccessBySlug,
  updateGroupFlags,
  updateMembership,
  userMembershipsInGroup,
  type GroupRecord,
} from './groups.repo.js';

/**
 * The admins' actions on groups (spec 3 §2 "Group admin", §4): verify, rehabilitate, switch off and
 * on, show or hide an IAT, cascade delete, members and their roles. Every change is written to the
 * audit log in its transaction; nobody can take away the last active admin.
 */

// ---- Rules shared with the team ----------------------------------------------------------------

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

const groupTarget = (g: { id: number; name: string }): AuditTarget => ({
  type: 'group',
  id: g.id,
  label: g.name,
});
const groupSnapshot = (g: GroupRecord) => ({
  slug: g.slug,
  name: g.name,
  kind: g.kind,
  status: g.status,
  enabled: g.enabled,
});

async function groupById(db: Db, id: number): Promise<GroupRecord> {
  const group = await findGroupById(db, id);
  if (!group) throw notFound(PEOPLE_MESSAGES.groupNotFound);
  return group;
}

// ---- Group status ------------------------------------------------------------------------------

/** Verify a pending group (0 → 1), or rehabilitate one: switched on with every membership. */
export async function confirmGroup(db: Db, ctx: EnvContext, body: GroupConfirmBody): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const group = await groupById(trx, body.id);
    if (body.activationType === 'verify') {
      if (group.status !== GROUP_STATUS.pending) throw ruleBroken(PEOPLE_MESSAGES.groupNotPending);
      await updateGroupFlags(trx, group.id, { status: GROUP_STATUS.visible });
      await syncOfficeAssets(trx, [group.id]);
      await recordAudit(trx, ctx.actor, 'group.verify', groupTarget(group), groupSnapshot(group), {
        ...groupSnapshot(group),
        status: GROUP_STATUS.visible,
      });
      return PEOPLE_MESSAGES.groupVerified;
    }
    await updateGroupFlags(trx, group.id, { enabled: 1 });
    const enabled = await enableGroupMemberships(trx, group.id);
    await recordAudit(trx, ctx.actor, 'group.rehabilitate', groupTarget(group), groupSnapshot(group), {
      ...groupSnapshot(group),
      enabled: 1,
      membershipsEnabled: enabled,
    });
    return PEOPLE_MESSAGES.groupRehabilitatedAll;
  });
}

/** Switch a whole group off (its memberships grant nothing) or on again. */
export async function toggleGroup(db: Db, ctx: EnvContext, body: GroupToggleBody): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const group = await groupById(trx, body.id);
    const message = body.stato === 1 ? PEOPLE_MESSAGES.groupEnabled : PEOPLE_MESSAGES.groupDisabled;
    if (group.enabled === body.stato) return message;
    if (body.stato === 0) {
      const memberships = await groupMemberships(trx, group.id);
      await assertAdminsKeptWithout(
        trx,
        memberships.map((m) => m.id),
      );
    }
    await updateGroupFlags(trx, group.id, { enabled: body.stato });
    await recordAudit(
      trx,
      ctx.actor,
      body.stato === 1 ? 'group.enable' : 'group.disable',
      groupTarget(group),
      groupSnapshot(group),
      { ...groupSnapshot(group), enabled: body.stato },
    );
    return message;
  });
}

/** Show (1) or hide (4) a verified IAT office in the tourism view. */
export async function setIatVisibility(db: Db, ctx: EnvContext, body: IatVisibilityBody): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const group = await findGroupBySlug(trx, body.slug);
    if (!group) throw notFound(PEOPLE_MESSAGES.groupNotFound);
    if (group.kind !== 'iat' || group.status === GROUP_STATUS.pending)
      throw ruleBroken(PEOPLE_MESSAGES.iatOnly);
    const message =
      body.stato === GROUP_STATUS.visible ? PEOPLE_MESSAGES.iatShown : PEOPLE_MESSAGES.iatHidden;
    if (group.status === body.stato) return message;
    await updateGroupFlags(trx, group.id, { status: body.stato });
    // The desk's catalogue follows: a shown office is an asset again, a hidden one is withdrawn.
    await syncOfficeAssets(trx, [group.id]);
    await recordAudit(
      trx,
      ctx.actor,
      body.stato === GROUP_STATUS.visible ? 'group.show-iat' : 'group.hide-iat',
      groupTarget(group),
      groupSnapshot(group),
      { ...groupSnapshot(group), status: body.stato },
    );
    return message;
  });
}

// ---- Cascade delete ----------------------------------------------------------------------------

async function contentCounts(db: Db, groupId: number) {
  const items = [];
  for (const kind of ownedContentKinds()) {
    const count = await kind.countInGroup(db, groupId);
    if (count > 0) items.push({ kind: kind.kind, label: kind.label, count });
  }
  return items;
}

/** What deleting the group takes with it: its members (whose account goes when it is their only group) and its content. */
export async function cascadeCheck(db: Db, id: number): Promise<CascadeCheckReply> {
  const group = await groupById(db, id);
  const [members, content] = await Promise.all([groupMembersForCascade(db, id), contentCounts(db, id)]);
  return {
    group: { id: group.id, slug: group.slug, name: group.name },
    users: members.map((m) => ({
      id: m.id,
      username: m.username,
      email: m.email,
      fullName: m.fullName,
      accountDeleted: m.onlyGroup,
    })),
    content,
  };
}

/** A foreign key still pointing at a row being deleted; a row another request inserted a moment earlier. */
const isForeignKeyError = isForeignKeyViolation;
export { isUniqueViolation };

/**
 * Deletes the group in one transaction: its content (every registered kind), its memberships, the
 * accounts whose only group it was, then the group (pending membership requests keep their record
 * without the group; API requests go with it, as the foreign keys say). Files go after the commit.
 */
export async function cascadeDelete(
  deps: Pick<AppDeps, 'db'>,
  ctx: EnvContext,
  id: number,
  storage: Storage,
  log: FastifyBaseLogger,
): Promise<string> {
  const removed: RemovedContent[] = [];
  try {
    await deps.db.transaction().execute(async (trx) => {
      const group = await groupById(trx, id);
      const memberships = await groupMemberships(trx, group.id);
      // Also refuses an admin deleting the Admin group they are the last admin through.
      await assertAdminsKeptWithout(
        trx,
        memberships.map((m) => m.id),
      );
      const members = await groupMembersForCascade(trx, group.id);
      const content: { kind: string; count: number }[] = [];
      for (const kind of ownedContentKinds()) {
        const result = await kind.removeInGroup(trx, group.id);
        removed.push(result);
        if (result.count) content.push({ kind: kind.kind, count: result.count });
      }
      for (const m of memberships) {
        await recordAudit(
          trx,
          ctx.actor,
          'membership.delete',
          membershipTarget(m.id, { ...m, groupName: group.name }),
          { role: m.role, stato: m.stato },
          null,
        );
      }
      await deleteMemberships(
        trx,
        memberships.map((m) => m.id),
      );
      const accounts = members.filter((m) => m.onlyGroup);
      for (const u of accounts) {
        await recordAudit(
          trx,
          ctx.actor,
          'user.delete',
          { type: 'user', id: u.id, label: u.username },
          { username: u.username, email: u.email, fullName: u.fullName, reason: `group:${group.slug}` },
          null,
        );
      }
      await deleteUsers(
        trx,
        accounts.map((u) => u.id),
      );
      await recordAudit(
        trx,
        ctx.actor,
        'group.delete',
        groupTarget(group),
        { ...groupSnapshot(group), members: members.length, accountsDeleted: accounts.length, content },
        null,
      );
      await deleteGroupRow(trx, group.id);
      await syncOfficeAssets(trx, [group.id]);
    });
  } catch (err) {
    if (isForeignKeyError(err)) {
      log.error({ err, groupId: id }, 'group cascade delete blocked by a foreign key');
      throw conflict(PEOPLE_MESSAGES.groupNotDeleted);
    }
    throw err;
  }
  for (const r of removed) {
    try {
      await r.afterCommit(storage);
    } catch (err) {
      log.error({ err, groupId: id }, 'files of a deleted group not removed');
    }
  }
  return PEOPLE_MESSAGES.removed;
}

// ---- Members and roles -------------------------------------------------------------------------

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

// ---- Injected cells ----------------------------------------------------------------------------

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
