import type { Lang } from '@sportello/contracts';
import { foldForSearch as foldKey } from '../../platform/search/words.js';
import { EEU_COUNTRIES, EU_COUNTRIES, REGIONS } from '../profiles/index.js';

/**
 * The kiosk's remote selects read the option lists of the desk's profile form, so that a kiosk's
 * answers and a desk's land in the same statistics (the same values). Countries are named in the
 * visitor's language (ISO codes through Intl), regions keep their Italian names.
 */
const SOURCES = { regions: REGIONS, 'eu-countries': EU_COUNTRIES, 'eeu-countries': EEU_COUNTRIES } as const;
export type ExternalOptionSource = keyof typeof SOURCES;

const OTHER_COUNTRY: Record<Lang, string> = {
  it: 'Altro paese',
  en: 'Other country',
  fr: 'Autre pays',
  de: 'Anderes Land',
  es: 'Otro país',
};

function labelOf(source: ExternalOptionSource, value: string, italian: string, lang: Lang): string {
  if (source === 'regions' || lang === 'it') return italian;
  if (value === 'xx') return OTHER_COUNTRY[lang];
  return regionNames(lang).of(value.toUpperCase()) ?? italian;
}

// One DisplayNames per language for the process (each holds ICU memory until a GC).
const REGION_NAMES = new Map<string, Intl.DisplayNames>();
function regionNames(lang: string): Intl.DisplayNames {
  let names = REGION_NAMES.get(lang);
  if (!names) REGION_NAMES.set(lang, (names = new Intl.DisplayNames([lang], { type: 'region' })));
  return names;
}

const LIMIT = 20;

/** Options whose name (in the language, or in Italian) contains what was typed, accent-blind. */
export function searchExternalOptions(source: ExternalOptionSource, search: string, lang: Lang) {
  const key = foldKey(search);
  return SOURCES[source]
    .map(([value, italian]) => ({ value, label: labelOf(source, value, italian, lang), italian }))
    .filter((o) => foldKey(o.label).includes(key) || foldKey(o.italian).includes(key))
    .sort((a, b) => Number(!foldKey(a.label).startsWith(key)) - Number(!foldKey(b.label).startsWith(key)))
    .slice(0, LIMIT)
    .map(({ value, label }) => ({ value, label }));
}

/** The source an options URL names (/api/external/options/{source}.json), if it is one of ours. */
export function sourceOfUrl(url: unknown): ExternalOptionSource | null {
  const m = typeof url === 'string' ? /\/api\/external\/options\/([a-z-]+)\.json$/.exec(url) : null;
  return m && m[1]! in SOURCES ? (m[1] as ExternalOptionSource) : null;
}

export const isOption = (source: ExternalOptionSource, value: unknown) =>
  SOURCES[source].some(([v]) => v === value);
