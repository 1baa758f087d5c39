import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type {
  AdminResetPasswordBody,
  CheckContentBody,
  CheckContentReply,
  DeleteUserBody,
  DeleteUserReply,
  MembershipStatoBody,
  PeopleReply,
  TransferCandidate,
  UserConfirmBody,
  UserGroupConfirmBody,
  UserView,
} from '@sportello/contracts';
import type { EnvContext } from '../../platform/auth/actor.js';
import { hashChosenPassword } from '../../platform/auth/password-policy.js';
import { recordAudit, type AuditTarget } from '../../platform/audit/index.js';
import { nowIso, type Db } from '../../platform/db/connect.js';
import type { AppDeps } from '../../platform/deps.js';
import { badRequest, notFound, ruleBroken } from '../../platform/http/errors.js';
import type { Mail } from '../../platform/mail/mail.js';
import { ownedContentKinds, type OwnerScope, type RemovedContent } from '../../platform/ownership/index.js';
import type { Storage } from '../../platform/storage/index.js';
import { issueActivation } from './activation.js';
import { assertAdminsRemain } from './people.access.js';
import { PEOPLE_MESSAGES as M } from './people.messages.js';
import {
  adminMembershipIds,
  findMembershipDetail,
  membershipsOfUsers,
  searchPeople,
  type MembershipDetail,
} from './people.repo.js';
import { findGroupById, updateGroup } from './groups.repo.js';
import { deleteMembershipsIn, setMembershipStato } from './memberships.repo.js';
import { deleteUserSessions } from '../../platform/auth/session-repo.js';
import { EMAIL_CHANGE_TOKEN, retireUserTokens } from '../../platform/auth/one-time-tokens.repo.js';
import { auditMembership, auditUser, presentTransferCandidate, presentUserView } from './users.presenter.js';
import {
  deleteUser,
  findGroupsBySlug,
  findUser,
  findUserByUsername,
  findUserForUpdate,
  setPasswordHash,
  setUserStatus,
  type UserRecord,
} from './users.repo.js';

/**
 * The admins' actions on users (spec 3 §2 "User admin", §4). The caller checked users.admin before
 * the payload was read; each action runs in one transaction with its audit rows.
 */

const TRANSFER_CANDIDATES_LIMIT = 20;

const userTarget = (u: UserRecord): AuditTarget => ({ type: 'user', id: u.id, label: u.username });
const membershipTarget = (m: MembershipDetail): AuditTarget => ({
  type: 'membership',
  id: m.membershipId,
  label: `${m.username} · ${m.groupName} · ${m.appName}`,
});

async function lockedUser(db: Db, id: number): Promise<UserRecord> {
  const user = await findUserForUpdate(db, id);
  if (!user) throw notFound(M.userNotFound);
  return user;
}

/**
 * The last-admin guard for a change that takes away these memberships of the user (all: the
 * account goes): refused when the user stops being an admin and no other active admin is left.
 */
async function assertAdminSurvives(db: Db, userId: number, removed: number[] | 'all'): Promise<void> {
  const own = await adminMembershipIds(db, userId);
  if (!own.length) return;
  if (removed === 'all' || own.every((id) => removed.includes(id))) await assertAdminsRemain(db, [userId]);
}

// ─── view and look-ups ─────────────────────────────────────────────────────────────────────────

export async function viewUser(db: Db, id: number): Promise<UserView> {
  const user = await findUser(db, id);
  if (!user) throw notFound(M.userNotFound);
  return presentUserView(user, await membershipsOfUsers(db, [id]));
}

export async function transferCandidates(
  db: Db,
  query: { id: number; search: string },
): Promise<TransferCandidate[]> {
  if (!(await findUser(db, query.id))) throw notFound(M.userNotFound);
  const users = await searchPeople(db, {
    search: query.search,
    limit: TRANSFER_CANDIDATES_LIMIT,
    activeOnly: true,
    excludeId: query.id,
  });
  const memberships = await membershipsOfUsers(
    db,
    users.map((u) => u.id),
  );
  return users.map((u) => presentTransferCandidate(u, memberships));
}

// ─── verify, rehabilitate, enable and disable ──────────────────────────────────────────────────

export async function confirmUser(db: Db, ctx: EnvContext, body: UserConfirmBody): Promise<PeopleReply> {
  return db.transaction().execute(async (trx) => {
    const user = await lockedUser(trx, body.id);
    const now = nowIso();
    if (body.activationType === 'verify') {
      if (user.status !== 0) throw ruleBroken(M.userNotPending);
      await setUserStatus(trx, user.id, 1, now);
      // Verifying accepts the person with the access they asked for: their memberships in groups
      // already verified and switched on start working (a pending group waits for its own check).
      const before = await membershipsOfUsers(trx, [user.id]);
      const opened = before.filter((m) => m.stato === 0 && m.groupStatus !== 0 && m.groupEnabled === 1);
      for (const m of opened) await setMembershipStato(trx, { membershipId: m.membershipId }, 1);
      await recordAudit(
        trx,
        ctx.actor,
        'user.verify',
        userTarget(user),
        { status: 0, memberships: before.map(auditMembership) },
        {
          status: 1,
          memberships: before.map((m) =>
            opened.includes(m) ? { ...auditMembership(m), stato: 1 } : auditMembership(m),
          ),
        },
      );
      return { message: M.userVerified };
    }
    const before = await membershipsOfUsers(trx, [user.id]);
    if (!before.length) throw ruleBroken(M.userHasNoGroups);
    await setMembershipStato(trx, { userId: user.id }, 1);
    if (user.status !== 1) await setUserStatus(trx, user.id, 1, now);
    await recordAudit(
      trx,
      ctx.actor,
      'user.rehabilitate',
      userTarget(user),
      { status: user.status, memberships: before.map(auditMembership) },
      { status: 1, memberships: before.map((m) => ({ ...auditMembership(m), stato: 1 })) },
    );
    return { message: M.userRehabilitated };
  });
}

export async function confirmUserGroup(
  db: Db,
  ctx: EnvContext,
  body: UserGroupConfirmBody,
): Promise<PeopleReply> {
  return db.transaction().execute(async (trx) => {
    const user = await lockedUser(trx, body.id);
    const group = await findGroupById(trx, body.groupId);
    if (!group) throw notFound(M.groupNotFound);
    const here = (await membershipsOfUsers(trx, [user.id])).filter((m) => m.groupId === group.id);
    if (!here.length) throw notFound(M.notUsersGroup);
    const groupTarget: AuditTarget = { type: 'group', id: group.id, label: group.slug };
    const verify = body.activationType === 'verify-group';
    if (verify) {
      if (group.status !== 0) throw ruleBroken(M.groupNotPending);
      await updateGroup(trx, group.id, { status: 1 });
      await recordAudit(trx, ctx.actor, 'group.verify', groupTarget, { status: 0 }, { status: 1 });
    } else if (group.enabled !== 1) {
      await updateGroup(trx, group.id, { enabled: 1 });
      await recordAudit(trx, ctx.actor, 'group.rehabilitate', groupTarget, { enabled: 0 }, { enabled: 1 });
    }
    const off = here.filter((m) => m.stato !== 1);
    if (off.length) {
      await setMembershipStato(trx, { userId: user.id, groupId: group.id }, 1);
      await recordAudit(
        trx,
        ctx.actor,
        'user.group-enable',
        userTarget(user),
        { memberships: off.map(auditMembership) },
        { memberships: off.map((m) => ({ ...auditMembership(m), stato: 1 })) },
      );
    }
    return { message: verify ? M.groupVerified : M.groupRehabilitated };
  });
}

/**
 * The user switched off everywhere (the user table's "Disattiva"): every enabled membership off at
 * once, never the last active administrator; "Riabilita" (confirmUser) switches them on again.
 */
export async function disableUser(db: Db, ctx: EnvContext, id: number): Promise<PeopleReply> {
  return db.transaction().execute(async (trx) => {
    const user = await lockedUser(trx, id);
    const before = await membershipsOfUsers(trx, [user.id]);
    const on = before.filter((m) => m.stato === 1);
    if (!on.length) throw ruleBroken(M.userAlreadyDisabled);
    await assertAdminSurvives(trx, user.id, 'all');
    await setMembershipStato(trx, { userId: user.id }, 0);
    await recordAudit(
      trx,
      ctx.actor,
      'user.disable',
      userTarget(user),
      { memberships: before.map(auditMembership) },
      { memberships: before.map((m) => ({ ...auditMembership(m), stato: 0 })) },
    );
    return { message: M.userDisabled };
  });
}

/** One membership on or off (the user table's disable/enable-app, the group table's disable/enable-user). */
export async function setMembershipState(
  db: Db,
  ctx: EnvContext,
  body: MembershipStatoBody,
): Promise<PeopleReply> {
  return db.transaction().execute(async (trx) => {
    const found = await findMembershipDetail(trx, body.membershipId);
    if (!found) throw notFound(M.membershipNotFound);
    // The user's row is the lock two admins take turns on; read the membership again behind it.
    await lockedUser(trx, found.userId);
    const m = await findMembershipDetail(trx, body.membershipId);
    if (!m) throw notFound(M.membershipNotFound);
    if (body.stato === 0) await assertAdminSurvives(trx, m.userId, [m.membershipId]);
    if (m.stato !== body.stato) {
      await setMembershipStato(trx, { membershipId: m.membershipId }, body.stato);
      await recordAudit(
        trx,
        ctx.actor,
        body.stato === 1 ? 'membership.enable' : 'membership.disable',
        membershipTarget(m),
        auditMembership(m),
        { ...auditMembership(m), stato: body.stato },
      );
    }
    return { message: body.stato === 1 ? M.membershipEnabled : M.membershipDisabled };
  });
}

// ─── password and verification e-mail ──────────────────────────────────────────────────────────

/**
 * An admin sets the password: the user is signed out everywhere (an admin resetting their own
 * password keeps the session making the call). The hash never reaches the audit log.
 */
export async function resetUserPassword(
  db: Db,
  ctx: EnvContext,
  body: AdminResetPasswordBody,
  sessionId: string | null,
): Promise<PeopleReply> {
  const passwordHash = await hashChosenPassword(body.password, 'password', 'Nuova password');
  return db.transaction().execute(async (trx) => {
    const user = await lockedUser(trx, body.id);
    await setPasswordHash(trx, user.id, passwordHash, nowIso());
    await deleteUserSessions(trx, user.id, user.id === ctx.actor.userId ? sessionId : null);
    await retireUserTokens(trx, user.id, EMAIL_CHANGE_TOKEN, nowIso());
    await recordAudit(trx, ctx.actor, 'user.reset-password', userTarget(user), null, {
      passwordChanged: true,
      signedOut: true,
    });
    return { message: M.passwordReset };
  });
}

/** A new activation link for a pending account (earlier links stop working); the mail leaves after commit. */
export async function resendVerification(
  deps: AppDeps,
  ctx: EnvContext,
  id: number,
  log: FastifyBaseLogger,
): Promise<PeopleReply> {
  const mail: Mail = await deps.db.transaction().execute(async (trx) => {
    const user = await lockedUser(trx, id);
    if (user.status !== 0) throw ruleBroken(M.userNotPending);
    const message = await issueActivation(trx, deps.config, user, null);
    await recordAudit(trx, ctx.actor, 'user.resend-verification', userTarget(user), null, {
      to: user.email,
    });
    return message;
  });
  try {
    await deps.mail.send(mail);
  } catch (err) {
    log.error({ err, to: mail.to }, 'verification mail not delivered');
  }
  return { message: M.mailSent };
}

// ─── owned content, removal from groups, deletion ──────────────────────────────────────────────

async function contentCounts(db: Db, scope: OwnerScope): Promise<CheckContentReply> {
  const items = [];
  for (const kind of ownedContentKinds()) {
    items.push({ kind: kind.kind, label: kind.label, count: await kind.count(db, scope) });
  }
  const total = items.reduce((sum, i) => sum + i.count, 0);
  return { wouldDelete: total > 0, total, items };
}

/** The user's groups among these slugs; a slug that is not one of them is a bad request. */
export async function checkContent(db: Db, body: CheckContentBody): Promise<CheckContentReply> {
  const user = await findUserByUsername(db, body.username);
  if (!user) throw notFound(M.userNotFound);
  const own = new Set((await membershipsOfUsers(db, [user.id])).map((m) => m.groupSlug));
  const slugs = [...new Set(body.slugs)];
  if (slugs.some((s) => !own.has(s))) throw badRequest(M.groupsNotTheUsers, { slugs: M.groupsNotTheUsers });
  const groups = await findGroupsBySlug(db, slugs);
  return contentCounts(db, { userId: user.id, groupIds: groups.map((g) => g.id) });
}

type DeleteUserInput = z.output<typeof DeleteUserBody>;

/** The chosen groups: ids and slugs must name the same groups, all of them the user's. */
async function chosenGroups(db: Db, body: DeleteUserInput, memberships: MembershipDetail[]) {
  const ids = [...new Set(body.uoIds)];
  const bySlug = await findGroupsBySlug(db, [...new Set(body.slugs)]);
  const slugIds = new Set(bySlug.map((g) => g.id));
  const agree =
    bySlug.length === new Set(body.slugs).size &&
    slugIds.size === ids.length &&
    ids.every((id) => slugIds.has(id));
  if (!agree) throw badRequest(M.groupsDisagree, { uoIds: M.groupsDisagree, slugs: M.groupsDisagree });
  const own = new Set(memberships.map((m) => m.groupId));
  if (ids.some((id) => !own.has(id))) throw badRequest(M.groupsNotTheUsers, { uoIds: M.groupsNotTheUsers });
  return ids;
}

async function assertTransferTarget(db: Db, transferTo: number, userId: number): Promise<UserRecord> {
  const target = transferTo === userId ? undefined : await findUserForUpdate(db, transferTo);
  if (!target || target.status !== 1) throw badRequest(M.transferInvalid, { transferTo: M.transferInvalid });
  return target;
}

/**
 * The user leaves the chosen groups; leaving all of them deletes the account. Their content there
 * moves to `transferTo`, or is deleted once confirmed. One transaction; stored files go after it.
 */
export async function deleteUserFromGroups(
  deps: AppDeps,
  storage: Storage,
  ctx: EnvContext,
  body: DeleteUserInput,
  log: FastifyBaseLogger,
): Promise<DeleteUserReply> {
  const { reply, removed } = await deps.db.transaction().execute(async (trx) => {
    const user = await lockedUser(trx, body.id);
    const memberships = await membershipsOfUsers(trx, [user.id]);
    const groupIds = await chosenGroups(trx, body, memberships);
    const leaving = memberships.filter((m) => groupIds.includes(m.groupId));
    const staying = memberships.filter((m) => !groupIds.includes(m.groupId));
    const accountDeleted = staying.length === 0;
    const target =
      body.transferTo === null ? null : await assertTransferTarget(trx, body.transferTo, user.id);
    await assertAdminSurvives(trx, user.id, accountDeleted ? 'all' : leaving.map((m) => m.membershipId));

    const scope: OwnerScope = { userId: user.id, groupIds };
    const counts = await contentCounts(trx, scope);
    if (!target && counts.total > 0 && !body.confirmContentDeletion) {
      throw ruleBroken(M.contentNeedsConfirm, { confirmContentDeletion: M.contentDeletionConfirm });
    }
    let transferred = 0;
    const removed: RemovedContent[] = [];
    for (const kind of ownedContentKinds()) {
      if (target) transferred += await kind.transfer(trx, scope, target.id);
      else removed.push(await kind.remove(trx, scope));
    }
    const deleted = removed.reduce((sum, r) => sum + r.count, 0);
    const content = { items: counts.items, transferredTo: target?.username ?? null, transferred, deleted };

    await recordAudit(
      trx,
      ctx.actor,
      accountDeleted ? 'user.delete' : 'user.leave-groups',
      userTarget(user),
      { user: auditUser(user), memberships: memberships.map(auditMembership) },
      accountDeleted
        ? { accountDeleted: true, content }
        : { memberships: staying.map(auditMembership), content },
    );
    await deleteMembershipsIn(trx, user.id, groupIds);
    if (accountDeleted) await deleteUser(trx, user.id);
    return { reply: { message: M.removed, accountDeleted, transferred, deleted }, removed };
  });
  for (const r of removed) {
    try {
      await r.afterCommit(storage);
    } catch (err) {
      log.error({ err }, 'files of a deleted user not removed from storage');
    }
  }
  return reply;
}
