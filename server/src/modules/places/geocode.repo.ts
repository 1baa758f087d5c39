import type { Db } from '../../platform/db/connect.js';
import { placesDb } from './places.schema.js';

/** What the gazetteer needs of a municipality: its names, postal codes and centre. */
const places = (db: Db) =>
  placesDb(db)
    .selectFrom('municipalities')
    .select(['istatCode', 'name', 'nameSearch', 'provinceCode', 'postalCodes', 'lat', 'lng']);

export type GazetteerPlace = Awaited<ReturnType<typeof placesByNames>>[number];

/** Municipalities whose search key is one of `keys` (the word runs of a typed address). */
export function placesByNames(db: Db, keys: string[]) {
  return places(db).where('nameSearch', 'in', keys).orderBy('nameSearch').orderBy('istatCode').execute();
}

/** Municipalities served by a postal code (codes are five digits, so a LIKE finds whole codes). */
export function placesByPostalCode(db: Db, code: string, limit: number) {
  return places(db)
    .where('postalCodes', 'like', `%${code}%`)
    .orderBy('nameSearch')
    .orderBy('istatCode')
    .limit(limit)
    .execute();
}

/** Municipalities whose search key starts with `key` (a name being typed), alphabetical. */
export function placesByPrefix(db: Db, key: string, limit: number) {
  return places(db)
    .where('nameSearch', 'like', `${key}%`)
    .orderBy('nameSearch')
    .orderBy('istatCode')
    .limit(limit)
    .execute();
}
