import { describe, expect, it } from 'vitest';
import { editDistance, typosAllowed } from './edit-distance.js';

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and swapped neighbours as one typo each', () => {
    expect(editDistance('siena', 'siena', 2)).toBe(0);
    expect(editDistance('sienna', 'siena', 2)).toBe(1);
    expect(editDistance('sena', 'siena', 2)).toBe(1);
    expect(editDistance('sieva', 'siena', 2)).toBe(1);
    expect(editDistance('mnagia', 'mangia', 2)).toBe(1);
    expect(editDistance('firenzr', 'firenze', 2)).toBe(1);
    expect(editDistance('lucca', 'pisa', 1)).toBe(2);
  });

  it('stops past the typos allowed: one up to five letters, two above', () => {
    expect(typosAllowed('pisa')).toBe(1);
    expect(typosAllowed('firenze')).toBe(2);
    expect(editDistance('montepulciano', 'pienza', 2)).toBe(3);
  });
});
