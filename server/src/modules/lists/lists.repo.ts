import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema.js';
import { isPostgres } from '../../platform/db/connect.js';
import { containsPattern, likeLower } from '../../platform/db/text-match.js';
import './lists.schema.js';

/** SQL of the lists (no rules here: the service decides who and what). */
type Q = Kysely<Database> | Transaction<Database>;

const LIST_COLUMNS = [
  'lists.id',
  'lists.groupId',
  'lists.title',
  'lists.special',
  'lists.creatorId',
  'lists.elementsCount',
  'lists.createdAt',
  'groups.slug as groupSlug',
  'groups.name as groupName',
  'users.fullName as creatorName',
] as const;

const listQuery = (db: Q) =>
  db
    .selectFrom('lists')
    .innerJoin('groups', 'groups.id', 'lists.groupId')
    .leftJoin('users', 'users.id', 'lists.creatorId')
    .select(LIST_COLUMNS);

export type ListRow = NonNullable<Awaited<ReturnType<typeof findList>>>;

export const findList = (db: Q, id: number) => listQuery(db).where('lists.id', '=', id).executeTakeFirst();

/**
 * Takes the list's row lock for the rest of the transaction (PostgreSQL: SELECT … FOR UPDATE), so
 * two operators reordering or moving in one list wait for each other; SQLite serialises writers.
 */
export async function lockList(trx: Q, id: number): Promise<boolean> {
  const q = trx.selectFrom('lists').select('id').where('id', '=', id);
  const row = await (isPostgres(trx) ? q.forUpdate() : q).executeTakeFirst();
  return row !== undefined;
}

/** Two lists locked in id order (copy and move): no deadlock between opposite moves. */
export async function lockLists(trx: Q, ids: number[]): Promise<void> {
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) await lockList(trx, id);
}

export interface ListPageOptions {
  offset: number;
  limit: number;
  search: string;
  special?: boolean;
  sortBy?: 'createdAt' | 'title' | 'elementsCount';
  desc?: boolean;
}

/** A page of the office's lists (newest first unless told), and how many match. */
export async function pageLists(
  db: Q,
  groupId: number,
  opts: ListPageOptions,
): Promise<{ rows: ListRow[]; total: number }> {
  // The office's own lists; a profile's favourites (kind favourites) are not among them.
  let count = db.selectFrom('lists').where('lists.groupId', '=', groupId).where('lists.kind', '=', 'list');
  let q = listQuery(db).where('lists.groupId', '=', groupId).where('lists.kind', '=', 'list');
  if (opts.search) {
    const has = containsPattern(opts.search);
    count = count.where(likeLower('lists.title', has));
    q = q.where(likeLower('lists.title', has));
  }
  if (opts.special !== undefined) {
    count = count.where('lists.special', '=', opts.special ? 1 : 0);
    q = q.where('lists.special', '=', opts.special ? 1 : 0);
  }
  const dir = opts.desc === false ? 'asc' : 'desc';
  const [n, rows] = await Promise.all([
    count.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    q
      .orderBy(`lists.${opts.sortBy ?? 'createdAt'}`, dir)
      .orderBy('lists.id', dir)
      .limit(opts.limit)
      .offset(opts.offset)
      .execute(),
  ]);
  return { rows, total: Number(n.n) };
}

export async function insertList(
  db: Q,
  values: {
    groupId: number;
    title: string;
    special: boolean;
    creatorId: number;
    now: string;
    kind?: 'list' | 'favourites';
  },
): Promise<number> {
  const row = await db
    .insertInto('lists')
    .values({
      groupId: values.groupId,
      kind: values.kind ?? 'list',
      title: values.title,
      special: values.special ? 1 : 0,
      creatorId: values.creatorId,
      elementsCount: 0,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateList(db: Q, id: number, set: { title?: string; special?: boolean }, now: string) {
  await db
    .updateTable('lists')
    .set({
      ...(set.title !== undefined ? { title: set.title } : {}),
      ...(set.special !== undefined ? { special: set.special ? 1 : 0 } : {}),
      updatedAt: now,
    })
    .where('id', '=', id)
    .execute();
}

export const deleteList = (db: Q, id: number) => db.deleteFrom('lists').where('id', '=', id).execute();

/** Recounts the list's elements into lists.elements_count. */
export async function recount(db: Q, listId: number, now: string): Promise<number> {
  const row = await db
    .selectFrom('listElements')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('listId', '=', listId)
    .executeTakeFirstOrThrow();
  const n = Number(row.n);
  await db.updateTable('lists').set({ elementsCount: n, updatedAt: now }).where('id', '=', listId).execute();
  return n;
}

// ---------------------------------------------------------------------------------------------
// Elements

const ELEMENT_COLUMNS = [
  'listElements.id',
  'listElements.listId',
  'listElements.resId',
  'listElements.type',
  'listElements.assetId',
  'listElements.position',
  'listElements.locale',
  'listElements.title',
  'listElements.valuesJson',
] as const;

export type ElementRow = Awaited<ReturnType<typeof elementsOf>>[number];

/** Elements in position order, with their asset's live columns (null when the asset is gone). */
export function elementsOf(
  db: Q,
  listId: number,
  opts: { offset?: number; limit?: number; type?: string } = {},
) {
  // The texts in the element's locale (tl) and in Italian (ti), the fallback, in the same query.
  let q = db
    .selectFrom('listElements')
    .leftJoin('assets', 'assets.id', 'listElements.assetId')
    .leftJoin('assetTexts as tl', (j) =>
      j.onRef('tl.assetId', '=', 'listElements.assetId').onRef('tl.locale', '=', 'listElements.locale'),
    )
    .leftJoin('assetTexts as ti', (j) =>
      j.onRef('ti.assetId', '=', 'listElements.assetId').on('ti.locale', '=', 'it'),
    )
    .select(ELEMENT_COLUMNS)
    .select([
      'assets.status as assetStatus',
      'assets.imgSrc',
      'assets.imgAlt',
      'assets.href',
      'assets.coords',
    ])
    .select([
      (eb) => eb.fn.coalesce('tl.title', 'ti.title').as('textTitle'),
      (eb) => eb.fn.coalesce('tl.subtitle', 'ti.subtitle').as('textSubtitle'),
      (eb) => eb.fn.coalesce('tl.text', 'ti.text').as('textText'),
      (eb) => eb.fn.coalesce('tl.info', 'ti.info').as('textInfo'),
      (eb) => eb.fn.coalesce('tl.price', 'ti.price').as('textPrice'),
    ])
    .where('listElements.listId', '=', listId);
  if (opts.type) q = q.where('listElements.type', '=', opts.type);
  q = q.orderBy('listElements.position');
  if (opts.limit !== undefined) q = q.limit(opts.limit).offset(opts.offset ?? 0);
  return q.execute();
}

/** Every element with what the PDF prints of its asset (fields, dates), in position order. */
export function pdfElementsOf(db: Q, listId: number, limit: number) {
  return db
    .selectFrom('listElements')
    .leftJoin('assets', 'assets.id', 'listElements.assetId')
    .select(ELEMENT_COLUMNS)
    .select([
      'assets.status as assetStatus',
      'assets.imgSrc',
      'assets.href',
      'assets.coords',
      'assets.fields',
      'assets.dateFrom',
      'assets.dateTo',
    ])
    .where('listElements.listId', '=', listId)
    .orderBy('listElements.position')
    .limit(limit)
    .execute();
}

/** Texts of the assets in the locales asked for (each with Italian as the fallback). */
export function assetTexts(db: Q, assetIds: number[], locales: string[]) {
  if (!assetIds.length) return Promise.resolve([]);
  return db
    .selectFrom('assetTexts')
    .select(['assetId', 'locale', 'title', 'subtitle', 'text', 'info', 'price'])
    .where('assetId', 'in', assetIds)
    .where('locale', 'in', [...new Set([...locales, 'it'])])
    .execute();
}

export async function typeCounts(db: Q, listId: number) {
  const rows = await db
    .selectFrom('listElements')
    .select(['type', (eb) => eb.fn.countAll<number>().as('n')])
    .where('listId', '=', listId)
    .groupBy('type')
    .execute();
  return rows.map((r) => ({ type: r.type, count: Number(r.n) }));
}

export const countElements = async (db: Q, listId: number, type?: string) => {
  let q = db
    .selectFrom('listElements')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('listId', '=', listId);
  if (type) q = q.where('type', '=', type);
  return Number((await q.executeTakeFirstOrThrow()).n);
};

export const findElement = (db: Q, id: number) =>
  db.selectFrom('listElements').select(ELEMENT_COLUMNS).where('id', '=', id).executeTakeFirst();

export const findElementByRef = (db: Q, listId: number, resId: string, type: string) =>
  db
    .selectFrom('listElements')
    .select(ELEMENT_COLUMNS)
    .where('listId', '=', listId)
    .where('resId', '=', resId)
    .where('type', '=', type)
    .executeTakeFirst();

/** resId and type of every element of the list (what an addition must not double). */
export const elementRefs = (db: Q, listId: number) =>
  db.selectFrom('listElements').select(['resId', 'type']).where('listId', '=', listId).execute();

export const elementsByIds = (db: Q, listId: number, ids: number[]) =>
  db
    .selectFrom('listElements')
    .select(ELEMENT_COLUMNS)
    .where('listId', '=', listId)
    .where('id', 'in', ids)
    .orderBy('position')
    .execute();

/** Ids in position order (what a reorder rewrites). */
export async function orderedIds(db: Q, listId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('listElements')
    .select('id')
    .where('listId', '=', listId)
    .orderBy('position')
    .execute();
  return rows.map((r) => r.id);
}

export async function maxPosition(db: Q, listId: number): Promise<number> {
  const row = await db
    .selectFrom('listElements')
    .select((eb) => eb.fn.max('position').as('p'))
    .where('listId', '=', listId)
    .executeTakeFirst();
  return Number(row?.p ?? 0);
}

export interface NewElement {
  resId: string;
  type: string;
  assetId: number | null;
  locale: string;
  title: string;
  valuesJson: string;
}

export async function insertElements(db: Q, listId: number, from: number, items: NewElement[], now: string) {
  if (!items.length) return;
  await db
    .insertInto('listElements')
    .values(items.map((item, i) => ({ ...item, listId, position: from + i, createdAt: now })))
    .execute();
}

export const deleteElements = (db: Q, listId: number, ids: number[]) =>
  db.deleteFrom('listElements').where('listId', '=', listId).where('id', 'in', ids).execute();

/**
 * Writes positions: ids[i] goes to position i + 1. The rows are first parked at negative
 * positions, so the unique (list, position) index never sees two rows on one place.
 */
export async function writePositions(db: Q, listId: number, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const current = await db
    .selectFrom('listElements')
    .select(['id', 'position'])
    .where('listId', '=', listId)
    .execute();
  const at = new Map(current.map((r) => [r.id, r.position]));
  const changed = ids.map((id, i) => ({ id, position: i + 1 })).filter((c) => at.get(c.id) !== c.position);
  if (!changed.length) return;
  const changedIds = changed.map((c) => c.id);
  await db
    .updateTable('listElements')
    .set({ position: sql<number>`-position` })
    .where('listId', '=', listId)
    .where('id', 'in', changedIds)
    .execute();
  for (let i = 0; i < changed.length; i += 200) {
    const chunk = changed.slice(i, i + 200);
    const cases = sql.join(
      chunk.map((c) => sql`when ${c.id} then cast(${c.position} as integer)`),
      sql` `,
    );
    await db
      .updateTable('listElements')
      .set({ position: sql<number>`case id ${cases} end` })
      .where('listId', '=', listId)
      .where(
        'id',
        'in',
        chunk.map((c) => c.id),
      )
      .execute();
  }
}

// ---------------------------------------------------------------------------------------------
// Assets and offices (read only)

export const findAssetByRef = (db: Q, resId: string, type: string) =>
  db
    .selectFrom('assets')
    .select(['id', 'type', 'sourceId', 'status', 'imgSrc', 'imgAlt', 'href', 'coords'])
    .where('sourceId', '=', resId)
    .where('type', '=', type)
    .orderBy('id')
    .executeTakeFirst();

export const findContentAsset = (db: Q, contentId: string) =>
  db
    .selectFrom('assets')
    .select(['id', 'type', 'sourceId', 'status', 'imgSrc', 'imgAlt', 'href', 'coords'])
    .where('source', '=', 'content')
    .where('sourceId', '=', contentId)
    .executeTakeFirst();

export const findGroup = (db: Q, id: number) =>
  db
    .selectFrom('groups')
    .select([
      'id',
      'slug',
      'name',
      'kind',
      'email',
      'phone',
      'address',
      'city',
      'province',
      'lat',
      'lng',
      'openingHours',
    ])
    .where('id', '=', id)
    .executeTakeFirst();

/** The office's own catalogue entry (its opening hours, website), when it has one. */
export const officeAsset = (db: Q, groupId: number) =>
  db
    .selectFrom('assets')
    .select(['fields'])
    .where('source', '=', 'office')
    .where('sourceId', '=', String(groupId))
    .executeTakeFirst();

// ---------------------------------------------------------------------------------------------
// Shares

export async function insertShare(
  db: Q,
  v: { token: string; listId: number; groupId: number; lang: string; createdBy: number; now: string },
) {
  const row = await db
    .insertInto('listShares')
    .values({
      token: v.token,
      listId: v.listId,
      groupId: v.groupId,
      lang: v.lang,
      createdBy: v.createdBy,
      createdAt: v.now,
      revokedAt: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const findShare = (db: Q, token: string) =>
  db.selectFrom('listShares').selectAll().where('token', '=', token).executeTakeFirst();

export const sharesOf = (db: Q, listId: number) =>
  db
    .selectFrom('listShares')
    .selectAll()
    .where('listId', '=', listId)
    .orderBy('id', 'desc')
    .limit(50)
    .execute();

export const revokeShare = (db: Q, id: number, now: string) =>
  db
    .updateTable('listShares')
    .set({ revokedAt: now })
    .where('id', '=', id)
    .where('revokedAt', 'is', null)
    .execute();

export const insertSend = (
  db: Q,
  v: {
    listId: number;
    groupId: number;
    shareId: number | null;
    userId: number;
    channel: string;
    lang: string;
    now: string;
  },
) =>
  db
    .insertInto('listShareSends')
    .values({
      listId: v.listId,
      groupId: v.groupId,
      shareId: v.shareId,
      userId: v.userId,
      channel: v.channel,
      lang: v.lang,
      createdAt: v.now,
    })
    .execute();

/** The office's sends counted by channel and language, between two ISO dates (inclusive). */
export async function sendCounts(db: Q, groupId: number, from?: string, to?: string) {
  let q = db.selectFrom('listShareSends').where('groupId', '=', groupId);
  if (from) q = q.where('createdAt', '>=', `${from}T00:00:00.000Z`);
  if (to) q = q.where('createdAt', '<=', `${to}T23:59:59.999Z`);
  return q
    .select(['channel', 'lang', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy(['channel', 'lang'])
    .execute();
}
