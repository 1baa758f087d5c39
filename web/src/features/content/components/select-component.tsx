import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ListItemText from '@mui/material/ListItemText';
import { AsyncSelectField } from '../../../components/form/fields/async-select-field';
import { readOnlySx } from '../../../components/form/read-only-sx';
import { selectedValue } from '@sportello/contracts';
import type { ComponentProps } from './component-props';
import { describedByOf, isRequired, labelIdOf } from './field-ids';
import { componentMessages as m } from './messages';

/**
 * One choice among the template's options; a required one says its validator's message (spec 1 §5).
 * Options the server searches (a `source`, e.g. every Italian municipality) are the form engine's
 * async select.
 */
export function SelectComponent(props: ComponentProps<'Select'>) {
  if (props.component.source) return <SourcedSelect {...props} source={props.component.source} />;
  return <ListedSelect {...props} />;
}

/** Options searched on the server as the user types: the value keeps its label ({value, label}). */
function SourcedSelect(
  props: ComponentProps<'Select'> & { source: NonNullable<ComponentProps<'Select'>['component']['source']> },
) {
  const { component, id, value, onChange, onBlur, error, readOnly, source } = props;
  return (
    <AsyncSelectField
      field={{
        type: 'asyncSelect',
        fieldname: component.fieldname,
        placeholder: component.placeholder ?? m.searchPlaceholder,
        source,
        noOptionsMessage: m.searchNone,
      }}
      id={id}
      value={selectedValue(value) ? value : undefined}
      values={{}}
      error={error}
      required={isRequired(component)}
      readOnly={readOnly}
      onChange={(next) => onChange((next as { value: string; label: string } | undefined) ?? '')}
      onBlur={() => onBlur?.()}
      framed={{ describedBy: describedByOf(props) }}
    />
  );
}

function ListedSelect(props: ComponentProps<'Select'>) {
  const { component, id, value, onChange, onBlur, error, readOnly } = props;
  const selected = typeof value === 'string' ? value : '';
  const required = isRequired(component);
  const known = component.options.some((o) => o.value === selected);
  const labelOf = (v: string) => component.options.find((o) => o.value === v)?.label ?? v;
  return (
    <TextField
      id={id}
      name={component.fieldname}
      select
      fullWidth
      value={selected}
      error={!!error}
      onChange={(e) => {
        if (!readOnly) onChange(e.target.value);
      }}
      onBlur={onBlur}
      sx={readOnlySx(readOnly)}
      slotProps={{
        select: {
          readOnly,
          labelId: labelIdOf(id),
          displayEmpty: true,
          renderValue: (v) =>
            v === '' ? (
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {readOnly ? m.notFilled : m.selectNone}
              </Box>
            ) : (
              labelOf(v as string)
            ),
          SelectDisplayProps: {
            'aria-describedby': describedByOf(props),
            ...(required ? { 'aria-required': true } : {}),
            ...(error ? { 'aria-invalid': true } : {}),
          },
          MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } },
        },
      }}
    >
      {!required ? (
        <MenuItem value="">
          <em>{m.selectNone}</em>
        </MenuItem>
      ) : null}
      {component.options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          <ListItemText primary={o.label} secondary={o.info} />
        </MenuItem>
      ))}
      {/* A value the options no longer list stays visible instead of vanishing. */}
      {selected && !known ? (
        <MenuItem value={selected} sx={{ display: 'none' }}>
          {selected}
        </MenuItem>
      ) : null}
    </TextField>
  );
}
