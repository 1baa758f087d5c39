import type { Db } from '../../platform/db/connect.js';

/** SQL of team invitations: an existing account asked to join a team, before it answers. */

export async function insertInvitation(
  db: Db,
  row: {
    userId: number;
    groupId: number;
    appId: number;
    role: string;
    invitedBy: number;
    tokenHash: string;
    createdAt: string;
    expiresAt: string;
  },
): Promise<number> {
  const inserted = await db
    .insertInto('teamInvitations')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function findInvitationFor(db: Db, userId: number, groupId: number, appId: number) {
  return db
    .selectFrom('teamInvitations')
    .select(['id', 'expiresAt'])
    .where('userId', '=', userId)
    .where('groupId', '=', groupId)
    .where('appId', '=', appId)
    .executeTakeFirst();
}

function invitationsQuery(db: Db) {
  return db
    .selectFrom('teamInvitations')
    .innerJoin('users', 'users.id', 'teamInvitations.userId')
    .innerJoin('groups', 'groups.id', 'teamInvitations.groupId')
    .innerJoin('apps', 'apps.id', 'teamInvitations.appId')
    .leftJoin('users as inviter', 'inviter.id', 'teamInvitations.invitedBy')
    .select([
      'teamInvitations.id',
      'teamInvitations.userId',
      'teamInvitations.groupId',
      'teamInvitations.appId',
      'teamInvitations.role',
      'teamInvitations.expiresAt',
      'users.username',
      'users.email',
      'users.fullName',
      'groups.slug as groupSlug',
      'groups.name as groupName',
      'groups.kind as groupKind',
      'apps.slug as appSlug',
      'apps.name as appName',
      'inviter.fullName as inviterName',
      'inviter.username as inviterUsername',
    ]);
}
export type InvitationDetail = NonNullable<Awaited<ReturnType<typeof findInvitation>>>;

export async function findInvitation(db: Db, id: number) {
  return invitationsQuery(db).where('teamInvitations.id', '=', id).executeTakeFirst();
}

/** The invitation a link names, while it has not expired. */
export async function findLiveInvitationByToken(db: Db, tokenHash: string, now: string) {
  return invitationsQuery(db)
    .where('teamInvitations.tokenHash', '=', tokenHash)
    .where('teamInvitations.expiresAt', '>', now)
    .executeTakeFirst();
}

/** Removes the invitation; true when this call removed it (two answers at once: one wins). */
export async function deleteInvitation(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('teamInvitations').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** A new link (the old one stops working) and a new expiry. */
export async function renewInvitation(
  db: Db,
  id: number,
  tokenHash: string,
  expiresAt: string,
): Promise<void> {
  await db.updateTable('teamInvitations').set({ tokenHash, expiresAt }).where('id', '=', id).execute();
}
