import { walkFields, type FormField, type FormValues } from '@sportello/contracts';

/**
 * Unsaved input kept in the browser (localStorage) so that it survives a reload, per
 * user, environment, form type and record; cleared once the form is sent. Passwords are never kept.
 */
const PREFIX = 'sportello:form-draft';
const MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;

interface StoredDraft {
  savedAt: number;
  values: FormValues;
}

export const draftKey = (parts: {
  user: string;
  env: string;
  formType: string;
  id?: string | number | undefined;
}) => [PREFIX, parts.user || '-', parts.env || '-', parts.formType, parts.id ?? '-'].map(String).join(':');

export function readDraft(key: string): FormValues | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<StoredDraft>;
    if (typeof stored.savedAt !== 'number' || Date.now() - stored.savedAt > MAX_AGE_MS) {
      window.localStorage.removeItem(key);
      return null;
    }
    return stored.values && typeof stored.values === 'object' ? stored.values : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, values: FormValues): void {
  try {
    window.localStorage.setItem(key, JSON.stringify({ savedAt: Date.now(), values } satisfies StoredDraft));
  } catch {
    // Storage full or disabled: the form still works, only the draft is not kept.
  }
}

export function clearDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}

const isSecret = (f: FormField) => f.type === 'input' && f.inputType === 'password';

/** The values worth keeping in a draft: without password fields (in rows too). */
export function draftValues(fields: readonly FormField[], values: FormValues): FormValues {
  const kept: FormValues = { ...values };
  for (const field of walkFields(fields)) {
    if (isSecret(field)) delete kept[field.fieldname];
    else if (field.type === 'repeatableGroup' && Array.isArray(kept[field.fieldname])) {
      kept[field.fieldname] = (kept[field.fieldname] as unknown[]).map((row) =>
        row && typeof row === 'object' ? draftValues(field.fields, row as FormValues) : row,
      );
    }
  }
  return kept;
}

/** JSON with sorted keys and without undefined: two records with the same content compare equal. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v,
  );
}

export const sameValues = (a: FormValues, b: FormValues) => canonical(a) === canonical(b);
