import type { Q } from './lists.repo.js';

/** The most a widget shows of one list: a partner's page is not the place for a whole catalogue. */
export const PARTNER_LIST_MAX = 100;

/**
 * What a partner reads of one of its own group's lists through the read API (the widget's
 * "Una lista"): the title and the catalogue items in the list's order. Only lists of kind 'list':
 * a visitor's favourites are a list too, of a profile, and never leave. Another group's list is
 * not found, whatever its id.
 */
export async function partnerList(
  db: Q,
  listId: number,
  groupId: number,
): Promise<{ id: number; title: string; assetIds: number[] } | null> {
  const list = await db
    .selectFrom('lists')
    .select(['id', 'title'])
    .where('id', '=', listId)
    .where('groupId', '=', groupId)
    .where('kind', '=', 'list')
    .executeTakeFirst();
  if (!list) return null;
  const elements = await db
    .selectFrom('listElements')
    .select('assetId')
    .where('listId', '=', list.id)
    .where('assetId', 'is not', null)
    .orderBy('position')
    .limit(PARTNER_LIST_MAX)
    .execute();
  return { ...list, assetIds: elements.map((e) => e.assetId!) };
}

/** The titles of these groups' lists, for the widget configurator's choice (newest first, bounded). */
export async function partnerListOptions(
  db: Q,
  groupIds: readonly number[],
): Promise<{ id: number; groupId: number; title: string }[]> {
  if (!groupIds.length) return [];
  return db
    .selectFrom('lists')
    .select(['id', 'groupId', 'title'])
    .where('groupId', 'in', [...groupIds])
    .where('kind', '=', 'list')
    .orderBy('id', 'desc')
    .limit(1000)
    .execute();
}
