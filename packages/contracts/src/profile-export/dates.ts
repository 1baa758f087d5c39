import {
  datePartsKey,
  formatDateParts,
  parseDateText,
  partsOfInstant,
  type DateParts,
} from '../forms/dates.js';
import { EXPORT_DATE_FORMAT, type MaxDateSelectable, type ExportPeriod } from './constants.js';
import { EXPORT_MESSAGES } from './messages.js';

/** An export's dates (spec 2 §5): the window rule lives here once, for the modal and the server. */

export type ExportDateField = 'from' | 'to';
export type ExportDateErrors = Partial<Record<ExportDateField, string>>;

const startOfDay = (p: DateParts): DateParts => ({ ...p, hour: 0, minute: 0, second: 0 });
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The same wall-clock moment `months` calendar months later (31 January + 1 month = 28/29 February). */
export function addMonths(p: DateParts, months: number): DateParts {
  const index = p.year * 12 + (p.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { ...p, year, month, day: Math.min(p.day, daysInMonth(year, month)) };
}

/** The latest end allowed after `from` by maxDateSelectable, or undefined when there is no limit. */
export function maxEndOf(from: DateParts, max: MaxDateSelectable | undefined): DateParts | undefined {
  if (max === '1year') return addMonths(from, 12);
  if (max === '3months') return addMonths(from, 3);
  return undefined;
}

export const parseExportDate = (text: string): DateParts | undefined =>
  parseDateText(text, EXPORT_DATE_FORMAT);
export const formatExportDate = (p: DateParts): string => formatDateParts(p, EXPORT_DATE_FORMAT);

/**
 * THE rule of spec 2 §5 for an export's dates, as texts DD-MM-YYYY HH:mm: both given and well
 * written; neither later than today (the day, in Italy); the end not before the start; the end within
 * maxDateSelectable of the start. Returns the message per field (empty object when all is well).
 */
export function checkExportDates(
  from: string | undefined,
  to: string | undefined,
  maxDateSelectable: MaxDateSelectable | undefined,
  today: DateParts = partsOfInstant(Date.now())!,
): ExportDateErrors {
  const errors: ExportDateErrors = {};
  const start = from ? parseExportDate(from) : undefined;
  const end = to ? parseExportDate(to) : undefined;
  if (!from) errors.from = EXPORT_MESSAGES.fromRequired;
  else if (!start) errors.from = EXPORT_MESSAGES.badDate;
  if (!to) errors.to = EXPORT_MESSAGES.toRequired;
  else if (!end) errors.to = EXPORT_MESSAGES.badDate;
  const todayKey = datePartsKey(startOfDay(today));
  if (start && datePartsKey(startOfDay(start)) > todayKey) errors.from = EXPORT_MESSAGES.fromAfterToday;
  if (end && datePartsKey(startOfDay(end)) > todayKey) errors.to = EXPORT_MESSAGES.toAfterToday;
  if (start && end && !errors.from && !errors.to) {
    if (datePartsKey(end) < datePartsKey(start)) errors.to = EXPORT_MESSAGES.toBeforeFrom;
    else {
      const limit = maxEndOf(start, maxDateSelectable);
      if (limit && datePartsKey(end) > datePartsKey(limit))
        errors.to =
          maxDateSelectable === '1year' ? EXPORT_MESSAGES.overOneYear : EXPORT_MESSAGES.overThreeMonths;
    }
  }
  return errors;
}

/**
 * The range of a period (spec 2 §4): from the start of the day one week, one month or three months
 * back, to now. `custom` has no range of its own.
 */
export function periodRange(
  period: ExportPeriod,
  now: DateParts = partsOfInstant(Date.now())!,
): { from: string; to: string } | undefined {
  if (period === 'custom') return undefined;
  const to = { ...now, second: 0 };
  let from: DateParts;
  if (period === 'lastweek') {
    const d = new Date(Date.UTC(now.year, now.month - 1, now.day - 7));
    from = {
      year: d.getUTCFullYear(),
      month: d.getUTCMonth() + 1,
      day: d.getUTCDate(),
      hour: 0,
      minute: 0,
      second: 0,
    };
  } else from = startOfDay(addMonths(now, period === 'lastmonth' ? -1 : -3));
  return { from: formatExportDate(from), to: formatExportDate(to) };
}

/**
 * The instant (ISO, UTC) of a wall-clock time in Europe/Rome: visits are stored as instants, the
 * modal speaks the board's time.
 */
export function romeWallToIso(p: DateParts): string {
  const wall = datePartsKey(p);
  let guess = wall;
  // Two rounds settle the offset, also across the daylight-saving change.
  for (let i = 0; i < 2; i++) guess = wall - (datePartsKey(partsOfInstant(guess)!) - guess);
  return new Date(guess).toISOString();
}
