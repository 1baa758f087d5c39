import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import {
  addedCount,
  addedSet,
  DEFAULT_ADD_MAX,
  defaultValues,
  removeAddedSet,
  walkFields,
} from '@sportello/contracts';
import { helperText } from '../field-help';
import type { FieldOf, FieldProps } from '../field-props';
import { FieldList } from '../field-renderer';
import { fieldElementId, useFieldScope } from '../field-scope';
import { formMessages } from '../messages';

const m = formMessages.added;

/**
 * The add field (spec 1 §3): its button adds another set of its fieldsToAdd (phone_1, phone_2 …,
 * see added-fields.ts); each set is removable, and the later sets move up. The added fields live in
 * the form's own values, so validation, drafts and the read-only view take them as they are.
 */
export function AddField({ field, id, readOnly, error }: FieldProps<FieldOf<'add'>>) {
  const scope = useFieldScope();
  const count = addedCount(field, scope.values);
  const max = field.max ?? DEFAULT_ADD_MAX;
  const setId = (n: number) => `${id}-set-${n}`;
  // Where the focus goes once the sets on screen have changed (a set added, a set removed).
  const [focus, setFocus] = useState<string | null>(null);
  useEffect(() => {
    if (focus) document.getElementById(focus)?.focus();
  }, [focus, count]);
  // A set's first field, by the id the engine gives every field (the one it focuses on an error).
  const firstOf = (n: number) => {
    const [first] = walkFields(addedSet(field, n));
    return first ? fieldElementId(scope.idPrefix, first.fieldname) : `${id}`;
  };

  const add = () => {
    const next = count + 1;
    scope.setValues({ [field.fieldname]: next, ...defaultValues(addedSet(field, next)) });
    setFocus(firstOf(next));
  };
  const remove = (n: number) => {
    scope.setValues(removeAddedSet(field, scope.values, n));
    setFocus(count > 1 ? firstOf(Math.min(n, count - 1)) : id);
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {Array.from({ length: count }, (_, i) => i + 1).map((n) => (
        <Paper
          key={n}
          id={setId(n)}
          variant="outlined"
          component="section"
          aria-label={m.set(n)}
          sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'flex-start' }}
        >
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <FieldList fields={addedSet(field, n)} />
          </Box>
          {!readOnly ? (
            <Button
              color="error"
              size="small"
              startIcon={<DeleteOutline />}
              onClick={() => remove(n)}
              aria-label={m.removeOf(field.removeLabel, n)}
              sx={{ mt: 1, flexShrink: 0 }}
            >
              {field.removeLabel ?? m.remove}
            </Button>
          ) : null}
        </Paper>
      ))}
      {!readOnly ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Button
            variant="outlined"
            startIcon={<Add />}
            onClick={add}
            disabled={count >= max}
            id={id}
            aria-describedby={field.info || error ? `${id}-help` : undefined}
          >
            {field.label ?? m.add}
          </Button>
          {count >= max ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {m.limit(max)}
            </Typography>
          ) : null}
        </Box>
      ) : null}
      {field.info || error ? (
        <FormHelperText id={`${id}-help`} error={!!error} sx={{ mt: -1 }}>
          {helperText(error, field.info)}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
