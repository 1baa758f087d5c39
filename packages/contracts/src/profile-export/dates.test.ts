import { describe, expect, it } from 'vitest';
import { checkExportDates, periodRange, romeWallToIso } from './dates.js';
import { EXPORT_MESSAGES as M } from './messages.js';

const today = { year: 2026, month: 11, day: 26, hour: 15, minute: 30, second: 0 };
const check = (from?: string, to?: string, max?: '1year' | '3months') =>
  checkExportDates(from, to, max, today);

describe('checkExportDates (spec 2 §5)', () => {
  it('accepts a window within the limits, ending today', () => {
    expect(check('26-11-2025 00:00', '26-11-2026 23:59', '1year')).toEqual({ to: M.overOneYear });
    expect(check('26-11-2025 00:00', '26-11-2026 00:00', '1year')).toEqual({});
    expect(check('26-08-2026 10:00', '26-11-2026 10:00', '3months')).toEqual({});
  });
  it('refuses a start or an end later than today', () => {
    expect(check('27-11-2026 00:00', '27-11-2026 10:00', '1year')).toEqual({
      from: M.fromAfterToday,
      to: M.toAfterToday,
    });
    expect(check('20-11-2026 00:00', '27-11-2026 00:00', '1year')).toEqual({ to: M.toAfterToday });
  });
  it('refuses an end before the start', () => {
    expect(check('20-11-2026 10:00', '20-11-2026 09:59', '1year')).toEqual({ to: M.toBeforeFrom });
  });
  it('says the window is over a year or over 3 months, verbatim', () => {
    expect(check('01-01-2025 00:00', '02-01-2026 00:00', '1year').to).toBe(
      'La differenza tra data di inizio e data di fine non può superare un anno.',
    );
    expect(check('01-01-2026 00:00', '01-04-2026 00:01', '3months').to).toBe(
      'La differenza tra data di inizio e data di fine non può superare 3 mesi.',
    );
    expect(check('30-11-2025 00:00', '28-02-2026 00:00', '3months')).toEqual({});
    expect(check('30-11-2025 00:00', '01-03-2026 00:00', '3months').to).toBe(M.overThreeMonths);
  });
  it('wants both dates, written DD-MM-YYYY HH:mm', () => {
    expect(check(undefined, '', '1year')).toEqual({ from: M.fromRequired, to: M.toRequired });
    expect(check('2026-11-01', '31-02-2026 10:00', '1year')).toEqual({ from: M.badDate, to: M.badDate });
  });
});

describe('periodRange', () => {
  it('goes back a week, a month or three months from the start of that day', () => {
    expect(periodRange('lastweek', today)).toEqual({ from: '19-11-2026 00:00', to: '26-11-2026 15:30' });
    expect(periodRange('lastmonth', today)?.from).toBe('26-10-2026 00:00');
    expect(periodRange('last3months', today)?.from).toBe('26-08-2026 00:00');
    expect(periodRange('custom', today)).toBeUndefined();
  });
});

describe('romeWallToIso', () => {
  it('reads the modal’s times in Europe/Rome, winter and summer', () => {
    expect(romeWallToIso({ year: 2026, month: 1, day: 10, hour: 0, minute: 0, second: 0 })).toBe(
      '2026-01-09T23:00:00.000Z',
    );
    expect(romeWallToIso({ year: 2026, month: 7, day: 10, hour: 12, minute: 0, second: 0 })).toBe(
      '2026-07-10T10:00:00.000Z',
    );
  });
});
