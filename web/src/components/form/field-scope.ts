import { createContext, useContext } from 'react';
import type { FormField, FormValues } from '@sportello/contracts';

/**
 * Where the fields being rendered read and write their values: the whole form, or one row of a
 * repeatable group (whose children read the row merged over the form for their conditions).
 */
export interface FieldScope {
  /** Prefix of element ids, unique per form (and per row). */
  idPrefix: string;
  /** Prefix of value keys (errors, touched): '' for the form, `${group}.${index}.` for a row (as validateForm keys them). */
  keyPrefix: string;
  /** The record the fields of this scope write into. */
  values: FormValues;
  /** What conditions and rules read: the form's values, with the row's over them. */
  conditionValues: FormValues;
  /** Writes several values of this scope at once. */
  setValues: (patch: FormValues) => void;
  /** The form's fields: a chosen option's own rule may make a field required (isRequired). */
  formFields: readonly FormField[];
  /** Marks a key (`name`, `name.0`, `rows.1.name`) as left once: its errors show from now on. */
  touch: (key: string) => void;
  /** The message due for a key: after its first blur or the first submit; a server's at once. */
  errorOf: (key: string) => string | undefined;
}

export const FieldScopeContext = createContext<FieldScope | null>(null);

export function useFieldScope(): FieldScope {
  const scope = useContext(FieldScopeContext);
  if (!scope) throw new Error('useFieldScope outside a TemplateForm');
  return scope;
}

/** The id of a field's first focusable element. */
export const fieldElementId = (idPrefix: string, name: string) => `${idPrefix}${name}`;
