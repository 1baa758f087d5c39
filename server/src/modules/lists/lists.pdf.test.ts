import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfFonts, pdfText } from '../../platform/pdf/pdf.test-kit.js';
import type { TestApp } from '../../../test/build-app.js';
import { buildDemoApp, signIn } from '../../../test/demo-app.js';
import type { Agent } from '../../../test/agent.js';
import { listPdf, type ListPdfData, type ListPdfItem } from './lists.pdf.js';
import { listPdfData } from './lists.share-pdf.js';

/** The list PDF on the demo catalogue: the office at the top, every element, the map, page numbers. */
describe('list PDF', () => {
  let t: TestApp;
  let op: Agent;
  let listId: number;
  beforeAll(async () => {
    t = await buildDemoApp({ catalogue: true });
    op = await signIn(t, 'operatore');
    const picks = await t.db
      .selectFrom('assets')
      .select(['sourceId', 'type'])
      .where('source', '=', 'import')
      .where('status', '=', 0)
      .where('type', 'in', [
        'attraction',
        'accommodation',
        'restaurant',
        'evento_turismo',
        'offerta_turismo',
        'itinerario_turismo',
      ])
      .where('langs', 'like', '%en%')
      .orderBy('id')
      .limit(400)
      .execute();
    const byType = new Map<string, typeof picks>();
    for (const p of picks) byType.set(p.type, [...(byType.get(p.type) ?? []), p]);
    const chosen = [...byType.values()].flatMap((ps) => ps.slice(0, 2));
    const res = await op.post('/api/list/lista', { title: 'Florence and around: a weekend' });
    listId = res.data.data.id;
    for (const c of chosen)
      await op.post(`/api/list/lista/${listId}/elemento`, { resId: c.sourceId, type: c.type, locale: 'en' });
  }, 120_000);
  afterAll(() => t.close());

  it('is A4, in English, with the office at the top, each element, and page numbers', async () => {
    const data = await listPdfData(t.db, listId, 'en');
    expect(data.items.length).toBeGreaterThanOrEqual(8);
    expect(data.office.name).toBe('IAT Firenze');
    const pdf = await listPdf(data, new Map(), { compress: false });
    const text = pdfText(pdf);
    expect(text).toContain('IAT Firenze');
    // Spaced capitals (characterSpacing) read back letter by letter.
    expect(text.replace(/\s/g, '')).toContain('ASELECTIONFORYOU');
    expect(text).toContain('Florence and around: a weekend');
    expect(text).toContain('On the map');
    for (const item of data.items.slice(0, 3)) expect(text).toContain(item.title.slice(0, 12));
    expect(text).toMatch(/Page 1 of \d/);
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    const share = await op.post(`/api/list/lista/${listId}/condividi`, { lang: 'en' });
    const res = await t.app.inject({ method: 'GET', url: new URL(share.data.data.link).pathname });
    expect(res.statusCode).toBe(200);
    if (process.env.LISTS_PDF_OUT) writeFileSync(process.env.LISTS_PDF_OUT, res.rawPayload);
  });

  it('in German: the fixed texts, the opening hours and the towns in German, elements without German marked', async () => {
    // Two sights in Florence (one town: two markers that must not hide each other) and one
    // element with no German text.
    const florence = await t.db
      .selectFrom('assets')
      .select(['sourceId', 'type', 'langs'])
      .where('source', '=', 'import')
      .where('status', '=', 0)
      .where('type', '=', 'attraction')
      .where('municipalityCode', '=', '048017')
      .where('langs', 'like', '%de%')
      .orderBy('id')
      .limit(2)
      .execute();
    const noGerman = await t.db
      .selectFrom('assets')
      .select(['id', 'sourceId', 'type'])
      .where('source', '=', 'import')
      .where('status', '=', 0)
      .where('type', 'in', ['attraction', 'restaurant', 'accommodation'])
      .where('langs', 'not like', '%de%')
      .where('lat', 'is not', null)
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(florence).toHaveLength(2);
    const res = await op.post('/api/list/lista', { title: 'Für Familie Weber' });
    const id = res.data.data.id as number;
    for (const c of [...florence, noGerman])
      await op.post(`/api/list/lista/${id}/elemento`, { resId: c.sourceId, type: c.type, locale: 'it' });
    const data = await listPdfData(t.db, id, 'de');
    expect(data.items.map((i) => i.shownIn)).toEqual([null, null, 'it']);
    expect(data.items.slice(0, 2).map((i) => i.town)).toEqual(['Firenze', 'Firenze']);
    // The office's address names the town once.
    expect(data.office.address).not.toMatch(/Firenze, Firenze/);
    const pdf = await listPdf(data, new Map(), { compress: false });
    const text = pdfText(pdf);
    expect(text.replace(/\s/g, '')).toContain('EINEAUSWAHLFÜRSIE');
    for (const words of ['Für Familie Weber', 'Auf der Karte', '(Text auf Italienisch)', 'Seite 1 von'])
      expect(text).toContain(words);
    expect(text).not.toContain('Tutti i giorni');
    if (process.env.LISTS_PDF_OUT) {
      writeFileSync(process.env.LISTS_PDF_OUT.replace(/\.pdf$/, '-demo-de.pdf'), pdf);
      writeFileSync(
        process.env.LISTS_PDF_OUT.replace(/\.pdf$/, '-demo-it.pdf'),
        await listPdf(await listPdfData(t.db, id, 'it'), new Map(), { compress: false }),
      );
    }
  });

  it('prints German, Spanish, French and Italian texts as written, in an embedded font', async () => {
    const item = (n: number, title: string, text: string): ListPdfItem => ({
      n,
      type: 'restaurant',
      title,
      subtitle: '',
      address: 'Königstraße 5, 70173 Stuttgart',
      hours: 'Mo–Fr 9:00–18:00',
      dates: '',
      price: 'ab 12 €',
      phone: '',
      text,
      qr: null,
      point: { lat: 48.78 + n / 100, lng: 9.18 },
      town: 'Stuttgart',
      imageKey: null,
      status: n === 3 ? 'expired' : null,
      shownIn: n === 2 ? 'it' : null,
    });
    const data: ListPdfData = {
      lang: 'de',
      title: 'Grüße aus Süddeutschland: „Maß“ und Brezeln',
      office: {
        name: 'IAT Würzburg',
        address: 'Marktplatz 9, Würzburg',
        phone: '+49 931 372335',
        email: '',
        hours: ['Mo–Sa 10:00–18:00'],
        point: { lat: 48.8, lng: 9.2 },
      },
      items: [
        item(1, 'Café Müller – Öffnungszeiten', 'Straße, Größe, Bäckerei: ä ö ü ß.'),
        item(2, 'Señor Muñoz: ¿mañana?', 'Año nuevo en España, ¡sí!'),
        item(3, 'L’Œuvre « chez Noël »', 'Façade, garçon, été… città, perché, più.'),
      ],
    };
    const pdf = await listPdf(data, new Map());
    const text = pdfText(pdf);
    for (const words of [
      'IAT Würzburg',
      'Grüße aus Süddeutschland: „Maß“ und Brezeln',
      'Café Müller – Öffnungszeiten',
      'Straße, Größe, Bäckerei: ä ö ü ß.',
      'Señor Muñoz: ¿mañana?',
      'Año nuevo en España, ¡sí!',
      'L’Œuvre « chez Noël »',
      'Façade, garçon, été… città, perché, più.',
      'Königstraße 5',
      'ab 12 €',
      '● Abgelaufen',
      '(Text auf Italienisch)',
    ])
      expect(text).toContain(words);
    expect(text).toMatch(/Seite 1 von \d/);
    expect(pdfFonts(pdf).every((f) => f.embedded && f.subset && f.name.includes('DejaVuSans'))).toBe(true);
    if (process.env.LISTS_PDF_OUT) writeFileSync(process.env.LISTS_PDF_OUT.replace(/\.pdf$/, '-de.pdf'), pdf);
  });
});
