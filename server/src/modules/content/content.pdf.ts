import { loadPdfKit, loadSharp } from '../../platform/lazy/libraries.js';
import { LANGUAGE_NAMES, RENDER_MESSAGES as R } from './content-list.messages.js';
import type { RenderBlock, RenderSection, RenderedContent } from './content.blocks.js';
import type { RichPara } from './content.rich-text.js';

/**
 * The PDF of one language of a content (guides and reports above all): the renderer's blocks drawn
 * on A4 pages with pdfkit's Helvetica (WinAnsi, so Italian accents print), the cover and the first
 * images of stages, chapters and galleries, and a footer with the page number on every page.
 */

type Doc = PDFKit.PDFDocument;

const COLORS = { text: '#1f2933', muted: '#52606d', accent: '#8a3b12', rule: '#cbd2d9' };
const MARGIN = { top: 56, bottom: 64, left: 56, right: 56 };
/** Gallery rows show at most this many images. */
const GALLERY_IMAGES = 3;
/** Images are drawn at most this wide (pixels), re-encoded as JPEG. */
const IMAGE_MAX_SIDE = 1400;

// ---------------------------------------------------------------------------------------------
// Text the standard fonts can print

const WIN_ANSI_EXTRA = new Set([
  0x152, 0x153, 0x160, 0x161, 0x178, 0x17d, 0x17e, 0x192, 0x2c6, 0x2dc, 0x2013, 0x2014, 0x2018, 0x2019,
  0x201a, 0x201c, 0x201d, 0x201e, 0x2020, 0x2021, 0x2022, 0x2026, 0x2030, 0x2039, 0x203a, 0x20ac, 0x2122,
]);
const printable = (code: number) =>
  (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(code);

/** Letters whose accent Unicode does not separate. */
const NO_DECOMPOSITION: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i' };

/**
 * Text Helvetica can draw: characters outside WinAnsi lose their accent (ő → o) or, failing that,
 * are left out; control characters become spaces.
 */
export function pdfSafe(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (ch === '\n') out += ch;
    else if (printable(code)) out += ch;
    else if (code < 0x20) out += ' ';
    else if (NO_DECOMPOSITION[ch]) out += NO_DECOMPOSITION[ch];
    else {
      const base = ch.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      out += [...base].every((c) => printable(c.codePointAt(0)!)) ? base : '';
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Images

/** An image ready to embed: JPEG bytes and their size in pixels. */
export interface PdfImage {
  data: Buffer;
  width: number;
  height: number;
}

/** Which images the PDF draws: the cover, the first of each chapter or stage, the first of galleries. */
export function pdfImageIds(content: RenderedContent): number[] {
  const ids = content.cover ? [content.cover.id] : [];
  for (const s of content.sections)
    for (const b of s.blocks)
      if (b.kind === 'images') ids.push(...b.images.slice(0, imagesShown(s)).map((i) => i.id));
  return [...new Set(ids)];
}

const imagesShown = (s: RenderSection) =>
  s.type === 'Gallery' || s.type === 'Social' || s.kind !== 'custom' ? GALLERY_IMAGES : 1;

/**
 * The images' bytes as JPEG the PDF can embed (any format the library accepts is converted and
 * scaled down); an image that cannot be read is left out.
 */
export async function loadPdfImages(
  ids: number[],
  read: (id: number) => Promise<{ data: Buffer; kind: string } | null>,
): Promise<Map<number, PdfImage>> {
  const images = new Map<number, PdfImage>();
  for (const id of ids) {
    const file = await read(id);
    if (!file || file.kind !== 'image') continue;
    try {
      const sharp = await loadSharp();
      const { data, info } = await sharp(file.data)
        .rotate()
        .resize(IMAGE_MAX_SIDE, IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
      images.set(id, { data, width: info.width, height: info.height });
    } catch {
      // A file sharp cannot decode is not drawn; the rest of the PDF still is.
    }
  }
  return images;
}

// ---------------------------------------------------------------------------------------------
// Drawing

class Writer {
  constructor(
    readonly doc: Doc,
    readonly images: Map<number, PdfImage>,
  ) {}

  get left() {
    return MARGIN.left;
  }
  get width() {
    return this.doc.page.width - MARGIN.left - MARGIN.right;
  }
  get bottom() {
    return this.doc.page.height - MARGIN.bottom;
  }

  /** A new page unless `height` still fits on this one. */
  room(height: number): void {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  space(points: number): void {
    this.doc.y += points;
  }

  text(text: string, opts: { font?: string; size?: number; color?: string; gap?: number } = {}): void {
    const { doc } = this;
    doc
      .font(opts.font ?? 'Helvetica')
      .fontSize(opts.size ?? 11)
      .fillColor(opts.color ?? COLORS.text)
      .text(pdfSafe(text), this.left, doc.y, { width: this.width });
    this.space(opts.gap ?? 4);
  }

  rich(paras: RichPara[]): void {
    const { doc } = this;
    for (const p of paras) {
      const indent = p.kind === 'li' ? 16 * p.depth : 0;
      const x = this.left + indent;
      const width = this.width - indent;
      this.room(16);
      const y = doc.y;
      if (p.bullet)
        doc
          .font('Helvetica')
          .fontSize(11)
          .fillColor(COLORS.text)
          .text(p.bullet, x - 14, y, { width: 14, lineBreak: false });
      const runs = p.runs.filter((r) => r.text !== '');
      runs.forEach((run, i) => {
        const font =
          run.bold && run.italic
            ? 'Helvetica-BoldOblique'
            : run.bold
              ? 'Helvetica-Bold'
              : run.italic
                ? 'Helvetica-Oblique'
                : 'Helvetica';
        doc
          .font(font)
          .fontSize(11)
          .fillColor(run.link ? COLORS.accent : COLORS.text);
        const options = {
          width,
          continued: i < runs.length - 1,
          underline: run.underline || run.link !== null,
          ...(run.link ? { link: run.link } : { link: null }),
        };
        if (i === 0) doc.text(pdfSafe(run.text), x, y, options);
        else doc.text(pdfSafe(run.text), options);
      });
      doc.x = this.left;
      this.space(p.kind === 'li' ? 2 : 6);
    }
    this.space(2);
  }

  /** One image across the width, at most `maxHeight` high. */
  image(id: number, maxHeight: number): void {
    const img = this.images.get(id);
    if (!img) return;
    const { doc } = this;
    const scale = Math.min(this.width / img.width, maxHeight / img.height, 1);
    const w = img.width * scale;
    const h = img.height * scale;
    this.room(h + 8);
    doc.image(img.data, this.left + (this.width - w) / 2, doc.y, { width: w, height: h });
    doc.y += h + 10;
  }

  /** Up to three images side by side. */
  row(ids: number[]): void {
    const shown = ids.filter((id) => this.images.has(id)).slice(0, GALLERY_IMAGES);
    if (shown.length === 0) return;
    if (shown.length === 1) return this.image(shown[0]!, 220);
    const { doc } = this;
    const gap = 8;
    const cell = (this.width - gap * (GALLERY_IMAGES - 1)) / GALLERY_IMAGES;
    const height = cell * 0.7;
    this.room(height + 8);
    const y = doc.y;
    shown.forEach((id, i) =>
      doc.image(this.images.get(id)!.data, this.left + i * (cell + gap), y, {
        fit: [cell, height],
        align: 'center',
        valign: 'center',
      }),
    );
    doc.y = y + height + 10;
  }

  facts(items: { label: string; lines: string[] }[]): void {
    const { doc } = this;
    for (const f of items) {
      this.room(16);
      const y = doc.y;
      if (f.label) {
        doc
          .font('Helvetica-Bold')
          .fontSize(10)
          .fillColor(COLORS.text)
          .text(`${pdfSafe(f.label)}: `, this.left, y, { width: this.width, continued: true });
        doc.font('Helvetica').text(pdfSafe(f.lines.join('; ')));
      } else this.text(f.lines.join('\n'), { size: 10, gap: 0 });
      doc.x = this.left;
      this.space(3);
    }
    this.space(4);
  }

  rule(): void {
    const { doc } = this;
    this.room(16);
    doc
      .moveTo(this.left, doc.y + 6)
      .lineTo(this.left + this.width, doc.y + 6)
      .lineWidth(0.5)
      .strokeColor(COLORS.rule)
      .stroke();
    this.space(16);
  }

  block(b: RenderBlock, section: RenderSection): void {
    switch (b.kind) {
      case 'rich':
        if (b.label) this.text(b.label, { font: 'Helvetica-Bold', size: 11, gap: 2 });
        return this.rich(b.text.paras);
      case 'text':
        return this.text(b.text, { color: COLORS.muted, gap: 8 });
      case 'heading':
        this.room(60);
        return this.text(b.text, { font: 'Helvetica-Bold', size: 13, gap: 6 });
      case 'facts':
        return this.facts(b.items);
      case 'images': {
        const ids = b.images.slice(0, imagesShown(section)).map((i) => i.id);
        return ids.length > 1 ? this.row(ids) : this.image(ids[0] ?? 0, 220);
      }
      case 'link': {
        const { doc } = this;
        this.room(16);
        doc
          .font('Helvetica')
          .fontSize(10)
          .fillColor(COLORS.accent)
          .text(pdfSafe(`${b.label}: ${b.url}`), this.left, doc.y, {
            width: this.width,
            link: b.url,
            underline: true,
          });
        return this.space(6);
      }
      case 'tags':
        return this.text(b.items.join('   '), { size: 10, color: COLORS.accent, gap: 8 });
      case 'divider':
        return this.rule();
    }
  }

  sectionHeading(s: RenderSection): void {
    const { doc } = this;
    this.room(90);
    this.space(10);
    if (s.eyelet) this.text(s.eyelet.toUpperCase(), { size: 9, color: COLORS.accent, gap: 2 });
    if (s.marker !== null) {
      const y = doc.y;
      const r = 11;
      doc
        .circle(this.left + r, y + r, r)
        .fillColor(COLORS.accent)
        .fill();
      doc
        .font('Helvetica-Bold')
        .fontSize(10)
        .fillColor('#ffffff')
        .text(String(s.marker), this.left, y + r - 5, { width: 2 * r, align: 'center' });
      doc
        .font('Helvetica-Bold')
        .fontSize(15)
        .fillColor(COLORS.text)
        .text(pdfSafe(s.heading ?? R.stage(s.marker)), this.left + 2 * r + 8, y + 3, {
          width: this.width - 2 * r - 8,
        });
      doc.x = this.left;
      doc.y = Math.max(doc.y, y + 2 * r) + 6;
      return;
    }
    if (s.heading)
      this.text(s.number !== null ? `${s.number}. ${s.heading}` : s.heading, {
        font: 'Helvetica-Bold',
        size: 15,
        gap: 6,
      });
  }
}

/** The PDF bytes. `compress: false` keeps the page streams readable (tests). */
export async function contentPdf(
  content: RenderedContent,
  images: Map<number, PdfImage>,
  opts: { compress?: boolean } = {},
): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    compress: opts.compress ?? true,
    lang: content.lang,
    displayTitle: true,
    info: {
      Title: pdfSafe(content.title),
      Subject: pdfSafe(content.typeName),
      Author: 'Sportello',
      Creator: 'Sportello',
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  const w = new Writer(doc, images);
  if (content.cover) w.image(content.cover.id, 300);
  w.text(`${content.typeName} · ${LANGUAGE_NAMES[content.lang]}`.toUpperCase(), {
    size: 9,
    color: COLORS.accent,
    gap: 4,
  });
  if (content.tagline)
    w.text(content.tagline, { font: 'Helvetica-Bold', size: 13, color: COLORS.accent, gap: 2 });
  w.text(content.title, { font: 'Helvetica-Bold', size: 24, gap: 6 });
  if (content.subtitle) w.text(content.subtitle, { size: 14, color: COLORS.muted, gap: 10 });
  if (content.lead) w.rich(content.lead.paras);
  for (const s of content.sections) {
    w.sectionHeading(s);
    for (const b of s.blocks) w.block(b, s);
  }

  // The footer of every page: the title and "Pagina n di m".
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - 40;
    doc.font('Helvetica').fontSize(8).fillColor(COLORS.muted);
    doc.text(pdfSafe(content.title), MARGIN.left, y, {
      width: w.width * 0.7,
      lineBreak: false,
      ellipsis: true,
    });
    doc.text(R.page(i + 1, range.count), MARGIN.left, y, {
      width: w.width,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottomMargin;
  }
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}
