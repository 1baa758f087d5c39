import Typography from '@mui/material/Typography';
import { formatTime } from '@sportello/contracts';
import type { ComponentProps } from '../component-props';
import { describedByOf } from '../field-ids';
import { whereWhenMessages as m } from './messages';
import { TimeInput } from './time-input';

/**
 * One time of day (spec 1 §3 "Time"): hours and minutes with the time rules of spec 1 §5; both
 * boxes emptied clear it. Read-only it reads h.mm ("9.30").
 */
export function TimeComponent(props: ComponentProps<'Time'>) {
  const { component, id, value, onChange, onBlur, error, readOnly } = props;
  if (readOnly)
    return (
      <Typography id={id} sx={{ color: value ? 'text.primary' : 'text.secondary' }}>
        {value ? formatTime(value) : m.notFilled}
      </Typography>
    );
  return (
    <TimeInput
      id={id}
      label={component.label || m.time.hours}
      value={value}
      clearable
      invalid={!!error}
      describedBy={describedByOf(props)}
      onChange={(next, leaving) => {
        onChange(next);
        if (leaving) onBlur?.();
      }}
    />
  );
}
