import { useMemo, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import { formatPhone, parsePhone } from '@sportello/contracts';
import type { FieldOf, FieldProps } from '../field-props';
import { helperText } from '../field-help';
import {
  countryByCode,
  countryForDial,
  countryLabel,
  DEFAULT_PHONE_COUNTRY,
  phoneCountries,
  type PhoneCountry,
} from '../phone-countries';
import { formMessages } from '../messages';

/**
 * A telephone number: the country's dial code chosen apart (Italy by default), the number in
 * digits only, stored as "+39-3331234567" by the engine's formatPhone (spec 1 §5).
 */
export function TelephoneInput({
  field,
  id,
  value,
  error,
  required,
  readOnly,
  onChange,
  onBlur,
}: FieldProps<FieldOf<'telephone'>>) {
  const fallback = field.defaultCountry ?? DEFAULT_PHONE_COUNTRY;
  const parsed = useMemo(() => (typeof value === 'string' && value ? parsePhone(value) : null), [value]);
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const country: PhoneCountry | undefined = parsed?.dialCode
    ? countryForDial(parsed.dialCode, chosen, fallback)
    : (countryByCode(chosen) ?? countryByCode(fallback));
  const number = parsed?.number ?? '';
  const label = field.label ?? field.fieldname ?? '';
  const help = helperText(error, field.info ?? formMessages.phone.digitsOnly);

  const commit = (dial: string | undefined, digits: string) => {
    if (readOnly) return;
    onChange(digits && dial ? formatPhone(dial, digits) : undefined);
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <Autocomplete
          options={phoneCountries()}
          value={country ?? null}
          disableClearable={!!country}
          readOnly={readOnly}
          autoHighlight
          getOptionLabel={countryLabel}
          getOptionKey={(c) => c.code}
          isOptionEqualToValue={(a, b) => a.code === b.code}
          noOptionsText={formMessages.phone.noCountry}
          onChange={(_e, next) => {
            if (!next) return;
            setChosen(next.code);
            commit(next.dial, number);
          }}
          sx={{ width: 210, flexShrink: 0 }}
          slotProps={{ popper: { sx: { minWidth: 300 } } }}
          renderInput={(params) => (
            <TextField
              {...params}
              label={formMessages.phone.country}
              error={!!error}
              slotProps={{
                ...params.slotProps,
                htmlInput: {
                  ...params.slotProps.htmlInput,
                  'aria-label': formMessages.phone.countryOf(label),
                },
              }}
            />
          )}
        />
        <TextField
          id={id}
          name={field.fieldname}
          label={field.label}
          placeholder={field.placeholder}
          required={required}
          error={!!error}
          fullWidth
          type="tel"
          value={number}
          onChange={(e) => commit(country?.dial, e.target.value.replace(/\D+/g, ''))}
          onBlur={onBlur}
          autoComplete="tel-national"
          slotProps={{
            htmlInput: {
              readOnly,
              inputMode: 'numeric',
              maxLength: 17,
              'aria-describedby': `${id}-help`,
            },
          }}
        />
      </Box>
      {help ? (
        <FormHelperText id={`${id}-help`} error={!!error} sx={{ mx: 1.75 }}>
          {help}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
