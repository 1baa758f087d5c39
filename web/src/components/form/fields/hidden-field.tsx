import type { FieldOf, FieldProps } from '../field-props';

/** Kept in the values and sent with them; nothing on screen. */
export function HiddenField(_props: FieldProps<FieldOf<'hidden'>>) {
  return null;
}
