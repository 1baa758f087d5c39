import { findAccountByIdentifier } from '../../platform/auth/identifiers.js';
import { sql } from 'kysely';
import { isPostgres, nowIso, type Db } from '../../platform/db/connect.js';

/** SQL of the admins' group actions and of the memberships they (and the team) change. */

const GROUP_COLUMNS = ['id', 'slug', 'name', 'kind', 'status', 'enabled'] as const;

export type GroupRecord = Awaited<ReturnType<typeof findGroupById>> & {};

export async function findGroupById(db: Db, id: number) {
  return db.selectFrom('groups').select(GROUP_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function findGroupBySlug(db: Db, slug: string) {
  return db.selectFrom('groups').select(GROUP_COLUMNS).where('slug', '=', slug).executeTakeFirst();
}

export async function updateGroupFlags(
  db: Db,
  id: number,
  set: Partial<{ status: number; enabled: number }>,
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

/** One user's memberships in a group: every environment, or the one given. */
export async function userMembershipsInGroup(db: Db, userId: number, groupId: number, appId?: number) {
  let q = db
    .selectFrom('memberships')
    .innerJoin('apps', 'apps.id', 'memberships.appId')
    .select([
      'memberships.id',
      'memberships.role',
      'memberships.stato',
      'apps.slug as appSlug',
      'apps.name as appName',
    ])
    .where('memberships.userId', '=', userId)
    .where('memberships.groupId', '=', groupId);
  if (appId !== undefined) q = q.where('memberships.appId', '=', appId);
  return q.orderBy('memberships.id').execute();
}

export async function insertMembership(
  db: Db,
  row: { userId: number; groupId: number; appId: number; role: string; stato: number },
): Promise<number> {
  const inserted = await db
    .insertInto('memberships')
    .values({ ...row, createdAt: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateMembership(
  db: Db,
  id: number,
  set: Partial<{ role: string; stato: number }>,
): Promise<void> {
  await db.updateTable('memberships').set(set).where('id', '=', id).execute();
}

/** Every membership of the group back on; returns the ids switched on. */
export async function enableGroupMemberships(db: Db, groupId: number): Promise<number[]> {
  const rows = await db
    .updateTable('memberships')
    .set({ stato: 1 })
    .where('groupId', '=', groupId)
    .where('stato', '!=', 1)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

export async function deleteMemberships(db: Db, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await db.deleteFrom('memberships').where('id', 'in', ids).execute();
}

/** Deletes accounts; their sessions, tokens and requests go with them (ON DELETE CASCADE). */
export async function deleteUsers(db: Db, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await db.deleteFrom('users').where('id', 'in', ids).execute();
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
