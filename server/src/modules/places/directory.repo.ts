import { sql } from 'kysely';
import { GROUP_STATUS, USER_STATUS, type GroupKind } from '@sportello/contracts';
import type { Db } from '../../platform/db/connect.js';
import { containsText, folded, startsWithText } from './match.js';

/**
 * Groups and users as options: visible groups, active users. Their names are free text, folded in
 * SQL (see match.ts); `key` is foldKey() of what was typed, '' for the first page.
 */
export function findGroups(db: Db, key: string, limit: number, kinds?: GroupKind[]) {
  const name = folded(sql.ref('groups.name'));
  let query = db
    .selectFrom('groups')
    .select(['slug', 'name', 'kind'])
    .where('status', '=', GROUP_STATUS.visible);
  if (kinds?.length) query = query.where('kind', 'in', kinds);
  if (key) {
    query = query
      .where((eb) => eb.or([containsText(key)(name), containsText(key)(sql.ref('groups.slug'))]))
      .orderBy(sql`case when ${startsWithText(key)(name)} then 0 else 1 end`);
  }
  return query.orderBy(name).orderBy('name').orderBy('id').limit(limit).execute();
}

export function findUsers(db: Db, key: string, limit: number) {
  // A user without a full name is shown (and sorted) by username.
  const label = sql<string>`case when ${sql.ref('users.fullName')} = '' then ${sql.ref('users.username')} else ${sql.ref('users.fullName')} end`;
  const fullName = folded(label);
  const username = folded(sql.ref('users.username'));
  let query = db
    .selectFrom('users')
    .select(['username', 'fullName'])
    .where('status', '=', USER_STATUS.active);
  if (key) {
    query = query
      .where((eb) => eb.or([containsText(key)(fullName), containsText(key)(username)]))
      .orderBy(
        sql`case when ${startsWithText(key)(fullName)} or ${startsWithText(key)(username)} then 0 else 1 end`,
      );
  }
  return query.orderBy(fullName).orderBy('username').limit(limit).execute();
}

export function groupsBySlug(db: Db, slugs: string[]) {
  return db.selectFrom('groups').select(['slug', 'name', 'kind']).where('slug', 'in', slugs).execute();
}

export function usersByUsername(db: Db, usernames: string[]) {
  return db.selectFrom('users').select(['username', 'fullName']).where('username', 'in', usernames).execute();
}
