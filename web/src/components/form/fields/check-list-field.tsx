import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import type { FieldOf, FieldProps } from '../field-props';
import { FieldFrame } from '../field-frame';
import { OptionLabel } from '../option-label';
import { asArray, leafOptions, sameValue } from '../options';

/** Several choices as ticks on a grid: 6 of 12 columns per option unless the template says otherwise. */
export function CheckListField({
  field,
  id,
  value,
  error,
  required,
  readOnly,
  onChange,
  onBlur,
}: FieldProps<FieldOf<'checkList'>>) {
  const options = leafOptions(field.options);
  const selected = asArray(value);
  const columns = field.columns ?? 6;
  const toggle = (optionValue: string | number, checked: boolean) => {
    if (readOnly) return;
    // The template's order, whatever the order of the clicks.
    const next = options
      .filter((o) =>
        sameValue(o.value, optionValue) ? checked : selected.some((v) => sameValue(v, o.value)),
      )
      .map((o) => o.value);
    onChange(next);
  };
  return (
    <FieldFrame id={id} label={field.label} required={required} error={error} info={field.info}>
      <Grid container columnSpacing={2} onBlur={onBlur}>
        {options.map((o, i) => {
          const checked = selected.some((v) => sameValue(v, o.value));
          return (
            <Grid key={String(o.value)} size={{ xs: 12, sm: columns }}>
              <FormControlLabel
                control={
                  <Checkbox
                    id={i === 0 ? id : undefined}
                    name={field.fieldname}
                    checked={checked}
                    disabled={readOnly && !checked}
                    onChange={(_e, c) => toggle(o.value, c)}
                  />
                }
                label={<OptionLabel option={o} />}
              />
            </Grid>
          );
        })}
      </Grid>
    </FieldFrame>
  );
}
