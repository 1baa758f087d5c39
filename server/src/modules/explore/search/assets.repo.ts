import type { Db } from '../../../platform/db/connect.js';

/**
 * The rows the result cards are made of: each asset with its texts in the locale asked for and in
 * Italian (the fallback), in one query for a whole page.
 */
export async function findAssetRows(db: Db, ids: readonly number[], locale: string) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('assets as a')
    .innerJoin('assetTexts as t', 't.assetId', 'a.id')
    .select([
      'a.id',
      'a.source',
      'a.sourceId',
      'a.type',
      'a.category',
      'a.status',
      'a.municipalityCode',
      'a.lat',
      'a.lng',
      'a.coords',
      'a.imgSrc',
      'a.imgAlt',
      'a.href',
      'a.numTappe',
      'a.fields',
      'a.langs',
      't.locale',
      't.title',
      't.subtitle',
      't.text',
      't.fulltext',
      't.info',
      't.price',
      't.profession',
    ])
    .where('a.id', 'in', [...ids])
    .where('t.locale', 'in', [...new Set([locale, 'it'])])
    .execute();
}
/**
 * Assets with their texts in each of these locales (the partners' read API: one row per asset and
 * locale it has), explicit columns: the caller's presenter chooses what leaves.
 */
export async function findAssetsInLocales(db: Db, ids: readonly number[], locales: readonly string[]) {
  if (ids.length === 0 || locales.length === 0) return [];
  return db
    .selectFrom('assets as a')
    .innerJoin('assetTexts as t', 't.assetId', 'a.id')
    .select([
      'a.id',
      'a.type',
      'a.status',
      'a.municipalityCode',
      'a.lat',
      'a.lng',
      'a.imgSrc',
      'a.imgAlt',
      'a.dateFrom',
      'a.dateTo',
      'a.priceFrom',
      'a.fields',
      'a.updatedAt',
      't.locale',
      't.title',
      't.subtitle',
      't.text',
      't.fulltext',
      't.price',
    ])
    .where('a.id', 'in', [...ids])
    .where('t.locale', 'in', [...locales])
    .execute();
}
export type AssetInLocaleRow = Awaited<ReturnType<typeof findAssetsInLocales>>[number];

/** The catalogue id of an asset by its source's id and its type (a list's element points at it so). */
export async function findAssetIdByRes(db: Db, resId: string, type: string): Promise<number | null> {
  const row = await db
    .selectFrom('assets')
    .select('id')
    .where('sourceId', '=', resId)
    .where('type', '=', type)
    .orderBy('id')
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

export type AssetRow = Awaited<ReturnType<typeof findAssetRows>>[number];

/** The name and place of the first of these groups that has coordinates. */
export async function findPlacedGroup(db: Db, groupIds: readonly number[]) {
  if (groupIds.length === 0) return null;
  const rows = await db
    .selectFrom('groups')
    .select(['id', 'name', 'lat', 'lng'])
    .where('id', 'in', [...groupIds])
    .where('lat', 'is not', null)
    .where('lng', 'is not', null)
    .execute();
  const first = groupIds.map((id) => rows.find((r) => r.id === id)).find((r) => r !== undefined);
  return first ? { name: first.name, lat: Number(first.lat), lng: Number(first.lng) } : null;
}
