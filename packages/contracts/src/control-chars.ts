/**
 * Control characters in what clients send. PostgreSQL refuses NUL in text and JSON (a 500 where
 * SQLite stores it), and no person types the others: every string of every request is checked
 * once, by the server, with `findControlChars` (body, query, path, GraphQL variables, multipart
 * fields), so both engines store the same things.
 *
 * Tab, line feed and carriage return are allowed everywhere: multi-line text (textareas, rich
 * text, a GraphQL document) is legitimate in many fields, and a per-field list would drift from
 * the schemas. Every other C0 control (U+0000–U+001F) and DEL (U+007F) is refused.
 */

/** C0 control characters (U+0000–U+001F) and DEL (U+007F). */
const isControl = (code: number) => code < 0x20 || code === 0x7f;

/** What a request may hold: tab, line feed, carriage return. */
export const ALLOWED_CONTROL_CHARS = '\t\n\r';

/** Whether the text holds a control character other than those in `allowed` (e.g. '\t\n'). */
export function hasControlChars(text: string, allowed = ''): boolean {
  for (let i = 0; i < text.length; i += 1) {
    if (isControl(text.charCodeAt(i)) && !allowed.includes(text[i]!)) return true;
  }
  return false;
}

/** The text without control characters (names typed or sent by clients, shown to others). */
export function stripControlChars(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i += 1) if (!isControl(text.charCodeAt(i))) out += text[i];
  return out;
}

/**
 * The path of the first string (a value or an object key) in a parsed input that holds a control
 * character other than tab, line feed and carriage return, e.g. ['values', 'name'] or ['ids', 2];
 * null when there is none. Walks arrays and plain objects; depth is bounded by the JSON parser.
 */
export function findControlChars(input: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (typeof input === 'string') return hasControlChars(input, ALLOWED_CONTROL_CHARS) ? path : null;
  if (Array.isArray(input)) {
    for (let i = 0; i < input.length; i += 1) {
      const found = findControlChars(input[i], [...path, i]);
      if (found) return found;
    }
    return null;
  }
  if (input !== null && typeof input === 'object') {
    for (const [key, value] of Object.entries(input)) {
      if (hasControlChars(key, ALLOWED_CONTROL_CHARS)) return [...path, stripControlChars(key)];
      const found = findControlChars(value, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/** The Italian refusal naming the field, e.g. «values.name». */
export const controlCharsMessage = (field: string) =>
  `Il campo «${field}» contiene caratteri di controllo non ammessi.`;
