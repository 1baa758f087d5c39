import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TransferCandidate } from '@sportello/contracts';
import { useDebounced } from '../../lib/use-debounced';
import { candidatesQuery } from './people-api';
import { usersMessages } from './messages';

const m = usersMessages.select;

export type Person = TransferCandidate;

/**
 * A searchable choice of one person ({id, label, info}) from a candidates call (`url?search=`),
 * asked 300 ms after the last key; the list opens with the first candidates before anything is typed.
 */
export function PersonSelect({
  id,
  url,
  query,
  label,
  placeholder,
  value,
  onChange,
  required,
  error,
  helperText,
  disabled,
  autoFocus,
}: {
  id: string;
  url: string;
  query?: Record<string, string | number>;
  label: string;
  placeholder?: string;
  value: Person | null;
  onChange: (person: Person | null) => void;
  required?: boolean;
  error?: string | undefined;
  helperText?: string | undefined;
  disabled?: boolean;
  autoFocus?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  // While the chosen person's name is in the box, the list shows everyone, not just that name.
  const typed = value && input === value.label ? '' : input.trim();
  const search = useDebounced(typed, 300);
  const options = useQuery({
    ...candidatesQuery(url, search, query),
    enabled: open && !disabled,
    placeholderData: keepPreviousData,
  });
  const list = options.data ?? [];

  return (
    <Autocomplete<Person, false, false, false>
      id={id}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={value && !list.some((o) => o.id === value.id) ? [value, ...list] : list}
      value={value}
      disabled={disabled}
      filterOptions={(x) => x}
      getOptionLabel={(o) => o.label}
      getOptionKey={(o) => String(o.id)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      inputValue={input}
      onInputChange={(_e, next) => setInput(next)}
      onChange={(_e, next) => onChange(next)}
      loading={options.isFetching}
      loadingText={m.loading}
      noOptionsText={m.noOptions}
      autoHighlight
      renderOption={(props, option) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <Box
            component="li"
            key={key}
            {...rest}
            sx={{ flexDirection: 'column', alignItems: 'flex-start !important' }}
          >
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {option.label}
            </Typography>
            {option.info ? (
              <Typography variant="caption" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                {option.info}
              </Typography>
            ) : null}
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={placeholder}
          required={required}
          error={!!error}
          helperText={error ?? helperText}
          autoFocus={autoFocus}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {options.isFetching ? <CircularProgress color="inherit" size={18} aria-hidden /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
