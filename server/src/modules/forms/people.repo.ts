import type { GroupRow } from '../../platform/db/schema.js';
import type { FormsDb } from './forms.schema.js';

/** Users, groups, memberships and environments as the user forms read and write them (SQL only). */

export async function findUser(db: FormsDb, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'fullName', 'passwordHash', 'status', 'userType', 'isReviewer'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertUser(
  db: FormsDb,
  row: {
    username: string;
    email: string;
    fullName: string;
    passwordHash: string;
    status: number;
    userType: string;
    isReviewer: boolean;
    now: string;
  },
): Promise<number> {
  const { now, isReviewer, ...rest } = row;
  const inserted = await db
    .insertInto('users')
    .values({ ...rest, isReviewer: isReviewer ? 1 : 0, image: null, createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateUser(
  db: FormsDb,
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

export async function findApp(db: FormsDb, slug: string) {
  return db.selectFrom('apps').select(['id', 'slug', 'name']).where('slug', '=', slug).executeTakeFirst();
}

export async function listApps(db: FormsDb) {
  return db.selectFrom('apps').select(['id', 'slug', 'name']).orderBy('position').orderBy('id').execute();
}

const GROUP_COLUMNS = [
  'id',
  'slug',
  'name',
  'kind',
  'status',
  'email',
  'phone',
  'address',
  'city',
  'province',
  'lat',
  'lng',
] as const;

export async function findGroup(db: FormsDb, id: number) {
  return db.selectFrom('groups').select(GROUP_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function findGroupBySlug(db: FormsDb, slug: string) {
  return db.selectFrom('groups').select(GROUP_COLUMNS).where('slug', '=', slug).executeTakeFirst();
}

/** Groups of the kinds with one of the statuses, by name. */
export async function listGroups(db: FormsDb, kinds: string[], statuses: number[]) {
  return db
    .selectFrom('groups')
    .select(['id', 'slug', 'name', 'kind', 'city'])
    .where('kind', 'in', kinds)
    .where('status', 'in', statuses)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export async function groupSlugTaken(db: FormsDb, slug: string): Promise<boolean> {
  return Boolean(await db.selectFrom('groups').select('id').where('slug', '=', slug).executeTakeFirst());
}

/** What the group forms write: the group's own fields, as the groups table holds them. */
export type GroupValues = Pick<
  GroupRow,
  'name' | 'kind' | 'status' | 'email' | 'phone' | 'address' | 'city' | 'province' | 'lat' | 'lng'
>;

export async function insertGroup(
  db: FormsDb,
  row: GroupValues & { slug: string; now: string },
): Promise<number> {
  const { now, ...values } = row;
  const inserted = await db
    .insertInto('groups')
    .values({ ...values, createdAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateGroup(db: FormsDb, id: number, set: Partial<GroupValues>): Promise<void> {
  await db.updateTable('groups').set(set).where('id', '=', id).execute();
}

export async function deleteGroup(db: FormsDb, id: number): Promise<void> {
  await db.deleteFrom('groups').where('id', '=', id).execute();
}

export async function findMembership(db: FormsDb, userId: number, groupId: number, appId: number) {
  return db
    .selectFrom('memberships')
    .select(['id', 'role', 'stato'])
    .where('userId', '=', userId)
    .where('groupId', '=', groupId)
    .where('appId', '=', appId)
    .executeTakeFirst();
}

export async function insertMembership(
  db: FormsDb,
  row: { userId: number; groupId: number; appId: number; role: string; stato: number; now: string },
): Promise<number> {
  const { now, ...values } = row;
  const inserted = await db
    .insertInto('memberships')
    .values({ ...values, createdAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateMembership(
  db: FormsDb,
  id: number,
  set: Partial<{ role: string; stato: number }>,
): Promise<void> {
  await db.updateTable('memberships').set(set).where('id', '=', id).execute();
}

export async function deleteMembership(db: FormsDb, id: number): Promise<void> {
  await db.deleteFrom('memberships').where('id', '=', id).execute();
}

/** The user's memberships with their group and environment, environment order first. */
export async function listUserMemberships(db: FormsDb, userId: number) {
  return db
    .selectFrom('memberships')
    .innerJoin('groups', 'groups.id', 'memberships.groupId')
    .innerJoin('apps', 'apps.id', 'memberships.appId')
    .select([
      'memberships.id',
      'memberships.role',
      'memberships.stato',
      'groups.id as groupId',
      'groups.name as groupName',
      'groups.slug as groupSlug',
      'apps.slug as appSlug',
    ])
    .where('memberships.userId', '=', userId)
    .orderBy('apps.position')
    .orderBy('memberships.id')
    .execute();
}
