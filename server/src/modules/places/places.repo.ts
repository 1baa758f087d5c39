import { sql } from 'kysely';
import type { Db } from '../../platform/db/connect.js';
import type { Match } from './match.js';
import { placesDb } from './places.schema.js';

/** What a municipality option shows: name, province, postal codes, region. */
const municipalityOptions = (db: Db) =>
  placesDb(db)
    .selectFrom('municipalities')
    .innerJoin('regions', 'regions.code', 'municipalities.regionCode')
    .select([
      'municipalities.istatCode',
      'municipalities.name',
      'municipalities.provinceCode',
      'municipalities.postalCodes',
      'regions.name as regionName',
    ]);

/** Municipalities whose search key matches, with their region's name; alphabetical. */
export function findMunicipalities(db: Db, match: Match, limit: number) {
  return municipalityOptions(db)
    .where(match(sql.ref('municipalities.nameSearch')))
    .orderBy('municipalities.nameSearch')
    .orderBy('municipalities.istatCode')
    .limit(limit)
    .execute();
}

/** Municipalities by digits: one of their postal codes contains them, or their ISTAT code starts so. */
export function findMunicipalitiesByDigits(db: Db, digits: string, limit: number) {
  return municipalityOptions(db)
    .where((eb) =>
      eb.or([
        eb('municipalities.postalCodes', 'like', `%${digits}%`),
        eb('municipalities.istatCode', 'like', `${digits}%`),
      ]),
    )
    .orderBy('municipalities.nameSearch')
    .orderBy('municipalities.istatCode')
    .limit(limit)
    .execute();
}

/** One municipality with its province's and region's names. */
export function findMunicipalityByIstat(db: Db, istat: string) {
  return placesDb(db)
    .selectFrom('municipalities')
    .innerJoin('provinces', 'provinces.code', 'municipalities.provinceCode')
    .innerJoin('regions', 'regions.code', 'municipalities.regionCode')
    .select([
      'municipalities.istatCode',
      'municipalities.name',
      'municipalities.provinceCode',
      'provinces.name as provinceName',
      'municipalities.regionCode',
      'regions.name as regionName',
      'municipalities.postalCodes',
      'municipalities.cadastralCode',
      'municipalities.lat',
      'municipalities.lng',
    ])
    .where('municipalities.istatCode', '=', istat)
    .executeTakeFirst();
}

/** Provinces (and metropolitan cities) whose name matches, or whose abbreviation is `code`. */
export function findProvinces(db: Db, match: Match, limit: number, code?: string) {
  return placesDb(db)
    .selectFrom('provinces')
    .innerJoin('regions', 'regions.code', 'provinces.regionCode')
    .select(['provinces.code', 'provinces.name', 'regions.name as regionName'])
    .where((eb) => {
      const byName = match(sql.ref('provinces.nameSearch'));
      return code ? eb.or([byName, eb('provinces.code', '=', code)]) : byName;
    })
    .orderBy('provinces.nameSearch')
    .limit(limit)
    .execute();
}

export function findRegions(db: Db, match: Match, limit: number) {
  return placesDb(db)
    .selectFrom('regions')
    .select(['code', 'name'])
    .where(match(sql.ref('nameSearch')))
    .orderBy('nameSearch')
    .limit(limit)
    .execute();
}

/** Countries whose name in the language (it or en) matches; alphabetical in that language. */
export function findCountries(db: Db, lang: 'it' | 'en', match: Match, limit: number) {
  const key = lang === 'it' ? 'searchIt' : 'searchEn';
  return placesDb(db)
    .selectFrom('countries')
    .select(['code', 'nameIt', 'nameEn', 'eu'])
    .where(match(sql.ref(key)))
    .orderBy(key)
    .limit(limit)
    .execute();
}

/** By value (the codes options carry), to name stored values. */
export function municipalitiesByIstat(db: Db, codes: string[]) {
  return municipalityOptions(db).where('municipalities.istatCode', 'in', codes).execute();
}
export function provincesByCode(db: Db, codes: string[]) {
  return placesDb(db)
    .selectFrom('provinces')
    .innerJoin('regions', 'regions.code', 'provinces.regionCode')
    .select(['provinces.code', 'provinces.name', 'regions.name as regionName'])
    .where('provinces.code', 'in', codes)
    .execute();
}
export function regionsByCode(db: Db, codes: string[]) {
  return placesDb(db).selectFrom('regions').select(['code', 'name']).where('code', 'in', codes).execute();
}
export function countriesByCode(db: Db, codes: string[]) {
  return placesDb(db)
    .selectFrom('countries')
    .select(['code', 'nameIt', 'nameEn', 'eu'])
    .where('code', 'in', codes)
    .execute();
}

/** Municipalities by ISTAT code with their province's name (the catalogue's place of an asset). */
export function municipalitiesWithProvince(db: Db, codes: string[]) {
  return placesDb(db)
    .selectFrom('municipalities as m')
    .innerJoin('provinces as p', 'p.code', 'm.provinceCode')
    .select(['m.istatCode', 'm.name', 'm.provinceCode', 'p.name as provinceName', 'm.lat', 'm.lng'])
    .where('m.istatCode', 'in', codes)
    .execute();
}
