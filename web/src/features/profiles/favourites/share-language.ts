import { PROFILE_NODES } from '@sportello/contracts';

/** The languages a list is shared in (the share modal's langShareOptions). */
export type ShareLanguage = 'it' | 'en' | 'fr' | 'de' | 'es';
const SHARE_LANGUAGES: readonly string[] = ['it', 'en', 'fr', 'de', 'es'];

/**
 * The language a country's visitors read, among the five a shared list has (issue 40). The
 * country codes are the profile form's (profilo_eu_paese, profilo_eeu_paese):
 * - de: Germany, Austria, Switzerland (most of the Swiss speak German), Liechtenstein;
 * - fr: France, Belgium (its French-speaking half and Brussels), Luxembourg, Monaco;
 * - es: Spain, Argentina, Mexico and the other Spanish-speaking countries of the form;
 * - it: Italy (profilo_paese "it"), San Marino, Vatican City;
 * - en: every other country (the language a foreign visitor reads most often).
 */
const COUNTRY_LANGUAGE: Record<string, ShareLanguage> = {
  de: 'de',
  at: 'de',
  ch: 'de',
  li: 'de',
  fr: 'fr',
  be: 'fr',
  lu: 'fr',
  mc: 'fr',
  es: 'es',
  ar: 'es',
  mx: 'es',
  cl: 'es',
  co: 'es',
  pe: 'es',
  uy: 'es',
  ve: 'es',
  sm: 'it',
  va: 'it',
};

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim().toLowerCase() : null);

/**
 * The language a visitor's list is shared in, preselected: the language the visitor gave
 * (contatti_lingua), else their nationality mapped as above; null when neither is known, and the
 * caller falls back to explore's search language (named on its button, never a silent Italian).
 */
export function visitorShareLanguage(values: Record<string, unknown>): ShareLanguage | null {
  const own = text(values[PROFILE_NODES.lang]);
  if (own && SHARE_LANGUAGES.includes(own)) return own as ShareLanguage;
  const kind = text(values[PROFILE_NODES.countryKind]);
  if (kind === 'it') return 'it';
  const country =
    kind === 'eu'
      ? text(values[PROFILE_NODES.euCountry])
      : kind === 'eeu'
        ? text(values[PROFILE_NODES.eeuCountry])
        : null;
  if (!country) return null;
  return COUNTRY_LANGUAGE[country] ?? 'en';
}
