import { createContext, useContext, type KeyboardEvent, type ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import Close from '@mui/icons-material/Close';
import useForkRef from '@mui/utils/useForkRef';
import { usePickerContext } from '@mui/x-date-pickers/hooks';
import type { Dayjs } from 'dayjs';

/** What the date field tells its input (the picker's own props carry only the picker's). */
export interface DateInputSettings {
  id: string;
  name: string | undefined;
  label: string | undefined;
  required: boolean;
  error: boolean;
  helperText: ReactNode;
  describedBy: string | undefined;
  clearable: boolean;
  readOnly: boolean;
  openLabel: string;
  clearLabel: string;
  onBlur: () => void;
}

export const DateInputContext = createContext<DateInputSettings | null>(null);

/**
 * The picker's field: a read-only text input showing the date in the field's format (spec 2 §5),
 * which opens the calendar on click, Enter, Space or Alt+↓; a calendar button and a clear button.
 */
export function DatePickerInput() {
  const picker = usePickerContext<Dayjs | null>();
  const s = useContext(DateInputContext);
  const rootRef = useForkRef(picker.rootRef);
  if (!s) return null;
  const value = picker.value;
  const text = value && value.isValid() ? value.format(picker.fieldFormat) : '';
  const open = () => {
    if (!s.readOnly) picker.setOpen(true);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === ' ' || (e.key === 'ArrowDown' && e.altKey)) {
      e.preventDefault();
      open();
    }
    if ((e.key === 'Delete' || e.key === 'Backspace') && s.clearable && !s.readOnly) {
      e.preventDefault();
      picker.setValue(null);
    }
  };
  return (
    <TextField
      id={s.id}
      name={s.name}
      label={s.label}
      required={s.required}
      error={s.error}
      helperText={s.helperText}
      fullWidth
      value={text}
      ref={rootRef}
      className={picker.rootClassName}
      focused={picker.open || undefined}
      onClick={open}
      onBlur={s.onBlur}
      slotProps={{
        htmlInput: {
          readOnly: true,
          onKeyDown,
          'aria-haspopup': 'dialog',
          'aria-describedby': s.describedBy,
          style: { cursor: s.readOnly ? 'default' : 'pointer' },
        },
        input: {
          ref: picker.triggerRef,
          endAdornment: (
            <InputAdornment position="end">
              {s.clearable && text && !s.readOnly ? (
                <IconButton
                  aria-label={s.clearLabel}
                  title={s.clearLabel}
                  size="small"
                  onClick={(e) => {
                    e.stopPropagation();
                    picker.setValue(null);
                  }}
                >
                  <Close fontSize="small" />
                </IconButton>
              ) : null}
              <IconButton
                aria-label={s.openLabel}
                title={s.openLabel}
                edge="end"
                disabled={s.readOnly}
                onClick={(e) => {
                  e.stopPropagation();
                  open();
                }}
              >
                <CalendarMonthOutlined />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
