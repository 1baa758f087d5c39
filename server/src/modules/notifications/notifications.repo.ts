import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Db } from '../../platform/db/connect.js';
import type { Database } from '../../platform/db/schema.js';
import './notifications.schema.js';

/**
 * The SQL of the history and of the read state. Every unread count is a lookup on
 * content_event_reads' (user_id, read_at …) indexes; nothing scans the events.
 */

export interface NewEvent {
  contentId: number;
  type: 'message' | 'action' | 'approved' | 'denied';
  action: string;
  authorId: number | null;
  authorName: string;
  groupName: string;
  text: string;
  actionRequired: boolean;
  revisionId: number | null;
  createdAt: string;
}

export async function insertEvent(db: Db, e: NewEvent): Promise<number> {
  const row = await db
    .insertInto('contentEvents')
    .values({ ...e, actionRequired: e.actionRequired ? 1 : 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Addresses an update to these users, unread. */
export async function addRecipients(db: Db, eventId: number, contentId: number, userIds: number[]) {
  const unique = [...new Set(userIds)];
  if (!unique.length) return;
  await db
    .insertInto('contentEventReads')
    .values(unique.map((userId) => ({ eventId, userId, contentId, readAt: null })))
    .execute();
}

const EVENT_COLUMNS = [
  'contentEvents.id',
  'contentEvents.contentId',
  'contentEvents.type',
  'contentEvents.action',
  'contentEvents.authorId',
  'contentEvents.authorName',
  'contentEvents.groupName',
  'contentEvents.text',
  'contentEvents.actionRequired',
  'contentEvents.revisionId',
  'contentEvents.createdAt',
] as const;

export async function findEvent(db: Db, id: number) {
  return db.selectFrom('contentEvents').select(EVENT_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** One page of a content's history, newest first, with the user's read state (null: not addressed). */
export async function historyPage(db: Db, contentId: number, userId: number, offset: number, limit: number) {
  return db
    .selectFrom('contentEvents')
    .leftJoin('contentEventReads as r', (j) =>
      j.onRef('r.eventId', '=', 'contentEvents.id').on('r.userId', '=', userId),
    )
    .select(EVENT_COLUMNS)
    .select(['r.userId as recipientId', 'r.readAt'])
    .where('contentEvents.contentId', '=', contentId)
    .orderBy('contentEvents.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}
export type HistoryRow = Awaited<ReturnType<typeof historyPage>>[number];

export async function countEvents(db: Db, contentId: number): Promise<number> {
  const row = await db
    .selectFrom('contentEvents')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('contentId', '=', contentId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The ids of a content's updates the user has not read, newest first. */
export async function unreadIdsOf(db: Db, userId: number, contentId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('contentEventReads')
    .select('eventId')
    .where('userId', '=', userId)
    .where('contentId', '=', contentId)
    .where('readAt', 'is', null)
    .orderBy('eventId', 'desc')
    .execute();
  return rows.map((r) => r.eventId);
}

/** Reads every update of a content for the user (opening its history). */
export async function markContentRead(db: Db, userId: number, contentId: number, at: string) {
  await db
    .updateTable('contentEventReads')
    .set({ readAt: at })
    .where('userId', '=', userId)
    .where('contentId', '=', contentId)
    .where('readAt', 'is', null)
    .execute();
}

/** Read (at) or unread (null) for the user; an update not addressed to them becomes addressed. */
export async function setRead(db: Db, eventId: number, contentId: number, userId: number, at: string | null) {
  const updated = await db
    .updateTable('contentEventReads')
    .set({ readAt: at })
    .where('eventId', '=', eventId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return;
  await db
    .insertInto('contentEventReads')
    .values({ eventId, userId, contentId, readAt: at })
    .onConflict((oc) => oc.columns(['eventId', 'userId']).doUpdateSet({ readAt: at }))
    .execute();
}

export async function countUnread(db: Db, userId: number, contentId?: number): Promise<number> {
  let q = db
    .selectFrom('contentEventReads')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId)
    .where('readAt', 'is', null);
  if (contentId !== undefined) q = q.where('contentId', '=', contentId);
  const row = await q.executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Unread updates per content for the user, for a page of the content list. */
/**
 * A content's updates this user has not read, as a column of a query over `contents` (the content
 * list reads it with its page's rows, one statement instead of two).
 */
export const unreadUpdatesColumn = (userId: number) => (eb: ExpressionBuilder<Database, 'contents'>) =>
  eb
    .selectFrom('contentEventReads as unread')
    .select((e) => e.fn.countAll<number>().as('n'))
    .where('unread.userId', '=', userId)
    .where('unread.readAt', 'is', null)
    .whereRef('unread.contentId', '=', 'contents.id')
    .as('unread');

/** The latest updates addressed to the user (the bell's menu), newest first, with the content's name. */
export async function latestFor(db: Db, userId: number, limit: number) {
  return db
    .selectFrom('contentEventReads as r')
    .innerJoin('contentEvents', 'contentEvents.id', 'r.eventId')
    .innerJoin('contents', 'contents.id', 'contentEvents.contentId')
    .select(EVENT_COLUMNS)
    .select(['r.readAt', 'contents.name as contentName', 'contents.status as contentStatus'])
    .where('r.userId', '=', userId)
    .orderBy('r.eventId', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Active members of enabled groups who match `who` (a reviewer, an administrator): the people a
 * transition notifies. One query shape for every such audience.
 */
function activeMemberIds(
  db: Db,
  who: (eb: ExpressionBuilder<Database, 'users' | 'memberships' | 'groups'>) => Expression<SqlBool>,
): Promise<number[]> {
  return db
    .selectFrom('users')
    .innerJoin('memberships', 'memberships.userId', 'users.id')
    .innerJoin('groups', 'groups.id', 'memberships.groupId')
    .select('users.id')
    .distinct()
    .where('users.status', '=', 1)
    .where('memberships.stato', '=', 1)
    .where('groups.enabled', '=', 1)
    .where(who)
    .orderBy('users.id')
    .execute()
    .then((rows) => rows.map((r) => r.id));
}

/** Active reviewers: by role in an enabled group, or by the user's reviewer flag. */
export function reviewerIds(db: Db): Promise<number[]> {
  return activeMemberIds(db, (eb) =>
    eb.or([eb('memberships.role', '=', 'reviewer'), eb('users.isReviewer', '=', 1)]),
  );
}

/** Active administrators (members of an enabled admin group): told when no reviewer exists. */
export function adminIds(db: Db): Promise<number[]> {
  return activeMemberIds(db, (eb) => eb('groups.kind', '=', 'admin'));
}

/** Names and addresses of users (the e-mails of a transition). */
export async function contactsOf(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return db
    .selectFrom('users')
    .select(['id', 'email', 'fullName', 'status'])
    .where('id', 'in', [...new Set(ids)])
    .where('status', '=', 1)
    .execute();
}
