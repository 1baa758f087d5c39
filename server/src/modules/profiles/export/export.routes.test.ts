import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { EXPORT_MESSAGES as M, exportQuery, formatExportDate, partsOfInstant } from '@sportello/contracts';
import {
  exportDateHoursAgo,
  hoursAgo,
  insertVisits,
  useExportWorld,
  type ExportWorld,
} from './export.test-kit.js';

/** Spec 2 §7 "Export": config, preexport, the files in each format, the aggregate; scoped by office. */

const DAY = 24;
const FROM = exportDateHoursAgo(8 * DAY);
const TO = exportDateHoursAgo(0);

async function fill(w: ExportWorld) {
  await insertVisits(w.t.db, [
    {
      officeId: w.siena.id,
      code: 'SI-2026-000001',
      visitedAt: hoursAgo(2),
      countryKind: 'it',
      region: 'toscana',
      people: 2,
      interests: ['mare', 'arte'],
      contact: {
        contatti_nome_cognome: '=HYPERLINK("http://x.example")',
        contatti_email: 'anna@example.org',
        contatti_telefono: '+39 333 1234567',
      },
      consent: true,
    },
    {
      officeId: w.siena.id,
      code: 'SI-2026-000002',
      visitedAt: hoursAgo(5),
      countryKind: 'eu',
      country: 'de',
      people: 4,
      interests: ['arte'],
      contact: { contatti_nome_cognome: 'Hans Muster' },
      consent: false,
    },
    {
      officeId: w.siena.id,
      code: 'SI-2026-000003',
      visitedAt: hoursAgo(30),
      countryKind: 'eeu',
      country: 'us',
      people: 1,
      source: 'kiosk',
      profiled: 'not_profiled',
    },
    {
      officeId: w.siena.id,
      code: 'SI-2026-000004',
      visitedAt: hoursAgo(50),
      countryKind: 'eu',
      country: 'fr',
      people: 6,
      contact: { contatti_nome_cognome: 'Marie Curie' },
      consent: true,
      erased: true,
    },
    {
      officeId: w.siena.id,
      code: 'SI-2025-000001',
      visitedAt: hoursAgo(400 * DAY),
      countryKind: 'it',
      people: 3,
    },
    { officeId: w.pisa.id, code: 'PI-2026-000001', visitedAt: hoursAgo(3), countryKind: 'it', people: 3 },
    {
      officeId: w.pisa.id,
      code: 'PI-2026-000002',
      visitedAt: hoursAgo(10),
      countryKind: 'eeu',
      country: 'jp',
    },
  ]);
}

const qs = (p: Partial<Parameters<typeof exportQuery>[0]> = {}) =>
  new URLSearchParams(
    exportQuery({ from: FROM, to: TO, format: 'csv', sections: [], slugs: [], ...p }),
  ).toString();

/** A CSV file written with ';' and RFC 4180 quotes, back into rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ';') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  return rows;
}

describe('profile export', () => {
  const w = useExportWorld(fill);

  it('serves the config: own office for an operator, every office without "all" for the Admin group', async () => {
    const op = await w.op.get('/api/crm/profili/export-config');
    expect(op.statusCode).toBe(200);
    const config = op.data.data;
    expect(config.defaults).toMatchObject({ format: 'json', period: 'lastweek' });
    expect(config.periods.map((p: { value: string }) => p.value)).toEqual([
      'lastweek',
      'lastmonth',
      'last3months',
      'custom',
    ]);
    expect(config.selectIat.options).toEqual([{ label: 'IAT Siena', value: w.siena.slug }]);
    expect(config.exportProfiles).toBe('/api/crm/profili/{iat}/export');
    const admin = (await w.admin.get('/api/crm/profili/export-config')).data.data;
    const slugs = admin.selectIat.options.map((o: { value: string }) => o.value);
    expect(slugs).toEqual(expect.arrayContaining([w.siena.slug, w.pisa.slug]));
    expect(slugs).not.toContain('');
    const nations = admin.aggregate.filters.find((n: { nodeValue: string }) => n.nodeValue === 'nazionalita');
    expect(nations.options).toContainEqual({ label: 'Germania', value: 'de' });
    // The kiosk is named as the profiles table's filter and the files name it.
    for (const group of [admin.aggregate.nodes, admin.aggregate.filters])
      expect(group.find((n: { nodeValue: string }) => n.nodeValue === 'fonte').options).toEqual([
        { label: 'Sportello', value: 'desk' },
        { label: 'Kiosk', value: 'kiosk' },
      ]);
    expect((await w.editor.get('/api/crm/profili/export-config')).statusCode).toBe(403);
  });

  it('lists the countries with Italy, EU and non-EU apart', async () => {
    const res = await w.op.get('/api/crm/profili/export-countries');
    expect(res.statusCode).toBe(200);
    const byCode = new Map(res.data.data.map((c: { value: string; kind: string }) => [c.value, c.kind]));
    expect([byCode.get('it'), byCode.get('de'), byCode.get('us')]).toEqual(['it', 'eu', 'eeu']);
  });

  it('preexport says yes for a window with visits and no, with the label, for one without', async () => {
    const yes = await w.op.get(`/api/crm/profili/preexport?${qs()}`);
    expect(yes.statusCode).toBe(200);
    expect(yes.data.data).toEqual({ canExport: true });
    const empty = `from=${encodeURIComponent(exportDateHoursAgo(300 * DAY))}&to=${encodeURIComponent(exportDateHoursAgo(290 * DAY))}`;
    const no = await w.op.get(`/api/crm/profili/preexport?${empty}`);
    expect(no.data.data).toEqual({ canExport: false, message: M.noResults });
    expect((await w.editor.get(`/api/crm/profili/preexport?${qs()}`)).statusCode).toBe(403);
  });

  it('enforces every date rule of spec 2 §5 with the field named', async () => {
    const tomorrow = formatExportDate(partsOfInstant(Date.now() + 26 * 3_600_000)!);
    const cases: [string, string, 'from' | 'to', string][] = [
      [tomorrow, tomorrow, 'from', M.fromAfterToday],
      [FROM, tomorrow, 'to', M.toAfterToday],
      [TO, FROM, 'to', M.toBeforeFrom],
      [exportDateHoursAgo(400 * DAY), TO, 'to', M.overOneYear],
      ['2026-11-01', TO, 'from', M.badDate],
    ];
    for (const [from, to, field, message] of cases) {
      const res = await w.op.get(`/api/crm/profili/preexport?${qs({ from, to })}`);
      expect(res.statusCode, `${from} ${to}`).toBe(400);
      expect(res.data.fields[field]).toBe(message);
      const post = await w.op.post('/api/crm/profili/export', { from, to, format: 'csv' });
      expect(post.statusCode).toBe(400);
      expect(post.data.fields[field]).toBe(message);
    }
    expect((await w.op.get(`/api/crm/profili/preexport?to=${encodeURIComponent(TO)}`)).data.fields.from).toBe(
      M.fromRequired,
    );
  });

  it('limits the window to 3 months when the config says so', async () => {
    const row = await w.t.db
      .selectFrom('templates')
      .select(['id', 'body'])
      .where('kind', '=', 'profile-export')
      .executeTakeFirstOrThrow();
    const body = JSON.parse(row.body);
    await w.t.db
      .updateTable('templates')
      .set({ body: JSON.stringify({ ...body, maxDateSelectable: '3months' }) })
      .where('id', '=', row.id)
      .execute();
    try {
      const res = await w.op.get(`/api/crm/profili/preexport?${qs({ from: exportDateHoursAgo(100 * DAY) })}`);
      expect(res.statusCode).toBe(400);
      expect(res.data.fields.to).toBe(
        'La differenza tra data di inizio e data di fine non può superare 3 mesi.',
      );
      expect(
        (await w.op.get(`/api/crm/profili/preexport?${qs({ from: exportDateHoursAgo(80 * DAY) })}`))
          .statusCode,
      ).toBe(200);
    } finally {
      await w.t.db.updateTable('templates').set({ body: row.body }).where('id', '=', row.id).execute();
    }
  });

  it('refuses another office: by slugs, by the download path, and in the aggregate', async () => {
    const bySlug = await w.op.get(`/api/crm/profili/preexport?${qs({ slugs: [w.pisa.slug] })}`);
    expect(bySlug.statusCode).toBe(403);
    expect(bySlug.data.message).toBe(M.otherOffice);
    const byPath = await w.op.get(`/api/crm/profili/${w.pisa.slug}/export?${qs()}`);
    expect(byPath.statusCode).toBe(403);
    const post = await w.op.post('/api/crm/profili/export', { from: FROM, to: TO, slugs: [w.pisa.slug] });
    expect(post.statusCode).toBe(403);
    const agg = await w.op.post('/api/crm/profili/aggregate', { from: FROM, to: TO, slugs: [w.pisa.slug] });
    expect(agg.statusCode).toBe(403);
    // The Admin group exports any office.
    const admin = await w.admin.get(`/api/crm/profili/${w.pisa.slug}/export?${qs()}`);
    expect(admin.statusCode).toBe(200);
    const codes = parseCsv(admin.body.slice(1))
      .slice(1)
      .map((r) => r[0]);
    expect(codes).toEqual(['PI-2026-000002', 'PI-2026-000001']);
  });

  it('CSV: BOM, ";", the chosen sections, contacts only with consent and not erased, no formulas', async () => {
    const res = await w.op.get(
      `/api/crm/profili/${w.siena.slug}/export?${qs({ sections: ['provenienza', 'gruppo', 'interessi', 'contatti'] })}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="export.csv"');
    expect(res.body.charCodeAt(0)).toBe(0xfeff);
    const [header, ...rows] = parseCsv(res.body.slice(1));
    expect(header).toEqual([
      'Codice',
      'Ufficio',
      'Data visita',
      'Profilazione',
      'Fonte',
      'Provenienza',
      'Paese',
      'Regione',
      'Numero di persone',
      'Interessi',
      'Nome e cognome',
      'Email',
      'Telefono',
    ]);
    expect(rows.map((r) => r[0])).toEqual([
      'SI-2026-000004',
      'SI-2026-000003',
      'SI-2026-000002',
      'SI-2026-000001',
    ]);
    const [erased, kiosk, noConsent, consent] = rows as string[][];
    expect(erased!.slice(5, 13)).toEqual(['Unione europea', 'Francia', '', '6', '', '', '', '']);
    expect(kiosk!.slice(3, 5)).toEqual(['Non profilato', 'Kiosk']);
    expect(noConsent!.slice(9, 11)).toEqual(['Arte e musei', '']);
    expect(consent!.slice(5, 12)).toEqual([
      'Italia',
      'Italia',
      'Toscana',
      '2',
      'Arte e musei, Mare',
      `'=HYPERLINK("http://x.example")`,
      'anna@example.org',
    ]);
    expect(consent![2]).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
    // Without sections: the visit's columns only.
    const plain = await w.op.post('/api/crm/profili/export', { from: FROM, to: TO, format: 'csv' });
    expect(parseCsv(plain.body.slice(1))[0]).toEqual([
      'Codice',
      'Ufficio',
      'Data visita',
      'Profilazione',
      'Fonte',
    ]);
  });

  it('JSON: a streamed array of objects by column key', async () => {
    const res = await w.op.post('/api/crm/profili/export', {
      from: FROM,
      to: TO,
      sections: ['gruppo'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="export.json"');
    const rows = JSON.parse(res.body);
    expect(rows).toHaveLength(4);
    expect(rows[3]).toMatchObject({ codice: 'SI-2026-000001', ufficio: 'IAT Siena', persone: 2 });
    const none = await w.op.post('/api/crm/profili/export', {
      from: exportDateHoursAgo(300 * DAY),
      to: exportDateHoursAgo(299 * DAY),
    });
    expect(JSON.parse(none.body)).toEqual([]);
  });

  it('XLSX: read back with exceljs', async () => {
    const res = await w.op.request(
      'GET',
      `/api/crm/profili/${w.siena.slug}/export?${qs({ format: 'xlsx', sections: ['provenienza'] })}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="export.xlsx"');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const values = sheet.getSheetValues().filter(Boolean) as unknown[][];
    expect(values[0]!.slice(1)).toEqual([
      'Codice',
      'Ufficio',
      'Data visita',
      'Profilazione',
      'Fonte',
      'Provenienza',
      'Paese',
      'Regione',
    ]);
    expect(values).toHaveLength(5);
    expect(values[4]!.slice(1, 2)).toEqual(['SI-2026-000001']);
    expect(values[3]![7]).toBe('Germania');
  });

  it('XLSX: a phone is a text cell, as typed (the CSV keeps its formula guard)', async () => {
    const xlsx = await w.op.request(
      'GET',
      `/api/crm/profili/${w.siena.slug}/export?${qs({ format: 'xlsx', sections: ['contatti'] })}`,
    );
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const phone = sheet.getRow(5).getCell(header.indexOf('Telefono') + 1);
    expect(sheet.getRow(5).getCell(1).value).toBe('SI-2026-000001');
    expect(phone.value).toBe('+39 333 1234567');
    expect(phone.type).toBe(ExcelJS.ValueType.String);
    expect(phone.numFmt).toBe('@');
    const csv = await w.op.get(`/api/crm/profili/${w.siena.slug}/export?${qs({ sections: ['contatti'] })}`);
    expect(parseCsv(csv.body.slice(1)).at(-1)!.at(-1)).toBe("'+39 333 1234567");
  });

  it('aggregate: counts from GROUP BY equal a direct COUNT, with labels and totals', async () => {
    const res = await w.op.post('/api/crm/profili/aggregate', {
      from: FROM,
      to: TO,
      aggregate: ['profilo_paese'],
    });
    expect(res.statusCode).toBe(200);
    const result = res.data.data;
    const direct = await w.t.db
      .selectFrom('profiles')
      .select([
        'countryKind',
        (eb) => eb.fn.countAll<number>().as('n'),
        (eb) => eb.fn.sum<number>('people').as('p'),
      ])
      .where('officeId', '=', w.siena.id)
      .where('visitedAt', '>=', hoursAgo(8 * DAY))
      .groupBy('countryKind')
      .execute();
    const counts = Object.fromEntries(
      result.rows.map((r: { keys: { profilo_paese: string }; profiles: number }) => [
        r.keys.profilo_paese,
        r.profiles,
      ]),
    );
    expect(counts).toEqual(Object.fromEntries(direct.map((d) => [d.countryKind, Number(d.n)])));
    expect(result.totals).toEqual({ profiles: 4, people: 13 });
    expect(
      result.rows.find((r: { keys: { profilo_paese: string } }) => r.keys.profilo_paese === 'eu').labels,
    ).toEqual({
      profilo_paese: 'Unione europea',
    });
    // Interests come from profile_interests; filters narrow (nationality split, people flags).
    const interests = await w.op.post('/api/crm/profili/aggregate', {
      from: FROM,
      to: TO,
      aggregate: ['interessi'],
      filters: { profilo_eu_paese: ['de'], profilo_paese: ['it'] },
    });
    expect(
      interests.data.data.rows.map((r: { keys: object; profiles: number }) => [r.keys, r.profiles]),
    ).toEqual([
      [{ interessi: 'arte' }, 2],
      [{ interessi: 'mare' }, 1],
    ]);
    const people = await w.op.post('/api/crm/profili/aggregate', {
      from: FROM,
      to: TO,
      filters: { profilo_numero_persone: { '5+': 1, '1': 1 } },
    });
    expect(people.data.data.totals).toEqual({ profiles: 2, people: 7 });
    const admin = await w.admin.post('/api/crm/profili/aggregate', {
      from: FROM,
      to: TO,
      aggregate: ['ufficio'],
    });
    expect(
      admin.data.data.rows
        .map((r: { labels: { ufficio: string }; profiles: number }) => [r.labels.ufficio, r.profiles])
        .sort(),
    ).toEqual([
      ['IAT Pisa', 2],
      ['IAT Siena', 4],
    ]);
  });

  it('exportAggregate answers a file (CSV by default, XLSX on request)', async () => {
    const res = await w.op.post('/api/crm/profili/exportAggregate', {
      from: FROM,
      to: TO,
      aggregate: ['fonte'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="export.csv"');
    expect(parseCsv(res.body.slice(1))).toEqual([
      ['Fonte', 'Schede', 'Persone'],
      ['Sportello', '3', '12'],
      ['Kiosk', '1', '1'],
      ['Totale', '4', '13'],
    ]);
    const xlsx = await w.op.post('/api/crm/profili/exportAggregate', {
      from: FROM,
      to: TO,
      format: 'xlsx',
      aggregate: ['fonte'],
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.getRow(4).values).toEqual([undefined, 'Totale', 4, 13]);
  });

  it('bad payloads: 400 naming the field, never a 500', async () => {
    const cases: [unknown, string][] = [
      [{ from: FROM, to: TO, format: 'pdf' }, 'format'],
      [{ from: FROM, to: TO, sections: ['segreti'] }, 'sections'],
      [{ from: FROM, to: TO, slugs: ['NON VALIDO'] }, 'slugs'],
      [{ from: 12, to: TO }, 'from'],
    ];
    for (const [body, field] of cases) {
      const res = await w.op.post('/api/crm/profili/export', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.data.fields).some((k) => k.startsWith(field))).toBe(true);
    }
    const agg: [unknown, string][] = [
      [{ from: FROM, to: TO, aggregate: ['segreti'] }, 'aggregate'],
      [{ from: FROM, to: TO, filters: { password: ['x'] } }, 'filters'],
      [{ from: FROM, to: TO, filters: { profilo_numero_persone: { '1': 2 } } }, 'filters'],
    ];
    for (const [body, field] of agg) {
      const res = await w.op.post('/api/crm/profili/aggregate', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.data.fields).some((k) => k.startsWith(field))).toBe(true);
    }
    const unknown = await w.admin.post('/api/crm/profili/export', {
      from: FROM,
      to: TO,
      slugs: ['iat-inesistente'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.data.fields.slugs).toBe(M.unknownOffice);
  });
});

describe('romeTimeWriter', () => {
  it('writes stored instants in Rome time, winter and summer, minutes kept', async () => {
    const { romeTimeWriter } = await import('./export.columns.js');
    const write = romeTimeWriter();
    expect(write('2026-01-09T23:47:12.000Z')).toBe('10-01-2026 00:47');
    expect(write('2026-07-10T10:05:00.000Z')).toBe('10-07-2026 12:05');
    expect(write('2026-03-29T00:59:59.000Z')).toBe('29-03-2026 01:59');
    expect(write('2026-03-29T01:00:00.000Z')).toBe('29-03-2026 03:00');
  });
});
