import type { ComponentType } from 'react';
import type { FieldType, FormField, FormValues } from '@sportello/contracts';

/** The template field of one type. */
export type FieldOf<T extends FieldType> = Extract<FormField, { type: T }>;

/** What every field renderer receives from the engine. */
export interface FieldProps<F extends FormField = FormField> {
  field: F;
  /** Id of the field's first focusable element (the engine focuses it on an error). */
  id: string;
  value: unknown;
  /** The values the field's conditions and rules read (the form's, or a row's merged over them). */
  values: FormValues;
  /** The message to show under the field, once it is due (after a blur or a submit). */
  error?: string | undefined;
  /** Required now (required, or requiredIf met): the label shows an asterisk. */
  required: boolean;
  /** The field is read-only: it shows its value and does not propagate changes. */
  readOnly: boolean;
  onChange: (value: unknown) => void;
  onBlur: () => void;
}

/** One renderer per field type (a registry, one file per type). */
export type FieldRegistry = { [T in FieldType]: ComponentType<FieldProps<FieldOf<T>>> };
