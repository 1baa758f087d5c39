import { createRequire } from 'node:module';
import path from 'node:path';

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
 * Names the four faces in the document and makes the regular one current. pdfkit reads a face's
 * file the first time the document uses it, so a face never used costs nothing.
 */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  for (const [name, file] of Object.entries(FILES)) doc.registerFont(name, path.join(ttfDir(), file));
  doc.font(FONTS.regular);
}

/** The face of a run of text. */
export const fontOf = (style: { bold?: boolean; italic?: boolean }): PdfFont =>
  style.bold ? (style.italic ? FONTS.boldItalic : FONTS.bold) : style.italic ? FONTS.italic : FONTS.regular;
