import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FieldOf, FieldProps } from '../field-props';

/** A paragraph of explanation: an optional bold label and the text (line breaks kept). */
export function SimpleTextField({ field }: FieldProps<FieldOf<'simpleText'>>) {
  return (
    <Box>
      {field.label ? <Typography sx={{ fontWeight: 600 }}>{field.label}</Typography> : null}
      {field.text ? <Typography sx={{ whiteSpace: 'pre-line' }}>{field.text}</Typography> : null}
      {field.info ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {field.info}
        </Typography>
      ) : null}
    </Box>
  );
}
