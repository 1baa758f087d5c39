import { describe, expect, it } from 'vitest';
import { sanitizeRichText, showRichText } from './rich-text.js';

describe('the one rich-text sanitiser', () => {
  it('keeps what the editor writes: p, br, b, i, u, ul, ol, li, a, strong, em and safe links', () => {
    const tiptap =
      '<p>Uno <strong>due</strong> <em>tre</em> <u>quattro</u><br />cinque</p><ul><li><p>a</p></li></ul><ol><li>b</li></ol>' +
      '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://example.org/x">sito</a> <a href="mailto:iat@example.org">scrivi</a></p>';
    expect(sanitizeRichText(tiptap)).toBe(tiptap);
    expect(sanitizeRichText(sanitizeRichText(tiptap))).toBe(tiptap);
  });

  it('drops scripts, handlers, frames, images and unsafe link schemes, keeping the text', () => {
    const dirty =
      '<h1 style="x">Titolo</h1><p onclick="x()">a<script>alert(1)</script><img src=x onerror=alert(1)>' +
      '<a href="javascript:alert(1)">b</a><a href="//evil.example">c</a><iframe src="https://evil.example"></iframe></p>';
    expect(sanitizeRichText(dirty)).toBe('Titolo<p>a<a>b</a><a>c</a></p>');
  });

  it('for display, headings become paragraphs and links open outside', () => {
    expect(showRichText('<h2>T</h2><p><em>x</em> <a href="https://e.org">y</a></p>')).toBe(
      '<p>T</p><p><i>x</i> <a href="https://e.org" target="_blank" rel="noopener noreferrer">y</a></p>',
    );
  });
});
