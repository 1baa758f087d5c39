import TextField from '@mui/material/TextField';
import type { FieldOf, FieldProps } from '../field-props';
import { helperText } from '../field-help';
import { readOnlySx } from '../read-only-sx';

const AUTOCOMPLETE: Record<string, string> = { email: 'email', password: 'new-password', url: 'url' };

/** A one-line text input (text, email, url, password). */
export function InputField({
  field,
  id,
  value,
  error,
  required,
  readOnly,
  onChange,
  onBlur,
}: FieldProps<FieldOf<'input'>>) {
  const type = field.inputType ?? 'text';
  return (
    <>
      <TextField
        id={id}
        name={field.fieldname}
        type={type}
        label={field.label}
        placeholder={field.placeholder}
        required={required}
        fullWidth
        value={typeof value === 'string' || typeof value === 'number' ? String(value) : ''}
        error={!!error}
        helperText={helperText(error, field.info)}
        onChange={(e) => onChange(e.target.value)}
        sx={readOnlySx(readOnly)}
        onBlur={onBlur}
        autoComplete={AUTOCOMPLETE[type] ?? 'off'}
        slotProps={{ htmlInput: { readOnly, maxLength: 2000 } }}
      />
    </>
  );
}
