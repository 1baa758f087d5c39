import { useState } from 'react';
import { TextInput } from './text-input';

const show = (n: number | null) => (n === null ? '' : String(n).replace('.', ','));
/** "12", "12,5", "12.5" → a number; '' → null; anything else → undefined (not a number). */
export function parseDecimal(text: string): number | null | undefined {
  const t = text.trim().replace(',', '.');
  if (t === '') return null;
  return /^\d+(\.\d+)?$/.test(t) ? Number(t) : undefined;
}

/**
 * A number typed the Italian way (12,5): the text stays as typed while it is not a number yet, the
 * value changes only when it is one; `onInvalid` tells whether the text is unreadable.
 */
export function DecimalInput({
  id,
  value,
  onChange,
  onBlur,
  onInvalid,
  readOnly,
  invalid,
  describedBy,
}: {
  id: string;
  value: number | null;
  onChange: (value: number | null) => void;
  onBlur?: () => void;
  onInvalid: (invalid: boolean) => void;
  readOnly: boolean;
  invalid: boolean;
  describedBy?: string | undefined;
}) {
  const [text, setText] = useState(show(value));
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    // Changed from outside (a copied language, a discarded draft): show it.
    setSeen(value);
    if (parseDecimal(text) !== value) setText(show(value));
  }
  return (
    <TextInput
      id={id}
      value={text}
      inputMode="decimal"
      onChange={(raw) => {
        setText(raw);
        const n = parseDecimal(raw);
        onInvalid(n === undefined);
        if (n !== undefined && n !== value) {
          setSeen(n);
          onChange(n);
        }
      }}
      onBlur={onBlur}
      readOnly={readOnly}
      invalid={invalid}
      describedBy={describedBy}
    />
  );
}
