import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js';

/** A country of the dial-code list: ISO code, "+39", Italian name. Bundled: nothing is fetched. */
export interface PhoneCountry {
  code: string;
  dial: string;
  name: string;
}

export const DEFAULT_PHONE_COUNTRY = 'IT';

/** The country a shared dial code stands for when nothing else says (+1 United States, +39 Italy …). */
const MAIN_COUNTRY: Record<string, string> = {
  '+1': 'US', '+7': 'RU', '+39': 'IT', '+44': 'GB', '+47': 'NO', '+61': 'AU', '+212': 'MA',
  '+262': 'RE', '+290': 'SH', '+358': 'FI', '+590': 'GP', '+599': 'CW',
}; // prettier-ignore

let cached: PhoneCountry[] | undefined;

/** Every country libphonenumber knows, named in Italian, in Italian alphabetical order. */
export function phoneCountries(): PhoneCountry[] {
  if (cached) return cached;
  const names = new Intl.DisplayNames(['it'], { type: 'region' });
  cached = getCountries()
    .map((code: CountryCode) => ({
      code,
      dial: `+${getCountryCallingCode(code)}`,
      name: names.of(code) ?? code,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'it'));
  return cached;
}

export const countryByCode = (code: string | undefined) =>
  phoneCountries().find((c) => c.code === code?.toUpperCase());

/**
 * The country shown for a stored dial code: the one already chosen if it has that code, else the
 * field's default country if it has it, else the code's main country, else the first with it.
 */
export function countryForDial(dial: string, ...preferred: (string | undefined)[]): PhoneCountry | undefined {
  const withDial = phoneCountries().filter((c) => c.dial === dial);
  for (const code of [...preferred, MAIN_COUNTRY[dial]]) {
    const hit = withDial.find((c) => c.code === code?.toUpperCase());
    if (hit) return hit;
  }
  return withDial[0];
}

export const countryLabel = (c: PhoneCountry) => `${c.name} (${c.dial})`;
