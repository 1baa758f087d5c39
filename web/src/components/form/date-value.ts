import { formatDateParts, toDateParts } from '@sportello/contracts';
import { dayjs } from '../../lib/dayjs';
import type { Dayjs } from 'dayjs';

/** The format shows a time (hours or minutes), so the picker asks for one. */
export const formatHasTime = (format: string) => /H|h|mm/.test(format);

/** A stored date (text in `format`, ISO text or a timestamp) as the picker's wall-clock value. */
export function dateFromValue(value: unknown, format: string): Dayjs | null {
  const parts = toDateParts(value, format);
  if (!parts) return null;
  return dayjs(new Date(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second));
}

/** The picker's value as the form stores it: text in the field's format, by the engine's formatter. */
export function dateToValue(date: Dayjs, format: string): string {
  return formatDateParts(
    {
      year: date.year(),
      month: date.month() + 1,
      day: date.date(),
      hour: date.hour(),
      minute: date.minute(),
      second: date.second(),
    },
    format,
  );
}
