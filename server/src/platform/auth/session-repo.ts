import { compiledOnce } from '../db/compiled-once.js';
import type { Db } from '../db/connect.js';
import { keptWhileUnchanged } from '../db/kept-answers.js';
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

const SESSION_COLUMNS = [
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
] as const;

const MEMBERSHIP_COLUMNS = [
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
] as const;

/**
 * A session with its user and a row per membership of the user; compiled once. Its times are
 * tested by the caller, so that the statement is the same at every call and can be kept.
 */
const sessionActorRows = compiledOnce((db: Db, id: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .where('sessions.id', '=', id)
    .leftJoin('memberships', 'memberships.userId', 'users.id')
    .leftJoin('groups', 'groups.id', 'memberships.groupId')
    .leftJoin('apps', 'apps.id', 'memberships.appId')
    .select(SESSION_COLUMNS)
    .select(MEMBERSHIP_COLUMNS)
    .orderBy('apps.position')
    .orderBy('memberships.id'),
);

/** What a session's answer is read from: a write to any of them forgets every kept session. */
const SESSION_TABLES = ['sessions', 'users', 'memberships', 'groups', 'apps'] as const;

/**
 * The live session and its user, with the user's memberships, in one query: every request reads
 * them. One row per membership (one row, without membership columns, for a user who has none);
 * the session and the user are read from the first.
 *
 * The answer is kept while its tables are unchanged (kept-answers.ts): a request then costs no
 * round trip to the database for its session. A sign-out, a password change, a user switched off
 * or a membership changed is a write to one of them, so it is seen at this process's next request
 * and, on PostgreSQL, at another process's as soon as the database's notice reaches it
 * (milliseconds). Expiry depends on the clock only, and is tested here at every call exactly as
 * the old WHERE did: idle expiry and the absolute lifetime (`createdAfter`).
 */
export async function findLiveSessionActor(db: Db, id: string, now: string, createdAfter: string) {
  const rows = await keptWhileUnchanged(db, SESSION_TABLES, sessionActorRows.withValues(db, id));
  const first = rows[0];
  if (!first || first.expiresAt <= now || first.createdAt <= createdAfter) return undefined;
  const memberships: Actor['memberships'] = rows.flatMap((r) =>
    r.groupId === null || r.appId === null
      ? []
      : [
          {
            groupId: r.groupId,
            groupSlug: r.groupSlug!,
            groupName: r.groupName!,
            groupKind: r.groupKind as GroupKind,
            groupEmail: r.groupEmail!,
            appId: r.appId,
            appSlug: r.appSlug!,
            role: r.role as Role,
            // A group switched off by an admin grants nothing: its memberships count as disabled.
            stato: r.groupEnabled === 1 ? r.stato! : 0,
          },
        ],
  );
  return { session: first, memberships };
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
