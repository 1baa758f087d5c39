import { sql } from 'kysely';
import { isPostgres, type Db } from '../../platform/db/connect.js';

/** SQL of the admins' actions on users (verify, enable, password, delete, transfer candidates). */

const USER_COLUMNS = [
  'users.id',
  'users.username',
  'users.email',
  'users.fullName',
  'users.status',
  'users.userType',
  'users.isReviewer',
  'users.image',
  'users.createdAt',
  'users.updatedAt',
] as const;

export async function findUser(db: Db, id: number) {
  return db.selectFrom('users').select(USER_COLUMNS).where('users.id', '=', id).executeTakeFirst();
}

export type UserRecord = NonNullable<Awaited<ReturnType<typeof findUser>>>;

/**
 * As findUser, holding the row until the transaction ends (PostgreSQL; SQLite writes are serial),
 * so two admins acting on the same user take turns.
 */
export async function findUserForUpdate(db: Db, id: number) {
  const query = db.selectFrom('users').select(USER_COLUMNS).where('users.id', '=', id);
  return (isPostgres(db) ? query.forUpdate() : query).executeTakeFirst();
}

/** By username, ignoring case (usernames are unique ignoring case). */
export async function findUserByUsername(db: Db, username: string) {
  return db
    .selectFrom('users')
    .select(USER_COLUMNS)
    .where(sql`lower(users.username)`, '=', username.trim().toLowerCase())
    .executeTakeFirst();
}

export async function setUserStatus(db: Db, id: number, status: number, now: string): Promise<void> {
  await db.updateTable('users').set({ status, updatedAt: now }).where('id', '=', id).execute();
}

export async function setPasswordHash(db: Db, id: number, passwordHash: string, now: string): Promise<void> {
  await db.updateTable('users').set({ passwordHash, updatedAt: now }).where('id', '=', id).execute();
}

/** Sets stato on one membership, on the user's memberships of one group, or on all of them. */
export async function setMembershipStato(
  db: Db,
  where: { membershipId: number } | { userId: number; groupId?: number },
  stato: number,
): Promise<number> {
  let query = db.updateTable('memberships').set({ stato });
  if ('membershipId' in where) query = query.where('id', '=', where.membershipId);
  else {
    query = query.where('userId', '=', where.userId);
    if (where.groupId !== undefined) query = query.where('groupId', '=', where.groupId);
  }
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Groups by slug (unknown slugs are simply missing from the answer). */
export async function findGroupsBySlug(db: Db, slugs: string[]) {
  if (!slugs.length) return [];
  return db.selectFrom('groups').select(['id', 'slug', 'name']).where('slug', 'in', slugs).execute();
}

export async function deleteMembershipsIn(db: Db, userId: number, groupIds: number[]): Promise<void> {
  if (!groupIds.length) return;
  await db.deleteFrom('memberships').where('userId', '=', userId).where('groupId', 'in', groupIds).execute();
}

/** Deletes the account; memberships, sessions and links go with it (ON DELETE CASCADE). */
export async function deleteUser(db: Db, id: number): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute();
}
