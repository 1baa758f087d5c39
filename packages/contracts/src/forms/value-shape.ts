import {
  DEFAULT_DATE_FORMAT,
  type DateParts,
  datePartsKey,
  formatDateParts,
  parseDateText,
  todayParts,
  toDateParts,
} from './dates.js';
import { DEFAULT_ADD_MAX } from './added-fields.js';
import { formMessages as m } from './messages.js';
import { STORED_PHONE, isNumeric } from './normalize.js';
import { chosenValues, findOption } from './options.js';
import type { FormField } from './field.js';
import { FileValue } from './values.js';

/** What each field type stores: a value of another shape is refused, whatever the browser allowed. */

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const URL_PATTERN = /^https?:\/\/[^\s/]+\.[^\s]+$/i;
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The value has the shape and the domain its field type stores. */
export function shapeError(field: FormField, value: unknown, label: string): string | undefined {
  switch (field.type) {
    case 'input':
    case 'text':
    case 'htmlField':
      if (typeof value !== 'string' && typeof value !== 'number') return m.invalidValue(label);
      if (field.type === 'input' && field.inputType === 'email' && !EMAIL_PATTERN.test(String(value).trim()))
        return m.invalidEmail(label);
      if (field.type === 'input' && field.inputType === 'url' && !URL_PATTERN.test(String(value).trim()))
        return m.invalidUrl(label);
      return undefined;
    case 'number':
      return isNumeric(value) ? undefined : m.notANumber(label);
    case 'checkbox':
      return typeof value === 'boolean' ? undefined : m.invalidValue(label);
    case 'telephone':
      return typeof value === 'string' && STORED_PHONE.test(value) ? undefined : m.invalidPhone(label);
    case 'address':
      return isRecord(value) && typeof value.address === 'string' ? undefined : m.invalidValue(label);
    case 'date':
      return dateError(field, value, label);
    case 'select':
    case 'radioList':
    case 'checkList': {
      const many = field.type === 'checkList' || field.multiple === true;
      if (Array.isArray(value) !== many) return m.invalidValue(label);
      // A template without options leaves them to the handler (options filled in at run time).
      const unknown =
        field.options.length > 0 && chosenValues(value).some((v) => !findOption(field.options, v));
      return unknown ? m.invalidOption(label) : undefined;
    }
    case 'multiInput':
      return Array.isArray(value) && value.every((e) => typeof e === 'string')
        ? undefined
        : m.invalidValue(label);
    case 'asyncSelect': {
      // Options are remote: the handler checks them; here only one value or many, as the field says.
      const many = field.multiple === true;
      return Array.isArray(value) === many ? undefined : m.invalidValue(label);
    }
    case 'file': {
      const files = Array.isArray(value) ? value : [value];
      const wellFormed = files.every((f) => FileValue.safeParse(f).success);
      return wellFormed && (field.multiple || files.length === 1) ? undefined : m.invalidValue(label);
    }
    case 'repeatableGroup':
      return Array.isArray(value) && value.every(isRecord) ? undefined : m.invalidValue(label);
    case 'add':
      // How many sets were added: a whole number within the field's max.
      return typeof value === 'number' &&
        Number.isInteger(value) &&
        value >= 0 &&
        value <= (field.max ?? DEFAULT_ADD_MAX)
        ? undefined
        : m.invalidValue(label);
    default:
      return undefined;
  }
}

function dateError(field: FormField & { type: 'date' }, value: unknown, label: string): string | undefined {
  const format = field.format ?? DEFAULT_DATE_FORMAT;
  // The value is stored in the field's format, nothing else; limits may also be ISO dates or 'today'.
  const parts = typeof value === 'string' ? parseDateText(value, format) : undefined;
  if (!parts) return m.invalidDate(label);
  const compareWith = (raw: string | undefined) => {
    const bound = raw === 'today' ? todayParts() : toDateParts(raw, format);
    if (!bound) return { bound, order: 0 };
    // A limit without a time ('today', '2024-03-31') takes in its whole day.
    const byDay = !/HH|mm/.test(format) || !raw?.includes(':');
    const key = (p: DateParts) => datePartsKey(byDay ? { ...p, hour: 0, minute: 0, second: 0 } : p);
    return { bound, order: key(parts) - key(bound) };
  };
  const min = compareWith(field.minDate);
  if (min.bound && min.order < 0) return m.dateBefore(label, formatDateParts(min.bound, 'DD/MM/YYYY'));
  const max = compareWith(field.maxDate);
  if (max.bound && max.order > 0) return m.dateAfter(label, formatDateParts(max.bound, 'DD/MM/YYYY'));
  return undefined;
}
