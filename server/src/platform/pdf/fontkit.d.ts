// fontkit ships no types: the calls the PDFs' fonts use (a font file's bytes to a parsed font, and
// the walk over its characters that gives every glyph its character; fonts.ts says why).
declare module 'fontkit' {
  export interface Font {
    readonly characterSet: number[];
    glyphForCodePoint(codePoint: number): object;
  }
  export function create(buffer: Uint8Array): Font;
}
