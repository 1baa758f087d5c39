import type { ComponentType } from 'react';
import Grid from '@mui/material/Grid';
import { isRequired, isVisible, type FieldType, type FormField } from '@sportello/contracts';
import type { FieldProps } from './field-props';
import { fieldElementId, useFieldScope } from './field-scope';
import { fieldRegistry } from './field-registry';
import { UnknownField } from './fields/unknown-field';
import { FieldSnippet } from './field-snippet';

/**
 * One template field: nothing when hidden (by flag, by type or by its conditions), otherwise its
 * renderer from the registry in a cell of the 12-column grid (`size`, 12 by default). The cell
 * carries the field's key, so the form can find and focus the first field with an error.
 */
export function FieldRenderer({ field }: { field: FormField }) {
  const scope = useFieldScope();
  if (!isVisible(field, scope.conditionValues)) return null;
  const name = field.fieldname;
  const key = name ? `${scope.keyPrefix}${name}` : undefined;
  const Renderer = (fieldRegistry as Record<string, ComponentType<FieldProps> | undefined>)[field.type];
  const size = Math.min(12, Math.max(1, field.size ?? 12));
  const readOnly = !!field.readOnly;
  return (
    <Grid size={{ xs: 12, md: size }} data-field-key={key} sx={{ minWidth: 0 }}>
      {/* The template's HTML note comes with every field type, above it. */}
      <FieldSnippet html={field.snippet} />
      {Renderer ? (
        <Renderer
          field={field}
          id={fieldElementId(scope.idPrefix, name ?? `${field.type}`)}
          value={name ? scope.values[name] : undefined}
          values={scope.conditionValues}
          error={key ? scope.errorOf(key) : undefined}
          required={isRequired(field, scope.conditionValues, scope.formFields)}
          readOnly={readOnly}
          onChange={(value) => {
            // A read-only field never propagates a change (spec 2 §5).
            if (name && !readOnly) scope.setValues({ [name]: value });
          }}
          onBlur={() => key && scope.touch(key)}
        />
      ) : (
        <UnknownField type={String((field as { type: unknown }).type)} name={field.label ?? name ?? ''} />
      )}
    </Grid>
  );
}

/** The fields of a form, a group or a row, on one 12-column grid. */
export function FieldList({ fields }: { fields: readonly FormField[] }) {
  return (
    <Grid container spacing={2.5}>
      {fields.map((field, i) => (
        <FieldRenderer key={field.fieldname ?? `${field.type}-${i}`} field={field} />
      ))}
    </Grid>
  );
}

export type { FieldType };
