import { LIST_ELEMENTS_MAX, type ListElementsPage, type ListLocale } from '@sportello/contracts';
import { nowIso, type Db } from '../../platform/db/connect.js';
import { badRequest, forbidden, notFound, ruleBroken } from '../../platform/http/errors.js';
import { LISTS_MESSAGES as M } from './lists.messages.js';
import * as elementRepo from './lists.elements.repo.js';
import * as repo from './lists.repo.js';
import { pageOfElements, resolveItem } from './lists.service.js';

/**
 * A visitor profile's favourites: a list of kind 'favourites' of the profile's office,
 * outside the office's lists page. The profiles module owns who may touch which profile and passes
 * the office here (null: the Admin group, any office); the rules of positions, doubles and the
 * 500-element bound are the lists' own.
 */
type Q = Parameters<typeof repo.findList>[0];
export type FavouritesScope = number | null;

export const FAVOURITES_MESSAGES = {
  notFavourites: 'Questa lista non è una lista di preferiti.',
  indexTooHigh: (count: number) => `Posizione: al massimo ${Math.max(count - 1, 0)}`,
} as const;

/** The favourites list by id, if it is of the office (any office for null): 404 otherwise. */
export async function favouritesListFor(db: Q, scope: FavouritesScope, listId: number) {
  const list = await db
    .selectFrom('lists')
    .select(['id', 'groupId', 'kind', 'elementsCount'])
    .where('id', '=', listId)
    .executeTakeFirst();
  if (!list || (scope !== null && list.groupId !== scope)) throw notFound(M.listNotFound);
  if (list.kind !== 'favourites')
    throw badRequest(FAVOURITES_MESSAGES.notFavourites, { listId: FAVOURITES_MESSAGES.notFavourites });
  return list;
}

/** A new, empty favourites list of the office, titled by the profile (its code, or "Preferiti"). */
export async function createFavouritesList(db: Q, groupId: number, creatorId: number | null, title: string) {
  const [id] = await insertFavouriteLists(db, [
    { groupId, creatorId, title, createdAt: nowIso(), elements: [] },
  ]);
  return id!;
}

/** Renames a favourites list (when its profile gets its code). */
export const renameFavouritesList = (db: Q, listId: number, title: string) =>
  db.updateTable('lists').set({ title, updatedAt: nowIso() }).where('id', '=', listId).execute();

export async function favouritesPage(
  db: Db,
  scope: FavouritesScope,
  listId: number,
  q: { page: number; itemsPerPage: number; type?: string | undefined },
): Promise<ListElementsPage> {
  await favouritesListFor(db, scope, listId);
  const list = await repo.findList(db, listId);
  if (!list) throw notFound(M.listNotFound);
  return pageOfElements(db, list, q);
}

/** Adds the item when it is not a favourite, removes it when it is; in one locked transaction. */
export async function toggleFavourite(
  trx: Q,
  listId: number,
  item: { resId: string; type: string; locale: ListLocale },
): Promise<{ favourite: boolean; count: number }> {
  await repo.lockList(trx, listId);
  const now = nowIso();
  const existing = await elementRepo.findElementByRef(trx, listId, item.resId, item.type);
  if (existing) {
    await elementRepo.deleteElements(trx, listId, [existing.id]);
    await elementRepo.writePositions(trx, listId, await elementRepo.orderedIds(trx, listId));
    return { favourite: false, count: await repo.recount(trx, listId, now) };
  }
  const element = await resolveItem(trx, item);
  const count = await elementRepo.countElements(trx, listId);
  if (count >= LIST_ELEMENTS_MAX) throw ruleBroken(M.tooMany(LIST_ELEMENTS_MAX));
  await elementRepo.insertElements(trx, listId, count + 1, [element], now);
  return { favourite: true, count: await repo.recount(trx, listId, now) };
}

/** Every element of another list of the office joins the favourites at the end (no doubles). */
export async function addAllFromList(
  trx: Q,
  scope: FavouritesScope,
  listId: number,
  fromListId: number,
): Promise<{ added: number; count: number }> {
  const from = await repo.findList(trx, fromListId);
  if (!from) throw notFound(M.listNotFound);
  const target = await favouritesListFor(trx, scope, listId);
  if (from.groupId !== target.groupId) throw forbidden(M.otherOffice);
  await repo.lockLists(trx, [listId, fromListId]);
  const key = (e: { resId: string; type: string }) => `${e.type}\u0000${e.resId}`;
  const seen = new Set((await elementRepo.elementRefs(trx, listId)).map(key));
  const fresh = (await elementRepo.elementsOf(trx, fromListId))
    .filter((e) => !seen.has(key(e)))
    .map((e): elementRepo.NewElement => ({
      resId: e.resId,
      type: e.type,
      assetId: e.assetId,
      locale: e.locale,
      title: e.title,
      valuesJson: e.valuesJson,
    }));
  const count = await elementRepo.countElements(trx, listId);
  if (count + fresh.length > LIST_ELEMENTS_MAX) throw ruleBroken(M.tooMany(LIST_ELEMENTS_MAX));
  const now = nowIso();
  await elementRepo.insertElements(trx, listId, count + 1, fresh, now);
  return { added: fresh.length, count: await repo.recount(trx, listId, now) };
}

/** Drag and drop: the element at oldIndex (0-based, whole list) goes to newIndex. */
export async function reorderFavourites(trx: Q, listId: number, oldIndex: number, newIndex: number) {
  await repo.lockList(trx, listId);
  const ids = await elementRepo.orderedIds(trx, listId);
  for (const [name, index] of [
    ['oldIndex', oldIndex],
    ['newIndex', newIndex],
  ] as const) {
    if (index >= ids.length)
      throw badRequest(FAVOURITES_MESSAGES.indexTooHigh(ids.length), {
        [name]: FAVOURITES_MESSAGES.indexTooHigh(ids.length),
      });
  }
  const [moved] = ids.splice(oldIndex, 1);
  ids.splice(newIndex, 0, moved!);
  await elementRepo.writePositions(trx, listId, ids);
  return ids.length;
}

/** Removes the given elements (all when none are given); positions stay dense. */
export async function emptyFavourites(trx: Q, listId: number, ids?: number[]) {
  await repo.lockList(trx, listId);
  const now = nowIso();
  if (ids === undefined) {
    const removed = await elementRepo.countElements(trx, listId);
    await trx.deleteFrom('listElements').where('listId', '=', listId).execute();
    await repo.recount(trx, listId, now);
    return { removed, count: 0 };
  }
  const found = await elementRepo.elementsByIds(trx, listId, ids);
  if (found.length !== new Set(ids).size)
    throw badRequest(M.elementsNotInList, { items: M.elementsNotInList });
  await elementRepo.deleteElements(trx, listId, ids);
  await elementRepo.writePositions(trx, listId, await elementRepo.orderedIds(trx, listId));
  return { removed: found.length, count: await repo.recount(trx, listId, now) };
}

/** The favourites' items (for a visitor's data export). */
export const favouriteItems = (db: Q, listId: number) =>
  db
    .selectFrom('listElements')
    .select(['resId', 'type', 'title'])
    .where('listId', '=', listId)
    .orderBy('position')
    .execute();

/** Favourites lists made before their profile was saved and left behind (housekeeping). */
export async function deleteOrphanFavourites(
  db: Q,
  olderThan: string,
  referenced: (listIds: number[]) => Promise<Set<number>>,
) {
  const candidates = await db
    .selectFrom('lists')
    .select('id')
    .where('kind', '=', 'favourites')
    .where('createdAt', '<', olderThan)
    .limit(5000)
    .execute();
  if (!candidates.length) return 0;
  const used = await referenced(candidates.map((c) => c.id));
  const orphans = candidates.map((c) => c.id).filter((id) => !used.has(id));
  if (orphans.length) await db.deleteFrom('lists').where('id', 'in', orphans).execute();
  return orphans.length;
}

export interface BulkFavourites {
  groupId: number;
  creatorId: number | null;
  title: string;
  createdAt: string;
  elements: elementRepo.NewElement[];
}

/** Many favourites lists at once (demo data, benchmarks): returns their ids in order. */
export async function insertFavouriteLists(db: Q, lists: BulkFavourites[]): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < lists.length; i += 500) {
    const chunk = lists.slice(i, i + 500);
    const rows = await db
      .insertInto('lists')
      .values(
        chunk.map((l) => ({
          groupId: l.groupId,
          kind: 'favourites',
          title: l.title,
          special: 0,
          creatorId: l.creatorId,
          elementsCount: l.elements.length,
          createdAt: l.createdAt,
          updatedAt: l.createdAt,
        })),
      )
      .returning('id')
      .execute();
    const chunkIds = rows.map((r) => r.id);
    const elements = chunk.flatMap((l, k) =>
      l.elements.map((e, position) => ({
        ...e,
        listId: chunkIds[k]!,
        position: position + 1,
        createdAt: l.createdAt,
      })),
    );
    for (let j = 0; j < elements.length; j += 1000)
      await db
        .insertInto('listElements')
        .values(elements.slice(j, j + 1000))
        .execute();
    ids.push(...chunkIds);
  }
  return ids;
}

/** Deletes a favourites list with its elements (its profile is gone). */
export const deleteFavouritesList = (db: Q, listId: number) =>
  db.deleteFrom('lists').where('id', '=', listId).where('kind', '=', 'favourites').execute();
