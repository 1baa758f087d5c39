import { describe, expect, it } from 'vitest';
import { filterBlock } from './filter-blocks.js';

describe('the filter bar blocks', () => {
  it('offers star ratings from 1 up, never "0 stelle" for unclassified places (rank 0)', () => {
    const block = filterBlock('stars', {
      counts: new Map([
        ['0', 412],
        ['3', 40],
        ['5', 2],
        ['1', 7],
      ]),
      selected: ['3'],
      municipalities: new Map(),
    });
    expect(block.options!.map((o) => [o.label, o.count, o.selected])).toEqual([
      ['5 stelle', 2, false],
      ['3 stelle', 40, true],
      ['1 stella', 7, false],
    ]);
  });
});
