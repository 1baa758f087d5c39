import { sql } from 'kysely';
import type { Db } from '../../../platform/db/connect.js';
import { containsPattern, likeLower, prefixPattern } from '../../../platform/db/text-match.js';

/** Users whose username, full name or e-mail contains the query; prefix matches first. */
export async function searchUsers(db: Db, q: string, limit: number) {
  const has = containsPattern(q);
  const starts = prefixPattern(q);
  return db
    .selectFrom('users')
    .select(['id', 'username', 'fullName', 'image', 'status'])
    .where((eb) =>
      eb.or([
        likeLower('users.username', has),
        likeLower('users.fullName', has),
        likeLower('users.email', has),
      ]),
    )
    .orderBy(
      sql`case when ${likeLower('users.fullName', starts)} or ${likeLower('users.username', starts)} then 0 else 1 end`,
    )
    .orderBy('fullName')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Each user's first group (enabled memberships first, in environment order), by user id. */
export async function firstGroupNames(db: Db, userIds: number[]): Promise<Map<number, string>> {
  if (!userIds.length) return new Map();
  const rows = await db
    .selectFrom('memberships')
    .innerJoin('groups', 'groups.id', 'memberships.groupId')
    .innerJoin('apps', 'apps.id', 'memberships.appId')
    .select(['memberships.userId', 'groups.name'])
    .where('memberships.userId', 'in', userIds)
    .orderBy('memberships.stato', 'desc')
    .orderBy('apps.position')
    .orderBy('memberships.id')
    .execute();
  const names = new Map<number, string>();
  for (const r of rows) if (!names.has(r.userId)) names.set(r.userId, r.name);
  return names;
}

/** Groups whose name, slug or city contains the query; prefix matches first. */
export async function searchGroups(db: Db, q: string, limit: number) {
  const has = containsPattern(q);
  const starts = prefixPattern(q);
  return db
    .selectFrom('groups')
    .select(['id', 'name', 'kind', 'city', 'status'])
    .where((eb) =>
      eb.or([likeLower('groups.name', has), likeLower('groups.slug', has), likeLower('groups.city', has)]),
    )
    .orderBy(sql`case when ${likeLower('groups.name', starts)} then 0 else 1 end`)
    .orderBy('name')
    .orderBy('id')
    .limit(limit)
    .execute();
}
