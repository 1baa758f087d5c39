import type { Db } from '../../platform/db/connect.js';

/** What a user who is not active sent, kept as an audit entry of their account. */
export const DOCUMENT_ACTION = 'user.reactivation-document';

/** Records one document sent; its id is the one of the download link. */
export async function insertDocumentRecord(
  db: Db,
  row: { userId: number; username: string; document: unknown; now: string },
): Promise<number> {
  const inserted = await db
    .insertInto('auditLog')
    .values({
      actorId: row.userId,
      actorUsername: row.username,
      action: DOCUMENT_ACTION,
      targetType: 'user',
      targetId: row.userId,
      targetLabel: row.username,
      beforeJson: null,
      afterJson: JSON.stringify(row.document),
      createdAt: row.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** How many documents the user sent since the given time. */
export async function countDocumentsSince(db: Db, userId: number, since: string): Promise<number> {
  const row = await db
    .selectFrom('auditLog')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('action', '=', DOCUMENT_ACTION)
    .where('targetType', '=', 'user')
    .where('targetId', '=', userId)
    .where('createdAt', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findDocumentRecord(db: Db, id: number) {
  return db
    .selectFrom('auditLog')
    .select(['id', 'targetId', 'afterJson', 'createdAt'])
    .where('id', '=', id)
    .where('action', '=', DOCUMENT_ACTION)
    .executeTakeFirst();
}
