import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { ComponentProps } from './component-props';
import { describedByOf, isRequired } from './field-ids';

/** A yes/no tick with its label beside it (the frame adds the info and the error under it). */
export function CheckboxComponent(props: ComponentProps<'Checkbox'>) {
  const { component, id, value, onChange, onBlur, error, readOnly } = props;
  return (
    <FormControlLabel
      required={isRequired(component)}
      disabled={readOnly}
      control={
        <Checkbox
          id={id}
          name={component.fieldname}
          checked={value === true}
          onChange={(_e, checked) => {
            if (!readOnly) onChange(checked);
          }}
          onBlur={onBlur}
          slotProps={{
            input: {
              'aria-describedby': describedByOf(props),
              ...(error ? { 'aria-invalid': true } : {}),
            },
          }}
        />
      }
      label={component.label}
      sx={{ '& .MuiFormControlLabel-label.Mui-disabled': { color: 'text.primary' } }}
    />
  );
}
