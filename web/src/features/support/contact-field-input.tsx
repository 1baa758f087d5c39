import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LIMITS } from '@sportello/contracts';
import type { ContactField } from './contact-fields';

/** One template field of the contact form: input, text (multi-line) or select. */
export function ContactFieldInput({
  id,
  field,
  value,
  error,
  onChange,
}: {
  id: string;
  field: ContactField;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const common = {
    id,
    name: field.fieldname,
    label: field.label,
    required: field.required,
    fullWidth: true,
    value,
    error: !!error,
    helperText: error,
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(e.target.value),
  };
  if (field.type === 'select') {
    return (
      <TextField {...common} select>
        {(field.options ?? []).map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  if (field.type === 'text') {
    return (
      <TextField
        {...common}
        multiline
        minRows={5}
        maxRows={14}
        slotProps={{ htmlInput: { maxLength: LIMITS.contactMessage } }}
      />
    );
  }
  return <TextField {...common} slotProps={{ htmlInput: { maxLength: 200 } }} />;
}
