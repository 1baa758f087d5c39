import type { Db } from '../../platform/db/connect.js';

/** Users whose username or e-mail, lower-cased, equals the typed login (already trimmed and lower-cased). */
export async function findUsersByLogin(db: Db, login: string) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'fullName', 'passwordHash', 'status'])
    .where((eb) =>
      eb.or([eb(eb.fn('lower', ['username']), '=', login), eb(eb.fn('lower', ['email']), '=', login)]),
    )
    .orderBy('id')
    .limit(5)
    .execute();
}
export type LoginUser = Awaited<ReturnType<typeof findUsersByLogin>>[number];

export async function insertLoginAttempt(
  db: Db,
  row: { ip: string; username: string; ok: boolean; at: string },
) {
  await db
    .insertInto('loginAttempts')
    .values({ ip: row.ip, username: row.username, ok: row.ok ? 1 : 0, createdAt: row.at })
    .execute();
}

/** Failed attempts for a username after `since` (the window start or the last success, whichever is later). */
export async function countUsernameFailures(db: Db, username: string, since: string): Promise<number> {
  const lastOk = await db
    .selectFrom('loginAttempts')
    .select((eb) => eb.fn.max('createdAt').as('at'))
    .where('username', '=', username)
    .where('ok', '=', 1)
    .where('createdAt', '>', since)
    .executeTakeFirst();
  const from = lastOk?.at && lastOk.at > since ? lastOk.at : since;
  const row = await db
    .selectFrom('loginAttempts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('username', '=', username)
    .where('ok', '=', 0)
    .where('createdAt', '>', from)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countIpFailures(db: Db, ip: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('loginAttempts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ip', '=', ip)
    .where('ok', '=', 0)
    .where('createdAt', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function deleteUsernameFailures(db: Db, username: string): Promise<void> {
  await db.deleteFrom('loginAttempts').where('username', '=', username).where('ok', '=', 0).execute();
}

export async function deleteLoginAttemptsBefore(db: Db, before: string): Promise<void> {
  await db.deleteFrom('loginAttempts').where('createdAt', '<', before).execute();
}

export async function updatePasswordHash(db: Db, userId: number, passwordHash: string, now: string) {
  await db.updateTable('users').set({ passwordHash, updatedAt: now }).where('id', '=', userId).execute();
}

export async function activateUser(db: Db, userId: number, now: string) {
  await db.updateTable('users').set({ status: 1, updatedAt: now }).where('id', '=', userId).execute();
}

export async function findUserById(db: Db, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'fullName', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
}
