import { useState, type FocusEvent } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { normalizeTime, type TimeValue } from '@sportello/contracts';
import type { FieldOf, FieldProps } from '../field-props';
import { FieldFrame } from '../field-frame';
import { formMessages } from '../messages';

const pad = (n: number) => String(n).padStart(2, '0');
const asTime = (value: unknown): TimeValue | null =>
  value && typeof value === 'object' && 'h' in value
    ? normalizeTime(value)
    : typeof value === 'string' && value
      ? normalizeTime(value)
      : null;

/**
 * A time of day as hours and minutes. Leaving either box normalises the pair with the engine's
 * normalizeTime (0-23, 0-59, out of range or empty becomes 0) and pads both to two digits.
 */
export function TimeField({
  field,
  id,
  value,
  error,
  required,
  readOnly,
  onChange,
  onBlur,
}: FieldProps<FieldOf<'time'>>) {
  const time = asTime(value);
  const external = time ? `${pad(time.h)}:${pad(time.m)}` : '';
  const [seen, setSeen] = useState(external);
  const [h, setH] = useState(time ? pad(time.h) : '');
  const [m, setM] = useState(time ? pad(time.m) : '');
  if (external !== seen) {
    setSeen(external);
    setH(time ? pad(time.h) : '');
    setM(time ? pad(time.m) : '');
  }
  const label = field.label ?? field.fieldname ?? '';
  // Moving between the two boxes changes nothing; leaving the field normalises the pair.
  const leave = (e: FocusEvent<HTMLDivElement>) => {
    if (e.relatedTarget instanceof Node && e.currentTarget.contains(e.relatedTarget)) return;
    if (!readOnly && (h.trim() !== '' || m.trim() !== '')) {
      const next = normalizeTime({ h, m });
      setH(pad(next.h));
      setM(pad(next.m));
      setSeen(`${pad(next.h)}:${pad(next.m)}`);
      onChange(next);
    } else if (!readOnly && time) onChange(undefined);
    onBlur();
  };
  const box = (part: 'h' | 'm') => (
    <TextField
      id={part === 'h' ? id : `${id}-m`}
      label={part === 'h' ? formMessages.time.hours : formMessages.time.minutes}
      value={part === 'h' ? h : m}
      error={!!error}
      onChange={(e) => (part === 'h' ? setH : setM)(e.target.value.replace(/\D+/g, '').slice(0, 2))}
      onFocus={(e) => e.target.select()}
      sx={{ width: 96 }}
      slotProps={{
        htmlInput: {
          readOnly,
          inputMode: 'numeric',
          maxLength: 2,
          'aria-label': part === 'h' ? formMessages.time.hoursOf(label) : formMessages.time.minutesOf(label),
        },
      }}
    />
  );
  return (
    <FieldFrame id={id} label={field.label} required={required} error={error} info={field.info}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} onBlur={leave}>
        {box('h')}
        <Typography aria-hidden sx={{ fontWeight: 700 }}>
          :
        </Typography>
        {box('m')}
      </Box>
    </FieldFrame>
  );
}
