import TextField from '@mui/material/TextField';
import type { AddressValue } from '@sportello/contracts';
import type { FieldOf, FieldProps } from '../field-props';
import { helperText } from '../field-help';
import { readOnlySx } from '../read-only-sx';
import { formMessages } from '../messages';

const asAddress = (value: unknown): AddressValue | null => {
  if (typeof value === 'string') return { address: value, lat: null, lng: null };
  if (value && typeof value === 'object' && 'address' in value) return value as AddressValue;
  return null;
};

/**
 * An address as text; coordinates already stored (lat, lng) are kept with it.
 *
 * A geocoding picker (suggestions, a map to place the point, "Non è stato possibile risalire alla
 * posizione…") arrives with the content issue and its Location component; this renderer will then
 * use it. Until then the address is plain text and the coordinates are not recomputed.
 */
export function AddressField({
  field,
  id,
  value,
  error,
  required,
  readOnly,
  onChange,
  onBlur,
}: FieldProps<FieldOf<'address'>>) {
  const current = asAddress(value);
  return (
    <>
      <TextField
        id={id}
        name={field.fieldname}
        label={field.label}
        placeholder={field.placeholder ?? formMessages.address.hint}
        required={required}
        fullWidth
        value={current?.address ?? ''}
        error={!!error}
        helperText={helperText(error, field.info)}
        onChange={(e) => {
          const address = e.target.value;
          onChange(
            address === '' && current?.lat == null
              ? undefined
              : { address, lat: current?.lat ?? null, lng: current?.lng ?? null },
          );
        }}
        sx={readOnlySx(readOnly)}
        onBlur={onBlur}
        autoComplete="street-address"
        slotProps={{ htmlInput: { readOnly, maxLength: 300 } }}
      />
    </>
  );
}
