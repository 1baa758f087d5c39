import { useRef, useState, type FocusEvent } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { clampTimePart, padTime, type TimeOfDay } from '@sportello/contracts';
import { readOnlySx } from '../../../../components/form/read-only-sx';
import { whereWhenMessages as m } from './messages';

export interface TimeInputProps {
  /** The hours box's id; the minutes box takes `${id}-m`. */
  id: string;
  /** What the time is ("Dalle", "Alle", the component's label): names both boxes. */
  label: string;
  value: TimeOfDay | null;
  /**
   * A box was left: the time as the rules make it (spec 1 §5: 0-23 and 0-59, out of range or empty
   * becomes 0). `leaving` is true when the focus left the whole time, not just moved to the other
   * box. Null only when `clearable` and both boxes are empty.
   */
  onChange: (value: TimeOfDay | null, leaving: boolean) => void;
  clearable?: boolean;
  readOnly?: boolean;
  invalid?: boolean;
  describedBy?: string | undefined;
}

const textOf = (t: TimeOfDay | null): [string, string] => (t ? [padTime(t.h), padTime(t.m)] : ['', '']);
const keyOf = (t: TimeOfDay | null) => (t ? `${t.h}:${t.m}` : '');

/**
 * A time of day as two boxes, hours and minutes, two digits each. What is typed stays as typed
 * until the box is left; then it follows the time rules and is padded ("7" → "07", "25" → "00").
 */
export function TimeInput({
  id,
  label,
  value,
  onChange,
  clearable = false,
  readOnly = false,
  invalid = false,
  describedBy,
}: TimeInputProps) {
  const group = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(keyOf(value));
  const [[h, mm], setText] = useState(textOf(value));
  if (keyOf(value) !== seen) {
    setSeen(keyOf(value));
    setText(textOf(value));
  }

  const commit = (e: FocusEvent<HTMLInputElement>) => {
    const leaving = !(e.relatedTarget instanceof Node && group.current?.contains(e.relatedTarget));
    if (readOnly) return;
    if (clearable && h.trim() === '' && mm.trim() === '') {
      onChange(null, leaving);
      return;
    }
    const next = { h: clampTimePart(h, 23), m: clampTimePart(mm, 59) };
    setText(textOf(next));
    setSeen(keyOf(next));
    onChange(next, leaving);
  };

  const box = (part: 'h' | 'm') => (
    <TextField
      id={part === 'h' ? id : `${id}-m`}
      value={part === 'h' ? h : mm}
      error={invalid}
      placeholder={part === 'h' ? 'hh' : 'mm'}
      onChange={(e) => {
        const digits = e.target.value.replace(/\D+/g, '').slice(0, 2);
        setText(part === 'h' ? [digits, mm] : [h, digits]);
      }}
      onFocus={(e) => e.target.select()}
      onBlur={commit}
      size="small"
      sx={{ width: 64, ...readOnlySx(readOnly) }}
      slotProps={{
        htmlInput: {
          readOnly,
          inputMode: 'numeric',
          maxLength: 2,
          autoComplete: 'off',
          'aria-label': part === 'h' ? m.time.hoursOf(label) : m.time.minutesOf(label),
          'aria-describedby': describedBy,
          style: { textAlign: 'center' },
        },
      }}
    />
  );
  return (
    <Box ref={group} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      {box('h')}
      <Typography aria-hidden sx={{ fontWeight: 700 }}>
        :
      </Typography>
      {box('m')}
    </Box>
  );
}
