import type { FastifyBaseLogger } from 'fastify';
import type { CascadeCheckReply } from '@sportello/contracts';
import type { EnvContext } from '../../platform/auth/actor.js';
import { recordAudit } from '../../platform/audit/index.js';
import type { Db } from '../../platform/db/connect.js';
import type { AppDeps } from '../../platform/deps.js';
import { isForeignKeyViolation } from '../../platform/db/errors.js';
import { conflict } from '../../platform/http/errors.js';
import { ownedContentKinds, type RemovedContent } from '../../platform/ownership/index.js';
import type { Storage } from '../../platform/storage/index.js';
import { groupById, groupSnapshot, groupTarget } from './group-target.js';
import { deleteGroupRow, groupMembersForCascade, groupMemberships } from './groups.repo.js';
import { deleteMemberships } from './memberships.repo.js';
import { syncOfficeAssets } from './offices.catalogue.js';
import { PEOPLE_MESSAGES } from './people.messages.js';
import { assertAdminsKeptWithout, membershipTarget } from './people.rules.js';
import { deleteUsers } from './users.repo.js';

/**
 * Deleting a group (spec 3 §2 "Group admin", §4): what it would take with it, then all of it in one
 * transaction with its audit rows; nobody can take away the last active admin this way.
 */

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
    // A foreign key still pointing at a row being deleted (a row another request inserted a moment earlier).
    if (isForeignKeyViolation(err)) {
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
