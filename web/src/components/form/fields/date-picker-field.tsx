import { useMemo } from 'react';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { itIT } from '@mui/x-date-pickers/locales';
import { DEFAULT_DATE_FORMAT } from '@sportello/contracts';
import type { FieldOf, FieldProps } from '../field-props';
import { helperText } from '../field-help';
import { dateFromValue, dateToValue, formatHasTime } from '../date-value';
import { DateInputContext, DatePickerInput, type DateInputSettings } from './date-picker-input';
import { formMessages } from '../messages';

const localeText = itIT.components.MuiLocalizationProvider.defaultProps.localeText;

/**
 * A date (and time, when the format has one): the value is text in the field's format
 * ('DD/MM/YYYY HH:mm' by default), chosen in a calendar (Italian, week from Monday), clearable unless
 * the template says no, within minDate and maxDate.
 */
export function DatePickerField({
  field,
  id,
  value,
  error,
  required,
  readOnly,
  onChange,
  onBlur,
}: FieldProps<FieldOf<'date'>>) {
  const format = field.format ?? DEFAULT_DATE_FORMAT;
  const withTime = formatHasTime(format);
  const current = useMemo(() => dateFromValue(value, format), [value, format]);
  const min = useMemo(() => dateFromValue(field.minDate, format), [field.minDate, format]);
  const max = useMemo(() => dateFromValue(field.maxDate, format), [field.maxDate, format]);
  const label = field.label ?? field.fieldname ?? '';
  const help = helperText(error, field.info);
  const settings: DateInputSettings = {
    id,
    name: field.fieldname,
    label: field.label,
    required,
    error: !!error,
    helperText: help,
    describedBy: undefined,
    clearable: field.clearable !== false,
    readOnly,
    openLabel: formMessages.date.open(label),
    clearLabel: formMessages.date.clear(label),
    onBlur,
  };
  const common = {
    value: current,
    onChange: (next: typeof current) => {
      if (readOnly) return;
      onChange(next && next.isValid() ? dateToValue(next, format) : undefined);
    },
    onClose: onBlur,
    format,
    minDate: min ?? undefined,
    maxDate: max ?? undefined,
    readOnly,
    label: field.label,
    slots: { field: DatePickerInput },
  };
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="it" localeText={localeText}>
      <DateInputContext.Provider value={settings}>
        {withTime ? (
          <DateTimePicker
            {...common}
            ampm={false}
            minDateTime={min ?? undefined}
            maxDateTime={max ?? undefined}
          />
        ) : (
          <DatePicker {...common} />
        )}
      </DateInputContext.Provider>
    </LocalizationProvider>
  );
}
