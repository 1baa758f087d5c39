import {
  assetOfRecord,
  dottedPath,
  type ImportRow,
  type ParsedImport,
  type RowIssue,
} from './asset-record.js';
import { ImportFileError, IMPORT_MESSAGES as M } from './import.messages.js';

/**
 * A GeoJSON FeatureCollection: each feature's properties are an asset's keys (nested as in JSON, or
 * flat as in CSV), its geometry the coordinates — a Point, or a LineString (a route) thinned to the
 * 200 points an asset keeps, first and last included.
 */

const MAX_POINTS = 200;
type Position = [number, number, ...number[]];

function thinned(points: readonly Position[]): Position[] {
  if (points.length <= MAX_POINTS) return [...points];
  const step = (points.length - 1) / (MAX_POINTS - 1);
  return Array.from({ length: MAX_POINTS }, (_, i) => points[Math.round(i * step)]!);
}

/** GeoJSON writes longitude first. */
const coord = (p: unknown) =>
  Array.isArray(p) ? { lat: p[1] as unknown, lng: p[0] as unknown } : { lat: undefined, lng: undefined };

function coordsOf(geometry: unknown, issues: RowIssue[]): unknown[] | undefined {
  if (geometry === null || geometry === undefined) return undefined;
  const g = geometry as { type?: unknown; coordinates?: unknown };
  if (g.type === 'Point') return [coord(g.coordinates)];
  if (g.type === 'LineString' && Array.isArray(g.coordinates))
    return thinned(g.coordinates as Position[]).map(coord);
  issues.push({ field: 'geometry', message: M.geometry(String(g.type)) });
  return undefined;
}

export function parseGeojson(data: unknown): ParsedImport {
  const collection = data as { type?: unknown; features?: unknown };
  if (collection?.type !== 'FeatureCollection' || !Array.isArray(collection.features))
    throw new ImportFileError(M.geojsonShape);
  const rows = collection.features.map((feature: unknown, i): ImportRow => {
    const f = feature as { type?: unknown; properties?: unknown; geometry?: unknown };
    if (f?.type !== 'Feature' || !f.properties || typeof f.properties !== 'object')
      return { line: i + 1, value: undefined, issues: [{ field: '', message: M.notAFeature }] };
    const { value, issues } = assetOfRecord(f.properties as Record<string, unknown>);
    const coords = coordsOf(f.geometry, issues);
    if (coords) value.coords = coords;
    return { line: i + 1, value, issues };
  });
  return {
    format: 'geojson',
    rows,
    fieldName: (path) => (path[0] === 'coords' ? 'geometry' : dottedPath(path)),
  };
}
