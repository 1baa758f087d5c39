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
 * Bidirectional controls: embeddings and overrides (U+202A–U+202E), isolates (U+2066–U+2069) and
 * the marks (U+200E, U+200F, U+061C). Invisible, they reorder what follows: with a right-to-left
 * override "fattura\u202Efdp.exe" shows as "fatturaexe.pdf". No file name needs them (the content
 * languages are all left to right), so names taken from uploads lose them (readMultipart).
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;

/** The text without bidirectional controls (file names of uploads, shown to others). */
export const stripBidiControls = (text: string): string => text.replace(BIDI_CONTROLS, '');

/**
 * The path of the first string (a value or an object key) in a parsed input that holds a control
 * character other than tab, line feed and carriage return, e.g. ['values', 'name'] or ['ids', 2];
 * null when there is none. Walks arrays and plain objects with its own stack, not the call stack:
 * a body nested thousands deep overflowed the recursive walk (a 500) and copied its path at every
 * level (seconds of a blocked event loop). The path is built only for the string found.
 */
export function findControlChars(input: unknown): (string | number)[] | null {
  type Node = { value: unknown; key: string | number | null; parent: Node | null };
  const pathOf = (node: Node, last?: string) => {
    const path: (string | number)[] = last === undefined ? [] : [last];
    for (let n: Node | null = node; n && n.key !== null; n = n.parent) path.push(n.key);
    return path.reverse();
  };
  const stack: Node[] = [{ value: input, key: null, parent: null }];
  while (stack.length) {
    const node = stack.pop()!;
    const { value } = node;
    if (typeof value === 'string') {
      if (hasControlChars(value, ALLOWED_CONTROL_CHARS)) return pathOf(node);
    } else if (Array.isArray(value)) {
      // Pushed last to first, so the first offending item is the one named.
      for (let i = value.length - 1; i >= 0; i -= 1) stack.push({ value: value[i], key: i, parent: node });
    } else if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value);
      for (const [key] of entries) {
        if (hasControlChars(key, ALLOWED_CONTROL_CHARS)) return pathOf(node, stripControlChars(key));
      }
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [key, child] = entries[i]!;
        stack.push({ value: child, key, parent: node });
      }
    }
  }
  return null;
}

/** The Italian refusal naming the field, e.g. «values.name». */
export const controlCharsMessage = (field: string) =>
  `Il campo «${field}» contiene caratteri di controllo non ammessi.`;
