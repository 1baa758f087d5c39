import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import type { FieldOf, FieldProps } from '../field-props';
import { FieldFrame } from '../field-frame';
import { useFieldScope } from '../field-scope';
import { formMessages } from '../messages';

const entriesOf = (value: unknown): string[] =>
  Array.isArray(value) && value.length
    ? value.map((v) => (typeof v === 'string' ? v : String(v ?? '')))
    : [''];

/**
 * Several values of one kind (e-mails, web sites): starts with one entry; Aggiungi appends one,
 * Rimuovi deletes one; each entry shows its own regex message after its first blur (spec 1 §5).
 */
export function MultiInputField({
  field,
  id,
  value,
  error,
  required,
  readOnly,
  onChange,
  onBlur,
}: FieldProps<FieldOf<'multiInput'>>) {
  const scope = useFieldScope();
  const key = `${scope.keyPrefix}${field.fieldname ?? ''}`;
  const entries = entriesOf(value);
  const label = field.label ?? field.fieldname ?? '';
  const entryId = (i: number) => (i === 0 ? id : `${id}-${i}`);
  // The entry just added (or the one before the removed one) takes the focus, once it is on screen.
  const focusEntry = (i: number) => requestAnimationFrame(() => document.getElementById(entryId(i))?.focus());

  const set = (next: string[]) => {
    if (!readOnly) onChange(next);
  };
  const remove = (i: number) => {
    set(entries.length > 1 ? entries.filter((_, j) => j !== i) : ['']);
    focusEntry(Math.max(0, i - 1));
  };
  return (
    <FieldFrame id={id} label={field.label} required={required} error={error} info={field.info}>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {entries.map((entry, i) => {
          const entryError = scope.errorOf(`${key}.${i}`);
          const name = formMessages.multiInput.entry(label, i + 1);
          return (
            <Box key={i} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <TextField
                id={entryId(i)}
                placeholder={field.placeholder ?? name}
                fullWidth
                value={entry}
                error={!!entryError}
                helperText={entryError}
                onChange={(e) => set(entries.map((v, j) => (j === i ? e.target.value : v)))}
                onBlur={() => {
                  scope.touch(`${key}.${i}`);
                  onBlur();
                }}
                slotProps={{
                  htmlInput: {
                    readOnly,
                    'aria-label': name,
                    'aria-required': required && i === 0 ? true : undefined,
                  },
                }}
              />
              {!readOnly ? (
                <IconButton
                  aria-label={formMessages.multiInput.removeOf(label, i + 1)}
                  title={formMessages.multiInput.remove}
                  onClick={() => remove(i)}
                  disabled={entries.length === 1 && entry === ''}
                  sx={{ mt: 1 }}
                >
                  <DeleteOutline />
                </IconButton>
              ) : null}
            </Box>
          );
        })}
      </Box>
      {!readOnly ? (
        <Box sx={{ mt: 1 }}>
          <Button
            startIcon={<Add />}
            onClick={() => {
              set([...entries, '']);
              focusEntry(entries.length);
            }}
            // The visible text is the name; the default one says what it adds.
            aria-label={field.addLabel ? undefined : formMessages.multiInput.addOf(label)}
          >
            {field.addLabel ?? formMessages.multiInput.add}
          </Button>
        </Box>
      ) : null}
    </FieldFrame>
  );
}
