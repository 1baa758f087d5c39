import { useState, type FocusEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { validateComponent, type DynamicEntry, type DynamicSubField } from '@sportello/contracts';
import type { ComponentProps } from './component-props';
import { ComponentFrame } from './component-frame';
import { isRequired } from './field-ids';
import { componentMessages as m } from './messages';
import { TextInput } from './text-input';

let lastKey = 0;
const newKey = () => `entry-${(lastKey += 1)}`;

const subError = (sub: DynamicSubField, text: string) =>
  validateComponent({ ...sub, type: 'String', ignore: [], fields: [], minElements: 0 }, text);

/**
 * Entries of short texts (spec 1 §4 "Multi-input", §5 "Dynamic"): it starts with one entry; "add"
 * appends one, "remove" deletes one while more than minElements (default 1) remain. Each entry's
 * sub-fields are checked (regex …) after the first time the focus leaves that entry.
 */
export function DynamicComponent(props: ComponentProps<'Dynamic'>) {
  const { component, id, value, onChange, onBlur, readOnly } = props;
  const stored = Array.isArray(value) ? value : [];
  const entries: DynamicEntry[] = stored.length || component.minElements === 0 ? stored : [{}];
  const multiple = component.multiple;
  const keep = Math.max(component.minElements, multiple ? 0 : 1);
  const label = component.label || m.dynamic.entryFallback;

  // Stable keys per entry, so "touched" follows an entry when another is removed.
  const [keys, setKeys] = useState<string[]>(() => entries.map(() => newKey()));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  if (keys.length !== entries.length) setKeys(entries.map((_, i) => keys[i] ?? newKey()));

  const inputId = (i: number, sub: DynamicSubField) =>
    i === 0 && sub === component.fields[0] ? id : `${id}-${i}-${sub.fieldname}`;
  const focusSoon = (target: string) => requestAnimationFrame(() => document.getElementById(target)?.focus());

  const setField = (i: number, fieldname: string, text: string) =>
    onChange(entries.map((e, j) => (j === i ? { ...e, [fieldname]: text } : e)));
  const add = () => {
    const i = entries.length;
    setKeys([...keys.slice(0, i), newKey()]);
    onChange([...entries, {}]);
    const first = component.fields[0];
    if (first) focusSoon(`${id}-${i}-${first.fieldname}`);
  };
  const remove = (i: number) => {
    setKeys(keys.filter((_, j) => j !== i));
    onChange(entries.filter((_, j) => j !== i));
    onBlur?.();
    focusSoon(`${id}-add`);
  };
  const leave = (key: string) => (e: FocusEvent<HTMLElement>) => {
    if (e.currentTarget.contains(e.relatedTarget as Node | null)) return;
    if (!touched.has(key)) setTouched(new Set([...touched, key]));
    onBlur?.();
  };

  const columns = component.fields.length >= 3 ? 4 : 12 / Math.max(component.fields.length, 1);
  return (
    <Box>
      {entries.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {readOnly ? m.notFilled : m.dynamic.empty}
        </Typography>
      ) : null}
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {entries.map((entry, i) => {
          const key = keys[i] ?? String(i);
          const entryLabel = m.dynamic.entry(m.dynamic.entryFallback, i + 1);
          const headingId = `${id}-${i}-heading`;
          return (
            <Box
              key={key}
              role="group"
              aria-labelledby={headingId}
              onBlur={leave(key)}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, pt: 1 }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', minHeight: 40, mb: 0.5 }}>
                <Typography id={headingId} variant="subtitle2" component="p" sx={{ flex: 1 }}>
                  {multiple ? entryLabel : label}
                </Typography>
                {multiple && !readOnly ? (
                  <IconButton
                    aria-label={m.dynamic.removeOf(entryLabel.toLowerCase())}
                    title={
                      entries.length <= keep
                        ? m.dynamic.keepAtLeast(keep)
                        : m.dynamic.removeOf(entryLabel.toLowerCase())
                    }
                    disabled={entries.length <= keep}
                    onClick={() => remove(i)}
                  >
                    <DeleteOutline />
                  </IconButton>
                ) : null}
              </Box>
              <Grid container spacing={1.5}>
                {component.fields.map((sub) => {
                  const text = entry[sub.fieldname] ?? '';
                  const fieldId = inputId(i, sub);
                  const error = touched.has(key) ? subError(sub, text) : undefined;
                  return (
                    <Grid key={sub.fieldname} size={{ xs: 12, sm: columns }}>
                      <ComponentFrame
                        id={fieldId}
                        label={sub.label}
                        mode="for"
                        part
                        error={error}
                        required={isRequired(sub)}
                      >
                        <TextInput
                          id={fieldId}
                          value={text}
                          onChange={(t) => setField(i, sub.fieldname, t)}
                          readOnly={readOnly}
                          invalid={!!error}
                          required={isRequired(sub)}
                          describedBy={error ? `${fieldId}-help` : undefined}
                          placeholder={sub.placeholder}
                          maxLength={2000}
                        />
                      </ComponentFrame>
                    </Grid>
                  );
                })}
              </Grid>
            </Box>
          );
        })}
      </Box>
      {multiple && !readOnly ? (
        <Button
          id={`${id}-add`}
          variant="outlined"
          startIcon={<AddOutlined />}
          onClick={add}
          aria-label={m.dynamic.addOf(label)}
          sx={{ mt: 1.5 }}
        >
          {m.dynamic.add}
        </Button>
      ) : null}
    </Box>
  );
}
