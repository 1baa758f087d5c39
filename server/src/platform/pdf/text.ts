/**
 * What no font draws: control characters (a tab, a stray bell from a pasted text) would come out
 * as empty boxes. Every letter and sign is drawn as written: the embedded font has them.
 */
const isControl = (code: number) => (code < 0x20 && code !== 0x0a) || (code >= 0x7f && code <= 0x9f);

/** The text with its control characters as spaces (line breaks stay). */
export function withoutControlChars(text: string): string {
  let out = '';
  for (const ch of text) out += isControl(ch.codePointAt(0)!) ? ' ' : ch;
  return out;
}

/**
 * A document's data with every string made drawable (withoutControlChars), arrays and plain
 * objects walked through; done once before drawing, so no drawing call has to remember it.
 */
export function drawableStrings<T>(value: T): T {
  if (typeof value === 'string') return withoutControlChars(value) as T;
  if (Array.isArray(value)) return value.map(drawableStrings) as T;
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, drawableStrings(v)])) as T;
  return value;
}
