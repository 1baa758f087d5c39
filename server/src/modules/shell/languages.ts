import { CONTENT_LANGUAGES, type ContentLanguage } from '@sportello/contracts';

const LABELS: Record<ContentLanguage, { label: string; flag: string }> = {
  it: { label: 'Italiano', flag: 'it' },
  en: { label: 'Inglese', flag: 'gb' },
  fr: { label: 'Francese', flag: 'fr' },
  de: { label: 'Tedesco', flag: 'de' },
  es: { label: 'Spagnolo', flag: 'es' },
};

/** The content languages with their Italian names; `flag` is the ISO country code of the flag icon. */
export const LANGUAGE_OPTIONS = CONTENT_LANGUAGES.map((value) => ({ value, ...LABELS[value] }));
