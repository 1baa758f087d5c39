import { z } from '../z.js';
import { Id } from '../id.js';

/** The values a form holds, and the shapes of the values that are not plain text or numbers. */

/** Address value (spec 1 §3 Location). */
export const AddressValue = z.object({
  address: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});
export type AddressValue = z.infer<typeof AddressValue>;

/** Time value: hours 0-23, minutes 0-59. */
export const TimeValue = z.object({ h: z.number().int().min(0).max(23), m: z.number().int().min(0).max(59) });
export type TimeValue = z.infer<typeof TimeValue>;

/** A picked media file as a form stores it. */
export const FileValue = z.object({
  id: Id,
  name: z.string(),
  src: z.string().optional(),
  position: z.number().int().optional(),
});
export type FileValue = z.infer<typeof FileValue>;

/**
 * A form's values: one entry per fieldname. Strings (input, text, html, select, radio, date as
 * formatted text, telephone as "prefix-number"), numbers, booleans (checkbox), arrays (checkList,
 * multiple selects, multiInput, files), objects (address, time) and arrays of records
 * (repeatableGroup).
 */
export const FormValues = z.record(z.string(), z.unknown());
export type FormValues = Record<string, unknown>;
