import { useId } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { itIT } from '@mui/x-date-pickers/locales';
import { EXPORT_DATE_FORMAT } from '@sportello/contracts';
import type { Dayjs } from 'dayjs';
import { withFrom, withTo, type DateRange } from './export-form';
import {
  DateInputContext,
  DatePickerInput,
  type DateInputSettings,
} from '../../components/form/fields/date-picker-input';
import { exportMessages as m } from './messages';

const localeText = itIT.components.MuiLocalizationProvider.defaultProps.localeText;

function DateField({
  label,
  value,
  min,
  max,
  error,
  onChange,
}: {
  label: string;
  value: Dayjs | null;
  min?: Dayjs;
  max: Dayjs;
  error: boolean;
  onChange: (next: Dayjs | null) => void;
}) {
  const id = useId();
  const settings: DateInputSettings = {
    id,
    name: undefined,
    label,
    required: true,
    error,
    helperText: undefined,
    describedBy: undefined,
    clearable: false,
    readOnly: false,
    openLabel: m.modal.openCalendar(label),
    clearLabel: m.modal.clearDate(label),
    onBlur: () => {},
  };
  return (
    <DateInputContext.Provider value={settings}>
      <DateTimePicker
        value={value}
        onChange={(next) => onChange(next && next.isValid() ? next : null)}
        format={EXPORT_DATE_FORMAT}
        ampm={false}
        label={label}
        minDateTime={min}
        maxDateTime={max}
        disableFuture
        slots={{ field: DatePickerInput }}
      />
    </DateInputContext.Provider>
  );
}

/**
 * The custom period (spec 2 §5): no day after today, the end never before the start (when one date
 * passes the other, the other follows), the end within the configured window after the start; the
 * window's message comes from the shared rule and is shown under both fields.
 */
export function ExportDateRange({
  value,
  onChange,
  windowEnd,
  message,
  now,
}: {
  value: DateRange;
  onChange: (next: DateRange) => void;
  /** The last instant the end may take after this start (the configured window), or null. */
  windowEnd: Dayjs | null;
  message: string | null;
  now: Dayjs;
}) {
  const errorId = useId();
  const endMax = windowEnd && windowEnd.isBefore(now) ? windowEnd : now;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="it" localeText={localeText}>
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}
        role="group"
        aria-label={`${m.modal.from} – ${m.modal.to}`}
        aria-describedby={message ? errorId : undefined}
      >
        <DateField
          label={m.modal.from}
          value={value.from}
          max={now}
          error={!!message}
          onChange={(from) => onChange(withFrom(value, from))}
        />
        <DateField
          label={m.modal.to}
          value={value.to}
          max={endMax}
          error={!!message}
          onChange={(to) => onChange(withTo(value, to))}
        />
      </Box>
      {message ? (
        <FormHelperText id={errorId} error role="alert" sx={{ mx: 0 }}>
          {message}
        </FormHelperText>
      ) : null}
    </LocalizationProvider>
  );
}
