import {
  characterCount,
  firstCharacters,
  LIST_ELEMENTS_MAX,
  LIST_TITLE_MAX,
  type List,
  type ListCopyBody,
  type ListCopyReply,
  type ListCreateBody,
  type ListElementAddBody,
  type ListElementRemoveBody,
  type ListElementsPage,
  type ListElementsQuery,
  type ListPaginateBody,
  type ListPage,
  type ListPositionBody,
  type ListUpdateBody,
  type ListElementValues,
} from '@sportello/contracts';
import type { z } from 'zod';
import { nowIso, type Db } from '../../platform/db/connect.js';
import { badRequest, conflict, forbidden, notFound, ruleBroken } from '../../platform/http/errors.js';
import { assetTexts, findAssetByRes, findAssetBySource } from '../explore/index.js';
import { ownsList, type ListUser } from './lists.access.js';
import { LISTS_MESSAGES as M } from './lists.messages.js';
import { presentElement, presentList, typeLabel } from './lists.presenter.js';
import * as elementRepo from './lists.elements.repo.js';
import * as repo from './lists.repo.js';

type Q = Parameters<typeof repo.findList>[0];
type CreateInput = z.output<typeof ListCreateBody>;
type AddInput = z.output<typeof ListElementAddBody>;
type PaginateInput = z.output<typeof ListPaginateBody>;
type ElementsQuery = z.output<typeof ListElementsQuery>;

/** The list by id, if it is the user's office's: 404 when there is none, 403 when it is another's. */
export async function listFor(db: Q, user: ListUser, id: number): Promise<repo.ListRow> {
  const list = await repo.findList(db, id);
  if (!list) throw notFound(M.listNotFound);
  if (!ownsList(user, list)) throw forbidden(M.otherOffice);
  return list;
}

/** The office named in a body or path must be the user's own. */
function checkIat(user: ListUser, slug: string | undefined) {
  if (slug !== undefined && slug !== user.groupSlug) throw forbidden(M.otherIat);
}

export async function presentListById(db: Q, id: number, withElements = 0): Promise<List> {
  const row = await repo.findList(db, id);
  if (!row) throw notFound(M.listNotFound);
  if (!withElements) return presentList(row);
  const rows = await elementRepo.elementsOf(db, id, { limit: withElements });
  return presentList(row, rows.map(presentElement));
}

// ---------------------------------------------------------------------------------------------
// Lists

export async function createList(db: Db, user: ListUser, body: CreateInput): Promise<List> {
  checkIat(user, body.iat);
  checkIat(user, body.slug);
  const id = await db.transaction().execute(async (trx) => {
    const now = nowIso();
    const id = await repo.insertList(trx, {
      groupId: user.groupId,
      title: body.title,
      special: body.special,
      creatorId: user.userId,
      now,
    });
    if (body.item) await addResolved(trx, id, [await resolveItem(trx, body.item)], now);
    return id;
  });
  return presentListById(db, id, LIST_PAGE_FIRST);
}

const LIST_PAGE_FIRST = 6;

export async function pageOfLists(
  db: Db,
  user: ListUser,
  iatSlug: string,
  body: PaginateInput,
): Promise<ListPage> {
  checkIat(user, iatSlug);
  checkIat(user, body.slug);
  const { rows, total } = await repo.pageLists(db, user.groupId, {
    offset: (body.page - 1) * body.itemsPerPage,
    limit: body.itemsPerPage,
    search: body.search,
  });
  return {
    elements: rows.map((r) => presentList(r)),
    currentPage: body.page,
    totalPages: Math.max(1, Math.ceil(total / body.itemsPerPage)),
    itemsPerPage: body.itemsPerPage,
    totalItems: total,
  };
}

export async function updateList(db: Db, user: ListUser, id: number, body: ListUpdateBody): Promise<List> {
  await listFor(db, user, id);
  await repo.updateList(db, id, body, nowIso());
  return presentListById(db, id);
}

export async function deleteList(db: Db, user: ListUser, id: number): Promise<void> {
  await listFor(db, user, id);
  await repo.deleteList(db, id);
}

/** A copy of the list and its elements, titled "{title} (copia)" within 70 characters. */
export async function duplicateList(db: Db, user: ListUser, id: number): Promise<List> {
  const newId = await db.transaction().execute(async (trx) => {
    const list = await listFor(trx, user, id);
    await repo.lockList(trx, id);
    const now = nowIso();
    const kept = LIST_TITLE_MAX - characterCount(M.copySuffix);
    const title = firstCharacters(list.title, kept).trimEnd() + M.copySuffix;
    const copy = await repo.insertList(trx, {
      groupId: list.groupId,
      title,
      special: list.special === 1,
      creatorId: user.userId,
      now,
    });
    const rows = await elementRepo.elementsOf(trx, id);
    await elementRepo.insertElements(trx, copy, 1, rows.map(toNewElement), now);
    await repo.recount(trx, copy, now);
    return copy;
  });
  return presentListById(db, newId);
}

// ---------------------------------------------------------------------------------------------
// Elements

export async function elementsPage(
  db: Db,
  user: ListUser,
  id: number,
  q: ElementsQuery,
): Promise<ListElementsPage> {
  return pageOfElements(db, await listFor(db, user, id), q);
}

/** One page of a list's elements, with its type counts: the lists' and the favourites' page. */
export async function pageOfElements(
  db: Q,
  list: NonNullable<Awaited<ReturnType<typeof repo.findList>>>,
  q: { page: number; itemsPerPage: number; type?: string | undefined },
): Promise<ListElementsPage> {
  const [rows, count, counts] = await Promise.all([
    elementRepo.elementsOf(db, list.id, {
      offset: (q.page - 1) * q.itemsPerPage,
      limit: q.itemsPerPage,
      type: q.type,
    }),
    q.type ? elementRepo.countElements(db, list.id, q.type) : Promise.resolve(list.elementsCount),
    elementRepo.typeCounts(db, list.id),
  ]);
  return {
    elements: rows.map(presentElement),
    currentPage: q.page,
    totalPages: Math.max(1, Math.ceil(count / q.itemsPerPage)),
    itemsPerPage: q.itemsPerPage,
    totalItems: count,
    list: presentList(list),
    types: counts.map((c) => ({ type: c.type, label: typeLabel(c.type), count: c.count })),
  };
}

/** An asset (or a published content's asset) as a new element: its title and card snapshot. */
export async function resolveItem(
  trx: Q,
  item: Pick<AddInput, 'resId' | 'type' | 'locale'>,
): Promise<elementRepo.NewElement> {
  const asset =
    item.type === 'content'
      ? await findAssetBySource(trx, 'content', item.resId)
      : await findAssetByRes(trx, item.resId, item.type);
  if (!asset) {
    if (item.type === 'content') throw ruleBroken(M.contentNotPublished, { resId: M.contentNotPublished });
    throw notFound(M.assetNotFound);
  }
  const texts = await assetTexts(trx, [asset.id], [item.locale]);
  const t = texts.find((x) => x.locale === item.locale) ?? texts.find((x) => x.locale === 'it');
  const snapshot: Partial<ListElementValues> = {
    subtitle: t?.subtitle ?? '',
    text: t?.text ?? '',
    info: t?.info ?? '',
    price: t?.price ?? '',
    img: asset.imgSrc ? { src: asset.imgSrc, alt: asset.imgAlt ?? '' } : null,
    href: asset.href,
    coords: JSON.parse(asset.coords || '[]') as ListElementValues['coords'],
  };
  return {
    resId: asset.sourceId,
    type: asset.type,
    assetId: asset.id,
    locale: item.locale,
    title: t?.title ?? asset.sourceId,
    valuesJson: JSON.stringify(snapshot),
  };
}

const toNewElement = (
  r: elementRepo.ElementRow | NonNullable<Awaited<ReturnType<typeof elementRepo.findElement>>>,
): elementRepo.NewElement => ({
  resId: r.resId,
  type: r.type,
  assetId: r.assetId,
  locale: r.locale,
  title: r.title,
  valuesJson: r.valuesJson,
});

/** Appends elements at the end (the list locked by the caller); those already there are skipped. */
async function addResolved(trx: Q, listId: number, items: elementRepo.NewElement[], now: string) {
  const key = (e: { resId: string; type: string }) => `${e.type}\u0000${e.resId}`;
  const seen = new Set((await elementRepo.elementRefs(trx, listId)).map(key));
  const fresh: elementRepo.NewElement[] = [];
  for (const item of items)
    if (!seen.has(key(item))) {
      seen.add(key(item));
      fresh.push(item);
    }
  const count = await elementRepo.countElements(trx, listId);
  if (count + fresh.length > LIST_ELEMENTS_MAX) throw ruleBroken(M.tooMany(LIST_ELEMENTS_MAX));
  await elementRepo.insertElements(trx, listId, count + 1, fresh, now);
  await repo.recount(trx, listId, now);
  return { added: fresh.length, skipped: items.length - fresh.length };
}

export async function addElement(db: Db, user: ListUser, id: number, body: AddInput): Promise<List> {
  await db.transaction().execute(async (trx) => {
    await listFor(trx, user, id);
    await repo.lockList(trx, id);
    const item = await resolveItem(trx, body);
    const { added } = await addResolved(trx, id, [item], nowIso());
    if (!added) throw conflict(M.alreadyInList, { resId: M.alreadyInList });
  });
  return presentListById(db, id);
}

export async function removeElements(
  db: Db,
  user: ListUser,
  id: number,
  body: ListElementRemoveBody,
): Promise<List> {
  await db.transaction().execute(async (trx) => {
    await listFor(trx, user, id);
    await repo.lockList(trx, id);
    let ids: number[];
    if ('ids' in body) {
      const found = await elementRepo.elementsByIds(trx, id, body.ids);
      if (found.length !== new Set(body.ids).size)
        throw badRequest(M.elementsNotInList, { ids: M.elementsNotInList });
      ids = found.map((e) => e.id);
    } else {
      const el = await elementRepo.findElementByRef(trx, id, body.resId, body.type);
      if (!el) throw notFound(M.elementNotFound);
      ids = [el.id];
    }
    await elementRepo.deleteElements(trx, id, ids);
    await elementRepo.writePositions(trx, id, await elementRepo.orderedIds(trx, id));
    await repo.recount(trx, id, nowIso());
  });
  return presentListById(db, id);
}

/** Copy (or move) elements of fromId to the end of toId, both the user's office's, in one transaction. */
export async function copyElements(
  db: Db,
  user: ListUser,
  body: ListCopyBody,
  move: boolean,
): Promise<ListCopyReply> {
  return db.transaction().execute(async (trx) => {
    await listFor(trx, user, body.fromId);
    await listFor(trx, user, body.toId);
    await repo.lockLists(trx, [body.fromId, body.toId]);
    const found = await elementRepo.elementsByIds(trx, body.fromId, body.ids);
    if (found.length !== new Set(body.ids).size)
      throw badRequest(M.elementsNotInList, { ids: M.elementsNotInList });
    const now = nowIso();
    const { added, skipped } = await addResolved(trx, body.toId, found.map(toNewElement), now);
    if (move) {
      await elementRepo.deleteElements(
        trx,
        body.fromId,
        found.map((e) => e.id),
      );
      await elementRepo.writePositions(trx, body.fromId, await elementRepo.orderedIds(trx, body.fromId));
      await repo.recount(trx, body.fromId, now);
    }
    return { copied: added, skipped, message: move ? M.moved : M.copied };
  });
}

/** The element goes to `position` (1 … count); the others shift; positions stay dense and unique. */
export async function moveElement(
  db: Db,
  user: ListUser,
  elementId: number,
  body: ListPositionBody,
): Promise<List> {
  if (body.id !== undefined && body.id !== elementId) throw badRequest(M.idMismatch, { id: M.idMismatch });
  const listId = await db.transaction().execute(async (trx) => {
    const first = await elementRepo.findElement(trx, elementId);
    if (!first) throw notFound(M.elementNotFound);
    await listFor(trx, user, first.listId);
    await repo.lockList(trx, first.listId);
    // Read again under the lock: another operator may have moved or removed it meanwhile.
    const el = await elementRepo.findElement(trx, elementId);
    if (!el) throw notFound(M.elementNotFound);
    const ids = await elementRepo.orderedIds(trx, el.listId);
    if (body.position > ids.length)
      throw badRequest(M.positionTooHigh(ids.length), { position: M.positionTooHigh(ids.length) });
    const rest = ids.filter((x) => x !== elementId);
    rest.splice(body.position - 1, 0, elementId);
    await elementRepo.writePositions(trx, el.listId, rest);
    return el.listId;
  });
  return presentListById(db, listId);
}
