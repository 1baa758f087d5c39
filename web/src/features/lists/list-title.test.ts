import { describe, expect, it } from 'vitest';
import { digitsOnly, listTitleCounter, listTitleError, positionOf, stepPosition } from './list-title';

describe('list title', () => {
  it('requires a title, with the modal or the page wording', () => {
    expect(listTitleError('')).toBe('Il titolo deve essere specificato');
    expect(listTitleError('   ', 'page')).toBe('Il titolo non può essere vuoto');
  });
  it('allows 70 characters spaces included and refuses 71', () => {
    expect(listTitleError('a '.repeat(35))).toBeNull();
    expect(listTitleError('a'.repeat(71))).toBe('Il titolo non può superare le 70 battute spazi inclusi');
  });
  it('counts an emoji as one character, as the server does', () => {
    const title = 'a'.repeat(69) + '🏛️';
    expect(listTitleCounter(title)).toBe('70/70');
    expect(listTitleError(title)).toBeNull();
    expect(listTitleError(title + '!')).toBe('Il titolo non può superare le 70 battute spazi inclusi');
  });
});

describe('reorder position', () => {
  it('keeps digits only', () => {
    expect(digitsOnly('1a2-')).toBe('12');
    expect(digitsOnly('-3')).toBe('3');
  });
  it('accepts 1..count only', () => {
    expect(positionOf('', 5)).toBeNull();
    expect(positionOf('0', 5)).toBeNull();
    expect(positionOf('6', 5)).toBeNull();
    expect(positionOf('5', 5)).toBe(5);
  });
  it('steps within the bounds', () => {
    expect(stepPosition('1', -1, 3, 2)).toBe(1);
    expect(stepPosition('3', 1, 3, 2)).toBe(3);
    expect(stepPosition('', 1, 3, 2)).toBe(3);
  });
});
