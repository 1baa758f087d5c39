// Text helpers without schemas, for screens that must not load zod.

/** Text of rich text without tags and entities: rich-text limits count what the reader sees (spec 1 §5). */
export function plainTextOf(html: string): string {
  const entities: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (_, name: string) => entities[name] ?? '');
}

// Segmenting needs no locale data for graphemes: one segmenter serves every call.
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * How many characters a reader counts in a text: user-perceived characters (grapheme clusters), so
 * an emoji, a flag or a letter with its accent is one, as the spec's "battute spazi inclusi" are.
 * `String.length` counts UTF-16 units (an emoji is two or more); browser and server both count here.
 */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of graphemes.segment(text)) count++;
  return count;
}

/** The first `max` characters of a text (as characterCount counts them), never cutting one in two. */
export function firstCharacters(text: string, max: number): string {
  let end = 0;
  let count = 0;
  for (const { index, segment } of graphemes.segment(text)) {
    if (count === max) break;
    end = index + segment.length;
    count++;
  }
  return text.slice(0, end);
}
