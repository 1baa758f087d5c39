import type { Db } from '../../platform/db/connect.js';

/**
 * SQL of the memberships: who belongs to which group, in which environment, with which role. Every
 * write to the table is here; the forms and the create-admin command reach it through index.ts.
 */

export type NewMembership = { userId: number; groupId: number; appId: number; role: string; stato: number };

export async function findMembership(db: Db, userId: number, groupId: number, appId: number) {
  return db
    .selectFrom('memberships')
    .select(['id', 'role', 'stato'])
    .where('userId', '=', userId)
    .where('groupId', '=', groupId)
    .where('appId', '=', appId)
    .executeTakeFirst();
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

/** The user's memberships with their group and environment, environment order first. */
export async function listUserMemberships(db: Db, userId: number) {
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

/** One membership, created at `now` (the time of the action that adds it); its id. */
export async function insertMembership(db: Db, row: NewMembership & { now: string }): Promise<number> {
  const { now, ...values } = row;
  const inserted = await db
    .insertInto('memberships')
    .values({ ...values, createdAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** Several memberships in one statement, all created at `now`. */
export async function insertMemberships(db: Db, rows: NewMembership[], now: string): Promise<void> {
  if (!rows.length) return;
  await db
    .insertInto('memberships')
    .values(rows.map((row) => ({ ...row, createdAt: now })))
    .execute();
}

export async function updateMembership(
  db: Db,
  id: number,
  set: Partial<{ role: string; stato: number }>,
): Promise<void> {
  await db.updateTable('memberships').set(set).where('id', '=', id).execute();
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

/** The user's memberships of the groups given. */
export async function deleteMembershipsIn(db: Db, userId: number, groupIds: number[]): Promise<void> {
  if (!groupIds.length) return;
  await db.deleteFrom('memberships').where('userId', '=', userId).where('groupId', 'in', groupIds).execute();
}
