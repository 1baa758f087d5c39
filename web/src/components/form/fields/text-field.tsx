import TextField from '@mui/material/TextField';
import type { FieldOf, FieldProps } from '../field-props';
import { helperText } from '../field-help';
import { readOnlySx } from '../read-only-sx';

/** Multi-line text: 4 rows unless the template says otherwise; grows with its content. */
export function TextAreaField({
  field,
  id,
  value,
  error,
  required,
  readOnly,
  onChange,
  onBlur,
}: FieldProps<FieldOf<'text'>>) {
  const rows = field.rows ?? 4;
  return (
    <>
      <TextField
        id={id}
        name={field.fieldname}
        label={field.label}
        placeholder={field.placeholder}
        required={required}
        fullWidth
        multiline
        minRows={rows}
        maxRows={Math.max(rows, 16)}
        value={typeof value === 'string' ? value : ''}
        error={!!error}
        helperText={helperText(error, field.info)}
        onChange={(e) => onChange(e.target.value)}
        sx={readOnlySx(readOnly)}
        onBlur={onBlur}
        slotProps={{ htmlInput: { readOnly } }}
      />
    </>
  );
}
