import type { ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { helperText } from './field-help';

/**
 * The frame of a field made of several controls (radio list, check list, time, telephone, files,
 * rows): a fieldset whose legend is the label (asterisk when required), the controls,
 * then the error and the info.
 */
export function FieldFrame({
  id,
  label,
  required,
  error,
  info,
  children,
}: {
  id: string;
  label: string | undefined;
  required: boolean;
  error: string | undefined;
  info: string | undefined;
  children: ReactNode;
}) {
  const help = helperText(error, info);
  return (
    <FormControl
      component="fieldset"
      error={!!error}
      fullWidth
      sx={{ minWidth: 0 }}
      aria-describedby={help ? `${id}-help` : undefined}
    >
      {label ? (
        <FormLabel
          component="legend"
          required={required}
          sx={{ mb: 0.75, fontWeight: 600, color: 'text.primary' }}
        >
          {label}
        </FormLabel>
      ) : null}
      {children}
      {help ? <FormHelperText id={`${id}-help`}>{help}</FormHelperText> : null}
    </FormControl>
  );
}
