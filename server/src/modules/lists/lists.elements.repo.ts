import { sql } from 'kysely';
import { assetCards, assetFacts, assetTexts, type AssetText } from '../explore/index.js';
import type { Q } from './lists.repo.js';

/**
 * SQL of a list's elements (no rules here: the service decides who and what). An element points
 * at a catalogue asset; what it shows of it while the asset exists (status, image, texts) is read
 * from the explore module.
 */

const ELEMENT_COLUMNS = [
  'id',
  'listId',
  'resId',
  'type',
  'assetId',
  'position',
  'locale',
  'title',
  'valuesJson',
] as const;

const elementQuery = (db: Q) => db.selectFrom('listElements').select(ELEMENT_COLUMNS);

type ElementRecord = Awaited<ReturnType<ReturnType<typeof elementQuery>['executeTakeFirstOrThrow']>>;

/** An element with its asset's live columns (null when the asset is gone) and texts. */
export interface ElementRow extends ElementRecord {
  assetStatus: number | null;
  imgSrc: string | null;
  imgAlt: string | null;
  href: string | null;
  coords: string | null;
  /** The asset's texts in the element's locale, column by column Italian where it has none. */
  textTitle: string | null;
  textSubtitle: string | null;
  textText: string | null;
  textInfo: string | null;
  textPrice: string | null;
}

const assetIdsOf = (rows: ElementRecord[]) => rows.flatMap((r) => (r.assetId === null ? [] : [r.assetId]));

/** Elements in position order, with their asset's live columns and texts. */
export async function elementsOf(
  db: Q,
  listId: number,
  opts: { offset?: number; limit?: number; type?: string } = {},
): Promise<ElementRow[]> {
  let q = elementQuery(db).where('listId', '=', listId);
  if (opts.type) q = q.where('type', '=', opts.type);
  q = q.orderBy('position');
  if (opts.limit !== undefined) q = q.limit(opts.limit).offset(opts.offset ?? 0);
  const rows = await q.execute();
  const ids = assetIdsOf(rows);
  const [cards, texts] = await Promise.all([
    assetCards(db, ids),
    assetTexts(
      db,
      ids,
      rows.map((r) => r.locale),
    ),
  ]);
  const cardOf = new Map(cards.map((c) => [c.id, c]));
  const textOf = new Map(texts.map((t) => [`${t.assetId}:${t.locale}`, t]));
  return rows.map((r) => {
    const card = r.assetId === null ? undefined : cardOf.get(r.assetId);
    const tl = r.assetId === null ? undefined : textOf.get(`${r.assetId}:${r.locale}`);
    const ti = r.assetId === null ? undefined : textOf.get(`${r.assetId}:it`);
    const text = (col: keyof Omit<AssetText, 'assetId' | 'locale'>) => tl?.[col] ?? ti?.[col] ?? null;
    return {
      ...r,
      assetStatus: card?.status ?? null,
      imgSrc: card?.imgSrc ?? null,
      imgAlt: card?.imgAlt ?? null,
      href: card?.href ?? null,
      coords: card?.coords ?? null,
      textTitle: text('title'),
      textSubtitle: text('subtitle'),
      textText: text('text'),
      textInfo: text('info'),
      textPrice: text('price'),
    };
  });
}

/** Every element with what the PDF prints of its asset (fields, dates), in position order. */
export async function pdfElementsOf(db: Q, listId: number, limit: number) {
  const rows = await elementQuery(db).where('listId', '=', listId).orderBy('position').limit(limit).execute();
  const ids = assetIdsOf(rows);
  const [cards, facts] = await Promise.all([assetCards(db, ids), assetFacts(db, ids)]);
  const cardOf = new Map(cards.map((c) => [c.id, c]));
  const factsOf = new Map(facts.map((f) => [f.id, f]));
  return rows.map((r) => {
    const card = r.assetId === null ? undefined : cardOf.get(r.assetId);
    const more = r.assetId === null ? undefined : factsOf.get(r.assetId);
    return {
      ...r,
      assetStatus: card?.status ?? null,
      imgSrc: card?.imgSrc ?? null,
      href: card?.href ?? null,
      coords: card?.coords ?? null,
      fields: more?.fields ?? null,
      dateFrom: more?.dateFrom ?? null,
      dateTo: more?.dateTo ?? null,
      municipalityCode: more?.municipalityCode ?? null,
    };
  });
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
