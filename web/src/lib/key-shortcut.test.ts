import { describe, expect, it } from 'vitest';
import { matchesShortcut, type ShortcutEvent } from './key-shortcut';

const press = (key: string, mods: Partial<ShortcutEvent> = {}, code = `Key${key.toUpperCase()}`) => ({
  key,
  code,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...mods,
});

describe('matchesShortcut', () => {
  it('matches the letter with exactly the modifiers named', () => {
    expect(matchesShortcut(press('n', { altKey: true }), 'Alt+N')).toBe(true);
    expect(matchesShortcut(press('N', { altKey: true }), 'Alt+N')).toBe(true);
    expect(matchesShortcut(press('n'), 'Alt+N')).toBe(false);
    expect(matchesShortcut(press('n', { altKey: true, ctrlKey: true }), 'Alt+N')).toBe(false);
    expect(matchesShortcut(press('n', { altKey: true, shiftKey: true }), 'Alt+N')).toBe(false);
    // Cmd+N (a new window on a Mac) is the browser's.
    expect(matchesShortcut(press('n', { altKey: true, metaKey: true }), 'Alt+N')).toBe(false);
    expect(matchesShortcut(press('m', { altKey: true }), 'Alt+N')).toBe(false);
  });

  it('knows the key by its place when Option changes the character (a Mac)', () => {
    expect(matchesShortcut(press('Dead', { altKey: true }, 'KeyN'), 'Alt+N')).toBe(true);
    expect(matchesShortcut(press('1', { ctrlKey: true, shiftKey: true }, 'Digit1'), 'Control+Shift+1')).toBe(
      true,
    );
  });
});
