import type { Db } from '../../platform/db/connect.js';

/**
 * What other areas read of groups and users (a list's office and author, an office's contacts on
 * the list's PDF): explicit columns, by id, no rules.
 */

/** Slug and name of these groups, in no order. */
export async function groupNames(db: Db, ids: readonly number[]) {
  if (!ids.length) return [];
  return db
    .selectFrom('groups')
    .select(['id', 'slug', 'name'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
}

/** Full names of these users, in no order. */
export async function userNames(db: Db, ids: readonly number[]) {
  if (!ids.length) return [];
  return db
    .selectFrom('users')
    .select(['id', 'fullName'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
}

/** An office's name, address, contacts, place and opening hours. */
export const findOfficeContacts = (db: Db, groupId: number) =>
  db
    .selectFrom('groups')
    .select(['id', 'name', 'email', 'phone', 'address', 'city', 'province', 'lat', 'lng', 'openingHours'])
    .where('id', '=', groupId)
    .executeTakeFirst();
