import type { KeyboardEventHandler } from 'react';
import TextField from '@mui/material/TextField';
import { readOnlySx } from '../../../components/form/read-only-sx';
import { componentMessages as m } from './messages';

/**
 * A text box named by its frame's <label for=id> (no floating label): the String component and the
 * text parts of composite components. Multiline gives 4 rows (spec 1 §5) and grows to 16.
 */
export function TextInput({
  id,
  value,
  onChange,
  onBlur,
  onKeyDown,
  readOnly,
  invalid = false,
  required = false,
  describedBy,
  multiline = false,
  placeholder,
  inputMode,
  maxLength,
  name,
  type,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: (() => void) | undefined;
  onKeyDown?: KeyboardEventHandler<HTMLDivElement>;
  readOnly: boolean;
  invalid?: boolean;
  required?: boolean;
  describedBy?: string | undefined;
  multiline?: boolean;
  placeholder?: string | undefined;
  inputMode?: 'text' | 'decimal' | 'numeric' | 'url';
  maxLength?: number;
  name?: string;
  type?: 'text' | 'url';
}) {
  return (
    <TextField
      id={id}
      name={name}
      type={type}
      fullWidth
      multiline={multiline}
      minRows={multiline ? 4 : undefined}
      maxRows={multiline ? 16 : undefined}
      value={value}
      placeholder={readOnly ? m.notFilled : placeholder}
      error={invalid}
      onChange={(e) => {
        if (!readOnly) onChange(e.target.value);
      }}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      sx={readOnlySx(readOnly)}
      slotProps={{
        htmlInput: {
          readOnly,
          maxLength,
          inputMode,
          'aria-describedby': describedBy,
          ...(required ? { 'aria-required': true } : {}),
          ...(invalid ? { 'aria-invalid': true } : {}),
        },
      }}
    />
  );
}
