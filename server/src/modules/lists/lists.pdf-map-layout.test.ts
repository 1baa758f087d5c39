import { describe, expect, it } from 'vitest';
import { placeMarkers, type Xy } from './lists.pdf-map-layout.js';
import { officePlace } from './lists.share-pdf.js';

const minGap = (ps: Xy[]) => {
  let min = Infinity;
  for (let i = 0; i < ps.length; i++)
    for (let j = i + 1; j < ps.length; j++)
      min = Math.min(min, Math.hypot(ps[i]!.x - ps[j]!.x, ps[i]!.y - ps[j]!.y));
  return min;
};

/** The PDF map's markers never hide each other; the office's address names its town once. */
describe('list PDF map markers', () => {
  const frame = { x: 0, y: 0, w: 300, h: 300 };

  it('a single element keeps its point; several in one town ring around it, none touching', () => {
    expect(placeMarkers([{ x: 100, y: 100 }], frame).markers).toEqual([{ x: 100, y: 100 }]);
    for (const n of [2, 3, 7, 20, 40]) {
      const same = Array.from({ length: n }, () => ({ x: 150, y: 150 }));
      const { markers, groups } = placeMarkers(same, frame);
      expect(groups).toHaveLength(1);
      expect(minGap(markers)).toBeGreaterThanOrEqual(19.9);
    }
  });

  it('neighbouring towns, a town at the frame’s edge and the office sign: still apart', () => {
    const points = [
      ...Array.from({ length: 6 }, () => ({ x: 100, y: 100 })),
      ...Array.from({ length: 6 }, () => ({ x: 125, y: 104 })),
      { x: 2, y: 2 },
      { x: 3, y: 3 },
    ];
    const office = { x: 110, y: 100 };
    const { markers } = placeMarkers(points, frame, [office]);
    expect(minGap(markers)).toBeGreaterThanOrEqual(19.9);
    for (const m of markers) {
      expect(Math.hypot(m.x - office.x, m.y - office.y)).toBeGreaterThanOrEqual(19.9);
      expect(m.x).toBeGreaterThanOrEqual(10);
      expect(m.y).toBeGreaterThanOrEqual(10);
    }
  });

  it('two towns next to each other share one ring; towns apart keep their own', async () => {
    const points = [
      ...Array.from({ length: 9 }, () => ({ x: 150, y: 150 })),
      { x: 156, y: 146 },
      { x: 156, y: 146 },
      { x: 150, y: 250 },
    ];
    const { markers, groups } = placeMarkers(points, frame);
    expect(groups.map((g) => g.members.length)).toEqual([11, 1]);
    expect(markers[11]).toEqual({ x: 150, y: 250 });
    expect(minGap(markers)).toBeGreaterThanOrEqual(19.9);
  });

  it('the office address: "… 50122 Firenze (FI)", never "Firenze, Firenze (FI)"', () => {
    expect(officePlace('Piazza del Duomo 10, 50122 Firenze', 'Firenze', 'FI')).toBe(
      'Piazza del Duomo 10, 50122 Firenze (FI)',
    );
    expect(officePlace('Firenze', 'Firenze', 'FI')).toBe('Firenze (FI)');
    expect(officePlace('Via Roma 1', 'Siena', 'SI')).toBe('Via Roma 1, Siena (SI)');
    expect(officePlace('Via Siena 3', 'Poggibonsi', '')).toBe('Via Siena 3, Poggibonsi');
    expect(officePlace('', 'Pisa', 'PI')).toBe('Pisa (PI)');
  });
});
