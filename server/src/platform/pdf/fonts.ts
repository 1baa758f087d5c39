import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Font as FontkitFont } from 'fontkit';
import { loadFontKit } from '../lazy/libraries.js';

/**
 * The PDFs' typeface: DejaVu Sans, embedded (pdfkit keeps only the glyphs a document uses). It
 * draws every letter and sign of the five languages (à ß ñ ç œ « » € – “ ” ’ …), which pdfkit's
 * standard Helvetica, limited to WinAnsi, could not. The files come from the dejavu-fonts-ttf
 * package, found from this file, so the same code runs from src/ (tests) and dist/ (production).
 */

/** The four faces by the names a document knows them (not a standard font's name). */
export const FONTS = {
  regular: 'Sans',
  bold: 'Sans-Bold',
  italic: 'Sans-Oblique',
  boldItalic: 'Sans-BoldOblique',
} as const;

export type PdfFont = (typeof FONTS)[keyof typeof FONTS];

const FILES: Record<PdfFont, string> = {
  [FONTS.regular]: 'DejaVuSans.ttf',
  [FONTS.bold]: 'DejaVuSans-Bold.ttf',
  [FONTS.italic]: 'DejaVuSans-Oblique.ttf',
  [FONTS.boldItalic]: 'DejaVuSans-BoldOblique.ttf',
};

let fontDir: string | null = null;
const ttfDir = () =>
  (fontDir ??= path.join(
    path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
    'ttf',
  ));

/**
 * The faces, parsed once per process: given a file, pdfkit would read and parse it again for every
 * document (~250 ms of the event loop for a list's PDF, against ~20 ms drawing it). A parsed font
 * is only read by the documents that embed it (each keeps its own subset), so one serves them all.
 */
let faces: Promise<Record<PdfFont, FontkitFont>> | null = null;
const parsedFaces = () =>
  (faces ??= (async () => {
    const fontkit = await loadFontKit();
    const entries = await Promise.all(
      Object.entries(FILES).map(async ([name, file]) => {
        const bytes = await fs.readFile(path.join(ttfDir(), file));
        return [name, withEveryCharacter(fontkit.create(bytes))] as const;
      }),
    );
    return Object.fromEntries(entries) as Record<PdfFont, FontkitFont>;
  })());

/**
 * fontkit keeps one glyph object per glyph, with the characters it was first reached by. A
 * document that embeds a composite glyph (Ö, Ó) reaches its base letter (O) through the composite,
 * with no character; every later document sharing the face then writes O without its character,
 * and a reader (copy, search, pdftotext) loses it. Reaching every glyph from its character first,
 * once per process (~15 ms a face), gives each one its character for good.
 */
function withEveryCharacter(font: FontkitFont): FontkitFont {
  for (const codePoint of font.characterSet)
    if (!isPresentationForm(codePoint)) font.glyphForCodePoint(codePoint);
  return font;
}

/**
 * Ligatures (ﬀ, ﬁ) and Arabic presentation forms are reached by layout from the letters they join,
 * and must keep those letters ("ff"), not their own code point, or "caffè" reads back as "caﬀè".
 */
const isPresentationForm = (codePoint: number) =>
  (codePoint >= 0xfb00 && codePoint <= 0xfdff) || (codePoint >= 0xfe70 && codePoint <= 0xfeff);

/** Names the four faces in the document and makes the regular one current. */
export async function registerFonts(doc: PDFKit.PDFDocument): Promise<void> {
  const parsed = await parsedFaces();
  // pdfkit takes a parsed fontkit font as a source (its types know only files and bytes).
  for (const [name, font] of Object.entries(parsed)) doc.registerFont(name, font as unknown as Buffer);
  doc.font(FONTS.regular);
}

/** The face of a run of text. */
export const fontOf = (style: { bold?: boolean; italic?: boolean }): PdfFont =>
  style.bold ? (style.italic ? FONTS.boldItalic : FONTS.bold) : style.italic ? FONTS.italic : FONTS.regular;
