import type { Q } from './lists.repo.js';

/**
 * SQL of a list's share links and of every send (link, e-mail, WhatsApp, terminal) the office's
 * statistics count.
 */

export async function insertShare(
  db: Q,
  v: { token: string; listId: number; groupId: number; lang: string; createdBy: number; now: string },
) {
  const row = await db
    .insertInto('listShares')
    .values({
      token: v.token,
      listId: v.listId,
      groupId: v.groupId,
      lang: v.lang,
      createdBy: v.createdBy,
      createdAt: v.now,
      revokedAt: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const findShare = (db: Q, token: string) =>
  db.selectFrom('listShares').selectAll().where('token', '=', token).executeTakeFirst();

/** The list's live link in a language, the newest when there are several (older data). */
export const liveShareOf = (db: Q, listId: number, lang: string) =>
  db
    .selectFrom('listShares')
    .selectAll()
    .where('listId', '=', listId)
    .where('lang', '=', lang)
    .where('revokedAt', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();

/** The list's links, newest first, with the name of who made each. */
export const sharesOf = (db: Q, listId: number) =>
  db
    .selectFrom('listShares')
    .leftJoin('users', 'users.id', 'listShares.createdBy')
    .selectAll('listShares')
    .select('users.fullName as createdByName')
    .where('listShares.listId', '=', listId)
    .orderBy('listShares.id', 'desc')
    .limit(50)
    .execute();

/** One link with the name of who made it. */
export const shareWithAuthor = (db: Q, token: string) =>
  db
    .selectFrom('listShares')
    .leftJoin('users', 'users.id', 'listShares.createdBy')
    .selectAll('listShares')
    .select('users.fullName as createdByName')
    .where('listShares.token', '=', token)
    .executeTakeFirst();

export const revokeShare = (db: Q, id: number, now: string) =>
  db
    .updateTable('listShares')
    .set({ revokedAt: now })
    .where('id', '=', id)
    .where('revokedAt', 'is', null)
    .execute();

/** The public address gave the PDF once more. */
export const countOpen = (db: Q, id: number, now: string) =>
  db
    .updateTable('listShares')
    .set((eb) => ({ openedCount: eb('openedCount', '+', 1), lastOpenedAt: now }))
    .where('id', '=', id)
    .execute();

export const insertSend = (
  db: Q,
  v: {
    listId: number;
    groupId: number;
    shareId: number | null;
    userId: number;
    channel: string;
    lang: string;
    now: string;
  },
) =>
  db
    .insertInto('listShareSends')
    .values({
      listId: v.listId,
      groupId: v.groupId,
      shareId: v.shareId,
      userId: v.userId,
      channel: v.channel,
      lang: v.lang,
      createdAt: v.now,
    })
    .execute();

/** The office's sends counted by channel and language, between two ISO dates (inclusive). */
export async function sendCounts(db: Q, groupId: number, from?: string, to?: string) {
  let q = db.selectFrom('listShareSends').where('groupId', '=', groupId);
  if (from) q = q.where('createdAt', '>=', `${from}T00:00:00.000Z`);
  if (to) q = q.where('createdAt', '<=', `${to}T23:59:59.999Z`);
  return q
    .select(['channel', 'lang', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy(['channel', 'lang'])
    .execute();
}
