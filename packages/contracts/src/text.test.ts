import { describe, expect, it } from 'vitest';
import { ListCreateBody, ListUpdateBody } from './lists/index.js';
import { characterCount, firstCharacters } from './text.js';

describe('characters as a reader counts them', () => {
  it('counts an emoji, a flag, a family and an accented letter as one each', () => {
    expect(characterCount('')).toBe(0);
    expect(characterCount('Siena 🏛️')).toBe(7);
    expect(characterCount('🇮🇹👨‍👩‍👧‍👦')).toBe(2);
    expect(characterCount('citta\u0300')).toBe(5);
  });
  it('cuts between characters, never inside one', () => {
    expect(firstCharacters('ab👨‍👩‍👧‍👦cd', 3)).toBe('ab👨‍👩‍👧‍👦');
    expect(firstCharacters('ab🇮🇹', 3)).toBe('ab🇮🇹');
    expect(firstCharacters('abc', 5)).toBe('abc');
  });
});

describe('list title (spec 2 §5: 70 "battute spazi inclusi")', () => {
  const titleError = (
    title: string,
    schema: typeof ListCreateBody | typeof ListUpdateBody = ListCreateBody,
  ) => schema.safeParse({ title }).error?.issues[0]?.message ?? null;
  it('takes 69 characters and an emoji, refuses one character more', () => {
    expect(titleError('a'.repeat(69) + '🏛️')).toBeNull();
    expect(titleError('a'.repeat(70) + '🏛️')).toBe('Il titolo non può superare le 70 battute spazi inclusi');
  });
  it('says empty in the words of the screen that sends it', () => {
    expect(titleError('  ')).toBe('Il titolo deve essere specificato');
    expect(titleError('  ', ListUpdateBody)).toBe('Il titolo non può essere vuoto');
  });
});
