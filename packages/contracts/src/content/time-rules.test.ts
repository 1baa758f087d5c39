import { describe, expect, it } from 'vitest';
import type { DateEntry } from './components.js';
import {
  canRemoveDateEntry,
  clampTimePart,
  endNotBeforeStart,
  followStart,
  formatTime,
  keepDateEntries,
  lastDayOf,
  padTime,
} from './rules.js';

/** The time rules and the date blocks of spec 1 §5 ("Time", "A date/time block …"). */

describe('clampTimePart', () => {
  it('keeps hours 0-23 and minutes 0-59 as typed', () => {
    expect(clampTimePart('0', 23)).toBe(0);
    expect(clampTimePart('9', 23)).toBe(9);
    expect(clampTimePart('09', 23)).toBe(9);
    expect(clampTimePart(' 23 ', 23)).toBe(23);
    expect(clampTimePart('59', 59)).toBe(59);
    expect(clampTimePart(30, 59)).toBe(30);
  });

  it('turns out-of-range or empty into 0', () => {
    expect(clampTimePart('24', 23)).toBe(0);
    expect(clampTimePart('25', 23)).toBe(0);
    expect(clampTimePart('60', 59)).toBe(0);
    expect(clampTimePart('99', 59)).toBe(0);
    expect(clampTimePart('-1', 23)).toBe(0);
    expect(clampTimePart(-3, 59)).toBe(0);
    expect(clampTimePart('', 23)).toBe(0);
    expect(clampTimePart('   ', 59)).toBe(0);
    expect(clampTimePart(null, 23)).toBe(0);
    expect(clampTimePart(undefined, 59)).toBe(0);
    expect(clampTimePart('ab', 23)).toBe(0);
    expect(clampTimePart(7.5, 23)).toBe(0);
    expect(clampTimePart(Number.NaN, 23)).toBe(0);
  });
});

describe('padTime and formatTime', () => {
  it('pads to two digits', () => {
    expect(padTime(0)).toBe('00');
    expect(padTime(5)).toBe('05');
    expect(padTime(23)).toBe('23');
  });

  it('shows a time as h.mm', () => {
    expect(formatTime({ h: 9, m: 0 })).toBe('9.00');
    expect(formatTime({ h: 13, m: 5 })).toBe('13.05');
    expect(formatTime({ h: 0, m: 30 })).toBe('0.30');
  });
});

describe('followStart (the end after the start changed)', () => {
  it('carries the end hour with a later start hour', () => {
    expect(followStart({ h: 15, m: 0 }, { h: 13, m: 0 })).toEqual({ h: 15, m: 0 });
    expect(followStart({ h: 15, m: 0 }, { h: 13, m: 45 })).toEqual({ h: 15, m: 45 });
    // The end never ends up before the start.
    expect(followStart({ h: 15, m: 30 }, { h: 13, m: 10 })).toEqual({ h: 15, m: 30 });
  });

  it('pushes the end minute up in the same hour', () => {
    expect(followStart({ h: 9, m: 40 }, { h: 9, m: 15 })).toEqual({ h: 9, m: 40 });
    expect(followStart({ h: 9, m: 15 }, { h: 9, m: 40 })).toEqual({ h: 9, m: 40 });
  });

  it('leaves an end already after the start alone', () => {
    const to = { h: 13, m: 0 };
    expect(followStart({ h: 9, m: 30 }, to)).toBe(to);
    expect(followStart({ h: 12, m: 59 }, to)).toBe(to);
  });
});

describe('endNotBeforeStart (on leaving the end)', () => {
  it('sets an end before the start to the start', () => {
    expect(endNotBeforeStart({ h: 10, m: 30 }, { h: 9, m: 0 })).toEqual({ h: 10, m: 30 });
    expect(endNotBeforeStart({ h: 10, m: 30 }, { h: 10, m: 29 })).toEqual({ h: 10, m: 30 });
  });

  it('keeps an end equal to or after the start', () => {
    const equal = { h: 10, m: 30 };
    expect(endNotBeforeStart({ h: 10, m: 30 }, equal)).toBe(equal);
    const later = { h: 18, m: 0 };
    expect(endNotBeforeStart({ h: 10, m: 30 }, later)).toBe(later);
  });

  it('returns a copy, not the start itself', () => {
    const from = { h: 10, m: 0 };
    const end = endNotBeforeStart(from, { h: 8, m: 0 });
    expect(end).toEqual(from);
    expect(end).not.toBe(from);
  });
});

const day = (iso: string) => Date.parse(`${iso}T00:00:00+02:00`) / 1000;
const hours = { from: { h: 9, m: 0 }, to: { h: 13, m: 0 }, days: [0, 1, 2] };

describe('date blocks', () => {
  it('drops a block with neither dates nor timetables on confirm', () => {
    const empty: DateEntry = { dateRange: null, timetables: [] };
    const noDays: DateEntry = { dateRange: { from: null, to: null }, timetables: [] };
    const dated: DateEntry = {
      dateRange: { from: day('2026-05-01'), to: day('2026-05-31') },
      timetables: [],
    };
    const startOnly: DateEntry = { dateRange: { from: day('2026-06-01'), to: null }, timetables: [] };
    const timed: DateEntry = { dateRange: null, timetables: [hours] };
    expect(keepDateEntries([empty, dated, noDays, startOnly, timed])).toEqual([dated, startOnly, timed]);
    expect(keepDateEntries([empty])).toEqual([]);
    expect(keepDateEntries([])).toEqual([]);
  });

  it('removes a block only while more than one is left', () => {
    const one: DateEntry = { dateRange: null, timetables: [hours] };
    expect(canRemoveDateEntry([])).toBe(false);
    expect(canRemoveDateEntry([one])).toBe(false);
    expect(canRemoveDateEntry([one, one])).toBe(true);
  });

  it('finds the last day of the value, for expiry', () => {
    expect(lastDayOf([])).toBeNull();
    expect(lastDayOf([{ dateRange: null, timetables: [hours] }])).toBeNull();
    expect(lastDayOf([{ dateRange: { from: null, to: null }, timetables: [] }])).toBeNull();
    expect(
      lastDayOf([
        { dateRange: { from: day('2026-05-01'), to: day('2026-05-31') }, timetables: [] },
        { dateRange: { from: day('2026-07-10'), to: null }, timetables: [] },
        { dateRange: { from: day('2026-06-01'), to: day('2026-06-30') }, timetables: [hours] },
      ]),
    ).toBe(day('2026-07-10'));
    expect(lastDayOf([{ dateRange: { from: null, to: day('2026-03-01') }, timetables: [] }])).toBe(
      day('2026-03-01'),
    );
  });
});
