import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { Agent } from '../../../test/agent.js';
import { createTestGroup } from '../../../test/factories.js';
import { createContent, storedDocument } from '../../seed/content-factory.js';
import { solidImage, tempFilesDir, upload } from '../media/media.test-kit.js';
import { pdfFonts, pdfText } from '../../platform/pdf/pdf.test-kit.js';
import { findContentTypeByCode } from './content-types.repo.js';
import { signedIn, storeTestRevision, type Signed } from './content.test-kit.js';

const day = (iso: string) => Math.floor(Date.parse(`${iso}T00:00:00Z`) / 1000);

describe('PDF e anteprima di un contenuto (GET /api/content/{id}/pdf, /api/content/{id}/preview.html)', () => {
  let t: TestApp;
  let filesDir: string;
  let editor: Signed;
  let stranger: Signed;
  let operator: Signed;
  let reviewer: Signed;
  let guide: number;
  let event: number;
  let itinerary: number;
  let imageId: number;

  beforeAll(async () => {
    filesDir = tempFilesDir();
    t = await buildTestApp({ filesDir });
    const firenze = await createTestGroup(t.db, { name: 'IAT Firenze' });
    editor = await signedIn(t, { role: 'editor', group: firenze });
    stranger = await signedIn(t, { role: 'editor' });
    operator = await signedIn(t, { role: 'operator', group: firenze });
    reviewer = await signedIn(t, { role: 'reviewer' });
    const up = await upload(editor, 'image', {
      filename: 'duomo.png',
      data: await solidImage('png', 400, 300),
    });
    imageId = up.data.data.data.id;
    const image = {
      id: imageId,
      src: `/api/media/file/${imageId}`,
      alt: 'La cupola',
      copyright: 'Comune di Firenze',
      link: '',
      position: null,
    };
    const by = { groupId: editor.groupId, creator: { id: editor.id, name: 'Sara Lombardi' } };
    const chapters = (duomo: string, croce: string) => [
      {
        kind: 'paragrafo',
        value: {
          numbered: true,
          title: duomo,
          text: '<p>La cattedrale di <b>Santa Maria del Fiore</b>.</p>',
          image: [image],
          location: { address: 'Piazza del Duomo, 50122 Firenze', lat: 43.773, lng: 11.256 },
        },
      },
      { kind: 'paragrafo', value: { numbered: true, title: croce, text: '<p>La basilica francescana.</p>' } },
      {
        kind: 'paragrafo',
        value: { numbered: false, title: 'Note pratiche', text: '<p>Prenotate prima.</p>' },
      },
      { kind: 'galleria', value: { title: 'Immagini', images: [image, { ...image, position: 1 }] } },
    ];
    guide = await createContent(t.db, {
      type: 'guida_citta',
      ...by,
      docs: {
        it: {
          base: {
            titolo: "Firenze, città d'arte: à è é ì ò ù",
            copertina_testi: { title: 'Guida pratica', subtitle: 'Edizione 2026' },
            immagine: [image],
            introduzione: '<p>Benvenuti a <b>Firenze</b>.</p><ul><li>Musei</li><li>Giardini</li></ul>',
          },
          custom: chapters('Il Duomo', 'Santa Croce'),
        },
        en: {
          base: { titolo: 'Florence, city of art', introduzione: '<p>Welcome to Florence.</p>' },
          custom: chapters('The Cathedral', 'Santa Croce'),
        },
      },
    });
    event = await createContent(t.db, {
      type: 'evento',
      ...by,
      docs: {
        it: {
          base: {
            titolo: 'Notte bianca <script>alert(1)</script>',
            abstract:
              '<p onclick="steal()">Musica <script>bad()</script><em>dal vivo</em> <a href="javascript:alert(1)">qui</a> <a href="https://www.comune.fi.it">sito</a></p><img src=x onerror=alert(1)><iframe src="https://evil.example"></iframe>',
            quando: [
              {
                dateRange: { from: day('2026-03-05'), to: day('2026-03-08') },
                timetables: [{ from: { h: 9, m: 0 }, to: { h: 13, m: 30 }, days: [1, 0] }],
              },
            ],
            luogo: { address: 'Piazza della Signoria, 50122 Firenze', lat: null, lng: null },
            gratuito: true,
          },
        },
      },
    });
    itinerary = await createContent(t.db, {
      type: 'itinerario',
      ...by,
      docs: {
        it: {
          base: { titolo: 'Le crete senesi', difficolta: 'media' },
          custom: [
            {
              kind: 'tappa',
              value: {
                marker: 1,
                eyelet: 'Giorno 1',
                title: 'Da Siena a Buonconvento',
                text: '<p>Tra calanchi e cipressi.</p>',
                location: { address: 'Buonconvento', lat: null, lng: null },
              },
            },
            { kind: 'tappa', value: { marker: 2, title: 'Da Buonconvento a Montalcino' } },
          ],
        },
      },
    });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(filesDir, { recursive: true, force: true });
  });

  it('downloads a real PDF of the head revision in the language asked, with accents, chapters and pages', async () => {
    const res = await editor.get(`/api/content/${guide}/pdf?lang=it&env=make-iat`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const slug = (
      await t.db.selectFrom('contents').select('slug').where('id', '=', guide).executeTakeFirstOrThrow()
    ).slug;
    expect(slug).toMatch(/^firenze-citta-d-arte/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${slug}-it.pdf"`);
    const pdf = res.rawPayload;
    if (process.env.CONTENT_PDF_OUT) fs.writeFileSync(`${process.env.CONTENT_PDF_OUT}-guide.pdf`, pdf);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toMatch(/%%EOF\s*$/);
    // The cover and the chapters' images are embedded.
    expect(pdf.toString('latin1')).toContain('/Subtype /Image');
    const text = pdfText(pdf);
    expect(text).toContain("Firenze, città d'arte: à è é ì ò ù");
    expect(text).toContain('GUIDA DELLA CITTÀ · ITALIANO');
    expect(text).toContain('Guida pratica');
    expect(text).toContain('Edizione 2026');
    expect(text).toContain('Benvenuti a Firenze.');
    expect(text).toContain('Musei');
    expect(text).toContain('1. Il Duomo');
    expect(text).toContain('2. Santa Croce');
    expect(text).toContain('Note pratiche');
    expect(text).not.toContain('3. Note pratiche');
    expect(text).toContain('Piazza del Duomo, 50122 Firenze');
    expect(text).toMatch(/Pagina 1 di \d/);

    const en = await editor.get(`/api/content/${guide}/pdf?lang=en`);
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-disposition']).toBe(`attachment; filename="${slug}-en.pdf"`);
    expect(pdfText(en.rawPayload)).toContain('Florence, city of art');
    expect(pdfText(en.rawPayload)).toContain('1. The Cathedral');
  });

  it('draws stages with their marker and dates in Italian words', async () => {
    const stages = pdfText((await editor.get(`/api/content/${itinerary}/pdf?lang=it`)).rawPayload);
    expect(stages).toContain('GIORNO 1');
    expect(stages).toContain('Da Siena a Buonconvento');
    expect(stages).toContain('Da Buonconvento a Montalcino');
    expect(stages).toContain('Difficoltà: Media');
    const dates = pdfText((await reviewer.get(`/api/content/${event}/pdf?lang=it`)).rawPayload);
    expect(dates).toContain('dal 05 marzo 2026 al 08 marzo 2026 · lunedì, martedì 9.00–13.30');
    expect(dates).toContain('Notte bianca <script>alert(1)</script>');
  });

  it('prints German, Spanish and Italian texts as written, in an embedded font', async () => {
    const by = { groupId: editor.groupId, creator: { id: editor.id, name: 'Sara Lombardi' } };
    const id = await createContent(t.db, {
      type: 'guida_citta',
      ...by,
      docs: {
        it: { base: { titolo: 'Perché più caffè? Città, libertà', introduzione: '<p>Così è: «è già».</p>' } },
        de: {
          base: {
            titolo: 'Grüße aus Süßen: „Öffnungszeiten“',
            introduzione: '<p>Straße, Größe, Bäckerei – ä ö ü ß. Preis: 12 €…</p>',
          },
        },
        es: {
          base: {
            titolo: 'Señor Muñoz: ¿mañana?',
            introduzione: '<p>Año nuevo en España, ¡sí! L’Œuvre, façade.</p>',
          },
        },
      },
    });
    const written = {
      it: ['Perché più caffè? Città, libertà', 'Così è: «è già».'],
      de: ['Grüße aus Süßen: „Öffnungszeiten“', 'Straße, Größe, Bäckerei – ä ö ü ß. Preis: 12 €…'],
      es: ['Señor Muñoz: ¿mañana?', 'Año nuevo en España, ¡sí! L’Œuvre, façade.'],
    };
    for (const [lang, texts] of Object.entries(written)) {
      const res = await editor.get(`/api/content/${id}/pdf?lang=${lang}`);
      expect(res.statusCode, lang).toBe(200);
      const text = pdfText(res.rawPayload);
      for (const words of texts) expect(text, lang).toContain(words);
      const fonts = pdfFonts(res.rawPayload);
      expect(fonts.length, lang).toBeGreaterThan(0);
      expect(
        fonts.every((f) => f.embedded && f.subset && f.name.includes('DejaVuSans')),
        lang,
      ).toBe(true);
      // The font is a subset: a page of text stays small.
      expect(res.rawPayload.length, lang).toBeLessThan(80_000);
      if (process.env.CONTENT_PDF_OUT)
        fs.writeFileSync(`${process.env.CONTENT_PDF_OUT}-${lang}.pdf`, res.rawPayload);
    }
  });

  it('shows a standalone preview page: texts escaped, rich text sanitised, a strict CSP', async () => {
    const res = await editor.get(`/api/content/${event}/preview.html?lang=it`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("img-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('unsafe');
    const body = res.body;
    const style = /<style>([\s\S]*?)<\/style>/.exec(body)![1]!;
    expect(csp).toContain(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    expect(body).toContain('<title>Notte bianca &lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(body).toContain('<h1>Notte bianca &lt;script&gt;alert(1)&lt;/script&gt;</h1>');
    expect(body).not.toMatch(/<script/i);
    expect(body).not.toMatch(/onclick|onerror|javascript:|<iframe|src="x"/i);
    expect(body).toContain('<i>dal vivo</i>');
    expect(body).toContain(
      '<a href="https://www.comune.fi.it" target="_blank" rel="noopener noreferrer">sito</a>',
    );
    expect(body).toContain('dal 05 marzo 2026 al 08 marzo 2026 · lunedì, martedì 9.00–13.30');
    expect(body).toContain('<dt>Ingresso gratuito</dt><dd>Sì</dd>');

    const g = await editor.get(`/api/content/${guide}/preview.html?lang=it`);
    expect(g.body).toContain(`<img class="cover" src="/api/media/file/${imageId}" alt="La cupola">`);
    expect(g.body).toContain('<h2><span class="number">1.</span>Il Duomo</h2>');
    expect(g.body).toContain('<h2>Note pratiche</h2>');
    expect(g.body).toContain('<figcaption>© Comune di Firenze</figcaption>');
    expect(g.body).toContain('<html lang="it">');
    const stage = await editor.get(`/api/content/${itinerary}/preview.html`);
    expect(stage.body).toContain(
      '<p class="eyelet">Giorno 1</p><h2><span class="marker">1</span>Da Siena a Buonconvento</h2>',
    );
  });

  it('gives the desk the published version of a guide (not the draft after it), and nothing else', async () => {
    const by = { groupId: editor.groupId, creator: { id: editor.id, name: 'Sara Lombardi' } };
    const published = await createContent(t.db, {
      type: 'guida_citta',
      ...by,
      status: 'published',
      docs: { it: { base: { titolo: 'Siena in un giorno', introduzione: '<p>Il Campo e il Duomo.</p>' } } },
    });
    // The editor keeps working on it: the head is a draft the desk must not hand out.
    const type = (await findContentTypeByCode(t.db, 'guida_citta'))!;
    await storeTestRevision(t.db, published, type, {
      it: storedDocument(type, 'it', { base: { titolo: 'Siena in un giorno (bozza)' } }, 'd'),
      en: storedDocument(type, 'en', { base: { titolo: 'Siena in a day (draft)' } }, 'd'),
    });
    const path = `/api/content/${published}/pdf?lang=it`;
    for (const reader of [operator, stranger]) {
      const res = await reader.get(path);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const text = pdfText(res.rawPayload);
      expect(text).toContain('Siena in un giorno');
      expect(text).not.toContain('bozza');
      // The English exists in the draft only.
      expect((await reader.get(`/api/content/${published}/pdf?lang=en`)).statusCode).toBe(404);
      const page = await reader.get(`/api/content/${published}/preview.html?lang=it`);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<h1>Siena in un giorno</h1>');
    }
    expect(pdfText((await editor.get(path)).rawPayload)).toContain('Siena in un giorno (bozza)');
    // A published content of another kind (an event) is the editors' business, not the guides'.
    const feast = await createContent(t.db, {
      type: 'evento',
      ...by,
      status: 'published',
      docs: { it: { base: { titolo: 'Palio' } } },
    });
    expect((await operator.get(`/api/content/${feast}/pdf?lang=it`)).statusCode).toBe(403);
    // Without an enabled role in the environment: refused.
    const suspended = await signedIn(t, { role: 'operator', stato: 0 });
    expect((await suspended.get(path)).statusCode).toBe(403);
  });

  it('is for those who may edit the content; a language not written is 404; bad input is 400', async () => {
    for (const path of [`/api/content/${guide}/pdf?lang=it`, `/api/content/${guide}/preview.html?lang=it`]) {
      expect((await stranger.get(path)).statusCode, path).toBe(403);
      expect((await operator.get(path)).statusCode, path).toBe(403);
      expect((await new Agent(t.app).get(path)).data.code, path).toBe('auth_required');
      expect((await reviewer.get(path)).statusCode, path).toBe(200);
    }
    const fr = await editor.get(`/api/content/${guide}/pdf?lang=fr`);
    expect(fr.statusCode).toBe(404);
    expect(fr.data.message).toBe('Il contenuto non è scritto in questa lingua.');
    expect((await editor.get(`/api/content/999999/pdf?lang=it`)).statusCode).toBe(404);
    const badLang = await editor.get(`/api/content/${guide}/pdf?lang=xx`);
    expect(badLang.statusCode).toBe(400);
    expect(badLang.data.fields).toEqual({ lang: 'Lingua non valida' });
    const badId = await editor.get('/api/content/abc/preview.html?lang=it');
    expect(badId.statusCode).toBe(400);
    expect(Object.keys(badId.data.fields)).toEqual(['id']);
  });
});
