import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../platform/db/connect.js';
import { containsPattern, likeLower } from '../../platform/db/text-match.js';

/** SQL shared by the users, groups and team screens: memberships, admins, environments. */

/** A membership with its user, group and environment, as tables and services read it. */
export const MEMBERSHIP_COLUMNS = [
  'memberships.id as membershipId',
  'memberships.userId',
  'memberships.groupId',
  'memberships.appId',
  'memberships.role',
  'memberships.stato',
  'memberships.createdAt as since',
  'users.username',
  'users.email',
  'users.fullName',
  'users.status as userStatus',
  'groups.slug as groupSlug',
  'groups.name as groupName',
  'groups.kind as groupKind',
  'groups.status as groupStatus',
  'groups.enabled as groupEnabled',
  'apps.slug as appSlug',
  'apps.name as appName',
] as const;

function membershipsQuery(db: Db) {
  return db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.userId')
    .innerJoin('groups', 'groups.id', 'memberships.groupId')
    .innerJoin('apps', 'apps.id', 'memberships.appId')
    .select(MEMBERSHIP_COLUMNS);
}

export type MembershipDetail = Awaited<ReturnType<typeof findMembershipDetail>> & {};

export async function findMembershipDetail(db: Db, membershipId: number) {
  return membershipsQuery(db).where('memberships.id', '=', membershipId).executeTakeFirst();
}

/** The memberships of several users at once (one query for a page of rows), environment order. */
export async function membershipsOfUsers(db: Db, userIds: number[]) {
  if (!userIds.length) return [];
  return membershipsQuery(db)
    .where('memberships.userId', 'in', userIds)
    .orderBy('apps.position')
    .orderBy('groups.name')
    .orderBy('memberships.id')
    .execute();
}

/** The members of several groups at once (one query for a page of rows), by name. */
export async function membershipsOfGroups(db: Db, groupIds: number[]) {
  if (!groupIds.length) return [];
  return membershipsQuery(db)
    .where('memberships.groupId', 'in', groupIds)
    .orderBy('users.fullName')
    .orderBy('users.username')
    .orderBy('apps.position')
    .execute();
}

/**
 * The user can work somewhere: an enabled membership of an enabled group. SQL for a WHERE or a
 * SELECT, correlated with `users.id`.
 */
export const worksSomewhere = (): Expression<SqlBool> =>
  sql<SqlBool>`exists (select 1 from memberships wm inner join groups wg on wg.id = wm.group_id
    where wm.user_id = users.id and wm.stato = 1 and wg.enabled = 1)`;

/**
 * Active admins: active accounts with an enabled membership of an enabled Admin group. They hear
 * about requests, and the last one can be neither disabled, deleted nor demoted.
 */
export async function activeAdmins(db: Db) {
  return db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.userId')
    .innerJoin('groups', 'groups.id', 'memberships.groupId')
    .select(['users.id', 'users.email', 'users.fullName', 'users.username'])
    .distinct()
    .where('groups.kind', '=', 'admin')
    .where('groups.enabled', '=', 1)
    .where('memberships.stato', '=', 1)
    .where('users.status', '=', 1)
    .orderBy('users.email')
    .execute();
}

export async function activeAdminIds(db: Db): Promise<number[]> {
  return (await activeAdmins(db)).map((a) => a.id);
}

export async function listApps(db: Db) {
  return db.selectFrom('apps').select(['id', 'slug', 'name']).orderBy('position').orderBy('id').execute();
}

/** Provinces where groups are, for the group table's filter. */
export async function groupProvinces(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('groups')
    .select('province')
    .distinct()
    .where('province', '!=', '')
    .orderBy('province')
    .execute();
  return rows.map((r) => r.province);
}

/** Every group by name (the filters of the user and team tables). */
export async function groupOptions(db: Db) {
  return db.selectFrom('groups').select(['slug', 'name']).orderBy('name').orderBy('id').execute();
}

/**
 * The memberships that make an active user an admin (enabled, in an enabled Admin group): taking
 * all of them away takes the user out of activeAdminIds.
 */
export async function adminMembershipIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.userId')
    .innerJoin('groups', 'groups.id', 'memberships.groupId')
    .select('memberships.id')
    .where('memberships.userId', '=', userId)
    .where('groups.kind', '=', 'admin')
    .where('groups.enabled', '=', 1)
    .where('memberships.stato', '=', 1)
    .where('users.status', '=', 1)
    .execute();
  return rows.map((r) => r.id);
}

/** People to pick in a select (add to a group, receive content): by name, at most `limit`. */
export async function searchPeople(
  db: Db,
  opts: { search: string; limit: number; activeOnly?: boolean; excludeId?: number },
) {
  let q = db
    .selectFrom('users')
    .select(['users.id', 'users.username', 'users.email', 'users.fullName', 'users.status']);
  if (opts.activeOnly) q = q.where('users.status', '=', 1);
  if (opts.excludeId !== undefined) q = q.where('users.id', '!=', opts.excludeId);
  if (opts.search) {
    const has = containsPattern(opts.search);
    q = q.where((eb) =>
      eb.or([
        likeLower('users.fullName', has),
        likeLower('users.username', has),
        likeLower('users.email', has),
      ]),
    );
  }
  return q
    .orderBy('users.fullName')
    .orderBy('users.username')
    .orderBy('users.id')
    .limit(opts.limit)
    .execute();
}
