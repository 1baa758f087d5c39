import { EXPLORE_LOCALES, type AssetType, type ExploreLocale } from '@sportello/contracts';
import { slugify } from '../platform/text/slug.js';
import { Random } from './explore-random.js';
import type { Town } from './explore-towns.js';

/**
 * What every builder of the generated catalogue shares: a text in the five languages, the draft an
 * asset type's builder hands back, and the contacts, addresses, hours and people of a Tuscan town.
 */

export type L = Record<ExploreLocale, string>;
export const l = (it: string, en: string, fr: string, de: string, es: string): L => ({ it, en, fr, de, es });
/** A proper name that reads the same in every language. */
export const same = (name: string): L => l(name, name, name, name, name);
/** Joins per language: the parts' texts with a separator. */
export const join = (sep: string, ...parts: L[]): L =>
  Object.fromEntries(EXPLORE_LOCALES.map((k) => [k, parts.map((p) => p[k]).join(sep)])) as L;
/** Builds each language's text from the same function. */
export const each = (make: (k: ExploreLocale) => string): L =>
  Object.fromEntries(EXPLORE_LOCALES.map((k) => [k, make(k)])) as L;

export interface Towns {
  all: readonly Town[];
  byName: ReadonlyMap<string, Town>;
  /** A town drawn by weight. */
  pick(r: Random): Town;
  /** The towns nearest to `town`, nearest first (itinerary stages). */
  near(town: Town, n: number): Town[];
}

export interface Ctx {
  r: Random;
  town: Town;
  towns: Towns;
  /** Today at midnight UTC: event and offer dates are placed around it. */
  today: Date;
}

/** What a type's builder makes: the generator adds the source id, languages and place. */
export interface Draft {
  type: AssetType;
  title: L;
  subtitle?: L;
  text: L;
  fulltext: L;
  info?: L;
  price?: L;
  profession?: L;
  fields: Record<string, unknown>;
  priceFrom?: number;
  /** Set when the asset is not one point near its town (itineraries). */
  coords?: { lat: number; lng: number }[];
  numTappe?: number;
  status?: 0 | 1 | 2;
  /** The town it belongs to, when not the one drawn (train stations, routes that start elsewhere). */
  town?: Town;
  /** The languages it is written in, when fewer than the generator would choose (Italian always). */
  locales?: readonly ExploreLocale[];
}

/** The town's name in the language: the few that visitors know by another name. */
const EXONYMS: Record<string, Partial<L>> = {
  Firenze: { en: 'Florence', fr: 'Florence', de: 'Florenz', es: 'Florencia' },
  Livorno: { es: 'Liorna' },
};
export const townName = (town: Town): L => ({ ...same(town.name), ...EXONYMS[town.name] });

// ---- Contacts ----------------------------------------------------------------------------------

/** The landline prefix of the province (and of the few districts that have their own). */
const PREFIX: Record<string, string> = { FI: '055', PO: '0574', PT: '0573', SI: '0577', AR: '0575', GR: '0564', LI: '0586', PI: '050', LU: '0583', MS: '0585' }; // prettier-ignore
const AREA_PREFIX: Record<string, string> = { "Isola d'Elba": '0565', Versilia: '0584', Lunigiana: '0187', 'Val di Cecina': '0588' }; // prettier-ignore

export const landline = (r: Random, town: Town): string => {
  const prefix = AREA_PREFIX[town.area] ?? PREFIX[town.province] ?? '055';
  return `+39 ${prefix} ${r.digits(prefix.length === 3 ? 7 : 6)}`;
};
export const mobile = (r: Random): string => `+39 3${r.int(20, 49)} ${r.digits(3)} ${r.digits(4)}`;
export const emailOf = (name: string, town: Town, user = 'info'): string =>
  `${user}@${slugify(`${name} ${town.name}`).slice(0, 50)}.example`;
export const websiteOf = (name: string, town: Town): string =>
  `https://www.${slugify(`${name} ${town.name}`).slice(0, 50)}.example`;

/** A valid-looking Partita IVA: ten digits (the last three the province office) and the check digit. */
export function partitaIva(r: Random, town: Town): string {
  const base = r.digits(7) + town.istat.slice(0, 3);
  let sum = 0;
  for (let i = 0; i < 10; i += 1) {
    const d = Number(base[i]);
    if (i % 2 === 0) sum += d;
    else sum += d * 2 > 9 ? d * 2 - 9 : d * 2;
  }
  return base + String((10 - (sum % 10)) % 10);
}

const STREETS = [
  'Via Roma', 'Via Giuseppe Garibaldi', 'Via Cavour', 'Via Giuseppe Mazzini', 'Corso Italia', 'Via del Corso',
  'Piazza della Repubblica', 'Piazza del Duomo', 'Via San Martino', 'Via della Pieve', 'Via dei Fossi',
  'Via Dante Alighieri', 'Via Vittorio Veneto', 'Piazza del Comune', 'Via di Porta Nuova', 'Via del Castello',
  'Via della Chiesa', 'Borgo Maestro', 'Via delle Mura', 'Via Ricasoli', 'Via XX Settembre', 'Via Matteotti',
  'Via San Francesco', 'Piazza Garibaldi', 'Via del Poggio', 'Località Il Poggio', 'Località Pian di Sotto',
  'Via Aurelia', 'Via Cassia', 'Via della Stazione',
] as const; // prettier-ignore

export const streetOf = (r: Random): string => `${r.pick(STREETS)} ${r.int(1, 120)}`;
export const addressOf = (r: Random, town: Town): string =>
  `${streetOf(r)}, ${town.postalCode} ${town.name} (${town.province})`;
/**
 * The street address of a place, drawn from its own name and town rather than the catalogue's
 * sequence: giving a type an address does not move any other draw of the generated catalogue.
 */
export const placeAddressOf = (name: string, town: Town): string =>
  addressOf(new Random(hashOf(`${name}|${town.name}`)), town);

/** FNV-1a: a 32-bit seed from a text. */
function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export const whereOf = (town: Town): string =>
  town.area.startsWith('provincia') ? `${town.name} (${town.province})` : `${town.name}, ${town.area}`;

// ---- Hours ---------------------------------------------------------------------------------------

export type WeekDay = { days: string; hours: string };
export const SHOP_HOURS: readonly WeekDay[][] = [
  [
    { days: 'Lun-Sab', hours: '9:00-13:00, 15:30-19:30' },
    { days: 'Dom', hours: 'Chiuso' },
  ],
  [
    { days: 'Mar-Dom', hours: '10:00-19:00' },
    { days: 'Lun', hours: 'Chiuso' },
  ],
  [
    { days: 'Lun-Ven', hours: '8:30-13:00, 16:00-19:30' },
    { days: 'Sab', hours: '8:30-13:00' },
  ],
  [{ days: 'Tutti i giorni', hours: '9:30-20:00' }],
];
export const RESTAURANT_HOURS: readonly WeekDay[][] = [
  [
    { days: 'Mar-Dom', hours: '12:00-14:30, 19:00-22:30' },
    { days: 'Lun', hours: 'Chiuso' },
  ],
  [
    { days: 'Lun-Sab', hours: '19:00-23:00' },
    { days: 'Dom', hours: '12:00-15:00' },
  ],
  [{ days: 'Tutti i giorni', hours: '12:00-15:00, 19:00-23:00' }],
  [
    { days: 'Mer-Lun', hours: '12:30-14:30, 19:30-22:00' },
    { days: 'Mar', hours: 'Chiuso' },
  ],
];
export const OFFICE_HOURS: readonly WeekDay[][] = [
  [
    { days: 'Lun-Sab', hours: '9:00-13:00, 14:00-18:00' },
    { days: 'Dom', hours: '9:00-13:00' },
  ],
  [{ days: 'Tutti i giorni', hours: '9:30-19:00' }],
  [
    { days: 'Lun-Ven', hours: '9:00-13:00' },
    { days: 'Sab-Dom', hours: '10:00-18:00' },
  ],
];

// ---- People --------------------------------------------------------------------------------------

const FIRST_NAMES = [
  'Giulia', 'Francesca', 'Chiara', 'Sara', 'Martina', 'Elena', 'Lucia', 'Caterina', 'Benedetta', 'Irene',
  'Alessandra', 'Silvia', 'Marta', 'Laura', 'Valentina', 'Marco', 'Lorenzo', 'Matteo', 'Andrea', 'Francesco',
  'Leonardo', 'Tommaso', 'Niccolò', 'Filippo', 'Jacopo', 'Duccio', 'Pietro', 'Stefano', 'Gabriele', 'Simone',
] as const; // prettier-ignore
const SURNAMES = [
  'Rossi', 'Bianchi', 'Innocenti', 'Bartolini', 'Gori', 'Mancini', 'Nencini', 'Becattini', 'Cecchi', 'Giannini',
  'Lenzi', 'Baldini', 'Fabbri', 'Guidi', 'Martelli', 'Bellucci', 'Pieri', 'Santini', 'Bandini', 'Rossetti',
  'Ciampi', 'Landi', 'Menicucci', 'Parenti', 'Tognetti', 'Vannucci', 'Frosini', 'Fantoni', 'Niccolai', 'Burchi',
] as const; // prettier-ignore

/** The first fifteen first names are women's: professions agree with them in Italian. */
export function person(r: Random): { name: string; female: boolean } {
  const i = r.int(0, FIRST_NAMES.length - 1);
  return { name: `${FIRST_NAMES[i]} ${r.pick(SURNAMES)}`, female: i < 15 };
}
export const personName = (r: Random): string => person(r).name;
export const surname = (r: Random): string => r.pick(SURNAMES);
export const firstName = (r: Random): string => r.pick(FIRST_NAMES);

// ---- Dates and prices --------------------------------------------------------------------------

const DAY_MS = 86_400_000;
export const isoDay = (d: Date): string => d.toISOString().slice(0, 10);
export const addDays = (d: Date, days: number): Date => new Date(d.getTime() + days * DAY_MS);

const MONTHS: Record<ExploreLocale, readonly string[]> = {
  it: ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  de: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
}; // prettier-ignore

const dayMonth = (d: Date, k: ExploreLocale) =>
  k === 'de'
    ? `${d.getUTCDate()}. ${MONTHS.de[d.getUTCMonth()]}`
    : k === 'en'
      ? `${MONTHS.en[d.getUTCMonth()]} ${d.getUTCDate()}`
      : `${d.getUTCDate()} ${MONTHS[k][d.getUTCMonth()]}`;

/** "dal 3 al 12 maggio 2027" and the same in each language; one day reads as that day. */
export function whenText(from: Date, to: Date): L {
  const year = to.getUTCFullYear();
  if (isoDay(from) === isoDay(to)) return each((k) => `${dayMonth(from, k)} ${year}`);
  // Across New Year both dates carry their year.
  const start = (k: ExploreLocale) =>
    from.getUTCFullYear() === year
      ? dayMonth(from, k)
      : `${dayMonth(from, k)}${k === 'en' ? ',' : ''} ${from.getUTCFullYear()}`;
  return l(
    `dal ${start('it')} al ${dayMonth(to, 'it')} ${year}`,
    `${start('en')} to ${dayMonth(to, 'en')}, ${year}`,
    `du ${start('fr')} au ${dayMonth(to, 'fr')} ${year}`,
    `${start('de')} bis ${dayMonth(to, 'de')} ${year}`,
    `del ${start('es')} al ${dayMonth(to, 'es')} de ${year}`,
  );
}

/** "da 95 € a notte" in each language; `per` is what the price is for. */
export function priceText(euro: number, per: L | null): L {
  const amount = `${euro} €`;
  return per
    ? l(
        `da ${amount} ${per.it}`,
        `from €${euro} ${per.en}`,
        `à partir de ${amount} ${per.fr}`,
        `ab ${amount} ${per.de}`,
        `desde ${amount} ${per.es}`,
      )
    : l(`da ${amount}`, `from €${euro}`, `à partir de ${amount}`, `ab ${amount}`, `desde ${amount}`);
}
export const PER_NIGHT = l('a notte', 'per night', 'la nuit', 'pro Nacht', 'por noche');
export const PER_PERSON = l('a persona', 'per person', 'par personne', 'pro Person', 'por persona');
export const FREE = l('Ingresso libero', 'Free entry', 'Entrée libre', 'Eintritt frei', 'Entrada libre');

/** Italian "a Arezzo" → "ad Arezzo", French "de Arezzo" → "d’Arezzo": town names start the words. */
const EUPHONY: Partial<Record<ExploreLocale, (text: string) => string>> = {
  it: (t) => t.replace(/\ba (?=A)/g, 'ad '),
  fr: (t) => t.replace(/\bde (?=[AEIOUÉH])/g, 'd’'),
};
const decimal = (n: number, k: ExploreLocale) => (k === 'en' ? String(n) : String(n).replace('.', ','));

/** Fills the `{name}` slots of a text in each language with the values (texts, strings, numbers). */
export function fill(template: L, vars: Record<string, L | string | number>): L {
  return each((k) => {
    const text = template[k].replace(/\{(\w+)\}/g, (_, name: string) => {
      const v = vars[name];
      if (v === undefined) throw new Error(`Catalogo demo: manca {${name}}`);
      return typeof v === 'object' ? v[k] : typeof v === 'number' ? decimal(v, k) : v;
    });
    return EUPHONY[k]?.(text) ?? text;
  });
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** A full description: paragraphs of HTML, as a published content's (the preview shows it as HTML). */
export const paragraphs = (...parts: L[]): L =>
  each((k) => parts.map((p) => `<p>${escapeHtml(p[k])}</p>`).join(''));
/** Sentences of one paragraph. */
export const sentences = (...parts: L[]): L => join(' ', ...parts);
