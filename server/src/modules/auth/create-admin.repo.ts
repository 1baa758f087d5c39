import type { Db } from '../../platform/db/connect.js';

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

export async function listAppIds(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('apps').select('id').orderBy('position').execute();
  return rows.map((r) => r.id);
}

export async function findGroupBySlug(db: Db, slug: string) {
  return db.selectFrom('groups').select(['id', 'kind']).where('slug', '=', slug).executeTakeFirst();
}

export async function insertAdminGroup(db: Db, now: string): Promise<number> {
  const row = await db
    .insertInto('groups')
    .values({
      slug: 'admin',
      name: 'Admin',
      kind: 'admin',
      status: 1,
      email: '',
      phone: '',
      address: '',
      city: '',
      province: '',
      lat: null,
      lng: null,
      createdAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertActiveUser(
  db: Db,
  u: { username: string; email: string; fullName: string; passwordHash: string; now: string },
): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      username: u.username,
      email: u.email,
      fullName: u.fullName,
      passwordHash: u.passwordHash,
      status: 1,
      userType: '',
      isReviewer: 0,
      image: null,
      createdAt: u.now,
      updatedAt: u.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertAdminMemberships(
  db: Db,
  m: { userId: number; groupId: number; appIds: number[]; now: string },
): Promise<void> {
  if (!m.appIds.length) return;
  await db
    .insertInto('memberships')
    .values(
      m.appIds.map((appId) => ({
        userId: m.userId,
        groupId: m.groupId,
        appId,
        role: 'admin',
        stato: 1,
        createdAt: m.now,
      })),
    )
    .execute();
}
