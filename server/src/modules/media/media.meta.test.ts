import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { Agent } from '../../../test/agent.js';
import { createTestUser } from '../../../test/factories.js';
import { pdfFile, solidImage, tempFilesDir, upload } from './media.test-kit.js';

describe('Libreria: dati del file (PUT /api/media/{id}.json) e consegna dei file', () => {
  let t: TestApp;
  let filesDir: string;
  let editor: Agent;
  let imageId: number;
  let documentId: number;

  beforeAll(async () => {
    filesDir = tempFilesDir();
    t = await buildTestApp({ filesDir });
    const user = await createTestUser(t.db, { role: 'editor' });
    editor = new Agent(t.app);
    await editor.login(user.username);
    imageId = (
      await upload(
        editor,
        'image',
        { filename: 'Chiostro.jpg', data: await solidImage('jpeg', 90, 60) },
        { alt: 'Il chiostro', copyright: 'Comune di Lucca' },
      )
    ).data.data.data.id;
    documentId = (await upload(editor, 'document', { filename: 'Città d’arte.pdf', data: pdfFile() })).data
      .data.data.id;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(filesDir, { recursive: true, force: true });
  });

  it('saves alt and caption per language, copyright, link and position', async () => {
    const res = await editor.put(`/api/media/${imageId}.json`, {
      texts: {
        it: { alt: 'Chiostro di San Martino', caption: 'Il chiostro al tramonto' },
        en: { alt: 'Cloister of San Martino', caption: '' },
      },
      copyright: '© Comune di Lucca',
      link: 'https://www.comune.lucca.it',
      position: 2,
    });
    expect(res.statusCode).toBe(200);
    expect(res.data.data.data).toMatchObject({
      id: imageId,
      alt: 'Chiostro di San Martino',
      caption: 'Il chiostro al tramonto',
      texts: { it: { alt: 'Chiostro di San Martino' }, en: { alt: 'Cloister of San Martino', caption: '' } },
      copyright: '© Comune di Lucca',
      link: 'https://www.comune.lucca.it',
      position: 2,
    });
    const en = await editor.get('/api/media/image.json?lang=en');
    expect(en.data.data.data[0]).toMatchObject({
      alt: 'Cloister of San Martino',
      copyright: '© Comune di Lucca',
    });
    // Absent keys keep their value; a language not sent keeps its text.
    const again = await editor.put(`/api/media/${imageId}.json`, { texts: { fr: { alt: 'Cloître' } } });
    expect(again.data.data.data.texts).toMatchObject({
      it: { alt: 'Chiostro di San Martino' },
      fr: { alt: 'Cloître', caption: '' },
    });
    expect(again.data.data.data.copyright).toBe('© Comune di Lucca');
  });

  it('refuses a bad language, a text too long, a bad link, with the field named', async () => {
    const lang = await editor.put(`/api/media/${imageId}.json`, { texts: { xx: { alt: 'a' } } });
    expect(lang.statusCode).toBe(400);
    expect(Object.keys(lang.data.fields)).toEqual(['texts']);
    expect(lang.data.message).toBe('Lingua non valida: it, en, fr, de o es');
    const long = await editor.put(`/api/media/${imageId}.json`, { texts: { de: { alt: 'x'.repeat(251) } } });
    expect(long.statusCode).toBe(400);
    expect(long.data.fields).toEqual({ 'texts.de.alt': 'Testo alternativo: al massimo 250 caratteri' });
    const link = await editor.put(`/api/media/${imageId}.json`, { link: 'javascript:alert(1)' });
    expect(link.data.fields).toEqual({ link: 'Link: scrivi un indirizzo che inizia con http:// o https://' });
    const position = await editor.put(`/api/media/${imageId}.json`, { position: 0 });
    expect(position.data.fields).toEqual({ position: 'Posizione: almeno 1' });
  });

  it('keeps image and document fields apart', async () => {
    const wrong = await editor.put(`/api/media/${imageId}.json`, { lingua: 'en' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.data.fields).toEqual({
      lingua: 'Nome, lingua e tipo di documento valgono solo per i documenti.',
    });
    const doc = await editor.put(`/api/media/${documentId}.json`, {
      name: 'Città d’arte (guida)',
      lingua: 'de',
      documentType: 'Guida',
      link: '',
    });
    expect(doc.data.data.data).toMatchObject({
      name: 'Città d’arte (guida)',
      lingua: 'de',
      documentType: 'Guida',
    });
    const docWrong = await editor.put(`/api/media/${documentId}.json`, { texts: { it: { alt: 'x' } } });
    expect(docWrong.data.fields).toEqual({
      texts: 'Testo alternativo, didascalia e posizione valgono solo per le immagini.',
    });
    const emptyName = await editor.put(`/api/media/${documentId}.json`, { name: ' ' });
    expect(emptyName.data.fields).toEqual({ name: 'Nome: campo obbligatorio' });
  });

  it('refuses an unknown id (404) and callers without a session', async () => {
    expect((await editor.put('/api/media/999999.json', { copyright: 'x' })).statusCode).toBe(404);
    const anonymous = await new Agent(t.app).put(`/api/media/${imageId}.json`, { copyright: 'x' });
    expect(anonymous.data.code).toBe('auth_required');
    expect((await new Agent(t.app).get(`/api/media/file/${imageId}`)).data.code).toBe('auth_required');
  });

  it('serves images inline and documents as attachments, private, no sniffing, with an etag', async () => {
    const image = await editor.get(`/api/media/file/${imageId}`);
    expect(image.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'cache-control': 'private, max-age=86400',
      'x-content-type-options': 'nosniff',
      'content-disposition': `inline; filename="Chiostro.jpg"; filename*=UTF-8''Chiostro.jpg`,
    });
    const cached = await editor.request('GET', `/api/media/file/${imageId}`, undefined, {
      headers: { 'if-none-match': String(image.headers.etag) },
    });
    expect(cached.statusCode).toBe(304);
    const thumb = await editor.get(`/api/media/thumb/${imageId}`);
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    expect(thumb.headers.etag).not.toBe(image.headers.etag);

    const doc = await editor.get(`/api/media/file/${documentId}`);
    expect(doc.headers['content-type']).toBe('application/pdf');
    expect(doc.headers['content-disposition']).toBe(
      `attachment; filename="Citt_ d_arte.pdf"; filename*=UTF-8''Citt%C3%A0%20d%E2%80%99arte.pdf`,
    );
    expect(doc.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await editor.get(`/api/media/thumb/${documentId}`)).statusCode).toBe(404);
    expect((await editor.get('/api/media/file/abc')).statusCode).toBe(400);
  });
});
