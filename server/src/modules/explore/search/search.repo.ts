import { sql } from 'kysely';
import { ASSET_STATUS } from '@sportello/contracts';
import type { Db } from '../../../platform/db/connect.js';
import { keptWhileUnchanged } from '../../../platform/db/kept-answers.js';
import { allAssets, type SearchIndex } from './search-index.js';
import { allOf, type Cond, type Point } from './search-scope.js';

/**
 * The SQL of explore.search: a page of ids in the order asked, the total, the counts per category
 * in one grouped query, the counts per option of the filter blocks in one statement, the ranges'
 * bounds, and the words the typo fallback may offer. Each query reads `assets a` through the
 * indexes of migration 009 (category/status first, then the box or the title); the words, when
 * there are some, are one more condition (SearchIndex.holds), and the relevance order is the
 * index's own (SearchIndex.rankedPage).
 */

export type PageOrder =
  | { by: 'rank'; index: SearchIndex; words: readonly string[]; selective: boolean }
  | { by: 'title' }
  | { by: 'distance'; from: Point }
  | { by: 'date' };

/** Rows without the key of the order come last on both engines (SQLite sorts nulls first). */
const lastIfNull = (column: 'a.lat' | 'a.dateFrom') =>
  sql<number>`case when ${sql.ref(column)} is null then 1 else 0 end`;

/** Squared distance on the plane of the origin's latitude: the order of the true distance nearby. */
const squaredDistance = ({ lat, lng }: Point) => {
  const k = Math.cos((lat * Math.PI) / 180) ** 2;
  return sql<number>`(a.lat - ${lat}) * (a.lat - ${lat}) + (a.lng - ${lng}) * (a.lng - ${lng}) * ${k}`;
};

/** The ids of one page of the rows, in order (ties broken by id, so pages are stable). */
export async function findPageIds(
  db: Db,
  conds: readonly Cond[],
  order: PageOrder,
  limit: number,
  offset: number,
): Promise<number[]> {
  if (order.by === 'rank')
    return order.index.rankedPage(db, order.words, conds, { limit, offset, selective: order.selective });
  let q = allAssets(db).select('a.id').where(allOf(conds));
  if (order.by === 'title') q = q.orderBy('a.titleSort');
  if (order.by === 'distance') q = q.orderBy(lastIfNull('a.lat')).orderBy(squaredDistance(order.from));
  if (order.by === 'date')
    q = q.orderBy(lastIfNull('a.dateFrom')).orderBy('a.dateFrom').orderBy('a.titleSort');
  const rows = await q.orderBy('a.id').limit(limit).offset(offset).execute();
  return rows.map((r) => r.id);
}

/**
 * The counts below read every row they count (up to a whole category's), and every desk asks the
 * same ones while the catalogue changes at its imports: each is kept while the assets are
 * unchanged (kept-answers.ts).
 */
export async function countRows(db: Db, conds: readonly Cond[]): Promise<number> {
  const [row] = await keptWhileUnchanged(
    db,
    ['assets'],
    allAssets(db)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(allOf(conds)),
  );
  return Number(row?.n ?? 0);
}

/**
 * Rows per category: `base` under `where` alone, `n` under the gated conditions too (each gate
 * applies to its own categories only). One grouped query for every tab.
 */
export async function countByCategory(
  db: Db,
  where: readonly Cond[],
  gated: readonly Cond[],
): Promise<{ category: string; base: number; n: number }[]> {
  const rows = await keptWhileUnchanged(
    db,
    ['assets'],
    allAssets(db)
      .select((eb) => [
        'a.category',
        eb.fn.countAll<number>().as('base'),
        (gated.length
          ? eb.fn.sum<number>(eb.case().when(allOf(gated)(eb)).then(1).else(0).end())
          : eb.fn.countAll<number>()
        ).as('n'),
      ])
      .where(allOf(where))
      .groupBy('a.category'),
  );
  return rows.map((r) => ({ category: r.category, base: Number(r.base), n: Number(r.n) }));
}

export type OptionColumn = 'a.municipalityCode' | 'a.stars' | 'a.classification' | 'a.difficulty' | 'a.type';
export type OptionCountPart = { name: string; column: OptionColumn; conds: readonly Cond[] };

/** How many rows hold each value of each column (each under its own conditions), in one statement. */
export async function countOptions(
  db: Db,
  parts: readonly OptionCountPart[],
): Promise<{ f: string; v: string; n: number }[]> {
  const selects = parts.map(({ name, column, conds }) =>
    allAssets(db)
      .select((eb) => [
        sql.lit(name).as('f'),
        sql<string>`cast(${sql.ref(column)} as text)`.as('v'),
        eb.fn.countAll<number>().as('n'),
      ])
      .where(allOf(conds))
      .where(column, 'is not', null)
      .groupBy(column),
  );
  if (selects.length === 0) return [];
  const [first, ...rest] = selects;
  const rows = await keptWhileUnchanged(
    db,
    ['assets'],
    rest.reduce((q, next) => q.unionAll(next), first!),
  );
  return rows.map((r) => ({ f: String(r.f), v: String(r.v), n: Number(r.n) }));
}

export type RangeColumn = 'priceFrom' | 'lengthKm' | 'ascentM';

/** The smallest and largest value of each column among the category's searchable rows. */
export async function rangeBounds(
  db: Db,
  category: string,
  columns: readonly RangeColumn[],
): Promise<Partial<Record<RangeColumn, { min: number; max: number }>>> {
  if (columns.length === 0) return {};
  const row = await db
    .selectFrom('assets')
    .select((eb) => columns.flatMap((c) => [eb.fn.min(c).as(`${c}Min`), eb.fn.max(c).as(`${c}Max`)]))
    .where('category', '=', category)
    .where('status', '=', ASSET_STATUS.normal)
    .executeTakeFirst();
  const bounds: Partial<Record<RangeColumn, { min: number; max: number }>> = {};
  const values = (row ?? {}) as Record<string, unknown>;
  for (const c of columns) {
    const min = values[`${c}Min`];
    const max = values[`${c}Max`];
    if (min !== null && min !== undefined && max !== null && max !== undefined)
      bounds[c] = { min: Number(min), max: Number(max) };
  }
  return bounds;
}

/** Whether a word of the dictionary starts with this one (a range of its primary key). */
export async function hasTermStartingWith(db: Db, prefix: string): Promise<boolean> {
  const row = await db
    .selectFrom('assetTerms')
    .select('term')
    .where('term', '>=', prefix)
    .where('term', '<', `${prefix}\u{10FFFF}`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Dictionary words starting with `first` whose length is within the bounds, most used first: a
 * range of the primary key, then the length.
 */
export async function findTermCandidates(
  db: Db,
  first: string,
  minLength: number,
  maxLength: number,
): Promise<{ term: string; docs: number }[]> {
  const next = String.fromCodePoint(first.codePointAt(0)! + 1);
  const length = sql<number>`length(${sql.ref('term')})`;
  return db
    .selectFrom('assetTerms')
    .select(['term', 'docs'])
    .where('term', '>=', first)
    .where('term', '<', next)
    .where(length, '>=', minLength)
    .where(length, '<=', maxLength)
    .orderBy('docs', 'desc')
    .limit(5000)
    .execute();
}
