import type { Actor } from '../auth/actor.js';
import { nowIso, type Db } from '../db/connect.js';

/**
 * What was changed (a user, a group, a membership), or read or erased (a visitor profile, an office's
 * profiles), with a label readable after it is gone.
 */
export interface AuditTarget {
  type: 'user' | 'group' | 'membership' | 'profile' | 'profiles' | 'partnerKey';
  id: number;
  label: string;
}

/**
 * Records one change (who, what, when, before and after) in the same transaction as the change, so
 * the log never claims what did not happen nor misses what did. The only writer of the audit log;
 * returns the entry's id (a reactivation document is downloaded by it).
 */
export async function recordAudit(
  db: Db,
  actor: Pick<Actor, 'userId' | 'username'>,
  action: string,
  target: AuditTarget,
  before: unknown,
  after: unknown,
  at: string = nowIso(),
): Promise<number> {
  const entry = await db
    .insertInto('auditLog')
    .values({
      actorId: actor.userId,
      actorUsername: actor.username,
      action,
      targetType: target.type,
      targetId: target.id,
      targetLabel: target.label,
      beforeJson: before === null || before === undefined ? null : JSON.stringify(before),
      afterJson: after === null || after === undefined ? null : JSON.stringify(after),
      createdAt: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return entry.id;
}

/** The log of one record, newest first (tests and the admin's history). */
export async function auditOf(db: Db, type: AuditTarget['type'], id: number) {
  return db
    .selectFrom('auditLog')
    .selectAll()
    .where('targetType', '=', type)
    .where('targetId', '=', id)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
