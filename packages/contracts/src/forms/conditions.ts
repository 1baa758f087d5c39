import { expandAddFields } from './added-fields.js';
import { chosenValues, findOption } from './options.js';
import type { FieldCondition } from './field-rules.js';
import type { FormField } from './field.js';
import type { FormTemplate } from './template.js';
import type { FormValues } from './values.js';

/** A field that holds a value. */
export type NamedField = FormField & { fieldname: string };
export type FieldsSource = FormTemplate | readonly FormField[];

/** Types that only arrange or decorate the form: they never hold a value, even with a fieldname. */
const STRUCTURAL_TYPES: ReadonlySet<FormField['type']> = new Set(['title', 'divider', 'simpleText', 'group']);

export const templateFields = (source: FieldsSource): readonly FormField[] =>
  isFieldList(source) ? source : source.fields;
const isFieldList = (source: FieldsSource): source is readonly FormField[] => Array.isArray(source);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether the field keeps a value under its fieldname (titles, dividers, texts and groups do not). */
export const holdsValue = (field: FormField): field is NamedField =>
  !!field.fieldname && !STRUCTURAL_TYPES.has(field.type);

/** Every value-holding field, descending into groups (a group only arranges its children), not into repeatableGroup rows. */
export function walkFields(fields: readonly FormField[]): NamedField[] {
  return fields.flatMap((field): NamedField[] => {
    if (field.type === 'group') return walkFields(field.fields);
    return holdsValue(field) ? [field] : [];
  });
}

/**
 * Whether a value counts for `required` (spec 1 §5): 0 is filled, an unticked checkbox (false) is
 * not, whitespace is not, an array needs one filled item, an address needs its address text.
 */
export function isFilled(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return !Number.isNaN(value);
  if (Array.isArray(value)) return value.some(isFilled);
  if (isRecord(value))
    return 'address' in value ? isFilled(value.address) : Object.values(value).some(isFilled);
  return true;
}

/** What a field holds, as comparable keys: '' stands for "empty". */
function heldKeys(value: unknown): string[] {
  const keys = chosenValues(value).map(String);
  return keys.length > 0 ? keys : [''];
}

/** What a condition asks for: null means empty, and false also matches a checkbox never touched. */
function wantedKeys(value: FieldCondition['value']): Set<string> {
  const wanted = Array.isArray(value) ? value : [value];
  return new Set(wanted.flatMap((v) => (v === null ? [''] : v === false ? ['false', ''] : [String(v)])));
}

/** One of the named fields holds one of the listed values (an array value: contains one of them). */
export function conditionMatches(cond: FieldCondition, values: FormValues): boolean {
  const wanted = wantedKeys(cond.value);
  const names = Array.isArray(cond.fieldname) ? cond.fieldname : [cond.fieldname];
  return names.some((name) => heldKeys(values[name]).some((key) => wanted.has(key)));
}

/** Every showIf matches and no hideIf matches; this alone decides whether a field keeps its value. */
export function shownByConditions(field: FormField, values: FormValues): boolean {
  return (
    (field.showIf ?? []).every((cond) => conditionMatches(cond, values)) &&
    !(field.hideIf ?? []).some((cond) => conditionMatches(cond, values))
  );
}

/** A `hidden` field (flag or type) carries a value the user never sees nor edits. */
export const isHiddenField = (field: FormField): boolean => field.hidden === true || field.type === 'hidden';

export function isVisible(field: FormField, values: FormValues): boolean {
  return !isHiddenField(field) && shownByConditions(field, values);
}

/**
 * The values without those of fields hidden by their conditions (spec 2 §4), through groups and
 * repeatableGroup rows (a row sees the form's values with its own laid over them). Repeats until
 * nothing changes, since a value removed may hide another field. `hidden` fields keep theirs.
 */
export function applyVisibility(source: FieldsSource, values: FormValues): FormValues {
  const result = { ...values };
  // Sets of an add field come and go with its count: expanded again at every round.
  while (pruneHidden(expandAddFields(templateFields(source), result), result, result));
  return result;
}

function pruneHidden(fields: readonly FormField[], scope: FormValues, target: FormValues): boolean {
  let changed = false;
  for (const field of fields) {
    if (!shownByConditions(field, scope)) changed = clearValues(field, target) || changed;
    else if (field.type === 'group') changed = pruneHidden(field.fields, scope, target) || changed;
    else if (field.type === 'repeatableGroup' && field.fieldname) {
      const rows = target[field.fieldname];
      if (!Array.isArray(rows)) continue;
      const copies = rows.map((row: unknown) => (isRecord(row) ? { ...row } : row));
      target[field.fieldname] = copies;
      for (const row of copies) {
        if (isRecord(row)) changed = pruneHidden(field.fields, { ...scope, ...row }, row) || changed;
      }
    }
  }
  return changed;
}

function clearValues(field: FormField, target: FormValues): boolean {
  if (field.type === 'group')
    return field.fields.reduce((changed, f) => clearValues(f, target) || changed, false);
  if (!field.fieldname || !(field.fieldname in target)) return false;
  delete target[field.fieldname];
  return true;
}

/** Fieldnames made required by a chosen option's own rule (FieldOption.requires, spec 2 §5). */
export function requiredByOptions(fields: readonly FormField[], values: FormValues): Set<string> {
  const names = new Set<string>();
  for (const field of walkFields(fields)) {
    if (field.type !== 'select' && field.type !== 'radioList' && field.type !== 'checkList') continue;
    for (const value of chosenValues(values[field.fieldname])) {
      for (const name of findOption(field.options, value)?.requires ?? []) names.add(name);
    }
  }
  return names;
}

/**
 * `required`, or requiredIf ("or": one of the fields has a value, "and": all of them), or a chosen
 * option of one of `fields` (the form's fields, when given) requires it.
 */
export function isRequired(field: FormField, values: FormValues, fields?: readonly FormField[]): boolean {
  if (field.required) return true;
  const rule = field.requiredIf;
  if (rule) {
    const filled = rule.fields.map((name) => isFilled(values[name]));
    if (rule.type === 'and' ? filled.every(Boolean) : filled.some(Boolean)) return true;
  }
  return !!field.fieldname && !!fields && requiredByOptions(fields, values).has(field.fieldname);
}

/** Initial values: each defaultValue; a multiInput starts with one empty entry, a repeatableGroup with minItems rows. */
export function defaultValues(source: FieldsSource): FormValues {
  const values: FormValues = {};
  for (const field of walkFields(templateFields(source))) {
    if (field.defaultValue !== undefined)
      values[field.fieldname] = JSON.parse(JSON.stringify(field.defaultValue));
    else if (field.type === 'multiInput') values[field.fieldname] = [''];
    else if (field.type === 'repeatableGroup') {
      values[field.fieldname] = Array.from({ length: field.minItems ?? 0 }, () =>
        defaultValues(field.fields),
      );
    }
  }
  return values;
}

/**
 * Every visible field the form needs has a value: what enables Conferma in the dialogs that wait
 * for a complete form (spec 3 §5, the user modal and the team's add-member modal).
 */
export function requiredFilled(fields: readonly FormField[], values: FormValues): boolean {
  return walkFields(expandAddFields(fields, values))
    .filter((f) => isVisible(f, values) && isRequired(f, values, fields))
    .every((f) => isFilled(values[f.fieldname]));
}
