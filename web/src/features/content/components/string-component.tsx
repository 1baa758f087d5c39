import type { ComponentProps } from './component-props';
import { CharCounter } from './char-counter';
import { describedByOf, isRequired, joinIds, limitOf } from './field-ids';
import { TextInput } from './text-input';

/**
 * A text (spec 1 §5 "String field"): one line, or 4 rows when multiline; a character counter when
 * the template sets a maximum. The editor checks min, max, lt and regex on blur and shows `error`.
 */
export function StringComponent(props: ComponentProps<'String'>) {
  const { component, id, value, onChange, onBlur, error, readOnly } = props;
  const text = typeof value === 'string' ? value : '';
  const max = limitOf(component, 'max');
  const counterId = `${id}-count`;
  return (
    <>
      <TextInput
        id={id}
        name={component.fieldname}
        value={text}
        onChange={onChange}
        onBlur={onBlur}
        readOnly={readOnly}
        invalid={!!error}
        required={isRequired(component)}
        describedBy={joinIds(describedByOf(props), max !== undefined && !readOnly && counterId)}
        multiline={component.multiline}
        placeholder={component.placeholder}
      />
      {max !== undefined && !readOnly ? <CharCounter id={counterId} count={text.length} max={max} /> : null}
    </>
  );
}
