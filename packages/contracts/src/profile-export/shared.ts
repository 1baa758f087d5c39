import { z } from '../z.js';
import { EXPORT_MESSAGES } from './messages.js';
import { parseExportDate } from './dates.js';

/** Schemas the config, the params and the aggregate share (not exported by the package). */

export const Option = z.object({ label: z.string(), value: z.string() });

/** An office slug. */
export const Slug = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'IAT: valore non valido');

/** One value or several (repeated query parameter), or comma-joined text. */
export const many = <T extends z.ZodType>(item: T, commaJoined: boolean) =>
  z.preprocess((v) => {
    if (v === undefined || v === null || v === '') return [];
    const list = Array.isArray(v) ? v : [v];
    return commaJoined
      ? list.flatMap((x) => (typeof x === 'string' ? x.split(',').filter((s) => s.trim() !== '') : [x]))
      : list;
  }, z.array(item).max(200));

export const DateText = (field: 'from' | 'to') =>
  z
    .string({
      error: field === 'from' ? EXPORT_MESSAGES.fromRequired : EXPORT_MESSAGES.toRequired,
    })
    .trim()
    .max(40, EXPORT_MESSAGES.badDate)
    .refine((t) => parseExportDate(t) !== undefined, EXPORT_MESSAGES.badDate);
