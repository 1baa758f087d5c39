import { sql } from 'kysely';
import { isPostgres, type Db } from '../../platform/db/connect.js';

/**
 * SQL of the accounts: the admins' actions on users (verify, enable, password, delete), the
 * team's invited accounts, and the accounts the forms, the password reset and create-admin write.
 * Every write to the users table is here.
 */

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

/** The account with its password hash, for the forms that ask the current password. */
export async function findUserWithPassword(db: Db, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'fullName', 'passwordHash', 'status', 'userType', 'isReviewer'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'fullName', 'status'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
}

/** Accounts that already answer to the username or the e-mail, as username or as e-mail. */
export async function findUserClash(db: Db, username: string, email: string) {
  const values = [username, email];
  return db
    .selectFrom('users')
    .select(['username', 'email'])
    .where((eb) =>
      eb.or([eb(eb.fn('lower', ['username']), 'in', values), eb(eb.fn('lower', ['email']), 'in', values)]),
    )
    .execute();
}

/** What an account is made of when it is created (no picture yet); `now` is its creation time. */
export type NewUserValues = {
  username: string;
  email: string;
  fullName: string;
  passwordHash: string;
  status: number;
  userType: string;
  isReviewer: boolean;
  now: string;
};

export async function insertUser(db: Db, row: NewUserValues): Promise<number> {
  const { now, isReviewer, ...rest } = row;
  const inserted = await db
    .insertInto('users')
    .values({ ...rest, isReviewer: isReviewer ? 1 : 0, image: null, createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** The account fields a form changes; updatedAt becomes `now`. */
export async function updateUser(
  db: Db,
  id: number,
  set: Partial<{
    username: string;
    email: string;
    fullName: string;
    passwordHash: string;
    status: number;
    userType: string;
    isReviewer: number;
  }>,
  now: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...set, updatedAt: now })
    .where('id', '=', id)
    .execute();
}

export async function setUserStatus(db: Db, id: number, status: number, now: string): Promise<void> {
  await db.updateTable('users').set({ status, updatedAt: now }).where('id', '=', id).execute();
}

export async function setPasswordHash(db: Db, id: number, passwordHash: string, now: string): Promise<void> {
  await db.updateTable('users').set({ passwordHash, updatedAt: now }).where('id', '=', id).execute();
}

/** Groups by slug (unknown slugs are simply missing from the answer). */
export async function findGroupsBySlug(db: Db, slugs: string[]) {
  if (!slugs.length) return [];
  return db.selectFrom('groups').select(['id', 'slug', 'name']).where('slug', 'in', slugs).execute();
}

/** Deletes the account; memberships, sessions and links go with it (ON DELETE CASCADE). */
export async function deleteUser(db: Db, id: number): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute();
}

/** Deletes accounts; their sessions, tokens and requests go with them (ON DELETE CASCADE). */
export async function deleteUsers(db: Db, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await db.deleteFrom('users').where('id', 'in', ids).execute();
}
