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

export const sharesOf = (db: Q, listId: number) =>
  db
    .selectFrom('listShares')
    .selectAll()
    .where('listId', '=', listId)
    .orderBy('id', 'desc')
    .limit(50)
    .execute();

export const revokeShare = (db: Q, id: number, now: string) =>
  db
    .updateTable('listShares')
    .set({ revokedAt: now })
    .where('id', '=', id)
    .where('revokedAt', 'is', null)
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
