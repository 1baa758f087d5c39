import {
  checkExportDates,
  EXPORT_DATE_FORMAT,
  maxEndOf,
  parseExportDate,
  periodRange,
  type DateParts,
  type ExportConfig,
  type ExportFormat,
  type ExportOption,
  type ExportPeriod,
  type ExportSection,
} from '@sportello/contracts';
import { dayjs } from '../../lib/dayjs';
import type { Dayjs } from 'dayjs';

/** The custom period's two ends (the format shown is EXPORT_DATE_FORMAT, as sent). */
export interface DateRange {
  from: Dayjs | null;
  to: Dayjs | null;
}

/** Whose visits and when: the part the export modal and the aggregate tab share. */
export interface Scope {
  slugs: string[];
  period: ExportPeriod;
  custom: DateRange;
}

/** What the export modal holds while the user chooses. */
export interface ExportChoice extends Scope {
  sections: ExportSection[];
  format: ExportFormat;
}

const ADMIN_GROUP = 'Admin';

/** The Admin group of spec 2 §4 (exports every office). */
export const isAdminGroup = (user: { isAdmin: boolean; group: string; groupName: string }) =>
  user.isAdmin || user.groupName === ADMIN_GROUP || user.group === ADMIN_GROUP;

/**
 * The IAT options the user may pick (spec 2 §4): the Admin group loses the first option when it is
 * the "all" one (empty, or several slugs in one value); everyone else exports their own slug only.
 */
export function iatOptions(config: ExportConfig, admin: boolean, ownSlug: string): ExportOption[] {
  const options = config.selectIat.options;
  if (admin) {
    const first = options[0];
    const isAll = !!first && (first.value === '' || first.value.includes(','));
    return isAll ? options.slice(1) : options;
  }
  const own = options.filter((o) => o.value === ownSlug);
  return own.length ? own : options.slice(0, 1);
}

export const toDayjs = (p: DateParts): Dayjs =>
  dayjs(new Date(p.year, p.month - 1, p.day, p.hour, p.minute, 0));

export function initialScope(config: ExportConfig, iats: ExportOption[], now: Dayjs): Scope {
  const week = periodRange('lastweek')!;
  const from = parseExportDate(week.from);
  return {
    slugs: iats.length === 1 || !config.selectIat.multiple ? iats.slice(0, 1).map((o) => o.value) : [],
    period: config.defaults.period,
    custom: { from: from ? toDayjs(from) : now.subtract(7, 'day').startOf('day'), to: now },
  };
}

export function initialChoice(config: ExportConfig, iats: ExportOption[], now: Dayjs): ExportChoice {
  return {
    ...initialScope(config, iats, now),
    sections: [...config.defaults.sections],
    format: config.defaults.format,
  };
}

export interface ResolvedRange {
  from: string;
  to: string;
}

/** The from/to the choice sends, or the message of the shared date rule that refuses it. */
export function resolveRange(
  choice: Scope,
  config: ExportConfig,
): { range: ResolvedRange | null; message: string | null } {
  if (choice.period !== 'custom') return { range: periodRange(choice.period) ?? null, message: null };
  const from = choice.custom.from?.format(EXPORT_DATE_FORMAT);
  const to = choice.custom.to?.format(EXPORT_DATE_FORMAT);
  const errors = checkExportDates(from, to, config.maxDateSelectable);
  const message = errors.to ?? errors.from ?? null;
  return { range: message || !from || !to ? null : { from, to }, message };
}

/** The last end the calendar offers after this start (the configured window). */
export function windowEndOf(from: Dayjs | null, config: ExportConfig): Dayjs | null {
  if (!from) return null;
  const start = parseExportDate(from.format(EXPORT_DATE_FORMAT));
  const end = start ? maxEndOf(start, config.maxDateSelectable) : undefined;
  return end ? toDayjs(end) : null;
}

export const sectionsShown = (config: ExportConfig, format: ExportFormat) =>
  !config.sections.hideSectionsOnFormat.includes(format);

/** A new start: when it passes the end, the end follows (spec 2 §5). */
export const withFrom = (range: DateRange, from: Dayjs | null): DateRange => ({
  from,
  to: from && range.to && from.isAfter(range.to) ? from : range.to,
});

/** A new end: when it passes the start, the start follows (spec 2 §5). */
export const withTo = (range: DateRange, to: Dayjs | null): DateRange => ({
  to,
  from: to && range.from && to.isBefore(range.from) ? to : range.from,
});

/**
 * A group's label while the modal waits for its download: the choices are locked, the names of the
 * groups stay readable (the disabled grey is below the contrast minimum for text).
 */
export const lockedLabelSx = { '&.Mui-disabled': { color: 'text.secondary' } } as const;
