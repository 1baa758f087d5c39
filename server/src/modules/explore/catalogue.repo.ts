import type { Db } from '../../platform/db/connect.js';

/**
 * The catalogue as other areas read it (a list's elements, its PDF): an asset by its source's
 * reference, assets by id, their texts. Explicit columns, no rules: the caller decides.
 */

/** What a list's card shows of an asset while it exists. */
const CARD_COLUMNS = ['id', 'type', 'sourceId', 'status', 'imgSrc', 'imgAlt', 'href', 'coords'] as const;

/** The asset of a source's id and type (the first, should a source repeat one). */
export const findAssetByRes = (db: Db, resId: string, type: string) =>
  db
    .selectFrom('assets')
    .select(CARD_COLUMNS)
    .where('sourceId', '=', resId)
    .where('type', '=', type)
    .orderBy('id')
    .executeTakeFirst();

/** The asset a source made of one of its records ('content' and a content's id, 'office' and a group's). */
export const findAssetBySource = (db: Db, source: string, sourceId: string) =>
  db
    .selectFrom('assets')
    .select(CARD_COLUMNS)
    .where('source', '=', source)
    .where('sourceId', '=', sourceId)
    .executeTakeFirst();

export type AssetCard = NonNullable<Awaited<ReturnType<typeof findAssetByRes>>>;

/** The cards of these assets (those that still exist), in no order. */
export async function assetCards(db: Db, ids: readonly number[]): Promise<AssetCard[]> {
  if (!ids.length) return [];
  return db
    .selectFrom('assets')
    .select(CARD_COLUMNS)
    .where('id', 'in', [...new Set(ids)])
    .execute();
}

/** What a printed card adds: the asset's fields (JSON text), its dates and its municipality. */
export async function assetFacts(db: Db, ids: readonly number[]) {
  if (!ids.length) return [];
  return db
    .selectFrom('assets')
    .select(['id', 'fields', 'dateFrom', 'dateTo', 'municipalityCode'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
}

/** Texts of the assets in the locales asked for, and in Italian (the fallback). */
export async function assetTexts(db: Db, ids: readonly number[], locales: readonly string[]) {
  if (!ids.length) return [];
  return db
    .selectFrom('assetTexts')
    .select(['assetId', 'locale', 'title', 'subtitle', 'text', 'info', 'price'])
    .where('assetId', 'in', [...new Set(ids)])
    .where('locale', 'in', [...new Set([...locales, 'it'])])
    .execute();
}

export type AssetText = Awaited<ReturnType<typeof assetTexts>>[number];
