/**
 * Small date handling written by hand: contracts depend on zod only (docs/architecture.md), and browser and
 * server must read and write the same formats. Dates are wall-clock parts; instants (timestamps,
 * ISO strings with a zone) are read in Europe/Rome, the board's time, whatever the machine's zone.
 */

/** Italian weekday names, Monday first: index = the spec's day number 0-6 (spec 1 §3). */
export const ITALIAN_WEEKDAYS = [
  'lunedì',
  'martedì',
  'mercoledì',
  'giovedì',
  'venerdì',
  'sabato',
  'domenica',
];
// prettier-ignore
export const ITALIAN_MONTHS = [
  'gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno',
  'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre',
];

/** Format of a date field's value when the template gives none (spec 2 §5). */
export const DEFAULT_DATE_FORMAT = 'DD/MM/YYYY HH:mm';
/** Format of a date in the read-only view when the field gives none (spec 1 §3). */
export const READ_ONLY_DATE_FORMAT = 'DD/MM/YYYY';
export const BOARD_TIME_ZONE = 'Europe/Rome';

export interface DateParts {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** Supported tokens, longest first so MMMM wins over MM. */
const TOKEN = /YYYY|MMMM|MM|DD|HH|mm|ss/g;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const twoDigits = (field: keyof DateParts) => ({
  pattern: '(\\d{2})',
  field,
  write: (p: DateParts) => pad(p[field]),
});
const TOKENS: Record<string, { pattern: string; field: keyof DateParts; write: (p: DateParts) => string }> = {
  YYYY: { pattern: '(\\d{4})', field: 'year', write: (p) => pad(p.year, 4) },
  MMMM: { pattern: '([a-zà-ù]+)', field: 'month', write: (p) => ITALIAN_MONTHS[p.month - 1] ?? '' },
  MM: twoDigits('month'),
  DD: twoDigits('day'),
  HH: twoDigits('hour'),
  mm: twoDigits('minute'),
  ss: twoDigits('second'),
};

export function formatDateParts(parts: DateParts, format: string): string {
  return format.replace(TOKEN, (token) => TOKENS[token]?.write(parts) ?? token);
}

/** Strict parse of text written in `format`; undefined when it does not fit or is no real date. */
export function parseDateText(text: string, format: string): DateParts | undefined {
  const tokens = format.match(TOKEN) ?? [];
  const literals = format.split(TOKEN).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const source = literals.map((part, i) => part + (TOKENS[tokens[i] ?? '']?.pattern ?? '')).join('');
  const match = new RegExp(`^${source}$`, 'i').exec(text.trim());
  if (!match) return undefined;
  const parts: DateParts = { year: 0, month: 1, day: 1, hour: 0, minute: 0, second: 0 };
  tokens.forEach((token, i) => {
    const raw = match[i + 1] ?? '';
    const field = TOKENS[token]?.field ?? 'second';
    parts[field] = token === 'MMMM' ? ITALIAN_MONTHS.indexOf(raw.toLowerCase()) + 1 : Number(raw);
  });
  return isRealDate(parts) ? parts : undefined;
}

function isRealDate(p: DateParts): boolean {
  const probe = new Date(Date.UTC(p.year, p.month - 1, p.day));
  return (
    p.month >= 1 &&
    probe.getUTCMonth() === p.month - 1 &&
    probe.getUTCDate() === p.day &&
    p.hour <= 23 &&
    p.minute <= 59 &&
    p.second <= 59
  );
}

let romeClock: Intl.DateTimeFormat | undefined;
/** The wall-clock parts of an instant in Europe/Rome. */
export function partsOfInstant(ms: number): DateParts | undefined {
  if (!Number.isFinite(ms)) return undefined;
  romeClock ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: BOARD_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const found = romeClock.formatToParts(ms);
  const get = (type: string) => Number(found.find((part) => part.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

export const todayParts = (): DateParts => ({
  ...partsOfInstant(Date.now())!,
  hour: 0,
  minute: 0,
  second: 0,
});

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * Reads a date however it was stored: a timestamp (seconds or milliseconds), an ISO string (with a
 * zone: an instant; without: wall clock) or text in `format`.
 */
export function toDateParts(value: unknown, format?: string): DateParts | undefined {
  // Below 1e11 a timestamp is in seconds (1e11 s is the year 5138; 1e11 ms is March 1973).
  if (typeof value === 'number') return partsOfInstant(Math.abs(value) < 1e11 ? value * 1000 : value);
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const iso = ISO.exec(value.trim());
  if (iso) {
    if (iso[7]) return partsOfInstant(Date.parse(value.trim()));
    const [year, month, day, hour, minute, second] = iso.slice(1, 7).map((n) => Number(n ?? 0));
    const parts = { year: year!, month: month!, day: day!, hour: hour!, minute: minute!, second: second! };
    return isRealDate(parts) ? parts : undefined;
  }
  const written = format ? parseDateText(value, format) : undefined;
  return written ?? (/^\d+$/.test(value.trim()) ? toDateParts(Number(value)) : undefined);
}

/** Milliseconds of the wall-clock parts read as UTC: only for comparing and ordering. */
export const datePartsKey = (p: DateParts): number =>
  Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
