import { execFileSync } from 'node:child_process';

/**
 * A PDF read back as its reader sees it, with poppler's tools: the text (pdftotext: glyphs of an
 * embedded font mapped back to their letters), whitespace runs made single spaces; the fonts
 * (pdffonts: name, whether embedded and subset).
 */
export function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf })
    .toString('utf8')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface PdfFontRow {
  name: string;
  type: string;
  embedded: boolean;
  subset: boolean;
}

export function pdfFonts(pdf: Buffer): PdfFontRow[] {
  const lines = execFileSync('pdffonts', ['-'], { input: pdf }).toString('utf8').split('\n').slice(2);
  return lines
    .filter((l) => l.trim())
    .map((l) => {
      // name, type (may hold spaces), encoding, emb, sub, uni, object, id
      const cols = l.trim().split(/\s+/);
      const [emb, sub] = cols.slice(-5, -3);
      return {
        name: cols[0]!,
        type: cols.slice(1, -6).join(' '),
        embedded: emb === 'yes',
        subset: sub === 'yes',
      };
    });
}
