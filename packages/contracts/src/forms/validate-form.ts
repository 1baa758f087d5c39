import {
  type FieldsSource,
  applyVisibility,
  templateFields,
  holdsValue,
  isFilled,
  shownByConditions,
  walkFields,
} from './conditions.js';
import { expandAddFields } from './added-fields.js';
import { isNumeric, normalizeNumber, normalizeTime } from './normalize.js';
import { formMessages as messages } from './messages.js';
import type { FormField } from './field.js';
import type { FormValues } from './values.js';
import { validateEntries, validateField } from './validators.js';

export interface FormValidation {
  /** The values to store: hidden fields' values removed, numbers and times normalised, unknown keys dropped. */
  values: FormValues;
  /** Italian message by field key: `name`, `name.entry` (multiInput), `group.row.child` (repeatableGroup). */
  errors: Record<string, string>;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * What the browser runs on submit and the server on every submission (docs/architecture.md): a body that
 * passes here is one the template allows, nothing more. The server answers 400 with `errors`.
 */
export function validateForm(template: FieldsSource, values: FormValues): FormValidation {
  // An add field's sets are fields of the form like any other (as many as its count says).
  const fields = expandAddFields(templateFields(template), values);
  const cleaned = applyVisibility(
    fields,
    applyRelatedSums(fields, keepKnown(fields, applyVisibility(fields, values))),
  );
  const errors: Record<string, string> = {};
  validateFields(fields, cleaned, cleaned, '', errors, fields);
  dropEmptyEntries(fields, cleaned);
  return { values: cleaned, errors };
}

/** Only the template's fieldnames, each value normalised as its field type stores it. */
function keepKnown(fields: readonly FormField[], source: Record<string, unknown>): FormValues {
  const kept: FormValues = {};
  for (const field of walkFields(fields)) {
    const value = source[field.fieldname];
    if (value === undefined) continue;
    if (field.type === 'number') {
      // Unreadable input is kept as it came, so that validation names it instead of storing 0.
      kept[field.fieldname] = isNumeric(value)
        ? normalizeNumber(value, field.min, field.max)
        : isFilled(value)
          ? value
          : null;
    } else if (field.type === 'time') kept[field.fieldname] = isFilled(value) ? normalizeTime(value) : null;
    else if (field.type === 'repeatableGroup' && Array.isArray(value)) {
      kept[field.fieldname] = value.filter(isRecord).map((row) => keepKnown(field.fields, row));
    } else kept[field.fieldname] = value;
  }
  return kept;
}

/**
 * updateRelated (spec 2 §3): the sum of a numeric child over a repeatableGroup's rows, written into
 * the target field within the target's own min and max. The rows speak for the target only once one
 * of them holds a number: until then the target keeps the count it was given directly (a visitor's
 * answer on a terminal, a kiosk profile reopened at the desk), or its minimum ("1 person", not 0).
 */
export function applyRelatedSums(fields: readonly FormField[], values: FormValues): FormValues {
  const result = { ...values };
  const named = walkFields(fields);
  for (const field of named) {
    if (field.type !== 'repeatableGroup' || !field.updateRelated) continue;
    const { from, target } = field.updateRelated;
    const counts = relatedCounts(result[field.fieldname], from);
    const own = result[target];
    // An unreadable count given directly stays as it came, so that validation names it.
    if (!counts.length && isFilled(own) && !isNumeric(own)) continue;
    const total = counts.length ? counts.reduce((sum, n) => sum + n, 0) : own;
    const targetField = named.find((f) => f.fieldname === target);
    result[target] =
      targetField?.type === 'number'
        ? normalizeNumber(total, targetField.min, targetField.max)
        : normalizeNumber(total);
  }
  return result;
}

/** The numbers the rows of a summed group hold in their `from` child (blank rows hold none). */
function relatedCounts(rows: unknown, from: string): number[] {
  if (!Array.isArray(rows)) return [];
  return rows.filter((row) => isRecord(row) && isNumeric(row[from])).map((row) => normalizeNumber(row[from]));
}

/**
 * A change that writes an updateRelated target directly, without its rows (the answers received from
 * a terminal, which asks the number of people and not the composition): when the rows' numbers say
 * otherwise, they are emptied, so that the given count stands until someone fills the composition
 * again. Without this the form's starting row (one adult) would turn the visitor's 3 back into 1.
 */
export function withDirectRelatedTargets(
  fields: readonly FormField[],
  current: FormValues,
  patch: FormValues,
): FormValues {
  const next = { ...current, ...patch };
  for (const field of walkFields(fields)) {
    if (field.type !== 'repeatableGroup' || !field.updateRelated) continue;
    const { from, target } = field.updateRelated;
    if (!(target in patch) || field.fieldname in patch || !isNumeric(patch[target])) continue;
    const rows = current[field.fieldname];
    const counts = relatedCounts(rows, from);
    if (!Array.isArray(rows) || !counts.length) continue;
    if (counts.reduce((sum, n) => sum + n, 0) === normalizeNumber(patch[target])) continue;
    next[field.fieldname] = rows.map((row) => (isRecord(row) ? { ...row, [from]: null } : row));
  }
  return next;
}

/**
 * Validates the fields shown by their conditions. `scope` is what conditions see (a row: the form's
 * values with the row's laid over them), `source` where the fields' own values are (the row).
 */
function validateFields(
  fields: readonly FormField[],
  scope: FormValues,
  source: FormValues,
  prefix: string,
  errors: Record<string, string>,
  formFields: readonly FormField[],
): void {
  for (const field of fields) {
    if (!shownByConditions(field, scope)) continue;
    if (field.type === 'group') {
      validateFields(field.fields, scope, source, prefix, errors, formFields);
      continue;
    }
    if (!holdsValue(field)) continue;
    const name = field.fieldname;
    const key = `${prefix}${name}`;
    const value = source[name];
    const entryErrors = field.type === 'multiInput' ? validateEntries(field, value) : [];
    if (entryErrors.some(Boolean)) {
      entryErrors.forEach((message, i) => message && (errors[`${key}.${i}`] = message));
      continue;
    }
    const message = validateField(field, value, scope, formFields);
    if (message) errors[key] = message;
    if (field.type === 'repeatableGroup' && Array.isArray(value)) {
      if (!message) rowCountError(field, value.length, key, errors);
      value.forEach((row, i) => {
        if (isRecord(row))
          validateFields(field.fields, { ...scope, ...row }, row, `${key}.${i}.`, errors, field.fields);
      });
    }
  }
}

function rowCountError(
  field: FormField & { type: 'repeatableGroup' },
  count: number,
  key: string,
  errors: Record<string, string>,
): void {
  const label = field.label ?? field.fieldname ?? '';
  if (field.minItems !== undefined && count < field.minItems)
    errors[key] = messages.minItems(label, field.minItems);
  if (field.maxItems !== undefined && count > field.maxItems)
    errors[key] = messages.maxItems(label, field.maxItems);
}

/** A multiInput's blank entries are screen furniture (it starts with one), not data. */
function dropEmptyEntries(fields: readonly FormField[], values: FormValues): void {
  for (const field of walkFields(fields)) {
    const value = values[field.fieldname];
    if (!Array.isArray(value)) continue;
    if (field.type === 'multiInput') values[field.fieldname] = value.filter(isFilled);
    if (field.type === 'repeatableGroup')
      value.filter(isRecord).forEach((row) => dropEmptyEntries(field.fields, row));
  }
}
