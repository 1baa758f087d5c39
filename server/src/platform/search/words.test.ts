import { describe, expect, it } from 'vitest';
import { foldForSearch, hasWordPrefixes, searchWords } from './words.js';

describe('hasWordPrefixes: the full-text indexes’ word test, row by row', () => {
  const holds = (text: string, query: string) => hasWordPrefixes(foldForSearch(text), searchWords(query));

  it('finds a word at the start of a word of the text, after a space or a sign', () => {
    expect(holds('Colline del Chianti', 'col')).toBe(true);
    expect(holds('tra le colline', 'col')).toBe(true);
    expect(holds('Val d’Orcia', 'orcia')).toBe(true);
    expect(holds('mura (colle) e torri', 'COLLE')).toBe(true);
    expect(holds('Città di Castello', 'citta castel')).toBe(true);
  });

  it('refuses a word found only inside another word, as the indexes do', () => {
    expect(holds('protocollo', 'col')).toBe(false);
    expect(holds('1col', 'col')).toBe(false);
    // A letter beyond the basic plane (two UTF-16 units) still joins the word.
    expect(holds('𝐀col', 'col')).toBe(false);
    expect(holds('𝐀 col', 'col')).toBe(true);
  });

  it('needs every word, each somewhere', () => {
    expect(holds('Festa sulle colline di Siena', 'siena col')).toBe(true);
    expect(holds('Festa sulle colline di Siena', 'siena mare')).toBe(false);
    // A later occurrence at a word's start counts when an earlier one is inside a word.
    expect(holds('protocollo e colline', 'col')).toBe(true);
  });
});
