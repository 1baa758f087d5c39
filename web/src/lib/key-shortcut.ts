/** The keys of a keyboard event that a shortcut looks at (a DOM or a React event). */
export type ShortcutEvent = Pick<
  KeyboardEvent,
  'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'key' | 'code'
>;

/**
 * Whether a key press is the shortcut, written as aria-keyshortcuts writes it ("Alt+N",
 * "Control+Shift+1"): exactly those modifiers, and the letter or digit by its key or, where a
 * modifier changes the character typed (Option+N on a Mac gives a dead key), by its place.
 */
export function matchesShortcut(e: ShortcutEvent, shortcut: string): boolean {
  const parts = shortcut.split('+');
  const key = parts.pop() ?? '';
  const mods = new Set(parts);
  if (e.metaKey || e.altKey !== mods.has('Alt') || e.ctrlKey !== mods.has('Control')) return false;
  if (e.shiftKey !== mods.has('Shift')) return false;
  const code = /^[0-9]$/.test(key) ? `Digit${key}` : `Key${key}`;
  return e.key.toUpperCase() === key || e.code === code;
}
