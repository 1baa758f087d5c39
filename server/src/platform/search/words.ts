/**
 * The one way text becomes searchable and a query becomes words, for every full-text index of the
 * server (contents, the explore catalogue): text is folded (no accents, lower case) before it is
 * indexed and before it is searched, so SQLite FTS5 (unicode61) and PostgreSQL ('simple') see the
 * same words and answer alike.
 */

/** Lower case, no accents: what both engines' full-text indexes are built from and searched with. */
export const foldForSearch = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** At most this many words are searched; a longer query only narrows further. */
const MAX_WORDS = 12;

/**
 * The words of a query as the indexes see them: folded and split on anything that is not a letter
 * or a digit, as FTS5's unicode61 and PostgreSQL's parser split the indexed text. Only letters and
 * digits remain, so no word can carry query syntax.
 */
export function searchWords(query: string): string[] {
  const words = foldForSearch(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/** FTS5: every word a quoted prefix token, all required ("w1"* "w2"*). */
export const ftsMatchExpression = (words: readonly string[]): string =>
  words.map((w) => `"${w.replace(/"/g, '""')}"*`).join(' ');

/**
 * PostgreSQL tsquery: 'w1':* & 'w2':* (quotes and backslashes escaped for the lexeme syntax); with
 * `weight`, each word only where the vector holds it with that weight ('w1':*A: in the title).
 */
export const tsQueryExpression = (words: readonly string[], weight: '' | 'A' = ''): string =>
  words.map((w) => `'${w.replace(/\\/g, '\\\\').replace(/'/g, "''")}':*${weight}`).join(' & ');
