import { lazyField } from '../lazy-field';
import type { FieldOf } from '../field-props';

/** A date (and time): the MUI X pickers load with the first form that has one (date-picker-field.tsx). */
export const DateField = lazyField<FieldOf<'date'>>(() =>
  import('./date-picker-field').then((m) => m.DatePickerField),
);
