import { FONTS } from '../../platform/pdf/index.js';
import { C, colorOf, M } from './lists.pdf-style.js';
import type { PdfTexts } from './lists.pdf-texts.js';

/**
 * The list PDF's map: every element with a point, numbered as its card, drawn from its
 * coordinates (no tiles, no internet) on a grid of degrees, the office as a square, a scale bar
 * and a north arrow.
 */

type Point = { lat: number; lng: number };
export type MapPin = Point & { n: number; type: string };

/** Where the map is drawn: the document, the width of its text column, a page break when needed. */
export interface MapArea {
  doc: PDFKit.PDFDocument;
  width: number;
  room(height: number): void;
}

const HEIGHT = 230;

export function drawListMap(
  area: MapArea,
  pins: MapPin[],
  office: { name: string; point: Point | null },
  t: Pick<PdfTexts, 'map' | 'mapNote'>,
): void {
  if (!pins.length) return;
  const { doc } = area;
  const h = HEIGHT;
  area.room(h + 34);
  doc.font(FONTS.bold).fontSize(11).fillColor(C.text).text(t.map, M.left, doc.y);
  doc.moveDown(0.3);
  const x0 = M.left;
  const y0 = doc.y;
  const w = area.width;
  doc.save().roundedRect(x0, y0, w, h, 6).fill(C.map);
  const all = [...pins, ...(office.point ? [{ n: 0, ...office.point, type: 'office' }] : [])];
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
  if (office.point) {
    const q = at(office.point.lat, office.point.lng);
    doc.rect(q.x - 8, q.y - 8, 16, 16).fill(C.band);
    doc
      .font(FONTS.bold)
      .fontSize(10)
      .fillColor('#ffffff')
      .text('i', q.x - 8, q.y - 5, { width: 16, align: 'center' });
    doc
      .font(FONTS.bold)
      .fontSize(7.5)
      .fillColor(C.band)
      .text(office.name, q.x + 11, q.y - 3, { lineBreak: false });
  }
  for (const p of [...pins].reverse()) {
    const q = at(p.lat, p.lng);
    doc.circle(q.x, q.y, 9).lineWidth(1.5).fillAndStroke(colorOf(p.type), '#ffffff');
    doc
      .font(FONTS.bold)
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
    .font(FONTS.regular)
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
    .font(FONTS.bold)
    .fontSize(7)
    .text('N', nx - 5, ny + 7, { width: 10, align: 'center', lineBreak: false });
  doc.y = y0 + h + 4;
  doc.font(FONTS.italic).fontSize(7.5).fillColor(C.muted).text(t.mapNote, M.left, doc.y);
  doc.moveDown(1);
}
