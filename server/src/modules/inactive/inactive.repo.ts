import { recordAudit } from '../../platform/audit/index.js';
import type { Db } from '../../platform/db/connect.js';

/** What a user who is not active sent, kept as an audit entry of their account. */
export const DOCUMENT_ACTION = 'user.reactivation-document';

/** Records one document sent, through the audit log's one writer; its id is the download link's. */
export async function insertDocumentRecord(
  db: Db,
  row: { userId: number; username: string; document: unknown; now: string },
): Promise<number> {
  const account = { type: 'user', id: row.userId, label: row.username } as const;
  const actor = { userId: row.userId, username: row.username };
  return recordAudit(db, actor, DOCUMENT_ACTION, account, null, row.document, row.now);
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
