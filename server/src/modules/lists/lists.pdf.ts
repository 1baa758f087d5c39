import { loadPdfKit, loadQrCode } from '../../platform/lazy/libraries.js';
import type { ListLocale } from '@sportello/contracts';
import { pdfSafe, type PdfImage } from '../content/index.js';
import { PDF_TEXTS, type PdfTexts } from './lists.pdf-texts.js';

/**
 * The PDF a desk hands a visitor (issue 14): A4, in the visitor's language; the office's name,
 * address, phone and opening hours at the top; a vector map of every element (numbered markers
 * drawn from their coordinates: no tiles, no internet); then one card per element with its photo,
 * type, title, address, hours or dates, price, a short text and a QR code to its page; page
 * numbers in the footer. pdfkit's Helvetica, as the guides' PDF.
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
  imageKey: string | null;
  status: 'expired' | 'withdrawn' | null;
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

const C = {
  band: '#0f4c5c',
  bandText: '#ffffff',
  bandMuted: '#cfe3e8',
  text: '#1f2933',
  muted: '#52606d',
  accent: '#c0562c',
  rule: '#d9e2e7',
  map: '#eef4f2',
  mapGrid: '#d6e4df',
  red: '#c62828',
};
const M = { left: 40, right: 40, top: 40, bottom: 54 };
const TYPE_COLORS: Record<string, string> = {
  accommodation: '#3a6ea5',
  alloggio: '#3a6ea5',
  restaurant: '#b5532c',
  producer: '#7a8b2d',
  shop: '#8d5a97',
  vetrina: '#8d5a97',
  attraction: '#0f766e',
  evento_turismo: '#c2410c',
  offerta_turismo: '#a16207',
  itinerario_turismo: '#4d7c0f',
  itinerario_bike_turismo: '#4d7c0f',
  ricetta: '#9f1239',
  prodotto_turismo: '#7a8b2d',
  prodottoArtigianale: '#7c5e3c',
  autore: '#7c5e3c',
};
const colorOf = (type: string) => TYPE_COLORS[type] ?? '#475569';

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
    doc.font('Helvetica').fontSize(8.5).fillColor(C.bandMuted);
    doc.text(pdfSafe(this.t.office.toUpperCase()), M.left, 30, {
      width: this.width * 0.55,
      characterSpacing: 1.2,
    });
    doc.font('Helvetica-Bold').fontSize(21).fillColor(C.bandText);
    doc.text(pdfSafe(o.name), M.left, 44, { width: this.width * 0.55 });
    doc.font('Helvetica').fontSize(9).fillColor(C.bandText);
    let y = 32;
    for (const line of right) {
      doc.text(pdfSafe(line), M.left + this.width * 0.55, y, { width: this.width * 0.45, align: 'right' });
      y = doc.y + 2;
    }
    if (hours) {
      doc
        .fillColor(C.bandMuted)
        .text(pdfSafe(hours), M.left, bandH - 24, { width: this.width, align: 'left' });
    }
    doc.y = bandH + 26;
    doc.font('Helvetica').fontSize(10).fillColor(C.accent);
    doc.text(pdfSafe(this.t.selection.toUpperCase()), M.left, doc.y, { characterSpacing: 1.5 });
    doc.moveDown(0.2);
    doc.font('Helvetica-Bold').fontSize(24).fillColor(C.text);
    doc.text(pdfSafe(data.title), M.left, doc.y, { width: this.width });
    doc.moveDown(0.6);
  }

  /** Every element with a point, numbered as its card, on a drawn map; the office as a square. */
  map(data: ListPdfData) {
    const points = data.items.filter((i) => i.point).map((i) => ({ n: i.n, ...i.point!, type: i.type }));
    if (!points.length) return;
    const { doc } = this;
    const h = 230;
    this.room(h + 34);
    doc.font('Helvetica-Bold').fontSize(11).fillColor(C.text).text(pdfSafe(this.t.map), M.left, doc.y);
    doc.moveDown(0.3);
    const x0 = M.left;
    const y0 = doc.y;
    const w = this.width;
    doc.save().roundedRect(x0, y0, w, h, 6).fill(C.map);
    const all = [...points, ...(data.office.point ? [{ n: 0, ...data.office.point, type: 'office' }] : [])];
    let minLat = Math.min(...all.map((p) => p.lat));
    let maxLat = Math.max(...all.map((p) => p.lat));
    let minLng = Math.min(...all.map((p) => p.lng));
    let maxLng = Math.max(...all.map((p) => p.lng));
    const pad = Math.max(maxLat - minLat, maxLng - minLng, 0.01) * 0.12;
    minLat -= pad;
    maxLat += pad;
    minLng -= pad;
    maxLng += pad;
    const k = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);
    const spanX = (maxLng - minLng) * k;
    const spanY = maxLat - minLat;
    const scale = Math.min((w - 30) / spanX, (h - 30) / spanY);
    const ox = x0 + (w - spanX * scale) / 2;
    const oy = y0 + (h - spanY * scale) / 2;
    const at = (lat: number, lng: number) => ({
      x: ox + (lng - minLng) * k * scale,
      y: oy + (maxLat - lat) * scale,
    });
    // A grid every "nice" step of degrees.
    const step = [0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1].find((s) => spanY / s <= 6) ?? 1;
    doc.lineWidth(0.5).strokeColor(C.mapGrid);
    doc.save().roundedRect(x0, y0, w, h, 6).clip();
    for (let lat = Math.ceil(minLat / step) * step; lat < maxLat; lat += step) {
      const p = at(lat, minLng);
      doc
        .moveTo(x0, p.y)
        .lineTo(x0 + w, p.y)
        .stroke();
    }
    for (let lng = Math.ceil(minLng / step) * step; lng < maxLng; lng += step) {
      const p = at(minLat, lng);
      doc
        .moveTo(p.x, y0)
        .lineTo(p.x, y0 + h)
        .stroke();
    }
    // The office first, so an element at its very address keeps its numbered pin visible on top.
    if (data.office.point) {
      const q = at(data.office.point.lat, data.office.point.lng);
      doc.rect(q.x - 8, q.y - 8, 16, 16).fill(C.band);
      doc
        .font('Helvetica-Bold')
        .fontSize(10)
        .fillColor('#ffffff')
        .text('i', q.x - 8, q.y - 5, { width: 16, align: 'center' });
      doc
        .font('Helvetica-Bold')
        .fontSize(7.5)
        .fillColor(C.band)
        .text(pdfSafe(data.office.name), q.x + 11, q.y - 3, { lineBreak: false });
    }
    for (const p of [...points].reverse()) {
      const q = at(p.lat, p.lng);
      doc.circle(q.x, q.y, 9).lineWidth(1.5).fillAndStroke(colorOf(p.type), '#ffffff');
      doc
        .font('Helvetica-Bold')
        .fontSize(p.n > 99 ? 6.5 : 8)
        .fillColor('#ffffff')
        .text(String(p.n), q.x - 9, q.y - (p.n > 99 ? 2.5 : 3), {
          width: 18,
          align: 'center',
          lineBreak: false,
        });
    }
    doc.restore();
    // Scale bar and north arrow.
    const kmPerPt = (111.32 * k) / (k * scale);
    const niceKm = [0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50].find((km) => km / kmPerPt >= 50) ?? 50;
    const barW = niceKm / kmPerPt;
    const bx = x0 + 12;
    const by = y0 + h - 14;
    doc
      .lineWidth(2)
      .strokeColor(C.text)
      .moveTo(bx, by)
      .lineTo(bx + barW, by)
      .stroke();
    doc
      .font('Helvetica')
      .fontSize(7)
      .fillColor(C.text)
      .text(`${niceKm < 1 ? niceKm * 1000 + ' m' : niceKm + ' km'}`, bx, by - 10, { lineBreak: false });
    const nx = x0 + w - 18;
    const ny = y0 + 14;
    doc
      .moveTo(nx, ny - 7)
      .lineTo(nx + 5, ny + 6)
      .lineTo(nx, ny + 3)
      .lineTo(nx - 5, ny + 6)
      .closePath()
      .fill(C.text);
    doc
      .font('Helvetica-Bold')
      .fontSize(7)
      .text('N', nx - 5, ny + 7, { width: 10, align: 'center', lineBreak: false });
    doc.y = y0 + h + 4;
    doc
      .font('Helvetica-Oblique')
      .fontSize(7.5)
      .fillColor(C.muted)
      .text(pdfSafe(this.t.mapNote), M.left, doc.y);
    doc.moveDown(1);
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
    doc.font('Helvetica-Bold').fontSize(13);
    let need = 12 + doc.heightOfString(pdfSafe(item.title), { width: textW }) + 4;
    doc.font('Helvetica').fontSize(8.5);
    for (const [label, value] of meta)
      need += doc.heightOfString(pdfSafe(label ? `${label}: ${value}` : value), { width: textW }) + 1;
    doc.font('Helvetica').fontSize(9);
    if (text) need += 4 + doc.heightOfString(pdfSafe(text), { width: textW });
    if (item.status) need += 14;
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
      doc.font('Helvetica-Bold').fontSize(30).fillColor('#ffffff').fillOpacity(0.9);
      doc.text(
        pdfSafe((t.types[item.type] ?? item.type).slice(0, 1).toUpperCase()),
        M.left,
        y + imgH / 2 - 15,
        { width: imgW, align: 'center', lineBreak: false },
      );
      doc.restore();
    }
    // The number badge over the photo's corner (the map's number).
    doc
      .circle(M.left + 12, y + 12, 10)
      .lineWidth(1.5)
      .fillAndStroke(C.accent, '#ffffff');
    doc
      .font('Helvetica-Bold')
      .fontSize(item.n > 99 ? 7 : 9)
      .fillColor('#ffffff')
      .text(String(item.n), M.left + 2, y + 8, { width: 20, align: 'center', lineBreak: false });

    doc.font('Helvetica-Bold').fontSize(7.5).fillColor(colorOf(item.type));
    doc.text(pdfSafe((t.types[item.type] ?? item.type).toUpperCase()), textX, y, {
      width: textW,
      characterSpacing: 1,
    });
    doc.moveDown(0.15);
    doc
      .font('Helvetica-Bold')
      .fontSize(13)
      .fillColor(C.text)
      .text(pdfSafe(item.title), textX, doc.y, { width: textW });
    if (item.status) {
      doc.moveDown(0.1);
      doc.font('Helvetica-Bold').fontSize(8).fillColor(C.red);
      doc.text(pdfSafe(`● ${item.status === 'expired' ? t.expired : t.unavailable}`), textX, doc.y, {
        width: textW,
      });
    }
    doc.moveDown(0.2);
    for (const [label, value] of meta) {
      doc.fontSize(8.5);
      if (label) {
        doc
          .font('Helvetica-Bold')
          .fillColor(C.muted)
          .text(pdfSafe(`${label}: `), textX, doc.y, { width: textW, continued: true });
        doc.font('Helvetica').fillColor(C.text).text(pdfSafe(value));
      } else doc.font('Helvetica').fillColor(C.text).text(pdfSafe(value), textX, doc.y, { width: textW });
      doc.y += 1;
    }
    if (text) {
      doc.y += 3;
      doc
        .font('Helvetica')
        .fontSize(9)
        .fillColor(C.muted)
        .text(pdfSafe(text), textX, doc.y, { width: textW, lineGap: 1 });
    }
    if (item.qr) {
      const qx = M.left + this.width - qrSize;
      drawQr(this.qrCode, doc, item.qr, qx, y, qrSize);
      doc
        .font('Helvetica')
        .fontSize(7)
        .fillColor(C.muted)
        .text(pdfSafe(t.scan), qx, y + qrSize + 2, { width: qrSize, align: 'center', lineBreak: false });
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
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      const bottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      const y = doc.page.height - 32;
      doc
        .lineWidth(0.6)
        .strokeColor(C.rule)
        .moveTo(M.left, y - 8)
        .lineTo(M.left + this.width, y - 8)
        .stroke();
      doc.font('Helvetica').fontSize(8).fillColor(C.muted);
      doc.text(pdfSafe(`${data.office.name} · ${data.title}`), M.left, y, {
        width: this.width * 0.7,
        lineBreak: false,
        ellipsis: true,
      });
      doc.text(pdfSafe(this.t.page(i + 1, range.count)), M.left, y, {
        width: this.width,
        align: 'right',
        lineBreak: false,
      });
      doc.page.margins.bottom = bottom;
    }
  }
}

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The PDF bytes. Yields to the event loop between cards, so a long list never holds it for long. */
export async function listPdf(
  data: ListPdfData,
  images: Map<string, PdfImage>,
  opts: { compress?: boolean } = {},
): Promise<Buffer> {
  const t = PDF_TEXTS[data.lang];
  const [PDFDocument, QRCode] = await Promise.all([loadPdfKit(), loadQrCode()]);
  const doc = new PDFDocument({
    size: 'A4',
    margins: M,
    bufferPages: true,
    compress: opts.compress ?? true,
    lang: data.lang,
    displayTitle: true,
    info: {
      Title: pdfSafe(data.title),
      Subject: pdfSafe(data.office.name),
      Author: pdfSafe(data.office.name),
      Creator: 'Sportello',
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const w = new ListPdfWriter(doc, t, images, QRCode);
  w.header(data);
  w.map(data);
  if (!data.items.length)
    doc.font('Helvetica').fontSize(11).fillColor(C.muted).text(pdfSafe(t.empty), M.left, doc.y);
  for (const [i, item] of data.items.entries()) {
    w.card(item);
    if (i % 8 === 7) await tick();
  }
  w.footers(data);
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}
