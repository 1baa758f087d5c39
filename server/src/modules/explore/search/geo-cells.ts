import type { Box } from '@sportello/contracts';

/**
 * The map's boxes through an ordinary index. Every asset with coordinates carries the
 * cell of a 0.1° grid it lies in (`geo_cell`, about 11 × 8 km in Tuscany); the box indexes lead
 * with it after the category and status (migration 022). A box then reads the entries of the few
 * cells it touches, instead of every entry of its band of latitude across the whole region (13,000
 * entries for a box of 4,900 around Florence). The exact box is still tested on lat and lng.
 */

const CELLS_PER_DEGREE = 10;
/** Cells along a parallel (0 to 360° of longitude, both ends). */
const ROW = 3601;

/** A box touching more cells than this reads every entry of its category instead: it spans most of the region. */
export const MAX_BOX_CELLS = 256;

const latCell = (lat: number) => Math.floor((lat + 90) * CELLS_PER_DEGREE);
const lngCell = (lng: number) => Math.floor((lng + 180) * CELLS_PER_DEGREE);

/**
 * The cell of a point, as the database computes it for every asset (generated column, migration
 * 022): floor() of the same double-precision arithmetic, which never decreases as the point moves
 * north or east, so a point inside a box lies in one of the box's cells.
 */
export const geoCellOf = (lat: number, lng: number): number => latCell(lat) * ROW + lngCell(lng);

/**
 * Every cell a box touches, or null when they are more than MAX_BOX_CELLS (or the box is empty).
 */
export function cellsOfBox(b: Box): number[] | null {
  const [south, north] = [latCell(b.south), latCell(b.north)];
  const [west, east] = [lngCell(b.west), lngCell(b.east)];
  if (north < south || east < west || (north - south + 1) * (east - west + 1) > MAX_BOX_CELLS) return null;
  const cells: number[] = [];
  for (let lat = south; lat <= north; lat++)
    for (let lng = west; lng <= east; lng++) cells.push(lat * ROW + lng);
  return cells;
}
