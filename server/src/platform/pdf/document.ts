import { loadPdfKit } from '../lazy/libraries.js';
import { registerFonts } from './fonts.js';
import { withoutControlChars } from './text.js';

/** An A4 document being drawn, and the call that ends it and hands its bytes. */
export interface PdfDocument {
  doc: PDFKit.PDFDocument;
  finish(): Promise<Buffer>;
}

export interface PdfDocumentOptions {
  margins: { top: number; bottom: number; left: number; right: number };
  /** The language of its text (readers and screen readers pick their voice from it). */
  lang: string;
  title: string;
  subject: string;
  author: string;
  /** false keeps the page streams readable (tests); compressed otherwise. */
  compress?: boolean | undefined;
}

/**
 * A new A4 document with the Unicode font registered and current. Its pages stay buffered, so
 * footers can be drawn once the page count is known (onEveryPage).
 */
export async function createPdfDocument(o: PdfDocumentOptions): Promise<PdfDocument> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: 'A4',
    margins: o.margins,
    bufferPages: true,
    compress: o.compress ?? true,
    lang: o.lang,
    displayTitle: true,
    info: {
      Title: withoutControlChars(o.title),
      Subject: withoutControlChars(o.subject),
      Author: withoutControlChars(o.author),
      Creator: 'Sportello',
    },
  });
  await registerFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  return {
    doc,
    async finish() {
      doc.end();
      await finished;
      return Buffer.concat(chunks);
    },
  };
}

/**
 * Draws on every page of the document (a footer, a page number): `draw` gets the page's number
 * (from 1) and their count, with the bottom margin lifted so text below it adds no page.
 */
export function onEveryPage(doc: PDFKit.PDFDocument, draw: (page: number, pages: number) => void): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    draw(i - range.start + 1, range.count);
    doc.page.margins.bottom = bottom;
  }
}
