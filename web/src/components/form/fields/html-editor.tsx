import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import type { FieldOf, FieldProps } from '../field-props';
import { helperText } from '../field-help';
import { RichTextEditor } from './rich-text-editor';

/** The form engine's htmlField: its label, the shared rich-text editor, then the error and the info. */
export function HtmlEditor({
  field,
  id,
  value,
  error,
  required,
  readOnly,
  onChange,
  onBlur,
}: FieldProps<FieldOf<'htmlField'>>) {
  const help = helperText(error, field.info);
  return (
    <Box>
      <FormLabel
        id={`${id}-label`}
        htmlFor={id}
        required={required}
        error={!!error}
        sx={{ display: 'block', mb: 0.75, fontWeight: 600, color: 'text.primary' }}
      >
        {field.label}
      </FormLabel>
      <RichTextEditor
        id={id}
        value={typeof value === 'string' ? value : ''}
        onChange={(html) => onChange(html || undefined)}
        onBlur={onBlur}
        readOnly={readOnly}
        label={field.label ?? field.fieldname ?? ''}
        labelledBy={`${id}-label`}
        describedBy={help ? `${id}-help` : undefined}
        required={required}
        invalid={!!error}
      />
      {help ? (
        <FormHelperText id={`${id}-help`} error={!!error} sx={{ mx: 1.75 }}>
          {help}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
