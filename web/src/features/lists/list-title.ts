import { characterCount, LIST_TITLE_MAX } from '@sportello/contracts';
import { listsMessages as m } from './messages';

/**
 * The error of a list title, or null: required ("Il titolo deve essere specificato", or on the
 * lists pages "Il titolo non può essere vuoto"), at most 70 characters spaces included, counted as
 * the server counts them (the title is trimmed there too).
 */
export function listTitleError(title: string, where: 'modal' | 'page' = 'modal'): string | null {
  const trimmed = title.trim();
  if (!trimmed) return where === 'page' ? m.newList.requiredPage : m.newList.required;
  if (characterCount(trimmed) > LIST_TITLE_MAX) return m.newList.tooLong;
  return null;
}

/** The counter under a title field ("69/70"): the characters the limit counts (spaces at the ends are trimmed). */
export const listTitleCounter = (title: string) =>
  m.newList.counter(characterCount(title.trim()), LIST_TITLE_MAX);

/** The reorder position typed in favorite-sort-modal: digits only (anything else is dropped). */
export const digitsOnly = (text: string) => text.replace(/\D+/g, '');

/** A position between 1 and max, or null when empty or out of bounds (spec 2 §5). */
export function positionOf(text: string, max: number): number | null {
  if (!/^\d+$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= max ? n : null;
}

/** The position after an arrow: one step, held within 1..max (an empty field starts from `current`). */
export function stepPosition(text: string, delta: 1 | -1, max: number, current: number): number {
  const from = /^\d+$/.test(text) ? Number(text) : current;
  return Math.min(max, Math.max(1, from + delta));
}
