import { FONTS } from '../../platform/pdf/index.js';
import { placeMarkers, type Xy } from './lists.pdf-map-layout.js';
import { C, colorOf, M } from './lists.pdf-style.js';
import type { PdfTexts } from './lists.pdf-texts.js';
import { ELBA, TUSCANY, TUSCANY_BOX, TUSCANY_TOWNS } from './lists.pdf-tuscany.js';

/**
 * The list PDF's map, drawn (no tiles, no internet): when every element is in Tuscany, the region's
 * outline with its province capitals for reference, the towns of the elements labelled, and the
 * elements as numbered markers that never cover each other (several in one town ring around it,
 * a leader to the town); the office as an "i" square; a scale bar and north. Beside it, the
 * numbered elements with their towns. Elsewhere, the same over the elements' own area, without
 * an outline.
 */

type Point = { lat: number; lng: number };
export type MapPin = Point & { n: number; type: string; title: string; town: string };

/** Where the map is drawn: the document, the width of its text column, a page break when needed. */
export interface MapArea {
  doc: PDFKit.PDFDocument;
  width: number;
  room(height: number): void;
}

const HEIGHT = 300;
const SEA = '#e3eef5';
const LAND = '#f6f3ea';
const COAST = '#8aa5b3';
const R = 9;

const inBox = (p: Point, b: typeof TUSCANY_BOX) =>
  p.lat >= b.minLat && p.lat <= b.maxLat && p.lng >= b.minLng && p.lng <= b.maxLng;

function extentOf(all: Point[]) {
  if (all.every((p) => inBox(p, TUSCANY_BOX))) return { ...TUSCANY_BOX, region: true };
  let minLat = Math.min(...all.map((p) => p.lat));
  let maxLat = Math.max(...all.map((p) => p.lat));
  let minLng = Math.min(...all.map((p) => p.lng));
  let maxLng = Math.max(...all.map((p) => p.lng));
  const pad = Math.max(maxLat - minLat, maxLng - minLng, 0.02) * 0.15;
  minLat -= pad;
  maxLat += pad;
  minLng -= pad;
  maxLng += pad;
  return { minLat, maxLat, minLng, maxLng, region: false };
}

export function drawListMap(
  area: MapArea,
  pins: MapPin[],
  office: { name: string; point: Point | null },
  t: Pick<PdfTexts, 'map' | 'mapNote'>,
): void {
  if (!pins.length) return;
  const { doc } = area;
  const h = HEIGHT;
  area.room(h + 40);
  doc.font(FONTS.bold).fontSize(11).fillColor(C.text).text(t.map, M.left, doc.y);
  doc.moveDown(0.3);
  const ext = extentOf([...pins, ...(office.point ? [office.point] : [])]);
  const k = Math.cos((((ext.minLat + ext.maxLat) / 2) * Math.PI) / 180);
  const spanX = (ext.maxLng - ext.minLng) * k;
  const spanY = ext.maxLat - ext.minLat;
  // The map as wide as its area needs at this height, at most 60% of the page (the list beside).
  const w = Math.max(220, Math.min(area.width * 0.6, (h * spanX) / spanY));
  const x0 = M.left;
  const y0 = doc.y;
  const scale = Math.min(w / spanX, h / spanY);
  const ox = x0 + (w - spanX * scale) / 2;
  const oy = y0 + (h - spanY * scale) / 2;
  const at = (lat: number, lng: number): Xy => ({
    x: ox + (lng - ext.minLng) * k * scale,
    y: oy + (ext.maxLat - lat) * scale,
  });
  const frame = { x: x0, y: y0, w, h };

  doc.save().roundedRect(x0, y0, w, h, 6).clip();
  doc.rect(x0, y0, w, h).fill(ext.region ? SEA : LAND);
  if (ext.region) {
    for (const shape of [TUSCANY, ELBA]) {
      const first = at(shape[0]![0], shape[0]![1]);
      doc.moveTo(first.x, first.y);
      for (const [lat, lng] of shape.slice(1)) {
        const p = at(lat, lng);
        doc.lineTo(p.x, p.y);
      }
      doc.closePath().lineWidth(0.8).fillAndStroke(LAND, COAST);
    }
  }
  // The elements' places: one group per town or spot, markers placed apart.
  const points = pins.map((p) => at(p.lat, p.lng));
  const officeAt = office.point ? at(office.point.lat, office.point.lng) : null;
  const { markers, groups } = placeMarkers(points, frame, officeAt ? [officeAt] : []);
  const towns = new Set(pins.map((p) => p.town.toLowerCase()).filter(Boolean));
  const taken: { x: number; y: number; w: number; h: number }[] = [
    ...markers.map((m) => ({ x: m.x - R, y: m.y - R, w: 2 * R, h: 2 * R })),
    ...(officeAt ? [{ x: officeAt.x - 8, y: officeAt.y - 8, w: 16, h: 16 }] : []),
  ];
  const label = (text: string, p: Xy, gap: number, size: number, bold: boolean, color: string) => {
    doc.font(bold ? FONTS.bold : FONTS.regular).fontSize(size);
    const tw = doc.widthOfString(text);
    const th = size + 1;
    const spots = [
      { x: p.x + gap, y: p.y - th / 2 },
      { x: p.x - gap - tw, y: p.y - th / 2 },
      { x: p.x - tw / 2, y: p.y + gap },
      { x: p.x - tw / 2, y: p.y - gap - th },
    ];
    const free = (s: { x: number; y: number }) =>
      s.x >= x0 + 2 &&
      s.x + tw <= x0 + w - 2 &&
      s.y >= y0 + 2 &&
      s.y + th <= y0 + h - 2 &&
      !taken.some((r) => s.x < r.x + r.w && s.x + tw > r.x && s.y < r.y + r.h && s.y + th > r.y);
    const spot = spots.find(free);
    if (!spot) return;
    taken.push({ x: spot.x, y: spot.y, w: tw, h: th });
    doc.fillColor(color).text(text, spot.x, spot.y, { lineBreak: false });
  };
  // Leaders from each moved marker to its own point, under everything else; the points as dots.
  markers.forEach((m, i) => {
    const p = points[i]!;
    if (Math.hypot(m.x - p.x, m.y - p.y) > 1)
      doc.moveTo(p.x, p.y).lineTo(m.x, m.y).lineWidth(0.6).strokeColor(C.muted).stroke();
  });
  for (const p of points) doc.circle(p.x, p.y, 2.2).fill(C.text);
  // The reference towns, lighter, when no element is there.
  if (ext.region)
    for (const town of TUSCANY_TOWNS) {
      if (towns.has(town.name.toLowerCase())) continue;
      const p = at(town.lat, town.lng);
      doc.circle(p.x, p.y, 1.6).fill(C.muted);
      label(town.name, p, 4, 6.5, false, C.muted);
    }
  if (officeAt) {
    doc.rect(officeAt.x - 8, officeAt.y - 8, 16, 16).fill(C.band);
    doc
      .font(FONTS.bold)
      .fontSize(10)
      .fillColor('#ffffff')
      .text('i', officeAt.x - 8, officeAt.y - 5, { width: 16, align: 'center', lineBreak: false });
  }
  pins.forEach((p, i) => {
    const q = markers[i]!;
    doc.circle(q.x, q.y, R).lineWidth(1.5).fillAndStroke(colorOf(p.type), '#ffffff');
    doc
      .font(FONTS.bold)
      .fontSize(p.n > 99 ? 6.5 : 8)
      .fillColor('#ffffff')
      .text(String(p.n), q.x - R, q.y - (p.n > 99 ? 2.5 : 3), {
        width: 2 * R,
        align: 'center',
        lineBreak: false,
      });
  });
  // The elements' towns, each once, at its first element's point, clear of the markers (a
  // group's ring: outside it).
  const labelled = new Set<string>();
  for (const g of groups)
    for (const i of g.members) {
      const town = pins[i]!.town;
      if (!town || labelled.has(town.toLowerCase())) continue;
      labelled.add(town.toLowerCase());
      const gap =
        g.members.length > 1
          ? g.radius + 3 - Math.hypot(points[i]!.x - g.at.x, points[i]!.y - g.at.y)
          : R + 3;
      label(town, points[i]!, Math.max(gap, R + 3), 8, true, C.text);
    }
  doc.restore();
  doc.roundedRect(x0, y0, w, h, 6).lineWidth(0.6).strokeColor(C.rule).stroke();
  scaleAndNorth(doc, x0, y0, w, h, scale);
  numberedList(doc, pins, x0 + w + 14, y0, area.width - w - 14, h);
  doc.y = y0 + h + 4;
  doc.font(FONTS.italic).fontSize(7.5).fillColor(C.muted).text(t.mapNote, M.left, doc.y);
  doc.moveDown(1);
}

function scaleAndNorth(doc: PDFKit.PDFDocument, x0: number, y0: number, w: number, h: number, scale: number) {
  const kmPerPt = 111.32 / scale;
  const niceKm = [0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50].find((km) => km / kmPerPt >= 40) ?? 50;
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
    .text(niceKm < 1 ? `${niceKm * 1000} m` : `${niceKm} km`, bx, by - 10, { lineBreak: false });
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
}

/** The markers' elements beside the map: number, title, town; as many as fit, then "+ n". */
function numberedList(doc: PDFKit.PDFDocument, pins: MapPin[], x: number, y0: number, w: number, h: number) {
  const line = 15;
  const rows = Math.floor(h / line);
  const shown = pins.length > rows ? pins.slice(0, rows - 1) : pins;
  let y = y0 + 2;
  for (const p of shown) {
    doc.circle(x + 7, y + 6, 6.5).fill(colorOf(p.type));
    doc
      .font(FONTS.bold)
      .fontSize(p.n > 99 ? 5.5 : 7)
      .fillColor('#ffffff')
      .text(String(p.n), x, y + 3.2, { width: 14, align: 'center', lineBreak: false });
    const town = p.town ? ` — ${p.town}` : '';
    doc.font(FONTS.regular).fontSize(8);
    const townW = Math.min(doc.widthOfString(town), (w - 18) * 0.45);
    doc.font(FONTS.bold).fillColor(C.text);
    const title = fit(doc, p.title, w - 18 - townW);
    doc.text(title, x + 18, y + 1.5, { lineBreak: false });
    const tx = x + 18 + doc.widthOfString(title);
    if (town)
      doc
        .font(FONTS.regular)
        .fillColor(C.muted)
        .text(fit(doc, town, x + w - tx), tx, y + 1.5, { lineBreak: false });
    y += line;
  }
  if (shown.length < pins.length)
    doc
      .font(FONTS.regular)
      .fontSize(8)
      .fillColor(C.muted)
      .text(`+ ${pins.length - shown.length} …`, x + 18, y + 1.5, { lineBreak: false });
}

/** The text cut with "…" to `width` in the current font. */
function fit(doc: PDFKit.PDFDocument, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let cut = text;
  while (cut.length > 1 && doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}
