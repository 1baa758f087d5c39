import {
  formatTime,
  isAlwaysOpen,
  keepDateEntries,
  selectedLabel,
  selectedValue,
  type ComponentDef,
  type ContentComponent,
  type DateEntry,
  type DocumentValue,
  type DynamicEntry,
  type LocationValue,
  type TimeOfDay,
} from '@sportello/contracts';
import { RENDER_MESSAGES as R } from './content-list.messages.js';

/**
 * A field's value in Italian words, as the preview page, the PDF and the explore catalogue show it:
 * days and date ranges, timetables, chosen options, addresses, distances.
 */

const DAY_FORMAT = new Intl.DateTimeFormat('it-IT', {
  day: '2-digit',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Rome',
});

/** A day of a date range (unix seconds) as "DD MMMM YYYY" (spec 1 §9). */
export const formatDay = (seconds: number): string => DAY_FORMAT.format(new Date(seconds * 1000));

function rangeText(range: DateEntry['dateRange']): string | null {
  if (!range) return null;
  const from = range.from === null ? null : formatDay(range.from);
  const to = range.to === null ? null : formatDay(range.to);
  if (from && to) return from === to ? from : R.range(from, to);
  if (from) return R.from(from);
  if (to) return R.until(to);
  return null;
}

function daysText(days: readonly number[]): string {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  return sorted.map((d) => R.days[d] ?? '').join(', ');
}

const hours = (from: TimeOfDay, to: TimeOfDay) => `${formatTime(from)}–${formatTime(to)}`;

/** Each date block on one line: the range, then its timetables ("Sempre aperto" for every day, all day). */
export function dateLines(entries: readonly DateEntry[]): string[] {
  return keepDateEntries([...entries]).map((e) => {
    const parts = [rangeText(e.dateRange)];
    for (const t of e.timetables) {
      if (isAlwaysOpen(t)) {
        parts.push(R.alwaysOpen);
        continue;
      }
      const days = daysText(t.days);
      parts.push(days ? `${days} ${hours(t.from, t.to)}` : hours(t.from, t.to));
    }
    return parts.filter(Boolean).join(' · ');
  });
}

const optionLabel = (def: ComponentDef, value: string) =>
  def.options.find((o) => o.value === value)?.label ?? value;

/** A distance in kilometres, with the Italian decimal comma. */
export const distanceText = (n: number) => `${String(n).replace('.', ',')} km`;

/** The lines a simple field shows after its label; empty when there is nothing to show. */
export function factLines(c: ContentComponent, value: unknown): string[] {
  switch (c.type) {
    case 'String':
    case 'NotEditable':
    case 'ReadOnly':
      return typeof value === 'string' && value.trim() ? [value.trim()] : [];
    case 'Select':
      return selectedValue(value) ? [selectedLabel(c, value)] : [];
    case 'CheckList':
      return Array.isArray(value) && value.length
        ? [(value as string[]).map((v) => optionLabel(c, v)).join(', ')]
        : [];
    case 'Checkbox':
      return value === true ? [R.yes] : [];
    case 'Location':
      return value ? [(value as LocationValue).address] : [];
    case 'Date':
      return dateLines(value as DateEntry[]);
    case 'Time':
      return value ? [formatTime(value as TimeOfDay)] : [];
    case 'Document':
      return (value as DocumentValue[]).map((d) => d.name);
    case 'Dynamic':
      return (value as DynamicEntry[]).flatMap((entry) => {
        const parts = c.fields.map((f) => entry[f.fieldname]?.trim() ?? '').filter(Boolean);
        if (!parts.length) return [];
        return [c.fields.length === 2 && parts.length === 2 ? `${parts[0]}: ${parts[1]}` : parts.join(' · ')];
      });
    default:
      return [];
  }
}
