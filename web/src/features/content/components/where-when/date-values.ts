import {
  ITALIAN_WEEKDAYS,
  formatTime,
  partsOfInstant,
  type DateEntry,
  type Timetable,
} from '@sportello/contracts';
import type { Dayjs } from 'dayjs';
import { dayjs } from '../../../../lib/dayjs';
import { whereWhenMessages as m } from './messages';

/**
 * Days of a Date component are unix seconds at midnight in Europe/Rome, the board's time, whatever
 * the browser's zone: a day picked in the calendar keeps its date for everyone.
 */

/** The instant (unix seconds) of midnight in Rome on the calendar day `day` shows. */
export function romeMidnight(day: Dayjs): number {
  const utc = Date.UTC(day.year(), day.month(), day.date());
  // Rome's offset at that moment: its wall clock read as UTC, minus the instant.
  const p = partsOfInstant(utc)!;
  const offset = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - utc;
  return Math.round((utc - offset) / 1000);
}

/** The calendar day (local midnight) of a stored instant, read in Rome. */
export function dayOf(seconds: number): Dayjs {
  const p = partsOfInstant(seconds * 1000)!;
  return dayjs(new Date(p.year, p.month - 1, p.day));
}

const RANGE_DAY = 'DD MMMM YYYY';

/** "01 maggio 2026 – 31 maggio 2026" (spec 1 §9); one day alone, or "Dal …" / "Fino al …". */
export function rangeText(range: DateEntry['dateRange']): string | null {
  if (!range) return null;
  const from = range.from === null ? null : dayOf(range.from).format(RANGE_DAY);
  const to = range.to === null ? null : dayOf(range.to).format(RANGE_DAY);
  if (from && to) return from === to ? from : `${from} – ${to}`;
  if (from) return m.dates.from(from);
  if (to) return m.dates.until(to);
  return null;
}

/** "lun, mar, mer 9.00 – 13.00": days 0 (Monday) to 6 (Sunday). */
export function timetableText(t: Timetable): string {
  const days = [...new Set(t.days)]
    .sort((a, b) => a - b)
    .map((d) => m.dayShort[d])
    .filter(Boolean)
    .join(', ');
  const hours = `${formatTime(t.from)} – ${formatTime(t.to)}`;
  return days ? `${days} ${hours}` : hours;
}

/** The full names of the days, for screen readers ("lunedì, martedì"). */
export const daysLong = (days: readonly number[]) =>
  [...new Set(days)]
    .sort((a, b) => a - b)
    .map((d) => ITALIAN_WEEKDAYS[d])
    .filter(Boolean)
    .join(', ');

/** A date block as one phrase, naming it for buttons ("Periodo 1, 01 maggio 2026 – 31 maggio 2026"). */
export const blockName = (entry: DateEntry, index: number) =>
  [m.dates.block(index + 1), rangeText(entry.dateRange)].filter(Boolean).join(', ');
