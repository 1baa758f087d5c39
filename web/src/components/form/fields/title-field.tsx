import Typography from '@mui/material/Typography';
import type { FieldOf, FieldProps } from '../field-props';

/** A heading inside the form: level 1 is the form's first sub-heading (h2), 3 the smallest (h4). */
export function TitleField({ field }: FieldProps<FieldOf<'title'>>) {
  const level = field.level ?? 1;
  const component = (['h2', 'h3', 'h4'] as const)[level - 1] ?? 'h2';
  const variant = (['h2', 'h3', 'h6'] as const)[level - 1] ?? 'h2';
  return (
    <>
      <Typography component={component} variant={variant} sx={{ mt: 1 }}>
        {field.label}
      </Typography>
      {field.info ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {field.info}
        </Typography>
      ) : null}
    </>
  );
}
