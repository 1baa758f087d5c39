import type { Generated } from 'kysely';

/**
 * The explore catalogue's tables as Kysely sees them (migration 2026-11-21-009-explore). JSON
 * columns are text parsed by the repo that reads them.
 */
export interface AssetsTable {
  id: Generated<number>;
  source: string;
  sourceId: string;
  type: string;
  category: string;
  placeKind: string | null;
  status: Generated<number>;
  municipalityCode: string | null;
  provinceCode: string | null;
  lat: number | null;
  lng: number | null;
  coords: Generated<string>;
  imgSrc: string | null;
  imgAlt: string | null;
  href: Generated<string>;
  stars: number | null;
  classification: string | null;
  dateFrom: string | null;
  dateTo: string | null;
  priceFrom: number | null;
  difficulty: string | null;
  lengthKm: number | null;
  ascentM: number | null;
  numTappe: number | null;
  fields: Generated<string>;
  langs: string;
  titleSort: string;
  searchTitle: string;
  searchBody: string;
  updatedAt: string;
}

export interface AssetTextsTable {
  assetId: number;
  locale: string;
  title: string;
  subtitle: Generated<string>;
  text: Generated<string>;
  fulltext: Generated<string>;
  info: Generated<string>;
  price: Generated<string>;
  profession: Generated<string>;
}

export interface AssetTermsTable {
  term: string;
  docs: number;
}

declare module '../../platform/db/schema.js' {
  interface Database {
    assets: AssetsTable;
    assetTexts: AssetTextsTable;
    assetTerms: AssetTermsTable;
  }
}
