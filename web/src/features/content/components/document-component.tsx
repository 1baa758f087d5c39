import type { ComponentProps } from './component-props';
import { describedByOf } from './field-ids';
import { DocumentListEditor } from './document-list-editor';

/** Documents from the media library with their name, type and size (spec 1 §3 "Document"). */
export function DocumentComponent(props: ComponentProps<'Document'>) {
  const { component, id, value, onChange, onBlur, readOnly } = props;
  return (
    <DocumentListEditor
      id={id}
      documents={Array.isArray(value) ? value : []}
      onChange={(next) => {
        onChange(next);
        onBlur?.();
      }}
      readOnly={readOnly}
      multiple={component.multiple || (component.limit ?? 1) > 1}
      limit={component.limit}
      label={component.label || component.fieldname}
      describedBy={describedByOf(props)}
    />
  );
}
