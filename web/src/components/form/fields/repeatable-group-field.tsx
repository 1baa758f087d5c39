import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { defaultValues, type FormValues } from '@sportello/contracts';
import type { FieldOf, FieldProps } from '../field-props';
import { FieldFrame } from '../field-frame';
import { FieldList } from '../field-renderer';
import { FieldScopeContext, useFieldScope, type FieldScope } from '../field-scope';
import { formMessages } from '../messages';

const isRecord = (v: unknown): v is FormValues => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Rows of the same fields (people of a group, rooms of a structure): Aggiungi appends a row,
 * Rimuovi deletes one, within minItems and maxItems. Each row's fields write into the row; their
 * conditions see the form's values with the row's over them. updateRelated sums are the engine's
 * (applyRelatedSums runs on every change of the form).
 */
export function RepeatableGroupField({
  field,
  id,
  value,
  error,
  required,
  readOnly,
}: FieldProps<FieldOf<'repeatableGroup'>>) {
  const parent = useFieldScope();
  const name = field.fieldname ?? '';
  const rows = useMemo(() => (Array.isArray(value) ? value.filter(isRecord) : []), [value]);
  const label = field.label ?? name;
  const min = field.minItems ?? 0;
  const max = field.maxItems;
  // Stable keys, so that removing a row in the middle does not hand its inputs to the next one.
  const [rowKeys, setRowKeys] = useState(() => ({ keys: rows.map((_, i) => i), next: rows.length }));
  let keys = rowKeys.keys;
  if (keys.length !== rows.length) {
    const missing = Math.max(0, rows.length - keys.length);
    keys = [...keys.slice(0, rows.length), ...Array.from({ length: missing }, (_, k) => rowKeys.next + k)];
    setRowKeys({ keys, next: rowKeys.next + missing });
  }

  const commit = (next: FormValues[]) => {
    if (!readOnly) parent.setValues({ [name]: next });
  };
  const rowId = (i: number) => `${id}-${keys[i] ?? i}`;
  const add = () => {
    commit([...rows, defaultValues(field.fields)]);
    const title = `${id}-${rowKeys.next}-title`;
    requestAnimationFrame(() => document.getElementById(title)?.focus());
  };
  const remove = (i: number) => {
    setRowKeys((st) => ({ ...st, keys: st.keys.filter((_, j) => j !== i) }));
    commit(rows.filter((_, j) => j !== i));
    requestAnimationFrame(() =>
      document.getElementById(i > 0 ? `${rowId(i - 1)}-title` : `${id}-add`)?.focus(),
    );
  };

  const scopeOf = (row: FormValues, i: number): FieldScope => ({
    ...parent,
    idPrefix: `${rowId(i)}-`,
    keyPrefix: `${parent.keyPrefix}${name}.${i}.`,
    values: row,
    conditionValues: { ...parent.conditionValues, ...row },
    formFields: field.fields,
    setValues: (patch) => commit(rows.map((r, j) => (j === i ? { ...r, ...patch } : r))),
  });

  return (
    <FieldFrame
      id={id}
      label={field.label}
      required={required}
      error={error}
      info={field.info ?? formMessages.repeatable.rowsTotal(field.minItems, max)}
    >
      <Box sx={{ display: 'grid', gap: 2 }}>
        {rows.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {formMessages.repeatable.empty}
          </Typography>
        ) : null}
        {rows.map((row, i) => (
          <Paper
            key={keys[i] ?? i}
            variant="outlined"
            sx={{ p: 2 }}
            component="section"
            aria-label={formMessages.repeatable.rowOf(label, i + 1)}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', mb: 1.5, gap: 1 }}>
              <Typography
                id={`${rowId(i)}-title`}
                tabIndex={-1}
                component="h3"
                variant="h6"
                sx={{ flex: 1, outline: 'none' }}
              >
                {formMessages.repeatable.row(i + 1)}
              </Typography>
              {!readOnly ? (
                <Button
                  color="error"
                  size="small"
                  startIcon={<DeleteOutline />}
                  onClick={() => remove(i)}
                  disabled={rows.length <= min}
                  aria-label={formMessages.repeatable.removeOf(field.removeLabel, i + 1)}
                >
                  {field.removeLabel ?? formMessages.repeatable.remove}
                </Button>
              ) : null}
            </Box>
            <FieldScopeContext.Provider value={scopeOf(row, i)}>
              <FieldList fields={field.fields} />
            </FieldScopeContext.Provider>
          </Paper>
        ))}
      </Box>
      {!readOnly ? (
        <Box sx={{ mt: 1.5 }}>
          <Button
            id={`${id}-add`}
            variant="outlined"
            startIcon={<Add />}
            onClick={add}
            disabled={max !== undefined && rows.length >= max}
            aria-label={field.addLabel ? undefined : formMessages.repeatable.addOf(label)}
          >
            {field.addLabel ?? formMessages.repeatable.add}
          </Button>
        </Box>
      ) : null}
    </FieldFrame>
  );
}
