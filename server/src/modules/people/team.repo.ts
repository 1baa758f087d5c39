import { nowIso, type Db } from '../../platform/db/connect.js';

/** SQL of a team's own writes: the invited account. Memberships are shared with groups.repo. */

export async function findUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'fullName', 'status'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
}

/** A pending account (status 0) with a password nobody knows: the activation link sets it. */
export async function insertPendingUser(
  db: Db,
  row: { username: string; email: string; fullName: string; passwordHash: string; userType: string },
): Promise<number> {
  const now = nowIso();
  const inserted = await db
    .insertInto('users')
    .values({ ...row, status: 0, isReviewer: 0, image: null, createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}
