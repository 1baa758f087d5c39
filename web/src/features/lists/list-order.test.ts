import { describe, expect, it } from 'vitest';
import { dropOrder, moveTo } from './list-order';

describe('dropOrder', () => {
  it('moves down and up, asking for the target position', () => {
    expect(dropOrder([1, 2, 3], 1, 3)).toEqual({ order: [2, 3, 1], position: 3 });
    expect(dropOrder([1, 2, 3], 3, 1)).toEqual({ order: [3, 1, 2], position: 1 });
  });
  it('does nothing on itself or an unknown element', () => {
    expect(dropOrder([1, 2, 3], 2, 2)).toBeNull();
    expect(dropOrder([1, 2, 3], 4, 2)).toBeNull();
  });
});

describe('moveTo', () => {
  it('places the element at a 1-based position within the bounds', () => {
    expect(moveTo([1, 2, 3], 3, 1)).toEqual([3, 1, 2]);
    expect(moveTo([1, 2, 3], 1, 9)).toEqual([2, 3, 1]);
  });
});
