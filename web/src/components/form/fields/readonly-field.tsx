import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { readOnlyValue } from '@sportello/contracts';
import type { FieldOf, FieldProps } from '../field-props';
import { ReadOnlyDisplay } from '../read-only-display';

/** A value shown, never edited (a username, a date of acceptance): label above, value as text. */
export function ReadonlyField({ field, id, value }: FieldProps<FieldOf<'readonly'>>) {
  return (
    <Box role="group" aria-labelledby={field.label ? `${id}-label` : undefined}>
      {field.label ? (
        <Typography id={`${id}-label`} variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
          {field.label}
        </Typography>
      ) : null}
      <Box id={id} tabIndex={-1} sx={{ py: 0.5, outline: 'none' }}>
        <ReadOnlyDisplay display={readOnlyValue(field, value)} />
      </Box>
      {field.info ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {field.info}
        </Typography>
      ) : null}
    </Box>
  );
}
