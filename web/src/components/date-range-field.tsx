import { useId, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import Close from '@mui/icons-material/Close';
import type { Dayjs } from 'dayjs';
import { DateRangeCalendar, type DateRangeValue } from './date-range-calendar';

export type { DateRangeValue } from './date-range-calendar';

export interface DateRangeFieldProps {
  label: string;
  value: DateRangeValue;
  /** Called when the range is complete, when it is cleared, and on closing with only a start. */
  onChange: (value: DateRangeValue) => void;
  disableFuture?: boolean;
  minDate?: Dayjs;
  maxDate?: Dayjs;
  id?: string;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  placeholder?: string;
}

const SHORT = 'DD/MM/YYYY';

/** "DD/MM/YYYY – DD/MM/YYYY" (spec 1 §9), or the start alone while the end is open. */
export const formatDateRange = (value: DateRangeValue): string => {
  if (!value.from) return '';
  const from = value.from.format(SHORT);
  return value.to ? `${from} – ${value.to.format(SHORT)}` : `${from} – `;
};

const fieldMessages = {
  open: (label: string) => `Scegli il periodo: ${label}`,
  clear: (label: string) => `Cancella il periodo: ${label}`,
};

const same = (a: Dayjs | null, b: Dayjs | null) => (a && b ? a.isSame(b, 'day') : a === b);

/**
 * A period as text ("01/05/2026 – 31/05/2026") that opens the two-month range calendar in a
 * popover (click, Enter, Space or Alt+↓), with a button that clears it. The range is handed on
 * once both ends are chosen (the popover then closes), or on closing with the start alone.
 */
export function DateRangeField({
  label,
  value,
  onChange,
  disableFuture,
  minDate,
  maxDate,
  id,
  size = 'small',
  fullWidth,
  placeholder,
}: DateRangeFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const [anchor, setAnchor] = useState<HTMLDivElement | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<DateRangeValue>(value);
  const text = formatDateRange(value);

  const show = () => {
    setDraft(value);
    setOpen(true);
  };
  const close = (next: DateRangeValue = draft) => {
    setOpen(false);
    if (!same(next.from, value.from) || !same(next.to, value.to)) onChange(next);
    input.current?.focus();
  };
  const change = (next: DateRangeValue) => {
    setDraft(next);
    if (next.from && next.to) close(next);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ' || (e.key === 'ArrowDown' && e.altKey)) {
      e.preventDefault();
      show();
    }
    if ((e.key === 'Delete' || e.key === 'Backspace') && text) {
      e.preventDefault();
      onChange({ from: null, to: null });
    }
  };

  return (
    <>
      <TextField
        id={inputId}
        ref={setAnchor}
        inputRef={input}
        label={label}
        size={size}
        fullWidth={fullWidth}
        value={text}
        placeholder={placeholder ?? 'GG/MM/AAAA – GG/MM/AAAA'}
        onClick={show}
        focused={open || undefined}
        sx={{ minWidth: 260 }}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: {
            readOnly: true,
            onKeyDown,
            'aria-haspopup': 'dialog',
            style: { cursor: 'pointer' },
          },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                {text ? (
                  <IconButton
                    aria-label={fieldMessages.clear(label)}
                    title={fieldMessages.clear(label)}
                    size="small"
                    onClick={(e) => {
                      e.stopPropagation();
                      onChange({ from: null, to: null });
                    }}
                  >
                    <Close fontSize="small" />
                  </IconButton>
                ) : null}
                <IconButton
                  aria-label={fieldMessages.open(label)}
                  title={fieldMessages.open(label)}
                  edge="end"
                  size={size}
                  onClick={(e) => {
                    e.stopPropagation();
                    show();
                  }}
                >
                  <CalendarMonthOutlined fontSize={size} />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={() => close()}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': label, sx: { maxWidth: 'calc(100vw - 32px)' } } }}
      >
        <Box sx={{ p: 1 }}>
          <DateRangeCalendar
            value={draft}
            onChange={change}
            disableFuture={disableFuture}
            minDate={minDate}
            maxDate={maxDate}
            label={label}
          />
        </Box>
      </Popover>
    </>
  );
}
