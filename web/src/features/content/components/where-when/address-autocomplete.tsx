import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import type { GeocodeResult } from '@sportello/contracts';
import { readOnlySx } from '../../../../components/form/read-only-sx';
import { useGeocodeSuggestions } from './geocode-api';
import { whereWhenMessages as m } from './messages';

export interface AddressAutocompleteProps {
  id: string;
  value: string;
  /** The text as typed. */
  onInput: (text: string) => void;
  /** A suggestion was chosen: its address and point. */
  onPick: (place: GeocodeResult) => void;
  onBlur?: () => void;
  readOnly?: boolean;
  invalid?: boolean;
  required?: boolean;
  describedBy?: string | undefined;
  placeholder?: string | undefined;
  autoFocus?: boolean;
}

/**
 * An address with suggestions from the geocoder (spec 1 §7 "Maps": address autocomplete), asked
 * 300 ms after the typing stops (spec 1 §9). The text stays free: a suggestion is a help, not a
 * must, until the position has to be confirmed.
 */
export function AddressAutocomplete({
  id,
  value,
  onInput,
  onPick,
  onBlur,
  readOnly = false,
  invalid = false,
  required = false,
  describedBy,
  placeholder,
  autoFocus,
}: AddressAutocompleteProps) {
  const { suggestions, loading, tooShort } = useGeocodeSuggestions(value, !readOnly);
  return (
    <Autocomplete<GeocodeResult, false, false, true>
      id={id}
      freeSolo
      fullWidth
      readOnly={readOnly}
      options={suggestions}
      filterOptions={(options) => options}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.address)}
      isOptionEqualToValue={(a, b) => typeof b !== 'string' && a.label === b.label}
      inputValue={value}
      value={null}
      onInputChange={(_, text, reason) => {
        if (reason === 'input' || reason === 'clear') onInput(text);
      }}
      onChange={(_, picked) => {
        if (picked && typeof picked !== 'string') onPick(picked);
      }}
      onBlur={onBlur}
      loading={loading}
      loadingText={m.location.searching}
      noOptionsText={tooShort ? m.location.typeMore : m.location.noSuggestions}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <PlaceOutlined fontSize="small" sx={{ color: 'text.secondary', mt: 0.25 }} />
          <Typography variant="body2">{option.label}</Typography>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={m.location.address}
          placeholder={readOnly ? undefined : (placeholder ?? m.location.placeholder)}
          required={required}
          error={invalid}
          autoFocus={autoFocus}
          sx={readOnlySx(readOnly)}
          slotProps={{
            ...params.slotProps,
            // The component's frame already marks the field required: one asterisk, not two.
            inputLabel: { ...params.slotProps.inputLabel, required: false },
            htmlInput: {
              ...params.slotProps.htmlInput,
              maxLength: 500,
              autoComplete: 'off',
              'aria-describedby': describedBy,
            },
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {loading ? <CircularProgress color="inherit" size={18} aria-hidden /> : null}
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
