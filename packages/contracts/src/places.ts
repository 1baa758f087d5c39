import { z } from './z.js';
import { CONTENT_LANGUAGES } from './constants.js';
import { GROUP_KINDS } from './role-names.js';
import type { GroupKind } from './roles.js';

/**
 * Reference places and the options lookups of async selects (spec 1 §7 "Options lookup",
 * spec 2 §7 "External forms"): `GET /api/options/{source}.json?search=&lang=` answers `data.data`,
 * a list of `{ label, value }`.
 */

/** The lists an async select can point at. */
export const OPTION_SOURCES = [
  'municipalities',
  'provinces',
  'regions',
  'countries',
  'groups',
  'users',
] as const;
export type OptionSource = (typeof OPTION_SOURCES)[number];

export const OPTIONS_LIMIT = { default: 20, max: 50 } as const;

/** The URL an asyncSelect field names for a source (its `source.url`). */
export const optionsUrl = (source: OptionSource) => `/api/options/${source}.json`;

/** "iat,redazione" → ['iat', 'redazione']; an unknown kind is refused, the field named "kind". */
const GroupKinds = z
  .string()
  .trim()
  .transform((text, ctx) => {
    const kinds = text
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean);
    const unknown = kinds.filter((k) => !(GROUP_KINDS as readonly string[]).includes(k));
    if (unknown.length) {
      ctx.addIssue({
        code: 'custom',
        message: `Tipo di gruppo non valido: ${unknown.join(', ')} (ammessi: ${GROUP_KINDS.join(', ')})`,
      });
      return z.NEVER;
    }
    return kinds as GroupKind[];
  });

export const OptionsQuery = z.object({
  search: z.string().trim().max(100, 'Ricerca: al massimo 100 caratteri').default(''),
  lang: z.enum(CONTENT_LANGUAGES, { error: 'Lingua non valida' }).default('it'),
  limit: z.coerce
    .number({ error: 'Limite: deve essere un numero' })
    .int('Limite: deve essere un numero intero')
    .min(1, 'Limite: almeno 1')
    .max(OPTIONS_LIMIT.max, `Limite: al massimo ${OPTIONS_LIMIT.max}`)
    .default(OPTIONS_LIMIT.default),
  /** Only for groups: the kinds to list, comma-separated. */
  kind: GroupKinds.optional(),
});
export type OptionsQuery = z.infer<typeof OptionsQuery>;
export type OptionsQueryInput = z.input<typeof OptionsQuery>;

/** One option as the server builds it (a narrower OptionsReply item: values are strings). */
export const OptionItem = z.object({
  label: z.string(),
  value: z.string(),
  /** A second line under the label (postal codes and region, "UE" / "extra UE", a group's kind). */
  info: z.string().optional(),
});
export type OptionItem = z.infer<typeof OptionItem>;

// The reply is forms' OptionsReply ({ data: OptionItem[] }): the browser reads `data.data` (spec).

export const EU_LABELS = { eu: 'UE', nonEu: 'extra UE' } as const;

/** ISTAT municipality code: six digits, province then municipality ("048017" is Firenze). */
export const IstatCode = z.string().regex(/^\d{6}$/, 'Codice ISTAT: sei cifre');

export const Municipality = z.object({
  istat: z.string(),
  name: z.string(),
  /** Province abbreviation (sigla), e.g. "FI". */
  province: z.string(),
  provinceName: z.string(),
  /** ISTAT region code, e.g. "09". */
  region: z.string(),
  regionName: z.string(),
  postalCodes: z.array(z.string()),
  /** Cadastral (Belfiore) code, e.g. "D612". */
  cadastralCode: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type Municipality = z.infer<typeof Municipality>;

/** Letters without a canonical decomposition that NFD cannot strip. */
const FOLDED: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/**
 * The search key of a place name and of what is typed: lower case, accents stripped, every run of
 * anything but letters and digits made one space ("Forlì" → "forli", "Sant'Angelo" → "sant angelo",
 * "Bolzano/Bozen" → "bolzano bozen"). It holds only [a-z0-9 ], so it needs no LIKE escaping.
 * The places tables store it (name_search): changing it needs a migration that recomputes them.
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (c) => FOLDED[c] ?? c)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
