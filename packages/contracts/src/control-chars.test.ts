import { describe, expect, it } from 'vitest';
import { findControlChars, hasControlChars, stripBidiControls, stripControlChars } from './control-chars.js';

describe('control characters', () => {
  it('finds C0 controls and DEL, except those allowed', () => {
    expect(hasControlChars('/app/make-iat')).toBe(false);
    expect(hasControlChars('/\t/evil.example')).toBe(true);
    expect(hasControlChars('riga\u007f')).toBe(true);
    expect(hasControlChars('a\tb\r\nc', '\t\n\f\r')).toBe(false);
    expect(hasControlChars('a\u0000b', '\t\n\f\r')).toBe(true);
  });

  it('strips them from names shown to others', () => {
    expect(stripControlChars('modulo\u0000 firmato\n.pdf')).toBe('modulo firmato.pdf');
  });

  it('strips the bidirectional controls that make a name read otherwise, and nothing else', () => {
    // "fattura\u202Efdp.exe" shows as "fatturaexe.pdf".
    expect(stripBidiControls('fattura\u202Efdp.exe')).toBe('fatturafdp.exe');
    const all = '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u200E\u200F\u061C';
    expect(stripBidiControls(`a${all}b${all}`)).toBe('ab');
    expect(stripBidiControls('Città di Sankt Pölten – «Orari».pdf')).toBe(
      'Città di Sankt Pölten – «Orari».pdf',
    );
    // Neighbours of the controls are letters or spaces of their own: kept.
    expect(stripBidiControls('\u2029\u2065\u206A\u200D\u061B')).toBe('\u2029\u2065\u206A\u200D\u061B');
  });

  it('names the first string of an input that holds one, keys included; tab and new lines pass', () => {
    expect(findControlChars({ username: 'a\u0000', password: 'x' })).toEqual(['username']);
    expect(findControlChars({ values: { note: 'riga 1\r\n\triga 2' } })).toBeNull();
    expect(findControlChars({ values: { list: ['ok', 'bell\u0007'] } })).toEqual(['values', 'list', 1]);
    expect(findControlChars({ values: { 'a\u0000b': 1 } })).toEqual(['values', 'ab']);
    expect(findControlChars('x\u001b[31m')).toEqual([]);
    expect(findControlChars([1, true, null, { n: 2 }])).toBeNull();
  });

  it('walks an input nested 100,000 deep without the call stack, and names the string found there', () => {
    let deep: unknown = 'fondo\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = i % 2 ? [deep] : { a: deep };
    const path = findControlChars(deep);
    expect(path).toHaveLength(100_000);
    expect(path?.slice(0, 4)).toEqual([0, 'a', 0, 'a']);
    let clean: unknown = 'fondo';
    for (let i = 0; i < 100_000; i += 1) clean = [clean];
    expect(findControlChars(clean)).toBeNull();
  });
});
