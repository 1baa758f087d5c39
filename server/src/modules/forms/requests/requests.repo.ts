import type { FormsDb } from '../forms.schema.js';

/** Membership requests (accreditation, structure) and API requests: SQL only. */

export async function insertMembershipRequest(
  db: FormsDb,
  row: {
    kind: 'accreditation' | 'structure';
    userId: number;
    groupId: number;
    appId: number;
    membershipId: number;
    createdMembership: boolean;
    role: string;
    groupName: string;
    motivation: string;
    details: Record<string, string>;
    now: string;
  },
): Promise<number> {
  const { now, details, createdMembership, ...values } = row;
  const inserted = await db
    .insertInto('membershipRequests')
    .values({
      ...values,
      createdMembership: createdMembership ? 1 : 0,
      details: JSON.stringify(details),
      status: 'pending',
      decidedBy: null,
      decidedAt: null,
      decisionNote: '',
      createdAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function findPendingMembershipRequest(
  db: FormsDb,
  userId: number,
  groupId: number,
  appId: number,
) {
  return db
    .selectFrom('membershipRequests')
    .select('id')
    .where('userId', '=', userId)
    .where('groupId', '=', groupId)
    .where('appId', '=', appId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
}

/** The groups and environments where the user's accreditation (or new structure) waits for approval. */
export async function pendingMembershipRequests(db: FormsDb, userId: number) {
  return db
    .selectFrom('membershipRequests')
    .select(['groupId', 'appId'])
    .where('userId', '=', userId)
    .where('status', '=', 'pending')
    .execute();
}

export async function insertApiRequest(
  db: FormsDb,
  row: {
    userId: number;
    groupId: number;
    appId: number;
    authorisations: string[];
    motivation: string;
    details: Record<string, string>;
    now: string;
  },
): Promise<number> {
  const { now, details, authorisations, ...values } = row;
  const inserted = await db
    .insertInto('apiRequests')
    .values({
      ...values,
      authorisations: JSON.stringify(authorisations),
      details: JSON.stringify(details),
      status: 'pending',
      decidedBy: null,
      decidedAt: null,
      decisionNote: '',
      createdAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function findPendingApiRequest(db: FormsDb, groupId: number, appId: number) {
  return db
    .selectFrom('apiRequests')
    .select(['id', 'createdAt'])
    .where('groupId', '=', groupId)
    .where('appId', '=', appId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
}

const membershipSelect = (db: FormsDb) =>
  db
    .selectFrom('membershipRequests as r')
    .innerJoin('users as u', 'u.id', 'r.userId')
    .innerJoin('apps as a', 'a.id', 'r.appId')
    .leftJoin('groups as g', 'g.id', 'r.groupId')
    .leftJoin('users as d', 'd.id', 'r.decidedBy')
    .select([
      'r.id',
      'r.kind',
      'r.status',
      'r.role',
      'r.groupId',
      'r.groupName',
      'r.membershipId',
      'r.createdMembership',
      'r.motivation',
      'r.details',
      'r.createdAt',
      'r.decidedAt',
      'r.decisionNote',
      'u.id as userId',
      'u.username',
      'u.fullName',
      'u.email',
      'a.slug as appSlug',
      'a.name as appName',
      'g.kind as groupKind',
      'g.status as groupStatus',
      'd.fullName as decidedByName',
      'd.username as decidedByUsername',
    ]);

const apiSelect = (db: FormsDb) =>
  db
    .selectFrom('apiRequests as r')
    .innerJoin('users as u', 'u.id', 'r.userId')
    .innerJoin('apps as a', 'a.id', 'r.appId')
    .innerJoin('groups as g', 'g.id', 'r.groupId')
    .leftJoin('users as d', 'd.id', 'r.decidedBy')
    .select([
      'r.id',
      'r.status',
      'r.authorisations',
      'r.motivation',
      'r.details',
      'r.createdAt',
      'r.decidedAt',
      'r.decisionNote',
      'r.groupId',
      'r.appId',
      'g.name as groupName',
      'g.kind as groupKind',
      'u.id as userId',
      'u.username',
      'u.fullName',
      'u.email',
      'a.slug as appSlug',
      'a.name as appName',
      'd.fullName as decidedByName',
      'd.username as decidedByUsername',
    ]);

export type MembershipRequestRow = Awaited<ReturnType<typeof findMembershipRequest>> & {};
export type ApiRequestRow = Awaited<ReturnType<typeof findApiRequest>> & {};

export async function findMembershipRequest(db: FormsDb, id: number) {
  return membershipSelect(db).where('r.id', '=', id).executeTakeFirst();
}

export async function findApiRequest(db: FormsDb, id: number) {
  return apiSelect(db).where('r.id', '=', id).executeTakeFirst();
}

/**
 * The first `limit` requests of a status from each table, oldest first (the queue is worked in
 * arrival order), and how many there are in all: enough to cut any page of the merged list.
 */
export async function listRequests(db: FormsDb, status: string, limit: number) {
  const memberships = await membershipSelect(db)
    .where('r.status', '=', status)
    .orderBy('r.createdAt')
    .orderBy('r.id')
    .limit(limit)
    .execute();
  const apis = await apiSelect(db)
    .where('r.status', '=', status)
    .orderBy('r.createdAt')
    .orderBy('r.id')
    .limit(limit)
    .execute();
  const count = async (table: 'membershipRequests' | 'apiRequests') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('status', '=', status)
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { memberships, apis, total: (await count('membershipRequests')) + (await count('apiRequests')) };
}

/**
 * Records a decision on a pending request of either table, in one statement: false when the
 * request was already decided (two admins clicking at once cannot both decide it).
 */
export async function recordDecision(
  db: FormsDb,
  table: 'membershipRequests' | 'apiRequests',
  id: number,
  set: { status: string; decidedBy: number; decidedAt: string; decisionNote: string },
): Promise<boolean> {
  const res = await db
    .updateTable(table)
    .set(set)
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
