import { createRequire } from 'node:module';
import type * as IsoCountries from 'i18n-iso-countries';
import type * as ComuniData from 'italian-cap-comuni-province';
import { searchKey } from '@sportello/contracts';

/**
 * The rows of the places tables, read from npm data packages whose versions the lockfile pins
 * (no hand-typed lists). Read only while the migration runs, so a running server never loads them.
 *
 * - Countries: `i18n-iso-countries` (ISO 3166-1 codes, Italian and English names).
 * - EU membership: `@rapideditor/country-coder` (the iD / Rapid editors' country data): a code is
 *   "UE" when the package puts it inside the European Union and not among the Overseas Countries
 *   and Territories (Q1451600): the 27 member states plus the outermost regions and Åland.
 * - Regions, provinces, municipalities: `italian-cap-comuni-province` (Garda Informatica's ISTAT
 *   list with postal codes and coordinates, one row per municipality and postal code).
 */
const require = createRequire(import.meta.url);

export interface CountryRow {
  code: string;
  alpha3: string;
  name_it: string;
  name_en: string;
  search_it: string;
  search_en: string;
  eu: number;
}
export interface RegionRow {
  code: string;
  name: string;
  name_search: string;
}
export interface ProvinceRow {
  code: string;
  istat_code: string;
  name: string;
  name_search: string;
  region_code: string;
}
export interface MunicipalityRow {
  istat_code: string;
  name: string;
  name_search: string;
  province_code: string;
  region_code: string;
  postal_codes: string;
  cadastral_code: string;
  lat: number;
  lng: number;
}

const OVERSEAS_COUNTRIES_AND_TERRITORIES = 'Q1451600';

export async function readCountries(): Promise<CountryRow[]> {
  const iso = require('i18n-iso-countries') as typeof IsoCountries;
  const coder = await import('@rapideditor/country-coder');
  const eu = new Set<string>();
  for (const f of coder.featuresIn('EU', true)) {
    if (coder.isIn(f.properties.id, OVERSEAS_COUNTRIES_AND_TERRITORIES)) continue;
    // A member's mainland part (Denmark, Netherlands) names its country; a member or an EU
    // territory (Réunion, Åland) has its own ISO code.
    for (const code of [f.properties.iso1A2, f.properties.country]) if (code) eu.add(code);
  }
  const it = iso.getNames('it', { select: 'official' });
  const en = iso.getNames('en', { select: 'official' });
  return Object.keys(iso.getAlpha2Codes())
    .sort()
    .map((code) => {
      const nameIt = it[code] ?? en[code] ?? code;
      const nameEn = en[code] ?? code;
      return {
        code,
        alpha3: iso.alpha2ToAlpha3(code) ?? code,
        name_it: nameIt,
        name_en: nameEn,
        search_it: searchKey(nameIt),
        search_en: searchKey(nameEn),
        eu: eu.has(code) ? 1 : 0,
      };
    });
}

export function readItaly(): {
  regions: RegionRow[];
  provinces: ProvinceRow[];
  municipalities: MunicipalityRow[];
} {
  const data = require('italian-cap-comuni-province') as typeof ComuniData;
  const regions = data.getAllRegioni().map((r) => ({
    code: r.codiceRegione,
    name: r.nome,
    name_search: searchKey(r.nome),
  }));
  const provinces = data.getAllProvince().map((p) => ({
    code: p.sigla,
    istat_code: p.codiceSovracomunale,
    name: p.nome,
    name_search: searchKey(p.nome),
    region_code: p.codiceRegione,
  }));
  // One row per postal code in the package: one municipality with all its codes here.
  const byIstat = new Map<string, MunicipalityRow & { caps: Set<string> }>();
  for (const c of data.getAllComuni()) {
    const seen = byIstat.get(c.codiceIstat);
    if (seen) {
      seen.caps.add(c.cap);
      continue;
    }
    // The ISTAT denomination: bilingual where the law says so ("Bolzano/Bozen").
    const name = c.nomeAlternativo ?? c.nome;
    byIstat.set(c.codiceIstat, {
      istat_code: c.codiceIstat,
      name,
      name_search: searchKey(name),
      province_code: c.siglaProvincia,
      region_code: c.codiceRegione,
      postal_codes: '',
      cadastral_code: c.codiceBelfiore,
      lat: c.coordinate.lat,
      lng: c.coordinate.lng,
      caps: new Set([c.cap]),
    });
  }
  const municipalities = [...byIstat.values()]
    .sort((a, b) => a.istat_code.localeCompare(b.istat_code))
    .map(({ caps, ...row }) => ({ ...row, postal_codes: [...caps].sort().join(' ') }));
  return { regions, provinces, municipalities };
}
