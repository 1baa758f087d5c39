import { findAccountByIdentifier } from '../../platform/auth/identifiers.js';
import { sql } from 'kysely';
import { isPostgres, type Db } from '../../platform/db/connect.js';
import type { GroupRow } from '../../platform/db/schema.js';

/**
 * SQL of the groups: the admins' group actions, the groups the forms create and edit, and the
 * memberships an action on a group reads. Every write to the groups table is here.
 */

const GROUP_COLUMNS = ['id', 'slug', 'name', 'kind', 'status', 'enabled'] as const;

/** Where a group is and how to reach it: the group forms show it, the catalogue's office is made of it. */
const GROUP_PLACE_COLUMNS = ['email', 'phone', 'address', 'city', 'province', 'lat', 'lng'] as const;

/** A group's own fields as the group forms show them (its address and contacts). */
const GROUP_DETAIL_COLUMNS = ['id', 'slug', 'name', 'kind', 'status', ...GROUP_PLACE_COLUMNS] as const;

/** The IAT offices as the catalogue shows them: all of them, or those given by id, by id. */
export async function listOfficesForCatalogue(db: Db, ids?: readonly number[]) {
  let query = db
    .selectFrom('groups')
    .select(['id', 'name', 'status', ...GROUP_PLACE_COLUMNS])
    .where('kind', '=', 'iat');
  if (ids) query = query.where('id', 'in', [...ids]);
  return query.orderBy('id').execute();
}

export type GroupRecord = Awaited<ReturnType<typeof findGroupById>> & {};

export async function findGroupById(db: Db, id: number) {
  return db.selectFrom('groups').select(GROUP_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function findGroupBySlug(db: Db, slug: string) {
  return db.selectFrom('groups').select(GROUP_COLUMNS).where('slug', '=', slug).executeTakeFirst();
}

export async function findGroupDetail(db: Db, id: number) {
  return db.selectFrom('groups').select(GROUP_DETAIL_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function findGroupDetailBySlug(db: Db, slug: string) {
  return db.selectFrom('groups').select(GROUP_DETAIL_COLUMNS).where('slug', '=', slug).executeTakeFirst();
}

/** Groups of the kinds with one of the statuses, by name. */
export async function listGroups(db: Db, kinds: string[], statuses: number[]) {
  return db
    .selectFrom('groups')
    .select(['id', 'slug', 'name', 'kind', 'city'])
    .where('kind', 'in', kinds)
    .where('status', 'in', statuses)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export async function groupSlugTaken(db: Db, slug: string): Promise<boolean> {
  return Boolean(await db.selectFrom('groups').select('id').where('slug', '=', slug).executeTakeFirst());
}

/** What the group forms write: the group's own fields, as the groups table holds them. */
export type GroupValues = Pick<
  GroupRow,
  'name' | 'kind' | 'status' | 'email' | 'phone' | 'address' | 'city' | 'province' | 'lat' | 'lng'
>;

/** A new group (switched on); `now` is its creation time. Opening hours: the demo offices only. */
export async function insertGroup(
  db: Db,
  row: GroupValues & { slug: string; now: string; openingHours?: string | null },
): Promise<number> {
  const { now, ...values } = row;
  const inserted = await db
    .insertInto('groups')
    .values({ ...values, createdAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** The group's fields, or its status and switch (verify, show or hide an IAT, off and on). */
export async function updateGroup(
  db: Db,
  id: number,
  set: Partial<GroupValues & { enabled: number }>,
): Promise<void> {
  await db.updateTable('groups').set(set).where('id', '=', id).execute();
}

export async function deleteGroupRow(db: Db, id: number): Promise<void> {
  await db.deleteFrom('groups').where('id', '=', id).execute();
}

export async function findApp(db: Db, slug: string) {
  return db.selectFrom('apps').select(['id', 'slug', 'name']).where('slug', '=', slug).executeTakeFirst();
}

/** A user by username or e-mail: the one account the identifier names (platform/auth/identifiers). */
export async function findUserByLogin(db: Db, login: string) {
  const user = await findAccountByIdentifier(db, login);
  return (
    user && {
      id: user.id,
      username: user.username,
      email: user.email,
      fullName: user.fullName,
      status: user.status,
    }
  );
}

/** A group's memberships (every environment), with the user and environment they link. */
export async function groupMemberships(db: Db, groupId: number) {
  return db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.userId')
    .innerJoin('apps', 'apps.id', 'memberships.appId')
    .select([
      'memberships.id',
      'memberships.userId',
      'memberships.role',
      'memberships.stato',
      'users.username',
      'apps.slug as appSlug',
      'apps.name as appName',
    ])
    .where('memberships.groupId', '=', groupId)
    .orderBy('memberships.id')
    .execute();
}

/**
 * The group's members, once each; `onlyGroup` when they belong to no other group (deleting the
 * group deletes their account).
 */
export async function groupMembersForCascade(db: Db, groupId: number) {
  const rows = await db
    .selectFrom('users')
    .select([
      'users.id',
      'users.username',
      'users.email',
      'users.fullName',
      sql<number>`case when exists (select 1 from memberships o where o.user_id = users.id
        and o.group_id <> ${groupId}) then 0 else 1 end`.as('onlyGroup'),
    ])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('memberships')
          .select('memberships.id')
          .whereRef('memberships.userId', '=', 'users.id')
          .where('memberships.groupId', '=', groupId),
      ),
    )
    .orderBy('users.fullName')
    .orderBy('users.username')
    .execute();
  return rows.map((r) => ({ ...r, onlyGroup: Number(r.onlyGroup) === 1 }));
}

/**
 * The memberships that make active users admins: enabled, of an enabled Admin group, of an active
 * account (activeAdminIds reads the same rows). On PostgreSQL the rows are locked until the
 * transaction ends, so two admins switching each other off at once cannot both pass the guard.
 */
export async function activeAdminMemberships(db: Db) {
  const query = db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.userId')
    .innerJoin('groups', 'groups.id', 'memberships.groupId')
    .select(['memberships.id', 'memberships.userId', 'memberships.groupId'])
    .where('groups.kind', '=', 'admin')
    .where('groups.enabled', '=', 1)
    .where('memberships.stato', '=', 1)
    .where('users.status', '=', 1);
  return (isPostgres(db) ? query.forUpdate() : query).execute();
}

/** Active members (enabled membership, active account) of the groups, per slug; known slugs only. */
export async function activeMembersBySlug(db: Db, slugs: string[]) {
  if (!slugs.length) return [];
  return db
    .selectFrom('groups')
    .leftJoin('memberships', (join) =>
      join.onRef('memberships.groupId', '=', 'groups.id').on('memberships.stato', '=', 1),
    )
    .leftJoin('users', (join) => join.onRef('users.id', '=', 'memberships.userId').on('users.status', '=', 1))
    .select(['groups.slug', (eb) => eb.fn.count<number>('users.id').distinct().as('activeMembers')])
    .where('groups.slug', 'in', slugs)
    .groupBy('groups.slug')
    .execute();
}

/** The latest session activity of each group's members, per slug (groups nobody used are absent). */
export async function lastAccessBySlug(db: Db, slugs: string[]) {
  if (!slugs.length) return [];
  return db
    .selectFrom('sessions')
    .innerJoin('memberships', 'memberships.userId', 'sessions.userId')
    .innerJoin('groups', 'groups.id', 'memberships.groupId')
    .select(['groups.slug', (eb) => eb.fn.max('sessions.lastSeenAt').as('lastAccess')])
    .where('groups.slug', 'in', slugs)
    .groupBy('groups.slug')
    .execute();
}
