import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  applyRelatedSums,
  applyVisibility,
  validateForm,
  withDirectRelatedTargets,
  type FormField,
  type FormTemplate,
  type FormValues,
} from '@sportello/contracts';
import { clearSnacks } from '../../lib/notify';
import type { FieldScope } from './field-scope';

/**
 * The values of one form in one state object, with the engine's rules applied on every change
 * (a field hidden by its conditions loses its value; updateRelated sums), and the errors due:
 * a field's after its first blur, all of them after the first submit, the server's at once.
 */
export function useFormState(template: FormTemplate, start: FormValues) {
  const [values, setValuesState] = useState(start);
  // The latest values, readable in the same event that changed them (submit after a blur).
  const latest = useRef(start);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const replace = useCallback(
    (next: FormValues) => {
      const settled = applyVisibility(template, applyRelatedSums(template.fields, next));
      latest.current = settled;
      setValuesState(settled);
      return settled;
    },
    [template],
  );

  const setValues = useCallback(
    (patch: FormValues) => {
      replace(withDirectRelatedTargets(template.fields, latest.current, patch));
      const changed = Object.keys(patch);
      setServerErrors((prev) => {
        const keys = Object.keys(prev).filter((k) => changed.some((c) => k === c || k.startsWith(`${c}.`)));
        if (!keys.length) return prev;
        const rest = { ...prev };
        for (const k of keys) delete rest[k];
        return rest;
      });
    },
    [replace, template.fields],
  );

  const touch = useCallback(
    (key: string) => setTouched((prev) => (prev.has(key) ? prev : new Set(prev).add(key))),
    [],
  );

  const validation = useMemo(() => validateForm(template, values), [template, values]);
  const valid = Object.keys(validation.errors).length === 0 && Object.keys(serverErrors).length === 0;

  // After a refused submission, the error snackbar goes as soon as every field is right: it must
  // not keep saying there are errors when there are none.
  useEffect(() => {
    if (submitted && valid) clearSnacks();
  }, [submitted, valid]);

  const errorOf = useCallback(
    (key: string) =>
      serverErrors[key] ?? (submitted || touched.has(key) ? validation.errors[key] : undefined),
    [serverErrors, submitted, touched, validation],
  );

  /** Back to a set of values with nothing touched (a discarded draft, a form sent). */
  const reset = useCallback(
    (next: FormValues) => {
      replace(next);
      setTouched(new Set());
      setSubmitted(false);
      setServerErrors({});
    },
    [replace],
  );

  const current = useCallback(() => latest.current, []);

  return { values, current, setValues, touch, errorOf, setSubmitted, setServerErrors, reset };
}

/** The whole form as the scope its fields render in (a form's top level, not a repeatable row). */
export function useFormScope(
  idPrefix: string,
  state: Pick<ReturnType<typeof useFormState>, 'values' | 'setValues' | 'touch' | 'errorOf'>,
  fields: readonly FormField[],
): FieldScope {
  return useMemo<FieldScope>(
    () => ({
      idPrefix,
      keyPrefix: '',
      values: state.values,
      conditionValues: state.values,
      setValues: state.setValues,
      formFields: fields,
      touch: state.touch,
      errorOf: state.errorOf,
    }),
    [idPrefix, state.values, state.setValues, state.touch, state.errorOf, fields],
  );
}
