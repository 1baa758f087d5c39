import { describe, expect, it } from 'vitest';
import {
  bucketLabel,
  bucketOfDay,
  bucketsOf,
  romeDayOfHour,
  romeRange,
  yearBefore,
} from './visitors.periods.js';

describe('the Visitors dashboard’s periods, in Italian days', () => {
  it('turns Italian days into instants, winter and summer time alike', () => {
    expect(romeRange('2025-01-10', '2025-01-10')).toEqual({
      fromIso: '2025-01-09T23:00:00.000Z',
      toIso: '2025-01-10T22:59:59.999Z',
    });
    // 30 March 2025 has 23 hours in Italy.
    expect(romeRange('2025-03-30', '2025-03-30')).toEqual({
      fromIso: '2025-03-29T23:00:00.000Z',
      toIso: '2025-03-30T21:59:59.999Z',
    });
  });

  it('reads a stored UTC hour as its Italian day', () => {
    expect(romeDayOfHour('2025-03-29T22')).toBe('2025-03-29');
    expect(romeDayOfHour('2025-03-29T23')).toBe('2025-03-30');
    expect(romeDayOfHour('2025-07-31T22')).toBe('2025-08-01');
  });

  it('finds the same day of last year, 29 February on the 28th', () => {
    expect(yearBefore('2025-12-06')).toBe('2024-12-06');
    expect(yearBefore('2024-02-29')).toBe('2023-02-28');
  });

  it('buckets days into weeks from Monday and months, and labels them the Italian way', () => {
    expect(bucketOfDay('2026-12-06', 'week')).toBe('2026-11-30');
    expect(bucketOfDay('2026-11-30', 'week')).toBe('2026-11-30');
    expect(bucketOfDay('2026-12-06', 'month')).toBe('2026-12');
    expect(bucketsOf('2026-11-28', '2026-12-08', 'week')).toEqual(['2026-11-23', '2026-11-30', '2026-12-07']);
    expect(bucketsOf('2026-11-28', '2027-01-02', 'month')).toEqual(['2026-11', '2026-12', '2027-01']);
    expect(bucketLabel('2026-12', 'month')).toBe('dicembre 2026');
    expect(bucketLabel('2026-11-30', 'week')).toBe('sett. 30/11/2026');
    expect(bucketLabel('2026-12-06', 'day')).toBe('06/12/2026');
  });
});
