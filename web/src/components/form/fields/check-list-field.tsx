import type { FieldOf, FieldProps } from '../field-props';
import { FieldFrame } from '../field-frame';
import { asArray, leafOptions, sameValue } from '../options';
import { CheckGrid } from './check-grid';

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
      <CheckGrid
        id={id}
        name={field.fieldname}
        options={options}
        columns={field.columns ?? 6}
        isChecked={(o) => selected.some((v) => sameValue(v, o.value))}
        isDisabled={(_o, checked) => readOnly && !checked}
        onToggle={(o, checked) => toggle(o.value, checked)}
        onBlur={onBlur}
      />
    </FieldFrame>
  );
}
