import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { Agent } from '../../../test/agent.js';
import { createTestGroup, createTestUser } from '../../../test/factories.js';
import { nowIso } from '../../platform/db/connect.js';
import { solidImage, storedKeys, tempFilesDir, upload } from './media.test-kit.js';

/** Signs a new user in and returns the agent with the user's group. */
async function signedIn(t: TestApp, opts: Parameters<typeof createTestUser>[1]) {
  const user = await createTestUser(t.db, opts);
  const agent = new Agent(t.app);
  await agent.login(user.username);
  return Object.assign(agent, { groupId: user.groupId });
}

describe('Libreria: elenco per tipo, ricerca, pagine e gruppi (GET /api/media/{kind}.json)', () => {
  let t: TestApp;
  let filesDir: string;
  let firenze: { id: number };
  let operator: Awaited<ReturnType<typeof signedIn>>;
  let colleague: Awaited<ReturnType<typeof signedIn>>;
  let siena: Awaited<ReturnType<typeof signedIn>>;
  let admin: Awaited<ReturnType<typeof signedIn>>;
  let reviewer: Awaited<ReturnType<typeof signedIn>>;
  let imageId: number;

  beforeAll(async () => {
    filesDir = tempFilesDir();
    t = await buildTestApp({ filesDir });
    firenze = await createTestGroup(t.db, { name: 'IAT Firenze' });
    operator = await signedIn(t, { role: 'operator', group: firenze });
    colleague = await signedIn(t, { role: 'editor', group: firenze });
    siena = await signedIn(t, { role: 'operator' });
    admin = await signedIn(t, { role: 'admin' });
    reviewer = await signedIn(t, { role: 'reviewer', env: 'make-vt' });

    // 23 images and 2 documents of Firenze, one image of Siena; one second apart, oldest first.
    const start = Date.parse('2026-11-20T08:00:00.000Z');
    const row = (i: number, kind: 'image' | 'document', groupId: number, name: string) => ({
      kind,
      groupId,
      uploadedBy: null,
      fileKey: `media/${kind}/2026/11/seed-${i}.bin`,
      thumbKey: null,
      originalName: name,
      name,
      mime: kind === 'image' ? 'image/jpeg' : 'application/pdf',
      size: 1_258_291,
      width: kind === 'image' ? 800 : null,
      height: kind === 'image' ? 600 : null,
      checksum: `c${i}`,
      copyright: '',
      link: '',
      position: null,
      lingua: null,
      documentType: '',
      createdAt: new Date(start + i * 1000).toISOString(),
      updatedAt: nowIso(),
    });
    const rows = [
      ...Array.from({ length: 23 }, (_, i) =>
        row(i, 'image', firenze.id, i % 5 === 0 ? `Ponte Vecchio ${i}.jpg` : `Uffizi_${i}.jpg`),
      ),
      row(30, 'document', firenze.id, 'Orari 100% aggiornati.pdf'),
      row(31, 'document', firenze.id, 'Mappa centro.pdf'),
      row(32, 'image', siena.groupId, 'Piazza del Campo.jpg'),
    ];
    await t.db.insertInto('media').values(rows).execute();
    const alt = await t.db
      .selectFrom('media')
      .select('id')
      .where('name', '=', 'Uffizi_1.jpg')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('mediaTexts')
      .values({ mediaId: alt.id, lang: 'en', alt: 'Gallery corridor', caption: '' })
      .execute();

    const png = await solidImage('png', 100, 100);
    const res = await upload(operator, 'image', { filename: 'Santa Croce.png', data: png });
    imageId = res.data.data.data.id;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(filesDir, { recursive: true, force: true });
  });

  it("lists the caller's group's images, newest first, 20 a page", async () => {
    const one = await operator.get('/api/media/image.json?env=make-iat');
    expect(one.statusCode).toBe(200);
    expect(one.data.data).toMatchObject({ currentPage: 1, totalPages: 2, itemsPerPage: 20, totalItems: 24 });
    expect(one.data.data.data).toHaveLength(20);
    expect(one.data.data.data[0]).toMatchObject({ id: imageId, name: 'Santa Croce.png', editable: true });
    expect(one.data.data.data[1]).toMatchObject({
      name: 'Uffizi_22.jpg',
      info: { filesize: '1,2 MB', type: 'JPEG' },
      inUse: false,
    });
    const two = await operator.get('/api/media/image.json?page=2');
    expect(two.data.data.data.map((m: { name: string }) => m.name)).toEqual([
      'Uffizi_3.jpg',
      'Uffizi_2.jpg',
      'Uffizi_1.jpg',
      'Ponte Vecchio 0.jpg',
    ]);
    const beyond = await operator.get('/api/media/image.json?page=7');
    expect(beyond.data.data).toMatchObject({ data: [], currentPage: 7, totalItems: 24 });
    const docs = await operator.get('/api/media/document.json');
    expect(docs.data.data.data.map((m: { name: string }) => m.name)).toEqual([
      'Mappa centro.pdf',
      'Orari 100% aggiornati.pdf',
    ]);
  });

  it('searches names (case-insensitive, % and _ literal) and alt texts in any language', async () => {
    const ponte = await operator.get(`/api/media/image.json?search=${encodeURIComponent('ponte vecchio')}`);
    expect(ponte.data.data.totalItems).toBe(5);
    const percent = await operator.get(`/api/media/document.json?search=${encodeURIComponent('100%')}`);
    expect(percent.data.data.data.map((m: { name: string }) => m.name)).toEqual([
      'Orari 100% aggiornati.pdf',
    ]);
    const underscore = await operator.get(`/api/media/image.json?search=${encodeURIComponent('i_2')}`);
    expect(underscore.data.data.data.map((m: { name: string }) => m.name)).toEqual([
      'Uffizi_22.jpg',
      'Uffizi_21.jpg',
      'Uffizi_2.jpg',
    ]);
    const byAlt = await operator.get('/api/media/image.json?search=corridor&lang=en');
    expect(byAlt.data.data.data).toHaveLength(1);
    expect(byAlt.data.data.data[0]).toMatchObject({ name: 'Uffizi_1.jpg', alt: 'Gallery corridor' });
    const none = await operator.get('/api/media/image.json?search=Colosseo');
    expect(none.data.data).toMatchObject({ data: [], totalItems: 0, totalPages: 1 });
  });

  it('refuses a bad query with the field named', async () => {
    const res = await operator.get('/api/media/image.json?page=0');
    expect(res.statusCode).toBe(400);
    expect(res.data.fields).toEqual({ page: 'Pagina: almeno 1' });
    const lang = await operator.get('/api/media/image.json?lang=xx');
    expect(lang.data.fields).toEqual({ lang: 'Lingua non valida: it, en, fr, de o es' });
  });

  it("another group's operator neither sees, reads, edits nor deletes the file", async () => {
    const list = await siena.get('/api/media/image.json');
    expect(list.data.data.data.map((m: { name: string }) => m.name)).toEqual(['Piazza del Campo.jpg']);
    for (const url of [`/api/media/file/${imageId}`, `/api/media/thumb/${imageId}`]) {
      const res = await siena.get(url);
      expect(res.statusCode).toBe(404);
      expect(res.data.message).toBe('File non trovato.');
    }
    const edit = await siena.put(`/api/media/${imageId}.json`, { copyright: 'Mio' });
    expect(edit.statusCode).toBe(404);
    const remove = await siena.post('/api/media/remove.json', { imageid: imageId });
    expect(remove.statusCode).toBe(404);
    expect((await operator.get(`/api/media/file/${imageId}`)).statusCode).toBe(200);
  });

  it('a colleague of the same group sees, edits and reads the file', async () => {
    const list = await colleague.get('/api/media/image.json?search=santa');
    expect(list.data.data.data[0]).toMatchObject({ id: imageId, editable: true });
    const edit = await colleague.put(`/api/media/${imageId}.json`, { copyright: '© IAT Firenze' });
    expect(edit.statusCode).toBe(200);
    expect(edit.data.data.data.copyright).toBe('© IAT Firenze');
    expect((await colleague.get(`/api/media/file/${imageId}`)).statusCode).toBe(200);
    expect((await colleague.get(`/api/media/thumb/${imageId}`)).statusCode).toBe(200);
  });

  it('a reviewer sees every group but edits and deletes none of them', async () => {
    const list = await reviewer.get('/api/media/image.json?env=make-vt&search=piazza');
    expect(list.data.data.data).toHaveLength(1);
    expect(list.data.data.data[0]).toMatchObject({ name: 'Piazza del Campo.jpg', editable: false });
    expect((await reviewer.get(`/api/media/file/${imageId}`)).statusCode).toBe(200);
    const edit = await reviewer.put(`/api/media/${imageId}.json?env=make-vt`, { copyright: 'Redazione' });
    const remove = await reviewer.post('/api/media/remove.json?env=make-vt', { imageid: imageId });
    for (const refused of [edit, remove]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.data).toMatchObject({
        code: 'forbidden',
        message: 'Puoi modificare ed eliminare solo i file del tuo gruppo.',
      });
    }
  });

  it('an admin sees every group, and deletes another group’s file (gone from disk)', async () => {
    const list = await admin.get('/api/media/image.json');
    expect(list.data.data.totalItems).toBe(25);
    expect(list.data.data.data[0]).toMatchObject({ id: imageId, editable: true });
    expect(await storedKeys(t.storage)).toHaveLength(2);
    const res = await admin.post('/api/media/remove.json', { imageid: imageId });
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual({ status: 'success', data: {} });
    expect(await storedKeys(t.storage)).toEqual([]);
    expect((await operator.get(`/api/media/file/${imageId}`)).statusCode).toBe(404);
  });
});
