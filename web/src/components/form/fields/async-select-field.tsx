import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useDebounced } from '../../../lib/use-debounced';
import { formOptionsQuery, type AsyncOption } from '../form-api';
import type { FieldOf, FieldProps } from '../field-props';
import { helperText } from '../field-help';
import { useFormLang, useFormTextsLang } from '../form-lang';
import { visitorFieldTexts } from '../messages';

const DEFAULT_MIN_CHARS = 3;

const isOption = (v: unknown): v is AsyncOption =>
  typeof v === 'object' && v !== null && 'value' in v && 'label' in v;
/** A stored value: {label, value} (the label kept for display), or a bare value from older data. */
const toOption = (v: unknown): AsyncOption | null =>
  isOption(v) ? v : typeof v === 'string' || typeof v === 'number' ? { label: String(v), value: v } : null;

/**
 * Options from the server (municipalities, groups, users): asked only from `minChars` typed
 * characters (3 by default), 300 ms after the last key; "Non trovato" (or the template's
 * noOptionsMessage) when nothing matches. The value is {label, value}.
 */
export function AsyncSelectField({
  field,
  id,
  value,
  error,
  required,
  readOnly,
  onChange,
  onBlur,
  framed,
}: FieldProps<FieldOf<'asyncSelect'>> & {
  /**
   * Inside a frame that shows the label (for the input's id) and the error and info under it (the
   * content editor's): no label or helper text of its own, described by the frame's help.
   */
  framed?: { describedBy: string | undefined };
}) {
  const lang = useFormLang();
  const texts = visitorFieldTexts[useFormTextsLang()];
  const minChars = field.minChars ?? DEFAULT_MIN_CHARS;
  const multiple = !!field.multiple;
  const [input, setInput] = useState('');
  const search = useDebounced(input.trim(), 300);
  const enough = search.length >= minChars;
  const options = useQuery({
    ...formOptionsQuery(field.source, search, lang),
    enabled: enough,
    placeholderData: keepPreviousData,
  });

  const selected = multiple
    ? (Array.isArray(value) ? value : []).map(toOption).filter((o): o is AsyncOption => !!o)
    : toOption(value);
  const typing = input.trim().length < minChars;
  const noOptionsText = typing ? texts.typeMore(minChars) : (field.noOptionsMessage ?? texts.notFound);
  const list = enough && !typing ? (options.data ?? []) : [];

  return (
    <>
      <Autocomplete<AsyncOption, boolean, false, false>
        id={id}
        multiple={multiple}
        options={list}
        value={selected as AsyncOption & AsyncOption[]}
        readOnly={readOnly}
        filterOptions={(x) => x}
        filterSelectedOptions={multiple}
        getOptionLabel={(o) => o.label}
        getOptionKey={(o) => String(o.value)}
        isOptionEqualToValue={(a, b) => String(a.value) === String(b.value)}
        inputValue={input}
        onInputChange={(_e, next) => setInput(next)}
        onChange={(_e, next) => {
          if (readOnly) return;
          if (Array.isArray(next)) onChange(next.map((o) => ({ label: o.label, value: o.value })));
          else onChange(next ? { label: next.label, value: next.value } : undefined);
        }}
        onBlur={onBlur}
        loading={enough && options.isFetching}
        loadingText={texts.loading}
        noOptionsText={noOptionsText}
        autoHighlight
        renderInput={(params) => (
          <TextField
            {...params}
            name={field.fieldname}
            label={framed ? undefined : field.label}
            placeholder={field.placeholder}
            required={required}
            error={!!error}
            helperText={framed ? undefined : helperText(error, field.info)}
            slotProps={{
              ...params.slotProps,
              htmlInput: {
                ...params.slotProps.htmlInput,
                ...(framed?.describedBy ? { 'aria-describedby': framed.describedBy } : {}),
              },
              input: {
                ...params.slotProps.input,
                endAdornment: (
                  <>
                    {enough && options.isFetching ? (
                      <CircularProgress color="inherit" size={18} aria-hidden />
                    ) : null}
                    {params.slotProps.input.endAdornment}
                  </>
                ),
              },
            }}
          />
        )}
      />
    </>
  );
}
