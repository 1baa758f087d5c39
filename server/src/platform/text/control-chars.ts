/** C0 control characters (U+0000–U+001F) and DEL (U+007F). */
const isControl = (code: number) => code < 0x20 || code === 0x7f;

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
