import { plainTextOf } from '../text.js';
import { isFilled, isRequired } from './conditions.js';
import { FILE_LIMIT_MESSAGE, formMessages as m } from './messages.js';
import { isNumeric } from './normalize.js';
import { chosenValues, sameOptionValue } from './options.js';
import type { Validator } from './field-rules.js';
import type { FormField } from './field.js';
import type { FormValues } from './values.js';
import { EMAIL_PATTERN, shapeError } from './value-shape.js';

const isBlank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === false ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.every(isBlank));

/** The name a message gives a field. */
export const fieldLabel = (field: FormField): string =>
  field.label ?? field.placeholder ?? field.fieldname ?? 'Campo';

/**
 * The first Italian message for a field's value, or undefined when it is valid. `values` are the
 * values the field sees (its row's laid over the form's); `fields`, when given, are the form's
 * fields, so that a chosen option's own rule can make this one required.
 */
export function validateField(
  field: FormField,
  value: unknown,
  values: FormValues,
  fields?: readonly FormField[],
): string | undefined {
  const label = fieldLabel(field);
  if (!isFilled(value)) {
    if (isRequired(field, values, fields)) return field.requiredMessage ?? m.required(label);
    // Something that is not plainly blank ({}, [{}]) still has to have the right shape.
    const shape = isBlank(value) ? undefined : shapeError(field, value, label);
    // A minimum selection also speaks for an empty choice; every other rule waits for a value.
    return shape ?? (field.validators ?? []).map((v) => countError(v, 0, label)).find(Boolean);
  }
  return (
    shapeError(field, value, label) ??
    validateEntries(field, value).find(Boolean) ??
    (field.validators ?? []).map((v) => validatorError(v, field, value, values, label)).find(Boolean) ??
    limitError(field, value)
  );
}

/** Each multiInput entry's message (spec 1 §5: entries are validated one by one, empty ones skipped). */
export function validateEntries(field: FormField, value: unknown): (string | undefined)[] {
  if (field.type !== 'multiInput' || !Array.isArray(value)) return [];
  const label = fieldLabel(field);
  return value.map((entry) =>
    typeof entry === 'string' && entry.trim() !== ''
      ? (field.validators ?? []).map((v) => textError(v, field, entry, label)).find(Boolean)
      : undefined,
  );
}

function validatorError(v: Validator, field: FormField, value: unknown, values: FormValues, label: string) {
  if (field.type === 'multiInput' && (v.type === 'regex' || v.type.endsWith('Length') || v.type === 'email'))
    return undefined; // checked entry by entry
  if (v.type === 'equals') return sameOptionValue(value, values[v.fieldname]) ? undefined : v.message;
  if (v.type === 'lte') {
    const other = values[v.fieldname];
    return isNumeric(value) && isNumeric(other) && Number(value) > Number(other) ? v.message : undefined;
  }
  const count = countError(v, chosenValues(value).length, label);
  if (count || v.type === 'minSelection' || v.type === 'maxSelection') return count;
  return typeof value === 'string' || typeof value === 'number'
    ? textError(v, field, String(value), label)
    : undefined;
}

function countError(v: Validator, count: number, label: string): string | undefined {
  if (v.type === 'minSelection' && count < v.value) return v.message ?? m.minSelection(label, v.value);
  if (v.type === 'maxSelection' && count > v.value) return v.message ?? m.maxSelection(label, v.value);
  return undefined;
}

function textError(v: Validator, field: FormField, text: string, label: string): string | undefined {
  const length = (field.type === 'htmlField' ? plainTextOf(text) : text).length;
  if (v.type === 'regex') return regexMatches(v, text) ? undefined : v.message;
  if (v.type === 'minLength' && length < v.value) return v.message ?? m.minLength(label, v.value);
  if (v.type === 'maxLength' && length > v.value) return v.message ?? m.maxLength(label, v.value);
  if (v.type === 'email' && !EMAIL_PATTERN.test(text.trim())) return v.message ?? m.invalidEmail(label);
  return undefined;
}

/** A broken expression in a template fails the field rather than letting anything through. */
function regexMatches(v: Validator & { type: 'regex' }, text: string): boolean {
  try {
    return new RegExp(v.expression, v.flags).test(text);
  } catch {
    return false;
  }
}

/** Picker limit (spec 1 §5): more files than `limit`. */
function limitError(field: FormField, value: unknown): string | undefined {
  if (field.type !== 'file' || field.limit === undefined || !Array.isArray(value)) return undefined;
  return value.length > field.limit ? (field.limitLabel ?? FILE_LIMIT_MESSAGE) : undefined;
}

export { plainTextOf };
