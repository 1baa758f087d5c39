import { describe, expect, it } from 'vitest';
import type { VisitorRow } from '@sportello/contracts';
import { createTestGroup } from '../../../test/factories.js';
import type { Agent } from '../../../test/agent.js';
import { signedInAs } from '../explore/explore.test-kit.js';
import { insertVisits, useExportWorld } from '../profiles/export/export.test-kit.js';

/**
 * The dashboard template and the Visitors dashboard (issue 37): who sees which dashboard, every
 * figure a direct count of the visits below, an office kept to its own figures, bad periods
 * refused with the field named, the CSV of a chart.
 *
 * Siena: three visits around the night of 29–30 March 2025 (summer time starts at 2:00 in Italy),
 * one a year before. Pisa: one visit on 30 March 2025.
 */
describe('dashboards', () => {
  let board: Agent;
  const w = useExportWorld(async (world) => {
    const s = world.siena.id;
    await insertVisits(world.t.db, [
      // 23:30 on 29 March in Italy (UTC+1).
      { officeId: s, visitedAt: '2025-03-29T22:30:00.000Z', countryKind: 'it', region: 'toscana', people: 2 },
      // 00:30 on 30 March in Italy: the same UTC date as the one above, another Italian day.
      { officeId: s, visitedAt: '2025-03-29T23:30:00.000Z', countryKind: 'eu', country: 'de', people: 4 },
      // 03:30 on 30 March, summer time already (UTC+2).
      {
        officeId: s,
        visitedAt: '2025-03-30T01:30:00.000Z',
        countryKind: 'eu',
        country: 'de',
        source: 'kiosk',
      },
      { officeId: s, visitedAt: '2024-03-30T10:00:00.000Z', countryKind: 'eu', country: 'fr', people: 3 },
      {
        officeId: world.pisa.id,
        visitedAt: '2025-03-30T12:00:00.000Z',
        countryKind: 'eu',
        country: 'de',
        profiled: 'not_profiled',
      },
    ]);
    board = await signedInAs(world.t, 'operator', await createTestGroup(world.t.db, { kind: 'board' }));
  });
  const period = 'from=2025-03-29&to=2025-03-31&granularity=day';
  const rowsOf = (res: { data: { data: { charts: Record<string, VisitorRow[]> } } }, chart: string) =>
    Object.fromEntries(
      res.data.data.charts[chart]!.map((r) => [r.key, [r.current.profiles, r.lastYear.profiles]]),
    );

  it('gives each role the dashboards of the template, the app’s own pages with the environment in', async () => {
    const res = await w.op.get('/api/dashboard/template?env=make-iat');
    expect(res.statusCode).toBe(200);
    expect(res.data.data.dashboards).toEqual([
      {
        key: 'visitors',
        title: 'Visitatori',
        url: '/app/make-iat/dashboards/visitors?__blank=true',
        sameOrigin: true,
        height: 2200,
      },
    ]);
    expect(res.data.data.hiddenSections).toEqual(['[data-dashboard-section="header"]']);
    expect(res.data.data.slugLabels).toMatchObject({
      [w.siena.slug]: 'IAT Siena',
      [w.pisa.slug]: 'IAT Pisa',
    });
    // An editor may open the page, but the template gives editors no dashboard.
    const editor = await w.editor.get('/api/dashboard/template');
    expect(editor.statusCode).toBe(200);
    expect(editor.data.data.dashboards).toEqual([]);
  });

  it('refuses the template to a structure and to a stranger', async () => {
    const structure = await signedInAs(w.t, 'structure');
    expect((await structure.get('/api/dashboard/template')).statusCode).toBe(403);
  });

  it('counts an office’s visitors by Italian day, beside the same days of last year', async () => {
    const res = await w.op.get(`/api/dashboard/visitors?${period}`);
    expect(res.statusCode).toBe(200);
    const d = res.data.data;
    expect(d.canCompare).toBe(false);
    expect(d.offices).toEqual([{ slug: w.siena.slug, name: 'IAT Siena' }]);
    expect(
      d.charts.periodo.map((r: VisitorRow) => [r.label, r.current.profiles, r.lastYear.profiles]),
    ).toEqual([
      ['29/03/2025', 1, 0],
      ['30/03/2025', 2, 1],
      ['31/03/2025', 0, 0],
    ]);
    expect(d.totals).toEqual({ current: { profiles: 3, people: 7 }, lastYear: { profiles: 1, people: 3 } });
    expect(rowsOf(res, 'nazionalita')).toEqual({ de: [2, 0], it: [1, 0], fr: [0, 1] });
    expect(rowsOf(res, 'fonte')).toEqual({ desk: [2, 1], kiosk: [1, 0] });
    // Regions: of the Italian visitors only.
    expect(rowsOf(res, 'profilo_regione')).toEqual({ toscana: [1, 0] });
    expect(d.charts.profilo_regione[0]).toMatchObject({ label: 'Toscana' });
    expect(rowsOf(res, 'ufficio')).toEqual({ [w.siena.slug]: [3, 1] });
    expect(d.charts.nazionalita[0]).toMatchObject({ label: 'Germania' });
  });

  it('folds weeks from Monday and months', async () => {
    const week = await w.op.get('/api/dashboard/visitors?from=2025-03-24&to=2025-04-06&granularity=week');
    expect(week.data.data.charts.periodo.map((r: VisitorRow) => [r.key, r.current.profiles])).toEqual([
      ['2025-03-24', 3],
      ['2025-03-31', 0],
    ]);
    const month = await w.op.get('/api/dashboard/visitors?from=2025-03-01&to=2025-04-30&granularity=month');
    expect(month.data.data.charts.periodo.map((r: VisitorRow) => [r.label, r.current.profiles])).toEqual([
      ['marzo 2025', 3],
      ['aprile 2025', 0],
    ]);
  });

  it('lets the Admin group and the board read and compare every office, and keeps an office to its own', async () => {
    for (const agent of [w.admin, board]) {
      const res = await agent.get(`/api/dashboard/visitors?${period}`);
      expect(res.statusCode).toBe(200);
      expect(res.data.data.canCompare).toBe(true);
      expect(rowsOf(res, 'ufficio')).toMatchObject({ [w.siena.slug]: [3, 1], [w.pisa.slug]: [1, 0] });
      expect(rowsOf(res, 'profilato')).toEqual({ profiled: [3, 1], not_profiled: [1, 0] });
    }
    const pisaOnly = await w.admin.get(`/api/dashboard/visitors?${period}&offices=${w.pisa.slug}`);
    expect(pisaOnly.data.data.totals.current).toEqual({ profiles: 1, people: 1 });
    expect(pisaOnly.data.data.selected).toEqual([w.pisa.slug]);
    // Another office, by parameter: refused; the own one named: fine.
    const other = await w.op.get(`/api/dashboard/visitors?${period}&offices=${w.pisa.slug}`);
    expect(other.statusCode).toBe(403);
    expect(other.data.message).toBe('Puoi vedere solo i dati del tuo ufficio');
    expect((await w.other.get(`/api/dashboard/visitors?${period}`)).data.data.totals.current.profiles).toBe(
      1,
    );
  });

  it('refuses the figures to a role the template gives no Visitors dashboard', async () => {
    const res = await w.editor.get(`/api/dashboard/visitors?${period}`);
    expect(res.statusCode).toBe(403);
    expect(res.data.code).toBe('forbidden');
  });

  it('refuses bad periods and unknown offices with the field named', async () => {
    const cases: [string, string][] = [
      ['from=2025-02-30&to=2025-03-01', 'from'],
      ['from=2025-03-10&to=2025-03-01', 'to'],
      ['from=2024-01-01&to=2025-03-01', 'to'],
      ['from=2025-03-01&to=2025-03-02&granularity=year', 'granularity'],
      ['to=2025-03-02', 'from'],
    ];
    for (const [query, field] of cases) {
      const res = await w.admin.get(`/api/dashboard/visitors?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.data.fields ?? {}), query).toContain(field);
    }
    const unknown = await w.admin.get(`/api/dashboard/visitors?${period}&offices=iat-atlantide`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.data.fields).toEqual({ offices: 'Ufficio sconosciuto' });
  });

  it('downloads a chart as CSV, the Italian way', async () => {
    const res = await w.op.get(`/api/dashboard/visitors/csv?${period}&chart=periodo`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('visitatori-periodo-2025-03-29-2025-03-31.csv');
    const lines = res.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe(
      'Periodo;Schede 29/03/2025–31/03/2025;Persone 29/03/2025–31/03/2025;Schede 29/03/2024–31/03/2024;Persone 29/03/2024–31/03/2024',
    );
    expect(lines[2]).toBe('30/03/2025;2;5;1;3');
    const bad = await w.op.get(`/api/dashboard/visitors/csv?${period}&chart=segreto`);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.data.fields)).toContain('chart');
    expect((await w.editor.get(`/api/dashboard/visitors/csv?${period}&chart=periodo`)).statusCode).toBe(403);
  });
});
