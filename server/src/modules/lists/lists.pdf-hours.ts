import { ITALIAN_MONTHS, ITALIAN_WEEKDAYS, type ListLocale } from '@sportello/contracts';

/**
 * Opening hours as the catalogue writes them (Italian free text: "Mar-Dom 9:30-13:30; lunedì
 * chiuso", "Tutti i giorni 10:00-18:00") in the PDF's language. Only what is certain is
 * translated: days of the week, months ("da aprile a ottobre"), seasons, "tutti i giorni", "chiuso",
 * "solo", "24 ore su 24", "e", with the times and the punctuation kept; a text with any other word
 * (a note) is given back as written.
 */

const PHRASES: Record<string, Record<Exclude<ListLocale, 'it'>, string>> = {
  'tutti i giorni': { en: 'Every day', fr: 'Tous les jours', de: 'Täglich', es: 'Todos los días' },
  '24 ore su 24': { en: 'open 24 hours', fr: '24 h sur 24', de: 'rund um die Uhr', es: '24 horas' },
  chiuso: { en: 'closed', fr: 'fermé', de: 'geschlossen', es: 'cerrado' },
  chiusa: { en: 'closed', fr: 'fermé', de: 'geschlossen', es: 'cerrado' },
  'in inverno': { en: 'in winter', fr: 'en hiver', de: 'im Winter', es: 'en invierno' },
  "d'inverno": { en: 'in winter', fr: 'en hiver', de: 'im Winter', es: 'en invierno' },
  'in estate': { en: 'in summer', fr: 'en été', de: 'im Sommer', es: 'en verano' },
  "d'estate": { en: 'in summer', fr: 'en été', de: 'im Sommer', es: 'en verano' },
  festivi: { en: 'public holidays', fr: 'jours fériés', de: 'Feiertage', es: 'festivos' },
  solo: { en: 'only', fr: 'seulement', de: 'nur', es: 'solo' },
  e: { en: 'and', fr: 'et', de: 'und', es: 'y' },
};

const MONTHS = ITALIAN_MONTHS;
const monthName = (m: number, lang: ListLocale) =>
  new Date(Date.UTC(2024, m, 15)).toLocaleDateString(lang, { month: 'long', timeZone: 'UTC' });

/** "da aprile a ottobre" → "from April to October", "von April bis Oktober", "d'avril à octobre"… */
function monthRange(from: number, to: number, lang: Exclude<ListLocale, 'it'>, upper: boolean): string {
  const a = monthName(from, lang);
  const b = monthName(to, lang);
  const text = {
    en: `from ${a} to ${b}`,
    de: `von ${a} bis ${b}`,
    fr: `${/^[aeiouy]/i.test(a) ? "d'" : 'de '}${a} à ${b}`,
    es: `de ${a} a ${b}`,
  }[lang];
  return upper ? capitalise(text) : text;
}

const DAYS_LONG = ITALIAN_WEEKDAYS;
const DAYS_SHORT = ['lun', 'mar', 'mer', 'gio', 'ven', 'sab', 'dom'];

// 1 January 2024 was a Monday.
const dayName = (d: number, lang: ListLocale, width: 'long' | 'short') =>
  new Date(Date.UTC(2024, 0, 1 + d)).toLocaleDateString(lang, { weekday: width, timeZone: 'UTC' });

const capitalise = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1);

/** The Italian hours in `lang`, or the text as written when a word of it is not one of the above. */
export function translateHours(text: string, lang: ListLocale): string {
  if (lang === 'it' || !text.trim()) return text;
  const target = lang;
  const month = MONTHS.join('|');
  const words: [RegExp, (match: string) => string][] = [
    [
      new RegExp(`(?<![\\p{L}])da\\s+(${month})\\s+a\\s+(${month})(?![\\p{L}])`, 'giu'),
      (m: string) => {
        const [, a, b] = new RegExp(`da\\s+(${month})\\s+a\\s+(${month})`, 'iu').exec(m)!;
        return monthRange(
          MONTHS.indexOf(a!.toLowerCase()),
          MONTHS.indexOf(b!.toLowerCase()),
          target,
          m[0] === 'D',
        );
      },
    ],
    ...MONTHS.map(
      (it, n) =>
        [new RegExp(`(?<![\\p{L}])${it}(?![\\p{L}])`, 'giu'), () => monthName(n, lang)] as [
          RegExp,
          () => string,
        ],
    ),
    ...Object.entries(PHRASES).map(
      ([it, t]) =>
        [
          new RegExp(`(?<![\\p{L}])${it.replace(/ /g, '\\s+')}(?![\\p{L}])`, 'giu'),
          (m: string) =>
            m[0] === m[0]!.toUpperCase() && /\p{L}/u.test(m[0]!) ? capitalise(t[lang]) : t[lang],
        ] as [RegExp, (m: string) => string],
    ),
    ...DAYS_LONG.map(
      (it, d) =>
        [new RegExp(`(?<![\\p{L}])${it}(?![\\p{L}])`, 'giu'), () => dayName(d, lang, 'long')] as [
          RegExp,
          () => string,
        ],
    ),
    ...DAYS_SHORT.map(
      (it, d) =>
        [new RegExp(`(?<![\\p{L}])${it}\\.?(?![\\p{L}])`, 'giu'), () => dayName(d, lang, 'short')] as [
          RegExp,
          () => string,
        ],
    ),
  ];
  // Translate into placeholders first, so a translated word is never read again as Italian.
  const done: string[] = [];
  let rest = text;
  for (const [re, to] of words)
    rest = rest.replace(re, (m) => {
      done.push(to(m));
      return `\uE000${done.length - 1}\uE000`;
    });
  if (/\p{L}/u.test(rest.replace(/\uE000\d+\uE000/g, ''))) return text;
  return rest.replace(/\uE000(\d+)\uE000/g, (_, i: string) => done[Number(i)]!);
}
