import type { Db } from '../db/connect.js';
import type { GroupKind, Role } from '@sportello/contracts';
import type { Actor } from './actor.js';

export async function insertSession(
  db: Db,
  row: {
    id: string;
    userId: number;
    csrfToken: string;
    ip: string;
    userAgent: string;
    now: string;
    expiresAt: string;
  },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: row.id,
      userId: row.userId,
      csrfToken: row.csrfToken,
      createdAt: row.now,
      lastSeenAt: row.now,
      expiresAt: row.expiresAt,
      ip: row.ip,
      userAgent: row.userAgent,
    })
    .execute();
}

/** The session, unless it expired (idle) or was opened before `createdAfter` (absolute lifetime). */
export async function findLiveSession(db: Db, id: string, now: string, createdAfter: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select([
      'sessions.id',
      'sessions.csrfToken',
      'sessions.expiresAt',
      'sessions.lastSeenAt',
      'sessions.createdAt',
      'users.id as userId',
      'users.username',
      'users.email',
      'users.fullName',
      'users.status',
      'users.userType',
      'users.isReviewer',
      'users.image',
    ])
    .where('sessions.id', '=', id)
    .where('sessions.expiresAt', '>', now)
    .where('sessions.createdAt', '>', createdAfter)
    .executeTakeFirst();
}

export async function findMemberships(db: Db, userId: number): Promise<Actor['memberships']> {
  const rows = await db
    .selectFrom('memberships')
    .innerJoin('groups', 'groups.id', 'memberships.groupId')
    .innerJoin('apps', 'apps.id', 'memberships.appId')
    .select([
      'groups.id as groupId',
      'groups.slug as groupSlug',
      'groups.name as groupName',
      'groups.kind as groupKind',
      'groups.email as groupEmail',
      'apps.id as appId',
      'apps.slug as appSlug',
      'memberships.role',
      'memberships.stato',
      'groups.enabled as groupEnabled',
    ])
    .where('memberships.userId', '=', userId)
    .orderBy('apps.position')
    .orderBy('memberships.id')
    .execute();
  // A group switched off by an admin grants nothing: its memberships count as disabled.
  return rows.map(({ groupEnabled, ...r }) => ({
    ...r,
    stato: groupEnabled === 1 ? r.stato : 0,
    groupKind: r.groupKind as GroupKind,
    role: r.role as Role,
  }));
}

export async function extendSession(db: Db, id: string, now: string, expiresAt: string): Promise<void> {
  await db.updateTable('sessions').set({ lastSeenAt: now, expiresAt }).where('id', '=', id).execute();
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

/** Signs the user out everywhere, except (when given) the session still in use. */
export async function deleteUserSessions(
  db: Db,
  userId: number,
  keepSessionId: string | null = null,
): Promise<void> {
  let query = db.deleteFrom('sessions').where('userId', '=', userId);
  if (keepSessionId) query = query.where('id', '!=', keepSessionId);
  await query.execute();
}

export async function deleteExpiredSessions(db: Db, now: string): Promise<void> {
  await db.deleteFrom('sessions').where('expiresAt', '<=', now).execute();
}
