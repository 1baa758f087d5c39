import { z } from '../z.js';

/** The countries of the export's filters, and the kind (Italy, EU, beyond) each one is counted as. */

/**
 * The member states of the European Union (ISO 3166-1 alpha-2), Italy aside. Profiles store country
 * codes in lower case (the profile form's option values); the split compares in any case.
 */
export const EU_COUNTRIES = [
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'LT',
  'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
] as const; // prettier-ignore
const EU_SET = new Set<string>(EU_COUNTRIES);
export const ITALY = 'it';
export const countryKindOf = (code: string): 'it' | 'eu' | 'eeu' =>
  code.toLowerCase() === ITALY ? 'it' : EU_SET.has(code.toUpperCase()) ? 'eu' : 'eeu';

/** The countries for the export's filters: ISO code, Italian name, it/eu/eeu. */
export const ExportCountry = z.object({
  value: z.string(),
  label: z.string(),
  kind: z.enum(['it', 'eu', 'eeu']),
});
export type ExportCountry = z.infer<typeof ExportCountry>;
export const ExportCountries = z.array(ExportCountry);
