import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { createTestGroup } from '../../../test/factories.js';
import { signedIn, type Signed } from './content.test-kit.js';
import { createContent } from '../../seed/content-factory.js';

type Card = { id: number; name: string; [k: string]: unknown };
const names = (res: { data: { data: { data: Card[] } } }) => res.data.data.data.map((c) => c.name);

describe('Elenchi di guide e report (GET /api/guide-list.json, /api/report-list.json)', () => {
  let t: TestApp;
  let editor: Signed;
  let other: Signed;
  let admin: Signed;
  let operator: Signed;
  let first: number;

  beforeAll(async () => {
    t = await buildTestApp();
    const firenze = await createTestGroup(t.db, { name: 'IAT Firenze' });
    editor = await signedIn(t, { role: 'editor', group: firenze });
    other = await signedIn(t, { role: 'editor' });
    admin = await signedIn(t, { role: 'admin' });
    operator = await signedIn(t, { role: 'operator', group: firenze });
    const mine = { groupId: editor.groupId, creator: { id: editor.id, name: 'Sara Lombardi' } };
    const at = (i: number) => new Date(Date.UTC(2025, 0, 1 + i)).toISOString();
    const cities = ['Arezzo', 'Cortona', 'Firenze', 'Livorno', 'Lucca', 'Massa', 'Pienza', 'Volterra'];
    for (const [i, city] of cities.entries()) {
      const id = await createContent(t.db, {
        type: 'guida_citta',
        ...mine,
        createdAt: at(i),
        status: i % 2 ? 'published' : 'draft',
        docs: {
          it: { base: { titolo: `Guida di ${city}`, introduzione: `<p>Tutto su ${city} in un giorno.</p>` } },
          ...(i === 0 ? { en: { base: { titolo: `${city} city guide` } } } : {}),
        },
      });
      if (i === 0) first = id;
    }
    const themes = ['Vino', 'Arte', 'Cammini', 'Terme', 'Mare', 'Borghi'];
    for (const [i, theme] of themes.entries())
      await createContent(t.db, {
        type: 'guida_tematica',
        ...mine,
        createdAt: at(20 + i),
        docs: { it: { base: { titolo: `Toscana: ${theme}` } } },
      });
    for (const [i, month] of ['Gennaio', 'Febbraio', 'Marzo'].entries())
      await createContent(t.db, {
        type: 'report_mensile',
        ...mine,
        createdAt: at(40 + i),
        docs: { it: { base: { titolo: `Report di ${month}`, sintesi: '<p>Presenze in crescita.</p>' } } },
      });
    await createContent(t.db, {
      type: 'report_mensile',
      ...mine,
      createdAt: at(39),
      status: 'delete_requested',
      docs: { it: { base: { titolo: 'Report di Dicembre' } } },
    });
    await createContent(t.db, {
      type: 'report_evento',
      ...mine,
      createdAt: at(50),
      status: 'deleted',
      docs: { it: { base: { titolo: 'Report cancellato' } } },
    });
    await createContent(t.db, {
      type: 'guida_citta',
      groupId: other.groupId,
      creator: { id: other.id, name: 'Altro' },
      docs: { it: { base: { titolo: 'Guida di Siena' } } },
    });
  });
  afterAll(() => t.close());

  it('lists the guides the caller reaches, 12 a page, newest first, with the load-more flag', async () => {
    const one = await editor.get('/api/guide-list.json?env=make-iat');
    expect(one.statusCode).toBe(200);
    const d = one.data.data;
    expect(d.totalCount).toBe(14);
    expect(d.data).toHaveLength(12);
    expect(d.data[0].name).toBe('Toscana: Borghi');
    expect(d.nextPage).toEqual({ hasNext: true, loadMoreLabel: 'Carica altre guide' });
    expect(d.contentPage).toBe(1);
    expect(d.contentType).toBe('guida_citta');
    expect(d.labels).toEqual({
      title: 'Guide',
      add: 'Nuova guida',
      noResults: 'Nessuna guida corrisponde ai filtri scelti.',
      download: 'Scarica PDF',
    });
    const two = await editor.get('/api/guide-list.json?contentPage=2');
    expect(names(two)).toEqual(['Guida di Cortona', 'Guida di Arezzo']);
    expect(two.data.data).toMatchObject({ contentPage: 2, nextPage: { hasNext: false } });
    expect((await admin.get('/api/guide-list.json')).data.data.totalCount).toBe(15);
    // Another office's editor: its own guide, and the published ones of every office.
    expect(names(await other.get('/api/guide-list.json'))).toEqual([
      'Guida di Siena',
      'Guida di Volterra',
      'Guida di Massa',
      'Guida di Livorno',
      'Guida di Cortona',
    ]);
  });

  it('builds each card: excerpt, status, PDF link per language, edit and delete', async () => {
    const res = await editor.get('/api/guide-list.json?guideOrder=oldest');
    const card = res.data.data.data[0];
    expect(card).toMatchObject({
      id: first,
      name: 'Guida di Arezzo',
      text: 'Tutto su Arezzo in un giorno.',
      image: null,
      status: { name: 'Bozza', code: 'draft' },
      type: 'Guida della città',
      langs: ['it', 'en'],
      download: `/api/content/${first}/pdf?lang=it`,
    });
    expect(card.actions).toEqual([
      { action: 'edit', link: `/guide/edit/${first}`, name: 'Modifica', icon: 'EditOutlined' },
      {
        action: 'download',
        link: `/api/content/${first}/pdf?lang=it`,
        name: 'Scarica PDF (Italiano)',
        icon: 'PictureAsPdfOutlined',
      },
      {
        action: 'download',
        link: `/api/content/${first}/pdf?lang=en`,
        name: 'Scarica PDF (Inglese)',
        icon: 'PictureAsPdfOutlined',
      },
      { action: 'delete', name: 'Elimina', icon: 'DeleteOutlined', confirm: 'Vuoi eliminare questa guida?' },
    ]);
  });

  it('filters by type and orders by date or name', async () => {
    const themed = await editor.get('/api/guide-list.json?guideType=guida_tematica&guideOrder=name');
    expect(names(themed)).toEqual([
      'Toscana: Arte',
      'Toscana: Borghi',
      'Toscana: Cammini',
      'Toscana: Mare',
      'Toscana: Terme',
      'Toscana: Vino',
    ]);
    expect(themed.data.data).toMatchObject({ contentType: 'guida_tematica', totalCount: 6 });
    expect(themed.data.data.filters).toEqual({
      type: {
        label: 'Tipo',
        selected: 'guida_tematica',
        data: [
          { label: 'Tutti i tipi', value: '' },
          { label: 'Guida della città', value: 'guida_citta' },
          { label: 'Guida tematica', value: 'guida_tematica' },
        ],
      },
      order: {
        label: 'Ordina per',
        selected: 'name',
        data: [
          { label: 'Più recenti', value: 'recent' },
          { label: 'Meno recenti', value: 'oldest' },
          { label: 'Nome (A-Z)', value: 'name' },
        ],
      },
    });
    const oldest = await editor.get('/api/guide-list.json?guideType=guida_citta&guideOrder=oldest');
    expect(names(oldest).slice(0, 3)).toEqual(['Guida di Arezzo', 'Guida di Cortona', 'Guida di Firenze']);
  });

  it('lists reports in their own list, without deleted ones', async () => {
    const res = await editor.get('/api/report-list.json');
    expect(names(res)).toEqual([
      'Report di Marzo',
      'Report di Febbraio',
      'Report di Gennaio',
      'Report di Dicembre',
    ]);
    // Its deletion was asked: it is only downloaded.
    expect(res.data.data.data[3].actions.map((a: { action: string }) => a.action)).toEqual(['download']);
    expect(res.data.data.data[3].status).toMatchObject({ name: 'Eliminazione richiesta' });
    expect(res.data.data).toMatchObject({
      contentType: 'report_mensile',
      labels: { title: 'Report', add: 'Nuovo report', download: 'Scarica PDF' },
      nextPage: { hasNext: false, loadMoreLabel: 'Carica altri report' },
    });
    expect(res.data.data.data[0].actions[0]).toMatchObject({
      link: expect.stringMatching(/^\/report\/edit\/\d+$/),
    });
    const byType = await editor.get('/api/report-list.json?guideType=report_evento');
    expect(byType.data.data).toMatchObject({ data: [], totalCount: 0, contentType: 'report_evento' });
  });

  it('gives the desk the published guides and reports to read and download, never to edit', async () => {
    const res = await operator.get('/api/guide-list.json?guideOrder=name');
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual([
      'Guida di Cortona',
      'Guida di Livorno',
      'Guida di Massa',
      'Guida di Volterra',
    ]);
    for (const card of res.data.data.data as { id: number; actions: { action: string; link?: string }[] }[]) {
      expect(card.actions.map((a) => a.action)).toEqual(['download']);
      expect(card.actions[0]!.link).toBe(`/api/content/${card.id}/pdf?lang=it`);
      const pdf = await operator.get(card.actions[0]!.link!);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
    }
    // A draft of the same office stays with its editors.
    expect((await operator.get(`/api/content/${first}/pdf?lang=it`)).statusCode).toBe(403);
    // Its deletion was asked: still published, still handed out.
    expect(names(await operator.get('/api/report-list.json'))).toEqual(['Report di Dicembre']);
  });

  it('refuses callers without a role here, and bad queries with the parameter named', async () => {
    const suspended = await signedIn(t, { role: 'operator', stato: 0 });
    for (const path of ['/api/guide-list.json', '/api/report-list.json']) {
      const res = await suspended.get(path);
      expect(res.statusCode).toBe(403);
      expect(res.data.code).toBe('forbidden');
    }
    const cases: [string, string][] = [
      ['/api/guide-list.json?guideOrder=updated', 'guideOrder'],
      ['/api/guide-list.json?contentPage=0', 'contentPage'],
      ['/api/guide-list.json?guideType=evento', 'guideType'],
      ['/api/report-list.json?guideType=guida_citta', 'guideType'],
    ];
    for (const [url, field] of cases) {
      const res = await editor.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(Object.keys(res.data.fields), url).toEqual([field]);
    }
  });
});
