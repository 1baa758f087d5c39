import { describe, expect, it } from 'vitest';
import {
  createPdfDocument,
  drawableStrings,
  FONTS,
  fontOf,
  onEveryPage,
  withoutControlChars,
} from './index.js';
import { pdfFonts, pdfText } from './pdf.test-kit.js';

const TEXTS = [
  "Città d'arte: à è é ì ò ù — «più» caffè",
  'Öffnungszeiten: Mo–Fr, Grüße aus Süßen',
  'Señor Muñoz, año: ¿mañana? ¡Sí!',
  'Œuvre, façade, Noël: “garçon” l’été…',
  'Prezzo: 12 € · Łódź, Kraków, Győr',
];

/** An A4 test document with the given title. */
const testDocument = (title: string) =>
  createPdfDocument({
    margins: { top: 40, bottom: 40, left: 40, right: 40 },
    lang: 'it',
    title,
    subject: 'Test',
    author: 'Sportello',
  });

describe('the PDFs’ document', () => {
  it('reads back every letter of a later document, after an earlier one drew accented capitals', async () => {
    // The parsed faces serve every document of the process; a composite glyph (Ö, Ó) embedded
    // first once left its base letter (O) without a character, so later PDFs lost it when read.
    const draw = async (text: string) => {
      const { doc, finish } = await testDocument('Prova');
      for (const font of Object.values(FONTS)) doc.font(font).fontSize(12).text(text);
      return pdfText(await finish());
    };
    await draw('ÖÓÒÔÕ öóòôõ ÁÀÉÈÍÌÚÙ áàéèíìúù Ñ ñ Ç ç');
    const later = await draw('On the map · Osteria · Opening hours · OFFER · ASELECTION');
    expect(later).toContain('On the map · Osteria · Opening hours · OFFER · ASELECTION');
  });

  it('embeds DejaVu Sans (only the glyphs used) and prints every language as written', async () => {
    const { doc, finish } = await testDocument('Prova «àèé»');
    for (const [i, text] of TEXTS.entries())
      doc
        .font(Object.values(FONTS)[i % 4]!)
        .fontSize(12)
        .text(text);
    onEveryPage(doc, (page, pages) => doc.font(FONTS.regular).text(`Pagina ${page} di ${pages}`, 40, 800));
    const pdf = await finish();
    const text = pdfText(pdf);
    for (const t of TEXTS) expect(text).toContain(t);
    expect(text).toContain('Pagina 1 di 1');
    const fonts = pdfFonts(pdf);
    expect(fonts.map((f) => f.name.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual([
      'DejaVuSans',
      'DejaVuSans-Bold',
      'DejaVuSans-BoldOblique',
      'DejaVuSans-Oblique',
    ]);
    expect(fonts.every((f) => f.embedded && f.subset)).toBe(true);
    // Subsets: four faces of ~700 KB each come to a few tens of KB.
    expect(pdf.length).toBeLessThan(80_000);
  });

  it('draws every letter, and only control characters become spaces', () => {
    expect(withoutControlChars('Łódź → Kraków «ß»')).toBe('Łódź → Kraków «ß»');
    expect(withoutControlChars('a\u0007b\tc\nd\u0085e')).toBe('a b c\nd e');
    expect(drawableStrings({ a: 'x\u0000y', b: ['p\u001fq', 3, null], c: { d: 'ok' } })).toEqual({
      a: 'x y',
      b: ['p q', 3, null],
      c: { d: 'ok' },
    });
    expect(fontOf({ bold: true, italic: true })).toBe(FONTS.boldItalic);
    expect(fontOf({ italic: true })).toBe(FONTS.italic);
    expect(fontOf({})).toBe(FONTS.regular);
  });
});
