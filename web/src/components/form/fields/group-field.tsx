import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { isVisible } from '@sportello/contracts';
import type { FieldOf, FieldProps } from '../field-props';
import { FieldList } from '../field-renderer';

/** Fields kept together, with an optional title; their values stay in the form's flat record. */
export function GroupField({ field, id, values }: FieldProps<FieldOf<'group'>>) {
  // A title over nothing (every field hidden by its conditions, e.g. contacts without consent) goes too.
  if (field.fields.length > 0 && !field.fields.some((f) => isVisible(f, values))) return null;
  if (!field.label) return <FieldList fields={field.fields} />;
  return (
    <Box component="section" aria-labelledby={`${id}-title`}>
      <Typography id={`${id}-title`} component="h3" variant="h3" sx={{ mb: 0.5 }}>
        {field.label}
      </Typography>
      {field.info ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {field.info}
        </Typography>
      ) : null}
      <Box sx={{ mt: 1.5 }}>
        <FieldList fields={field.fields} />
      </Box>
    </Box>
  );
}
