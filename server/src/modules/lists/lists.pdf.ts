import type { ListLocale } from '@sportello/contracts';
import { loadQrCode } from '../../platform/lazy/libraries.js';
import {
  createPdfDocument,
  drawableStrings,
  FONTS,
  onEveryPage,
  type PdfImage,
} from '../../platform/pdf/index.js';
import { drawListMap } from './lists.pdf-map.js';
import { C, colorOf, M } from './lists.pdf-style.js';
import { PDF_TEXTS, type PdfTexts } from './lists.pdf-texts.js';

/**
 * The PDF a desk hands a visitor: A4, in the visitor's language; the office's name, address, phone
 * and opening hours at the top; a vector map of every element (numbered markers drawn from their
 * coordinates: no tiles, no internet); then one card per element with its photo, type, title,
 * address, hours or dates, price, a short text and a QR code to its page; page numbers in the
 * footer. The portal's PDF document (platform/pdf): its embedded font prints every language as
 * written.
 */

type Doc = PDFKit.PDFDocument;
type QrCode = Awaited<ReturnType<typeof loadQrCode>>;

export interface ListPdfItem {
  n: number;
  type: string;
  title: string;
  subtitle: string;
  address: string;
  hours: string;
  dates: string;
  price: string;
  phone: string;
  text: string;
  /** The address its QR code opens (its website, or its place on the map). */
  qr: string | null;
  point: { lat: number; lng: number } | null;
  /** Its municipality's name ('' when unknown): the map's label. */
  town: string;
  imageKey: string | null;
  status: 'expired' | 'withdrawn' | null;
  /** The language its texts are printed in when it has none in the PDF's language (null: it has). */
  shownIn: ListLocale | null;
}

export interface ListPdfData {
  lang: ListLocale;
  title: string;
  office: {
    name: string;
    address: string;
    phone: string;
    email: string;
    hours: string[];
    point: { lat: number; lng: number } | null;
  };
  items: ListPdfItem[];
}

const truncate = (text: string, max: number) => {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20)).replace(/[,.;:\s]+$/, '')}…`;
};

/** A QR code drawn as vector squares (crisp at any zoom, nothing to decode). */
function drawQr(QRCode: QrCode, doc: Doc, text: string, x: number, y: number, size: number) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  const cell = size / (count + 2);
  doc.save().rect(x, y, size, size).fill('#ffffff');
  doc.fillColor('#111111');
  for (let r = 0; r < count; r++)
    for (let c = 0; c < count; c++)
      if (qr.modules.get(r, c)) doc.rect(x + (c + 1) * cell, y + (r + 1) * cell, cell + 0.05, cell + 0.05);
  doc.fill().restore();
}

class ListPdfWriter {
  readonly width: number;
  constructor(
    readonly doc: Doc,
    readonly t: PdfTexts,
    readonly images: Map<string, PdfImage>,
    readonly qrCode: QrCode,
  ) {
    this.width = doc.page.width - M.left - M.right;
  }

  get bottom() {
    return this.doc.page.height - M.bottom;
  }

  room(height: number) {
    if (this.doc.y + height > this.bottom) {
      this.doc.addPage();
      this.doc.y = M.top;
    }
  }

  header(data: ListPdfData) {
    const { doc } = this;
    const o = data.office;
    const right = [
      o.address,
      [o.phone && `${this.t.phone} ${o.phone}`, o.email].filter(Boolean).join('  ·  '),
    ].filter(Boolean);
    const hours = o.hours.length ? `${this.t.openingHours}: ${o.hours.join(' · ')}` : '';
    const bandH = 92 + (hours ? 18 : 0);
    doc.rect(0, 0, doc.page.width, bandH).fill(C.band);
    doc.rect(0, bandH, doc.page.width, 4).fill(C.accent);
    doc.font(FONTS.regular).fontSize(8.5).fillColor(C.bandMuted);
    doc.text(this.t.office.toUpperCase(), M.left, 30, {
      width: this.width * 0.55,
      characterSpacing: 1.2,
    });
    doc.font(FONTS.bold).fontSize(21).fillColor(C.bandText);
    doc.text(o.name, M.left, 44, { width: this.width * 0.55 });
    doc.font(FONTS.regular).fontSize(9).fillColor(C.bandText);
    let y = 32;
    for (const line of right) {
      doc.text(line, M.left + this.width * 0.55, y, { width: this.width * 0.45, align: 'right' });
      y = doc.y + 2;
    }
    if (hours) {
      doc.fillColor(C.bandMuted).text(hours, M.left, bandH - 24, { width: this.width, align: 'left' });
    }
    doc.y = bandH + 26;
    doc.font(FONTS.regular).fontSize(10).fillColor(C.accent);
    doc.text(this.t.selection.toUpperCase(), M.left, doc.y, { characterSpacing: 1.5 });
    doc.moveDown(0.2);
    doc.font(FONTS.bold).fontSize(24).fillColor(C.text);
    doc.text(data.title, M.left, doc.y, { width: this.width });
    doc.moveDown(0.6);
  }

  card(item: ListPdfItem) {
    const { doc, t } = this;
    const imgW = 112;
    const imgH = 84;
    const qrSize = 64;
    const textX = M.left + imgW + 14;
    const textW = this.width - imgW - 14 - qrSize - 12;
    const meta: [string, string][] = [];
    if (item.address) meta.push(['', item.address]);
    if (item.dates) meta.push([t.dates, item.dates]);
    if (item.hours) meta.push([t.openingHours, item.hours]);
    if (item.price) meta.push([t.price, item.price]);
    if (item.phone) meta.push([t.phone, item.phone]);
    const text = truncate(item.text || item.subtitle, 230);
    // Height of the text column, measured before drawing so the card never splits over pages.
    doc.font(FONTS.bold).fontSize(13);
    let need = 12 + doc.heightOfString(item.title, { width: textW }) + 4;
    doc.font(FONTS.regular).fontSize(8.5);
    for (const [label, value] of meta)
      need += doc.heightOfString(label ? `${label}: ${value}` : value, { width: textW }) + 1;
    doc.font(FONTS.regular).fontSize(9);
    if (text) need += 4 + doc.heightOfString(text, { width: textW });
    if (item.status) need += 14;
    if (item.shownIn) need += 12;
    const h = Math.max(need, imgH, qrSize + 12) + 16;
    this.room(h);
    const y = doc.y;
    // Photo, or a tile of the type's colour with its number.
    const image = item.imageKey ? this.images.get(item.imageKey) : undefined;
    if (image) {
      doc.save().roundedRect(M.left, y, imgW, imgH, 4).clip();
      const ratio = Math.max(imgW / image.width, imgH / image.height);
      const w = image.width * ratio;
      const hh = image.height * ratio;
      doc.image(image.data, M.left - (w - imgW) / 2, y - (hh - imgH) / 2, { width: w, height: hh });
      doc.restore();
    } else {
      doc.save().roundedRect(M.left, y, imgW, imgH, 4).fill(colorOf(item.type));
      doc.font(FONTS.bold).fontSize(30).fillColor('#ffffff').fillOpacity(0.9);
      doc.text((t.types[item.type] ?? item.type).slice(0, 1).toUpperCase(), M.left, y + imgH / 2 - 15, {
        width: imgW,
        align: 'center',
        lineBreak: false,
      });
      doc.restore();
    }
    // The number badge over the photo's corner (the map's number).
    doc
      .circle(M.left + 12, y + 12, 10)
      .lineWidth(1.5)
      .fillAndStroke(C.accent, '#ffffff');
    doc
      .font(FONTS.bold)
      .fontSize(item.n > 99 ? 7 : 9)
      .fillColor('#ffffff')
      .text(String(item.n), M.left + 2, y + 8, { width: 20, align: 'center', lineBreak: false });

    doc.font(FONTS.bold).fontSize(7.5).fillColor(colorOf(item.type));
    doc.text((t.types[item.type] ?? item.type).toUpperCase(), textX, y, {
      width: textW,
      characterSpacing: 1,
    });
    doc.moveDown(0.15);
    doc.font(FONTS.bold).fontSize(13).fillColor(C.text).text(item.title, textX, doc.y, { width: textW });
    if (item.shownIn) {
      doc.font(FONTS.italic).fontSize(8).fillColor(C.muted);
      doc.text(t.textIn(item.shownIn), textX, doc.y, { width: textW });
    }
    if (item.status) {
      doc.moveDown(0.1);
      doc.font(FONTS.bold).fontSize(8).fillColor(C.red);
      doc.text(`● ${item.status === 'expired' ? t.expired : t.unavailable}`, textX, doc.y, {
        width: textW,
      });
    }
    doc.moveDown(0.2);
    for (const [label, value] of meta) {
      doc.fontSize(8.5);
      if (label) {
        doc
          .font(FONTS.bold)
          .fillColor(C.muted)
          .text(`${label}: `, textX, doc.y, { width: textW, continued: true });
        doc.font(FONTS.regular).fillColor(C.text).text(value);
      } else doc.font(FONTS.regular).fillColor(C.text).text(value, textX, doc.y, { width: textW });
      doc.y += 1;
    }
    if (text) {
      doc.y += 3;
      doc
        .font(FONTS.regular)
        .fontSize(9)
        .fillColor(C.muted)
        .text(text, textX, doc.y, { width: textW, lineGap: 1 });
    }
    if (item.qr) {
      const qx = M.left + this.width - qrSize;
      drawQr(this.qrCode, doc, item.qr, qx, y, qrSize);
      doc
        .font(FONTS.regular)
        .fontSize(7)
        .fillColor(C.muted)
        .text(t.scan, qx, y + qrSize + 2, { width: qrSize, align: 'center', lineBreak: false });
    }
    const end = y + h - 8;
    doc
      .lineWidth(0.6)
      .strokeColor(C.rule)
      .moveTo(M.left, end)
      .lineTo(M.left + this.width, end)
      .stroke();
    doc.x = M.left;
    doc.y = end + 10;
  }

  footers(data: ListPdfData) {
    const { doc } = this;
    onEveryPage(doc, (page, pages) => {
      const y = doc.page.height - 32;
      doc
        .lineWidth(0.6)
        .strokeColor(C.rule)
        .moveTo(M.left, y - 8)
        .lineTo(M.left + this.width, y - 8)
        .stroke();
      doc.font(FONTS.regular).fontSize(8).fillColor(C.muted);
      doc.text(`${data.office.name} · ${data.title}`, M.left, y, {
        width: this.width * 0.7,
        lineBreak: false,
        ellipsis: true,
      });
      doc.text(this.t.page(page, pages), M.left, y, {
        width: this.width,
        align: 'right',
        lineBreak: false,
      });
    });
  }
}

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The PDF bytes. Yields to the event loop between cards, so a long list never holds it for long. */
export async function listPdf(
  input: ListPdfData,
  images: Map<string, PdfImage>,
  opts: { compress?: boolean } = {},
): Promise<Buffer> {
  const data = drawableStrings(input);
  const t = PDF_TEXTS[data.lang];
  const [{ doc, finish }, QRCode] = await Promise.all([
    createPdfDocument({
      margins: M,
      lang: data.lang,
      title: data.title,
      subject: data.office.name,
      author: data.office.name,
      compress: opts.compress,
    }),
    loadQrCode(),
  ]);
  const w = new ListPdfWriter(doc, t, images, QRCode);
  w.header(data);
  const pins = data.items.flatMap((i) =>
    i.point ? [{ n: i.n, ...i.point, type: i.type, title: i.title, town: i.town }] : [],
  );
  drawListMap(w, pins, data.office, t);
  if (!data.items.length)
    doc.font(FONTS.regular).fontSize(11).fillColor(C.muted).text(t.empty, M.left, doc.y);
  for (const [i, item] of data.items.entries()) {
    w.card(item);
    if (i % 8 === 7) await tick();
  }
  w.footers(data);
  return finish();
}
