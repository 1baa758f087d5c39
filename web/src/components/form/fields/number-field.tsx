import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { normalizeNumber } from '@sportello/contracts';
import type { FieldOf, FieldProps } from '../field-props';
import { helperText } from '../field-help';
import { readOnlySx } from '../read-only-sx';

const asText = (value: unknown) =>
  typeof value === 'number' || typeof value === 'string' ? String(value) : '';

/**
 * An integer. Typing passes whole numbers on as they are; leaving the field clamps to min and max
 * with the engine's normalizeNumber, and anything unreadable becomes 0 (spec 2 §5). Empty stays empty.
 */
export function NumberField({
  field,
  id,
  value,
  error,
  required,
  readOnly,
  onChange,
  onBlur,
}: FieldProps<FieldOf<'number'>>) {
  const external = asText(value);
  const [text, setText] = useState(external);
  const [seen, setSeen] = useState(external);
  if (external !== seen) {
    // Changed from outside (a discarded draft, a sum of rows): show it.
    setSeen(external);
    setText(external);
  }
  const change = (raw: string) => {
    setText(raw);
    if (readOnly) return;
    const trimmed = raw.trim();
    if (trimmed === '') onChange(undefined);
    else if (/^-?\d+$/.test(trimmed)) onChange(Number(trimmed));
  };
  const blur = () => {
    if (!readOnly && text.trim() !== '') {
      const n = normalizeNumber(text, field.min, field.max);
      setText(String(n));
      onChange(n);
    }
    onBlur();
  };
  return (
    <>
      <TextField
        id={id}
        name={field.fieldname}
        label={field.label}
        placeholder={field.placeholder}
        required={required}
        fullWidth
        value={text}
        error={!!error}
        helperText={helperText(error, field.info)}
        onChange={(e) => change(e.target.value)}
        sx={readOnlySx(readOnly)}
        onBlur={blur}
        slotProps={{
          htmlInput: {
            readOnly,
            inputMode: 'numeric',
            pattern: '-?[0-9]*',
          },
        }}
      />
    </>
  );
}
