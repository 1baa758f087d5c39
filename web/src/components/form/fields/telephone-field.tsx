import { lazyField } from '../lazy-field';
import type { FieldOf } from '../field-props';

/** A telephone number: the dial-code list (libphonenumber-js, bundled) loads with the first form that has one. */
export const TelephoneField = lazyField<FieldOf<'telephone'>>(() =>
  import('./telephone-input').then((m) => m.TelephoneInput),
);
