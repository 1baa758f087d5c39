import type { ComponentProps } from './component-props';
import { describedByOf } from './field-ids';
import { ImageListEditor } from './image-list-editor';

/**
 * Images from the media library (spec 1 §3 "Image"): one, or several up to `limit` (then the
 * limitLabel or "Hai raggiunto il limite massimo di immagini selezionabili"); with showPosition an
 * ordered list that moves up and down.
 */
export function ImageComponent(props: ComponentProps<'Image'>) {
  const { component, id, value, onChange, onBlur, readOnly, lang } = props;
  const multiple = component.multiple || (component.limit ?? 1) > 1;
  return (
    <ImageListEditor
      id={id}
      images={Array.isArray(value) ? value : []}
      onChange={(next) => {
        onChange(next);
        onBlur?.();
      }}
      readOnly={readOnly}
      multiple={multiple}
      limit={component.limit}
      limitLabel={component.limitLabel}
      showPosition={component.showPosition}
      lang={lang}
      label={component.label || component.fieldname}
      describedBy={describedByOf(props)}
    />
  );
}
