import type { FieldOption } from '@sportello/contracts';

/** An option as a list shows it: a group heading, or a choice (nested under a heading or not). */
export type OptionRow =
  | { kind: 'group'; label: string; key: string }
  | { kind: 'option'; option: FieldOption; key: string; nested: boolean };

/** Options with nested options become a heading followed by its choices (one level deep on screen). */
export function optionRows(options: FieldOption[], prefix = ''): OptionRow[] {
  return options.flatMap((o, i): OptionRow[] => {
    const key = `${prefix}${i}`;
    if (o.options?.length) {
      return [
        { kind: 'group', label: o.label, key: `g${key}` },
        ...optionRows(o.options, `${key}-`).map((r) => (r.kind === 'option' ? { ...r, nested: true } : r)),
      ];
    }
    return [{ kind: 'option', option: o, key: `o${key}`, nested: prefix !== '' }];
  });
}

/** Every choosable option, flattened. */
export function leafOptions(options: FieldOption[]): FieldOption[] {
  return options.flatMap((o) => (o.options?.length ? leafOptions(o.options) : [o]));
}

/** Values compare as text (a template may say 3 where the data says "3"). */
export const sameValue = (a: unknown, b: unknown) => a !== undefined && a !== null && String(a) === String(b);

/** The option of a value (its original type), or undefined. */
export const findOption = (options: FieldOption[], value: unknown) =>
  leafOptions(options).find((o) => sameValue(o.value, value));

export const asArray = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value];
