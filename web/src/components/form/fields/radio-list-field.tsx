import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { FieldOf, FieldProps } from '../field-props';
import { FieldFrame } from '../field-frame';
import { OptionLabel } from '../option-label';
import { findOption, leafOptions, sameValue } from '../options';

/** One choice among the options, all visible; an option's info shows under its label. */
export function RadioListField({
  field,
  id,
  value,
  error,
  required,
  readOnly,
  onChange,
  onBlur,
}: FieldProps<FieldOf<'radioList'>>) {
  const options = leafOptions(field.options);
  return (
    <FieldFrame id={id} label={field.label} required={required} error={error} info={field.info}>
      <RadioGroup
        name={field.fieldname}
        value={value === undefined || value === null ? '' : String(value)}
        onChange={(_e, v) => {
          if (!readOnly) onChange(findOption(field.options, v)?.value ?? v);
        }}
        onBlur={onBlur}
        row={options.length <= 4 && options.every((o) => o.label.length < 24 && !o.info)}
      >
        {options.map((o, i) => (
          <FormControlLabel
            key={String(o.value)}
            value={String(o.value)}
            disabled={readOnly && !sameValue(o.value, value)}
            control={<Radio id={i === 0 ? id : undefined} />}
            label={<OptionLabel option={o} />}
          />
        ))}
      </RadioGroup>
    </FieldFrame>
  );
}
