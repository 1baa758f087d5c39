import { describe, expect, it } from 'vitest';
import { EXPORT_MESSAGES as M } from './messages.js';
import { ExportParams, exportQuery } from './params.js';

describe('ExportParams and exportQuery', () => {
  it('reads repeated sections and comma-joined slugs, json by default', () => {
    const q = exportQuery({
      from: '01-11-2026 00:00',
      to: '26-11-2026 10:00',
      format: 'csv',
      sections: ['visita', 'provenienza'],
      slugs: ['iat-firenze', 'iat-siena'],
    });
    expect(q.filter(([k]) => k === 'sections').map(([, v]) => v)).toEqual(['visita', 'provenienza']);
    const query = Object.fromEntries(
      ['from', 'to', 'format', 'slugs', 'sections'].map((k) => {
        const all = q.filter(([key]) => key === k).map(([, v]) => v);
        return [k, all.length > 1 ? all : all[0]];
      }),
    );
    expect(ExportParams.parse(query)).toEqual({
      from: '01-11-2026 00:00',
      to: '26-11-2026 10:00',
      format: 'csv',
      sections: ['visita', 'provenienza'],
      slugs: ['iat-firenze', 'iat-siena'],
    });
    expect(ExportParams.parse({ from: '01-11-2026 00:00', to: '02-11-2026 00:00' }).format).toBe('json');
  });
  it('names the bad field', () => {
    const r = ExportParams.safeParse({ from: '2026-11-01', to: '02-11-2026 00:00', format: 'pdf' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['from', M.badDate],
      ['format', 'Formato: valore non valido'],
    ]);
  });
});
