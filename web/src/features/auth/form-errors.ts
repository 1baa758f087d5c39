import type { z } from 'zod';
import { isApiError } from '../../lib/api';

interface Issues {
  issues: { path: PropertyKey[]; message: string }[];
}

/** First message per field, from a zod failure (browser check) or from the server's `fields`. */
export function fieldErrors(error: Issues | unknown): Record<string, string> {
  if (isApiError(error)) return error.fields;
  const out: Record<string, string> = {};
  const issues = (error as Issues | null)?.issues ?? [];
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !out[key]) out[key] = issue.message;
  }
  return out;
}

/** The general message for the Alert: only when no field carries it. */
export function formMessage(error: unknown): string | null {
  if (!isApiError(error)) return null;
  return Object.keys(error.fields).length ? null : error.message;
}

/** Moves the focus to the first field of the form that has an error. */
export function focusFirstError(form: HTMLFormElement | null, errors: Record<string, string>): void {
  if (!form) return;
  const first = Array.from(form.querySelectorAll<HTMLInputElement>('input[name]')).find(
    (i) => errors[i.name],
  );
  first?.focus();
}

/**
 * Checks the form's values with the same schema the server uses: the parsed body, or null after
 * marking the fields and moving the focus to the first one in error.
 */
export function parseForm<T extends z.ZodType>(
  schema: T,
  values: unknown,
  form: HTMLFormElement,
  setErrors: (errors: Record<string, string>) => void,
): z.output<T> | null {
  const parsed = schema.safeParse(values);
  if (parsed.success) {
    setErrors({});
    return parsed.data;
  }
  const found = fieldErrors(parsed.error);
  setErrors(found);
  focusFirstError(form, found);
  return null;
}
