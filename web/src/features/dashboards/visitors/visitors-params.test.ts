import { describe, expect, it } from 'vitest';
import { dayjs } from '../../../lib/dayjs';
import { defaultParams, paramsOf, withParams } from './visitors-params';

describe('the Visitors dashboard’s choices in the address', () => {
  const today = dayjs('2026-12-06');

  it('defaults to the last twelve months by month, every office', () => {
    expect(defaultParams(today)).toEqual({
      from: '2025-12-07',
      to: '2026-12-06',
      granularity: 'month',
      offices: [],
    });
    expect(paramsOf(new URLSearchParams('from=ieri&granularity=anno'), today)).toEqual(defaultParams(today));
  });

  it('reads and writes the period, the grouping and the offices, keeping __blank', () => {
    const search = new URLSearchParams('__blank=true');
    const next = withParams(search, {
      from: '2026-01-01',
      to: '2026-03-31',
      granularity: 'week',
      offices: ['iat-firenze', 'iat-siena'],
    });
    expect(next.get('__blank')).toBe('true');
    expect(paramsOf(next, today)).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
      granularity: 'week',
      offices: ['iat-firenze', 'iat-siena'],
    });
    expect(withParams(next, { ...paramsOf(next, today), offices: [] }).has('offices')).toBe(false);
  });
});
