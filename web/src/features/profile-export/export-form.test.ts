import { describe, expect, it } from 'vitest';
import type { ExportConfig } from '@sportello/contracts';
import { dayjs } from '../../lib/dayjs';
import {
  iatOptions,
  resolveRange,
  sectionsShown,
  windowEndOf,
  withFrom,
  withTo,
  type Scope,
} from './export-form';

const config = (max: ExportConfig['maxDateSelectable'] = '1year'): ExportConfig => ({
  formats: {
    param: 'format',
    options: [
      { label: 'JSON', value: 'json' },
      { label: 'CSV', value: 'csv' },
      { label: 'Excel (XLSX)', value: 'xlsx' },
    ],
  },
  sections: {
    param: 'sections',
    options: [{ label: 'Visita', value: 'visita' }],
    hideSectionsOnFormat: ['json'],
  },
  periods: [{ label: 'Ultima settimana', value: 'lastweek' }],
  labels: {},
  maxDateSelectable: max,
  defaults: { format: 'json', sections: ['visita'], period: 'lastweek' },
  selectIat: {
    param: 'slugs',
    label: 'IAT',
    multiple: true,
    options: [
      { label: 'Tutti', value: '' },
      { label: 'IAT Firenze', value: 'iat-firenze' },
      { label: 'IAT Siena', value: 'iat-siena' },
    ],
  },
  exportProfiles: '/api/crm/profili/{iat}/export',
  aggregate: { nodes: [], filters: [] },
});

const custom = (from: string, to: string): Scope => ({
  slugs: ['iat-firenze'],
  period: 'custom',
  custom: { from: dayjs(from), to: dayjs(to) },
});

describe('IAT selector (spec 2 §4)', () => {
  it('drops the first "all" option for the Admin group', () => {
    expect(iatOptions(config(), true, 'admin').map((o) => o.value)).toEqual(['iat-firenze', 'iat-siena']);
  });
  it('leaves other users their own office only', () => {
    expect(iatOptions(config(), false, 'iat-siena').map((o) => o.value)).toEqual(['iat-siena']);
  });
});

describe('custom range (spec 2 §5, through the shared rule)', () => {
  it('accepts a range within the year', () => {
    const r = resolveRange(custom('2026-01-10T08:00', '2026-06-10T08:00'), config());
    expect(r).toEqual({ range: { from: '10-01-2026 08:00', to: '10-06-2026 08:00' }, message: null });
  });
  it('refuses more than a year, or more than 3 months, with the verbatim message', () => {
    expect(resolveRange(custom('2025-01-10T08:00', '2026-06-10T08:00'), config()).message).toBe(
      'La differenza tra data di inizio e data di fine non può superare un anno.',
    );
    expect(resolveRange(custom('2026-01-10T08:00', '2026-06-10T08:00'), config('3months'))).toEqual({
      range: null,
      message: 'La differenza tra data di inizio e data di fine non può superare 3 mesi.',
    });
  });
  it('limits the calendar end to the window after the start', () => {
    expect(windowEndOf(dayjs('2026-01-31T10:00'), config('3months'))?.format('DD-MM-YYYY HH:mm')).toBe(
      '30-04-2026 10:00',
    );
  });
  it('hides the sections for the formats the config names', () => {
    expect(sectionsShown(config(), 'json')).toBe(false);
    expect(sectionsShown(config(), 'xlsx')).toBe(true);
  });
});

describe('when one date passes the other, the other follows', () => {
  const range = { from: dayjs('2026-03-01T00:00'), to: dayjs('2026-03-10T00:00') };
  it('moves the end with a later start', () => {
    expect(withFrom(range, dayjs('2026-03-15T00:00')).to?.format('DD-MM')).toBe('15-03');
  });
  it('moves the start with an earlier end', () => {
    expect(withTo(range, dayjs('2026-02-20T00:00')).from?.format('DD-MM')).toBe('20-02');
  });
  it('leaves the other date alone otherwise', () => {
    expect(withFrom(range, dayjs('2026-03-05T00:00')).to?.format('DD-MM')).toBe('10-03');
  });
});
