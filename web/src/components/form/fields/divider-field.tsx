import Divider from '@mui/material/Divider';
import type { FieldOf, FieldProps } from '../field-props';

/** A separating line between parts of the form. */
export function DividerField(_props: FieldProps<FieldOf<'divider'>>) {
  return <Divider sx={{ my: 1 }} />;
}
