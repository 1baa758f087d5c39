import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useConfirm } from '../../confirm-provider';
import type { FieldOf, FieldProps } from '../field-props';
import { helperText } from '../field-help';

/** One tick (an acceptance, a flag). With a popup, unticking asks for confirmation first. */
export function CheckboxField({
  field,
  id,
  value,
  error,
  required,
  readOnly,
  onChange,
  onBlur,
}: FieldProps<FieldOf<'checkbox'>>) {
  const confirm = useConfirm();
  const checked = value === true || value === 'true' || value === 1;
  const change = async (next: boolean) => {
    if (readOnly) return;
    if (!next && field.popup) {
      const ok = await confirm({
        title: field.popup.title,
        text: field.popup.text,
        confirmLabel: field.popup.confirm,
        cancelLabel: field.popup.cancel,
      });
      if (!ok) return;
    }
    onChange(next);
  };
  const help = helperText(error, field.info);
  return (
    <FormControl error={!!error} required={required} sx={{ display: 'block' }}>
      <FormControlLabel
        required={required}
        control={
          <Checkbox
            id={id}
            name={field.fieldname}
            checked={checked}
            onChange={(_e, c) => void change(c)}
            onBlur={onBlur}
            slotProps={{ input: { 'aria-describedby': help ? `${id}-help` : undefined, readOnly } as object }}
          />
        }
        label={field.label ?? ''}
      />
      {help ? <FormHelperText id={`${id}-help`}>{help}</FormHelperText> : null}
    </FormControl>
  );
}
