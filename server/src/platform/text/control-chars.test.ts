import { describe, expect, it } from 'vitest';
import { hasControlChars, stripControlChars } from './control-chars.js';

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
});
