import type { FieldCondition, Validator } from './field-rules.js';
import type { FormField } from './field.js';
import type { FormValues } from './values.js';

/**
 * The `add` field (spec 1 §3 "Form field": fieldsToAdd, addedField, baseVariant, index): a button
 * that adds another set of its `fieldsToAdd` to the form (another phone number, another contact
 * person). The form's values stay one flat record: the `add` field holds how many sets were added,
 * and set n's copy of a field named `phone` is the field `phone_n`, marked `addedField`, with
 * `baseVariant` (the field it copies) and `index` (n). Every walker of the engine (validation,
 * visibility, read-only view) reads the form through expandAddFields, so added fields are fields
 * like any other, checked by the same rules on both ends.
 */

export type AddField = FormField & { type: 'add' };

/** Sets one `add` field may hold when its template names no `max`. */
export const DEFAULT_ADD_MAX = 10;

/** The name of set `index`'s copy of the field named `base`. */
export const addedName = (base: string, index: number): string => `${base}_${index}`;

/** How many sets the form holds: the add field's value, a whole number within 0 and its max. */
export function addedCount(field: AddField, values: FormValues): number {
  const raw = field.fieldname ? values[field.fieldname] : undefined;
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : 0;
  return Number.isInteger(n) ? Math.min(Math.max(n, 0), field.max ?? DEFAULT_ADD_MAX) : 0;
}

/** Renames the fields of one set, and the references between them (conditions, rules). */
function renamer(field: AddField, index: number) {
  const own = new Set(walkNames(field.fieldsToAdd));
  const rename = (name: string) => (own.has(name) ? addedName(name, index) : name);
  const cond = (c: FieldCondition): FieldCondition => ({
    ...c,
    fieldname: Array.isArray(c.fieldname) ? c.fieldname.map(rename) : rename(c.fieldname),
  });
  const rule = (v: Validator): Validator =>
    v.type === 'equals' || v.type === 'lte' ? { ...v, fieldname: rename(v.fieldname) } : v;
  const copy = (f: FormField): FormField => {
    const next = {
      ...f,
      ...(f.fieldname ? { fieldname: rename(f.fieldname) } : {}),
      ...(f.showIf ? { showIf: f.showIf.map(cond) } : {}),
      ...(f.hideIf ? { hideIf: f.hideIf.map(cond) } : {}),
      ...(f.requiredIf ? { requiredIf: { ...f.requiredIf, fields: f.requiredIf.fields.map(rename) } } : {}),
      ...(f.validators ? { validators: f.validators.map(rule) } : {}),
    } as FormField;
    return next.type === 'group' ? { ...next, fields: next.fields.map(copy) } : next;
  };
  return copy;
}

function walkNames(fields: readonly FormField[]): string[] {
  return fields.flatMap((f) => (f.type === 'group' ? walkNames(f.fields) : f.fieldname ? [f.fieldname] : []));
}

/**
 * Set `index` (1, 2 …) of an add field: its fieldsToAdd renamed, each marked addedField with its
 * baseVariant and index, shown only when the add field itself is (its showIf and hideIf added).
 */
export function addedSet(field: AddField, index: number): FormField[] {
  const copy = renamer(field, index);
  const mark = (f: FormField, original: FormField): FormField => {
    const marked = {
      ...f,
      addedField: true,
      index,
      ...(original.fieldname ? { baseVariant: original.fieldname } : {}),
    } as FormField;
    return marked.type === 'group' && original.type === 'group'
      ? { ...marked, fields: marked.fields.map((c, i) => mark(c, original.fields[i]!)) }
      : marked;
  };
  return field.fieldsToAdd.map((original) => {
    const f = mark(copy(original), original);
    return {
      ...f,
      showIf: [...(field.showIf ?? []), ...(f.showIf ?? [])],
      hideIf: [...(field.hideIf ?? []), ...(f.hideIf ?? [])],
    } as FormField;
  });
}

/**
 * The form's fields with every add field's sets in place (before the add field, which keeps the
 * count): what validation, visibility and the read-only view walk.
 */
export function expandAddFields(fields: readonly FormField[], values: FormValues): FormField[] {
  return fields.flatMap((field): FormField[] => {
    if (field.type === 'group') return [{ ...field, fields: expandAddFields(field.fields, values) }];
    if (field.type !== 'add') return [field];
    const sets = Array.from({ length: addedCount(field, values) }, (_, i) => addedSet(field, i + 1));
    return [...sets.flat(), field];
  });
}

const setNames = (field: AddField, index: number) => walkNames(addedSet(field, index));

/**
 * The values after set `index` is removed: the later sets move down by one, the last one's values
 * go (undefined), the count drops by one. A patch for the form's values.
 */
export function removeAddedSet(field: AddField, values: FormValues, index: number): FormValues {
  const count = addedCount(field, values);
  if (!field.fieldname || index < 1 || index > count) return {};
  const patch: FormValues = { [field.fieldname]: count - 1 };
  for (let i = index; i < count; i++) {
    const from = setNames(field, i + 1);
    setNames(field, i).forEach((name, k) => (patch[name] = values[from[k]!]));
  }
  for (const name of setNames(field, count)) patch[name] = undefined;
  return patch;
}
