import { isFilled } from './conditions.js';
import { ITALIAN_WEEKDAYS, READ_ONLY_DATE_FORMAT, formatDateParts, toDateParts } from './dates.js';
import { normalizeTime, parsePhone } from './normalize.js';
import type { TimeValue } from './values.js';

/** Texts of the read-only view for the values the spec shows formatted (spec 1 §3 "Read-only values"). */

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const RANGE_FORMAT = 'DD MMMM YYYY';

/** An address in two lines, split at the five-digit postal code (spec 1 §5). */
export function splitAddress(address: string): string[] {
  const match = /^(.*\S)\s+(\d{5}\b.*)$/.exec(address.trim());
  return match?.[1] && match[2] ? [match[1], match[2]] : [address.trim()];
}

/** "+39-3331234567" → "+39 333 1234567". */
export function phoneText(value: unknown): string {
  const { dialCode, number } = parsePhone(value);
  return [dialCode, number.slice(0, 3), number.slice(3)].filter(Boolean).join(' ');
}

/** 9.00, 13.30: the way Italian timetables write hours. */
export const timeText = (time: TimeValue): string => `${time.h}.${String(time.m).padStart(2, '0')}`;

/** "lunedì, martedì: 9.00–13.00"; days are 0-6 from Monday (spec 1 §3). */
export function timetableText(entry: {
  from: TimeValue;
  to: TimeValue;
  days?: number[] | undefined;
}): string {
  const days = [...new Set(entry.days ?? [])]
    .sort()
    .map((day) => ITALIAN_WEEKDAYS[day])
    .filter(Boolean);
  const hours = `${timeText(normalizeTime(entry.from))}–${timeText(normalizeTime(entry.to))}`;
  return days.length ? `${days.join(', ')}: ${hours}` : hours;
}

/** "05 marzo 2024 – 10 marzo 2024" from {startDate, endDate} or {from, to}; undefined when it is no range. */
export function dateRangeText(value: unknown): string | undefined {
  if (!isRecord(value)) return undefined;
  const ends =
    'startDate' in value || 'endDate' in value ? [value.startDate, value.endDate] : [value.from, value.to];
  if (ends.some(isRecord) || !ends.some(isFilled)) return undefined; // {from: {h, m}} is a time, not a date
  const texts = ends
    .map((end) => toDateParts(end, READ_ONLY_DATE_FORMAT))
    .map((p) => (p ? formatDateParts(p, RANGE_FORMAT) : ''));
  return texts.filter(Boolean).join(' – ') || undefined;
}

const isTimetable = (v: unknown): v is { from: TimeValue; to: TimeValue; days?: number[] } =>
  isRecord(v) && isRecord(v.from) && isRecord(v.to);

/** Date ranges, timetables and content date blocks ({dateRange, timetables}) as lines; undefined for other values. */
export function dateBlockLines(value: unknown): string[] | undefined {
  const items = Array.isArray(value) ? value : [value];
  if (
    !items.length ||
    !items.every(
      (v) => isTimetable(v) || dateRangeText(v) || (isRecord(v) && ('dateRange' in v || 'timetables' in v)),
    )
  )
    return undefined;
  return items.flatMap((item: unknown): string[] => {
    if (isTimetable(item)) return [timetableText(item)];
    const range = dateRangeText(item);
    if (range) return [range];
    const block = item as { dateRange?: unknown; timetables?: unknown };
    const timetables = Array.isArray(block.timetables) ? block.timetables.filter(isTimetable) : [];
    return [dateRangeText(block.dateRange) ?? '', ...timetables.map(timetableText)].filter(Boolean);
  });
}
