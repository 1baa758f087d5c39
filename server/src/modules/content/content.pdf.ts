import {
  createPdfDocument,
  drawableStrings,
  FONTS,
  fontOf,
  onEveryPage,
  type PdfFont,
  type PdfImage,
} from '../../platform/pdf/index.js';
import { LANGUAGE_NAMES, RENDER_MESSAGES as R } from './content-list.messages.js';
import type { RenderBlock, RenderSection, RenderedContent } from './content.blocks.js';
import type { RichPara } from './content.rich-text.js';

/**
 * The PDF of one language of a content (guides and reports above all): the renderer's blocks drawn
 * on A4 pages (the portal's PDF document, platform/pdf: its embedded font prints every language as
 * written), the cover and the first images of stages, chapters and galleries, and a footer with the
 * page number on every page.
 */

type Doc = PDFKit.PDFDocument;

const COLORS = { text: '#1f2933', muted: '#52606d', accent: '#8a3b12', rule: '#cbd2d9' };
const MARGIN = { top: 56, bottom: 64, left: 56, right: 56 };
/** Gallery rows show at most this many images. */
const GALLERY_IMAGES = 3;

// ---------------------------------------------------------------------------------------------
// Images

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

  text(text: string, opts: { font?: PdfFont; size?: number; color?: string; gap?: number } = {}): void {
    const { doc } = this;
    doc
      .font(opts.font ?? FONTS.regular)
      .fontSize(opts.size ?? 11)
      .fillColor(opts.color ?? COLORS.text)
      .text(text, this.left, doc.y, { width: this.width });
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
          .font(FONTS.regular)
          .fontSize(11)
          .fillColor(COLORS.text)
          .text(p.bullet, x - 14, y, { width: 14, lineBreak: false });
      const runs = p.runs.filter((r) => r.text !== '');
      runs.forEach((run, i) => {
        doc
          .font(fontOf(run))
          .fontSize(11)
          .fillColor(run.link ? COLORS.accent : COLORS.text);
        const options = {
          width,
          continued: i < runs.length - 1,
          underline: run.underline || run.link !== null,
          ...(run.link ? { link: run.link } : { link: null }),
        };
        if (i === 0) doc.text(run.text, x, y, options);
        else doc.text(run.text, options);
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
          .font(FONTS.bold)
          .fontSize(10)
          .fillColor(COLORS.text)
          .text(`${f.label}: `, this.left, y, { width: this.width, continued: true });
        doc.font(FONTS.regular).text(f.lines.join('; '));
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
        if (b.label) this.text(b.label, { font: FONTS.bold, size: 11, gap: 2 });
        return this.rich(b.text.paras);
      case 'text':
        return this.text(b.text, { color: COLORS.muted, gap: 8 });
      case 'heading':
        this.room(60);
        return this.text(b.text, { font: FONTS.bold, size: 13, gap: 6 });
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
          .font(FONTS.regular)
          .fontSize(10)
          .fillColor(COLORS.accent)
          .text(`${b.label}: ${b.url}`, this.left, doc.y, {
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
        .font(FONTS.bold)
        .fontSize(10)
        .fillColor('#ffffff')
        .text(String(s.marker), this.left, y + r - 5, { width: 2 * r, align: 'center' });
      doc
        .font(FONTS.bold)
        .fontSize(15)
        .fillColor(COLORS.text)
        .text(s.heading ?? R.stage(s.marker), this.left + 2 * r + 8, y + 3, {
          width: this.width - 2 * r - 8,
        });
      doc.x = this.left;
      doc.y = Math.max(doc.y, y + 2 * r) + 6;
      return;
    }
    if (s.heading)
      this.text(s.number !== null ? `${s.number}. ${s.heading}` : s.heading, {
        font: FONTS.bold,
        size: 15,
        gap: 6,
      });
  }
}

/** The PDF bytes. `compress: false` keeps the page streams readable (tests). */
export async function contentPdf(
  rendered: RenderedContent,
  images: Map<number, PdfImage>,
  opts: { compress?: boolean } = {},
): Promise<Buffer> {
  const content = drawableStrings(rendered);
  const { doc, finish } = await createPdfDocument({
    margins: MARGIN,
    lang: content.lang,
    title: content.title,
    subject: content.typeName,
    author: 'Sportello',
    compress: opts.compress,
  });

  const w = new Writer(doc, images);
  if (content.cover) w.image(content.cover.id, 300);
  w.text(`${content.typeName} · ${LANGUAGE_NAMES[content.lang]}`.toUpperCase(), {
    size: 9,
    color: COLORS.accent,
    gap: 4,
  });
  if (content.tagline) w.text(content.tagline, { font: FONTS.bold, size: 13, color: COLORS.accent, gap: 2 });
  w.text(content.title, { font: FONTS.bold, size: 24, gap: 6 });
  if (content.subtitle) w.text(content.subtitle, { size: 14, color: COLORS.muted, gap: 10 });
  if (content.lead) w.rich(content.lead.paras);
  for (const s of content.sections) {
    w.sectionHeading(s);
    for (const b of s.blocks) w.block(b, s);
  }

  // The footer of every page: the title and "Pagina n di m".
  onEveryPage(doc, (page, pages) => {
    const y = doc.page.height - 40;
    doc.font(FONTS.regular).fontSize(8).fillColor(COLORS.muted);
    doc.text(content.title, MARGIN.left, y, {
      width: w.width * 0.7,
      lineBreak: false,
      ellipsis: true,
    });
    doc.text(R.page(page, pages), MARGIN.left, y, {
      width: w.width,
      align: 'right',
      lineBreak: false,
    });
  });
  return finish();
}
