import { plainTextOf } from '@sportello/contracts';
import type { ComponentProps } from './component-props';
import { CharCounter } from './char-counter';
import { RichText } from './rich-text';
import { describedByOf, isRequired, joinIds, labelIdOf, limitOf } from './field-ids';

/**
 * Rich text (spec 1 §5): the shared TipTap editor (loaded on first use); min and max count the
 * plain text, shown as "123/400 caratteri".
 */
export function TextComponent(props: ComponentProps<'Text'>) {
  const { component, id, value, onChange, onBlur, error, readOnly } = props;
  const html = typeof value === 'string' ? value : '';
  const min = limitOf(component, 'min');
  const max = limitOf(component, 'max');
  const counted = min !== undefined || max !== undefined;
  const counterId = `${id}-count`;
  return (
    <>
      <RichText
        id={id}
        value={html}
        onChange={onChange}
        onBlur={onBlur}
        readOnly={readOnly}
        label={component.label || component.fieldname}
        labelledBy={labelIdOf(id)}
        describedBy={joinIds(describedByOf(props), counted && !readOnly && counterId)}
        required={isRequired(component)}
        invalid={!!error}
        minHeight={component.multiline ? 100 : 140}
      />
      {counted && !readOnly ? (
        <CharCounter id={counterId} count={plainTextOf(html).trim().length} min={min} max={max} />
      ) : null}
    </>
  );
}
