import type { FieldOption } from './field.js';

/**
 * Option helpers. Values are compared as strings everywhere in the engine, because a value that
 * went through a query string, a JSON body or an HTML input may come back as '1' for 1.
 */
export const sameOptionValue = (a: unknown, b: unknown): boolean => String(a) === String(b);

/** Every option, nested ones included (a select may group its options under a parent). */
export function flattenOptions(options: readonly FieldOption[]): FieldOption[] {
  return options.flatMap((option) => [option, ...flattenOptions(option.options ?? [])]);
}

export function findOption(options: readonly FieldOption[], value: unknown): FieldOption | undefined {
  return flattenOptions(options).find((option) => sameOptionValue(option.value, value));
}

/** The chosen values of a single or multiple choice, without the empty ones. */
export function chosenValues(value: unknown): unknown[] {
  const items = Array.isArray(value) ? value : [value];
  return items.filter((item) => item !== undefined && item !== null && item !== '');
}
