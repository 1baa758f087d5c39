import Autocomplete from '@mui/material/Autocomplete';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import {
  EXPORT_MESSAGES,
  periodRange,
  type ExportConfig,
  type ExportOption,
  type ExportPeriod,
} from '@sportello/contracts';
import type { Dayjs } from 'dayjs';
import { ExportDateRange } from './export-date-range';
import { lockedLabelSx, windowEndOf, type Scope } from './export-form';
import { exportMessages as m } from './messages';

/**
 * Whose visits and when (spec 2 §2 "Export modal"): the IAT selector, the period and, for a custom
 * period, the range with the §5 rules. Shared by the export modal and the aggregate tab.
 */
export function ScopeFields({
  config,
  iats,
  scope,
  onChange,
  message,
  now,
  disabled,
}: {
  config: ExportConfig;
  iats: ExportOption[];
  scope: Scope;
  onChange: (patch: Partial<Scope>) => void;
  message: string | null;
  now: Dayjs;
  disabled?: boolean;
}) {
  const periodId = useId();
  const range = scope.period === 'custom' ? undefined : periodRange(scope.period);
  const iatLabel = config.selectIat.label || m.modal.iat;
  return (
    <>
      {iats.length === 0 ? (
        <Typography role="alert">{m.modal.noIat}</Typography>
      ) : config.selectIat.multiple && iats.length > 1 ? (
        <Autocomplete
          multiple
          options={iats}
          value={iats.filter((o) => scope.slugs.includes(o.value))}
          disabled={disabled}
          onChange={(_, v) => onChange({ slugs: v.map((o) => o.value) })}
          getOptionLabel={(o) => o.label}
          isOptionEqualToValue={(a, b) => a.value === b.value}
          noOptionsText={m.modal.noIat}
          renderInput={(params) => (
            <TextField
              {...params}
              label={iatLabel}
              required
              helperText={scope.slugs.length ? undefined : EXPORT_MESSAGES.slugsRequired}
            />
          )}
        />
      ) : (
        <TextField
          select
          label={iatLabel}
          value={scope.slugs[0] ?? ''}
          disabled={disabled || iats.length === 1}
          onChange={(e) => onChange({ slugs: [e.target.value] })}
          helperText={iats.length === 1 ? EXPORT_MESSAGES.otherOffice : undefined}
          // The hint stays readable while the one-office field itself is greyed out.
          slotProps={{ formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } } }}
          required
        >
          {iats.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      )}

      <FormControl disabled={disabled}>
        <FormLabel id={periodId} sx={lockedLabelSx}>
          {m.modal.period}
        </FormLabel>
        <RadioGroup
          row
          aria-labelledby={periodId}
          value={scope.period}
          onChange={(e) => onChange({ period: e.target.value as ExportPeriod })}
        >
          {config.periods.map((p) => (
            <FormControlLabel
              key={p.value}
              value={p.value}
              control={<Radio />}
              label={p.label || m.periods[p.value] || p.value}
            />
          ))}
        </RadioGroup>
      </FormControl>

      {scope.period !== 'custom' && range ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: -2 }}>
          {m.modal.between(range.from, range.to)}
        </Typography>
      ) : null}

      {scope.period === 'custom' ? (
        <ExportDateRange
          value={scope.custom}
          onChange={(custom) => onChange({ custom })}
          windowEnd={windowEndOf(scope.custom.from, config)}
          message={message}
          now={now}
        />
      ) : null}
    </>
  );
}
