import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { FieldOf, FieldProps } from '../field-props';
import { helperText } from '../field-help';
import { asArray, findOption, optionRows, sameValue } from '../options';
import { useFormTextsLang } from '../form-lang';
import { visitorFieldTexts } from '../messages';

/** A drop-down of the template's options: one value, or several (with ticks); nested options under headings. */
export function SelectField({
  field,
  id,
  value,
  error,
  required,
  readOnly,
  onChange,
  onBlur,
}: FieldProps<FieldOf<'select'>>) {
  const texts = visitorFieldTexts[useFormTextsLang()];
  const rows = optionRows(field.options);
  const multiple = !!field.multiple;
  const selected = asArray(value).map(String);
  const labelOf = (v: string) => findOption(field.options, v)?.label ?? v;

  const items = rows.map((row) =>
    row.kind === 'group' ? (
      <ListSubheader key={row.key} sx={{ fontWeight: 700, color: 'text.primary', lineHeight: '36px' }}>
        {row.label}
      </ListSubheader>
    ) : (
      <MenuItem key={row.key} value={String(row.option.value)} sx={row.nested ? { pl: 4 } : undefined}>
        {multiple ? (
          <Checkbox
            size="small"
            checked={selected.includes(String(row.option.value))}
            sx={{ p: 0.5, mr: 1 }}
          />
        ) : null}
        <ListItemText primary={row.option.label} secondary={row.option.info} />
      </MenuItem>
    ),
  );

  const toValue = (raw: string | string[]) => {
    if (Array.isArray(raw)) return raw.map((v) => findOption(field.options, v)?.value ?? v);
    if (raw === '') return undefined;
    return findOption(field.options, raw)?.value ?? raw;
  };

  return (
    <>
      <TextField
        id={id}
        name={field.fieldname}
        select
        label={field.label}
        required={required}
        fullWidth
        value={multiple ? selected : (selected[0] ?? '')}
        error={!!error}
        helperText={helperText(error, field.info)}
        onChange={(e) => {
          if (!readOnly) onChange(toValue(e.target.value as string | string[]));
        }}
        onBlur={onBlur}
        slotProps={{
          select: {
            multiple,
            readOnly,
            renderValue: multiple
              ? (v) => (v as string[]).map(labelOf).join(', ')
              : (v) => (v === '' ? '' : labelOf(v as string)),
            MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } },
          },
        }}
      >
        {!multiple && !required ? (
          <MenuItem value="">
            <em>{texts.none}</em>
          </MenuItem>
        ) : null}
        {items}
        {/* A value the options no longer list stays visible instead of vanishing. */}
        {selected
          .filter((v) => !field.options.length || !findOption(field.options, v))
          .filter((v) => !rows.some((r) => r.kind === 'option' && sameValue(r.option.value, v)))
          .map((v) => (
            <MenuItem key={`x-${v}`} value={v} sx={{ display: 'none' }}>
              {v}
            </MenuItem>
          ))}
      </TextField>
    </>
  );
}
