import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AssetInput, type Box } from '@sportello/contracts';
import { buildTestApp, type TestApp } from '../../../../test/build-app.js';
import { down, up } from '../../../db/migrations/2026-11-27-022-explore-geo-cells.js';
import { upsertAssets } from '../catalogue.store.js';
import { isPostgres } from '../../../platform/db/connect.js';
import { cellsOfBox, geoCellOf, MAX_BOX_CELLS } from './geo-cells.js';
import { Random } from '../../../seed/explore-random.js';

describe('geo cells: the boxes of the map through an ordinary index', () => {
  it('gives every point of a box a cell the box reads, edges and single precision included', () => {
    const random = new Random(17);
    const next = () => random.next();
    for (let i = 0; i < 2000; i++) {
      const south = 42 + next() * 2;
      const west = 9.7 + next() * 2.5;
      const box: Box = { south, west, north: south + next() * 0.5, east: west + next() * 0.5 };
      const cells = new Set(cellsOfBox(box));
      const points = [
        [box.south, box.west],
        [box.north, box.east],
        [box.south + (box.north - box.south) * next(), box.west + (box.east - box.west) * next()],
        // On a cell's edge, and as PostgreSQL's `real` keeps it.
        [Math.ceil(box.south * 10) / 10, Math.floor(box.east * 10) / 10],
      ].filter(([lat, lng]) => lat! <= box.north && lng! >= box.west);
      for (const [lat, lng] of points) {
        expect(cells.has(geoCellOf(lat!, lng!))).toBe(true);
        const [lat4, lng4] = [Math.fround(lat!), Math.fround(lng!)];
        if (lat4 >= box.south && lat4 <= box.north && lng4 >= box.west && lng4 <= box.east)
          expect(cells.has(geoCellOf(lat4, lng4))).toBe(true);
      }
    }
  });

  it('reads a box of the map from a few cells, and a region-wide one by its category', () => {
    // Florence in the region bench: 2 × 2 cells.
    expect(cellsOfBox({ south: 43.7, west: 11.2, north: 43.8, east: 11.3 })).toHaveLength(4);
    expect(cellsOfBox({ south: 42, west: 9, north: 45, east: 13 })).toBeNull();
    const wide = cellsOfBox({ south: 43, west: 10, north: 44.5, east: 11.5 });
    expect(wide!.length).toBeLessThanOrEqual(MAX_BOX_CELLS);
  });
});

describe('migration 022: the cells of the assets already written', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('gives every asset the cell geoCellOf gives its coordinates as stored', async () => {
    const random = new Random(22);
    const next = () => random.next();
    const inputs = Array.from({ length: 300 }, (_, i) =>
      AssetInput.parse({
        sourceId: `g${i}`,
        type: 'attraction',
        status: 0,
        // Every tenth on a cell's edge.
        coords: [
          i % 10 === 0
            ? { lat: 43 + (i % 7) / 10, lng: 11 + (i % 5) / 10 }
            : { lat: 42.3 + next() * 2, lng: 9.8 + next() * 2.4 },
        ],
        texts: { it: { title: `Luogo ${i}` } },
        fields: {},
      }),
    );
    await upsertAssets(t.db, 'import', inputs);
    await down(t.db as never);
    await up(t.db as never);
    const rows = await t.db.selectFrom('assets').select(['lat', 'lng', 'geoCell']).execute();
    expect(rows.length).toBeGreaterThanOrEqual(inputs.length);
    // PostgreSQL stores `real`, and prints its shortest decimal: the value it holds is that one
    // rounded to single precision.
    const stored = isPostgres(t.db) ? Math.fround : (x: number) => x;
    for (const r of rows) expect(r.geoCell).toBe(geoCellOf(stored(Number(r.lat)), stored(Number(r.lng))));
  });
});
