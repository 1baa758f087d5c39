import { useState } from 'react';
import type { FileValue } from '@sportello/contracts';
import { notify } from '../../lib/notify';
import { mediaMessages } from './messages';

/**
 * The files ticked in the picker (multiple mode), starting from the field's value. Ticking past
 * the limit shows the field's limitLabel, or the spec's "Hai raggiunto il limite massimo …".
 */
export function useMediaSelection(initial: FileValue[], limit?: number, limitLabel?: string) {
  const [selection, setSelection] = useState<FileValue[]>(initial);
  const isSelected = (id: number) => selection.some((f) => f.id === id);
  const full = limit !== undefined && selection.length >= limit;

  const warnLimit = () => notify({ message: limitLabel || mediaMessages.limitReached, severity: 'warning' });

  /** Adds the file unless the limit is reached; says so and returns false then. */
  const add = (file: FileValue): boolean => {
    if (isSelected(file.id)) return true;
    if (full) {
      warnLimit();
      return false;
    }
    setSelection((s) => [...s, file]);
    return true;
  };

  const remove = (id: number) => setSelection((s) => s.filter((f) => f.id !== id));

  const toggle = (file: FileValue) => (isSelected(file.id) ? remove(file.id) : add(file));

  return { selection, isSelected, add, remove, toggle, full };
}
