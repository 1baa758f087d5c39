import {
  OPTION_SOURCES,
  OPTIONS_LIMIT,
  searchKey,
  type ContentLanguage,
  type Municipality,
  type OptionItem,
  type OptionSource,
  type OptionsQuery,
} from '@sportello/contracts';
import type { Db } from '../../platform/db/connect.js';
import { findGroups, findUsers, groupsBySlug, usersByUsername } from './directory.repo.js';
import { foldKey, prefixThenContains } from './match.js';
import {
  countriesByCode,
  findCountries,
  findMunicipalities,
  findMunicipalitiesByDigits,
  findMunicipalityByIstat,
  findProvinces,
  findRegions,
  municipalitiesByIstat,
  municipalitiesWithProvince,
  provincesByCode,
  regionsByCode,
} from './places.repo.js';
import {
  countryOption,
  groupOption,
  municipality,
  municipalityOption,
  provinceOption,
  regionOption,
  userOption,
} from './places.presenter.js';

export const isOptionSource = (source: string): source is OptionSource =>
  (OPTION_SOURCES as readonly string[]).includes(source);

/** Country names exist in Italian and English: English serves every other language. */
const countryLang = (lang: ContentLanguage | undefined) =>
  lang === undefined || lang === 'it' ? 'it' : 'en';

/**
 * The options of an async select (spec 1 §7): prefix matches first, then the names that contain
 * what was typed, accent- and case-insensitive; an empty search gives the first page alphabetically.
 * Who may list what is the caller's business (places.access.ts).
 */
export async function searchOptions(
  db: Db,
  source: OptionSource,
  query: Partial<OptionsQuery> = {},
): Promise<OptionItem[]> {
  const search = (query.search ?? '').trim();
  const limit = Math.min(Math.max(query.limit ?? OPTIONS_LIMIT.default, 1), OPTIONS_LIMIT.max);
  if (source === 'groups') return (await findGroups(db, foldKey(search), limit, query.kind)).map(groupOption);
  if (source === 'users') return (await findUsers(db, foldKey(search), limit)).map(userOption);

  const key = searchKey(search);
  if (search && !key) return []; // only punctuation: nothing to look for
  switch (source) {
    case 'municipalities': {
      // Digits are a postal code (or an ISTAT code) being typed.
      const rows = /^\d+$/.test(key)
        ? await findMunicipalitiesByDigits(db, key, limit)
        : await prefixThenContains(key, limit, (match, n) => findMunicipalities(db, match, n));
      return rows.map(municipalityOption);
    }
    case 'provinces': {
      // Two letters may be an abbreviation: "fc" is Forlì-Cesena, first.
      const exact = key.length === 2 ? await provincesByCode(db, [key.toUpperCase()]) : [];
      const byName = await prefixThenContains(key, limit, (match, n) => findProvinces(db, match, n));
      const rest = byName.filter((p) => !exact.some((e) => e.code === p.code));
      return [...exact, ...rest].slice(0, limit).map(provinceOption);
    }
    case 'regions':
      return (await prefixThenContains(key, limit, (match, n) => findRegions(db, match, n))).map(
        regionOption,
      );
    case 'countries': {
      const lang = countryLang(query.lang);
      const rows = await prefixThenContains(key, limit, (match, n) => findCountries(db, lang, match, n));
      return rows.map(countryOption(lang));
    }
  }
}

/**
 * The options carrying these values, in the order given (unknown values left out): names a stored
 * value for a read-only view, and tells a server-side check whether a submitted value exists.
 */
export async function findOptions(
  db: Db,
  source: OptionSource,
  values: string[],
  lang?: ContentLanguage,
): Promise<OptionItem[]> {
  const wanted = [...new Set(values.filter(Boolean))];
  if (!wanted.length) return [];
  const options = await optionsByValue(db, source, wanted, lang);
  const byValue = new Map(options.map((o) => [o.value, o]));
  return wanted.flatMap((v) => byValue.get(v) ?? []);
}

async function optionsByValue(
  db: Db,
  source: OptionSource,
  values: string[],
  lang?: ContentLanguage,
): Promise<OptionItem[]> {
  switch (source) {
    case 'municipalities':
      return (await municipalitiesByIstat(db, values)).map(municipalityOption);
    case 'provinces':
      return (await provincesByCode(db, values)).map(provinceOption);
    case 'regions':
      return (await regionsByCode(db, values)).map(regionOption);
    case 'countries':
      return (await countriesByCode(db, values)).map(countryOption(countryLang(lang)));
    case 'groups':
      return (await groupsBySlug(db, values)).map(groupOption);
    case 'users':
      return (await usersByUsername(db, values)).map(userOption);
  }
}

/** One municipality with postal codes and coordinates (the address field), or null. */
export async function findMunicipality(db: Db, istat: string): Promise<Municipality | null> {
  const row = await findMunicipalityByIstat(db, istat);
  return row ? municipality(row) : null;
}

export type MunicipalityPlace = {
  name: string;
  provinceCode: string;
  provinceName: string;
  lat: number;
  lng: number;
};

/** Municipalities by ISTAT code (any number of codes), with their province and centre. */
export async function municipalitiesByCode(
  db: Db,
  codes: readonly string[],
): Promise<Map<string, MunicipalityPlace>> {
  const known = knownMunicipalities(db);
  const found = new Map<string, MunicipalityPlace>();
  const missing: string[] = [];
  for (const code of new Set(codes)) {
    const place = known.get(code);
    if (place) found.set(code, place);
    else missing.push(code);
  }
  for (let i = 0; i < missing.length; i += 500) {
    for (const r of await municipalitiesWithProvince(db, missing.slice(i, i + 500))) {
      const place = {
        name: r.name,
        provinceCode: r.provinceCode,
        provinceName: r.provinceName,
        lat: Number(r.lat),
        lng: Number(r.lng),
      };
      // Shared by every request that reads it: frozen.
      known.set(r.istatCode, Object.freeze(place));
      found.set(r.istatCode, place);
    }
  }
  return found;
}

/**
 * The municipalities already read, per database: ISTAT's list is written by its migration only,
 * and every explore card names its municipality, so each process reads each one once.
 */
const MUNICIPALITIES = new WeakMap<Db, Map<string, MunicipalityPlace>>();

function knownMunicipalities(db: Db): Map<string, MunicipalityPlace> {
  let known = MUNICIPALITIES.get(db);
  if (!known) MUNICIPALITIES.set(db, (known = new Map()));
  return known;
}
