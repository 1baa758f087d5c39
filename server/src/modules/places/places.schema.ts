import type { Db } from '../../platform/db/connect.js';

/**
 * The places tables as Kysely sees them (migration 2026-11-21-006-places). Reference data, written
 * only by migrations: `*search` columns hold searchKey() of the name beside them.
 */
export type CountriesTable = {
  /** ISO 3166-1 alpha-2. */
  code: string;
  alpha3: string;
  nameIt: string;
  nameEn: string;
  searchIt: string;
  searchEn: string;
  /** 1 for the EU's member states and the parts of the Union with their own code (Réunion, Åland). */
  eu: number;
};

export type RegionsTable = {
  /** ISTAT region code, "09". */
  code: string;
  name: string;
  nameSearch: string;
};

export type ProvincesTable = {
  /** Abbreviation (sigla), "FI". */
  code: string;
  /** ISTAT code of the province or metropolitan city, "248". */
  istatCode: string;
  name: string;
  nameSearch: string;
  regionCode: string;
};

export type MunicipalitiesTable = {
  /** ISTAT code, "048017". */
  istatCode: string;
  name: string;
  nameSearch: string;
  provinceCode: string;
  regionCode: string;
  /** Postal codes (CAP), space-separated and sorted: "50121 50122 …". */
  postalCodes: string;
  cadastralCode: string;
  lat: number;
  lng: number;
};

export type PlacesTables = {
  countries: CountriesTable;
  regions: RegionsTable;
  provinces: ProvincesTable;
  municipalities: MunicipalitiesTable;
};

/** The database handle (or transaction) with the places tables typed. */
export const placesDb = (db: Db) => db.withTables<PlacesTables>();
