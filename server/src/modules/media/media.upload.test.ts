import { createHash } from 'node:crypto';
import fs from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { Agent } from '../../../test/agent.js';
import { createTestUser } from '../../../test/factories.js';
import {
  SVG,
  docxFile,
  elfFile,
  multipartBody,
  pdfFile,
  peFile,
  solidImage,
  storedKeys,
  tempFilesDir,
  upload,
  zipFile,
} from './media.test-kit.js';

const EXECUTABLE =
  'Il file è un programma eseguibile, anche se il nome dice altro: per sicurezza non può essere caricato.';
const IMAGE_FORMAT = "Formato non supportato: carica un'immagine JPEG, PNG, WebP o GIF.";

describe('Caricamento nella libreria (POST /api/media/{image|document})', () => {
  let t: TestApp;
  let editor: Agent;
  let filesDir: string;

  beforeAll(async () => {
    filesDir = tempFilesDir();
    t = await buildTestApp({ filesDir, mediaMaxMb: 1 });
    const user = await createTestUser(t.db, { role: 'editor' });
    editor = new Agent(t.app);
    await editor.login(user.username);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(filesDir, { recursive: true, force: true });
  });

  it('stores a PNG re-encoded, with an 80×80 thumbnail; data.data is the new file', async () => {
    const png = await solidImage('png', 400, 300, { alpha: true });
    const res = await upload(editor, 'image', {
      filename: 'Duomo di Siena.png',
      data: png,
      contentType: 'image/png',
    });
    expect(res.statusCode).toBe(200);
    const item = res.data.data.data;
    expect(item).toMatchObject({
      kind: 'image',
      name: 'Duomo di Siena.png',
      width: 400,
      height: 300,
      mime: 'image/png',
      inUse: false,
      usedBy: null,
      editable: true,
      info: { name: 'Duomo di Siena.png', type: 'PNG' },
      src: `/api/media/file/${item.id}`,
      thumb: `/api/media/thumb/${item.id}`,
    });

    const file = await editor.get(item.src);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    const stored = file.rawPayload;
    expect((await sharp(stored).metadata()).format).toBe('png');
    const row = await t.db
      .selectFrom('media')
      .select(['checksum', 'size', 'fileKey', 'thumbKey'])
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    expect(row.checksum).toBe(createHash('sha256').update(stored).digest('hex'));
    expect(row.size).toBe(stored.length);
    expect(item.info.filesize).toMatch(/^\d+ (B|KB)$/);

    const thumb = await editor.get(item.thumb);
    expect(thumb.statusCode).toBe(200);
    const meta = await sharp(thumb.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([80, 80]);
    // Both files are in the storage, named by the server.
    expect(await storedKeys(t.storage)).toEqual([row.fileKey, row.thumbKey].sort());
    expect(row.fileKey).toMatch(/^media\/image\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
  });

  it('auto-rotates a JPEG, caps it at 2560 px, drops EXIF, and keeps its size in width/height', async () => {
    // Stored landscape 3000×1500 with "rotate 90°" in EXIF: people see it portrait.
    const jpeg = await solidImage('jpeg', 3000, 1500, { orientation: 6, exif: true });
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload(editor, 'image', { filename: 'torre.jpg', data: jpeg });
    expect(res.statusCode).toBe(200);
    const item = res.data.data.data;
    expect([item.width, item.height]).toEqual([1280, 2560]);
    const file = await editor.get(item.src);
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1280, 2560]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    const thumb = await sharp((await editor.get(item.thumb)).rawPayload).metadata();
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['jpeg', 80, 80]);
  });

  it('accepts WebP and GIF by content, whatever the name', async () => {
    const webp = await upload(editor, 'image', {
      filename: 'foto.png',
      data: await solidImage('webp', 120, 90),
    });
    expect(webp.data.data.data).toMatchObject({ mime: 'image/webp', info: { type: 'WEBP' } });
    const gif = await upload(editor, 'image', {
      filename: 'animazione',
      data: await solidImage('gif', 50, 50),
    });
    expect(gif.data.data.data).toMatchObject({ mime: 'image/gif', width: 50, height: 50 });
  });

  it('refuses a renamed executable with a clear Italian message, and stores nothing', async () => {
    const before = await storedKeys(t.storage);
    for (const [filename, data] of [
      ['foto.jpg', elfFile()],
      ['photo.png', peFile()],
    ] as const) {
      const res = await upload(editor, 'image', { filename, data, contentType: 'image/jpeg' });
      expect(res.statusCode).toBe(400);
      expect(res.data).toMatchObject({ status: 'error', code: 'bad_request', message: EXECUTABLE });
      expect(res.data.fields).toEqual({ file: EXECUTABLE });
    }
    const doc = await upload(editor, 'document', { filename: 'orari.pdf', data: elfFile() });
    expect(doc.data.message).toBe(EXECUTABLE);
    const script = await upload(editor, 'document', {
      filename: 'note.txt',
      data: Buffer.from('#!/bin/sh\nrm -rf /\n'),
    });
    expect(script.data.message).toBe(EXECUTABLE);
    expect(await storedKeys(t.storage)).toEqual(before);
  });

  it('refuses SVG, a PDF posing as an image, and a broken image', async () => {
    const svg = await upload(editor, 'image', {
      filename: 'logo.svg',
      data: SVG,
      contentType: 'image/svg+xml',
    });
    expect(svg.statusCode).toBe(400);
    expect(svg.data.message).toBe(IMAGE_FORMAT);
    const pdf = await upload(editor, 'image', { filename: 'mappa.jpg', data: pdfFile() });
    expect(pdf.data.message).toBe(IMAGE_FORMAT);
    const png = await solidImage('png', 200, 200);
    const broken = await upload(editor, 'image', { filename: 'rotta.png', data: png.subarray(0, 120) });
    expect(broken.statusCode).toBe(400);
    expect(broken.data.message).toBe("L'immagine è danneggiata o incompleta e non può essere letta.");
  });

  it('answers 413 "Il file supera il limite di 1 MB." above MEDIA_MAX_MB', async () => {
    const big = Buffer.concat([pdfFile(), Buffer.alloc(1024 * 1024 + 10, 0x20)]);
    const res = await upload(editor, 'document', { filename: 'grande.pdf', data: big });
    expect(res.statusCode).toBe(413);
    expect(res.data).toMatchObject({ code: 'too_large', message: 'Il file supera il limite di 1 MB.' });
  });

  it('stores documents checked by content: PDF, DOCX, UTF-8 text and CSV', async () => {
    const pdf = await upload(
      editor,
      'document',
      { filename: 'Orari musei.pdf', data: pdfFile() },
      { name: 'Orari dei musei', lingua: 'en', documentType: 'Brochure' },
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.data.data.data).toMatchObject({
      kind: 'document',
      name: 'Orari dei musei',
      lingua: 'en',
      documentType: 'Brochure',
      thumb: null,
      width: null,
      info: { name: 'Orari musei.pdf', type: 'PDF' },
    });
    const docx = await upload(editor, 'document', { filename: 'programma.docx', data: docxFile() });
    expect(docx.data.data.data).toMatchObject({ info: { type: 'DOCX' }, name: 'programma.docx' });
    const txt = await upload(editor, 'document', {
      filename: 'note.txt',
      data: Buffer.from('Città e borghi\n'),
    });
    expect(txt.data.data.data).toMatchObject({ mime: 'text/plain', info: { type: 'TXT' } });
    const csv = await upload(editor, 'document', {
      filename: 'eventi.csv',
      data: Buffer.from('nome;data\nPalio;2 luglio\n'),
    });
    expect(csv.data.data.data).toMatchObject({ mime: 'text/csv', info: { type: 'CSV' } });
    const download = await editor.get(csv.data.data.data.src);
    expect(download.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(download.body).toBe('nome;data\nPalio;2 luglio\n');
  });

  it('strips bidirectional controls from file names: an executable name cannot pose as a PDF', async () => {
    // With a right-to-left override, "fattura<RLO>fdp.exe" shows as "fatturaexe.pdf".
    const bidi = '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u200E\u200F\u061C';
    const doc = await upload(editor, 'document', { filename: 'fattura\u202Efdp.exe', data: pdfFile() });
    expect(doc.statusCode).toBe(200);
    expect(doc.data.data.data).toMatchObject({ name: 'fatturafdp.exe', info: { name: 'fatturafdp.exe' } });
    // The name a document is shown under, typed with the upload, is a file's name too.
    const named = await upload(
      editor,
      'document',
      { filename: 'orari.pdf', data: pdfFile() },
      { name: `Orari${bidi} musei.exe` },
    );
    expect(named.data.data.data).toMatchObject({ name: 'Orari musei.exe', info: { name: 'orari.pdf' } });
    const png = await solidImage('png', 20, 20);
    const image = await upload(editor, 'image', {
      filename: `Pi${bidi}azza del ${bidi}Campo.png`,
      data: png,
    });
    expect(image.data.data.data).toMatchObject({ name: 'Piazza del Campo.png' });

    const rows = await t.db
      .selectFrom('media')
      .select(['name', 'originalName'])
      .where('id', 'in', [doc.data.data.data.id, image.data.data.data.id])
      .execute();
    for (const row of rows)
      expect(`${row.name}${row.originalName}`).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/);
    const download = await editor.get(doc.data.data.data.src);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="fatturafdp.exe"; filename*=UTF-8''fatturafdp.exe`,
    );
  });

  it('refuses documents of other types, binary "text" and a plain zip', async () => {
    const message = (
      await upload(editor, 'document', { filename: 'a.zip', data: zipFile({ 'a.txt': 'ciao' }) })
    ).data.message;
    expect(message).toMatch(/^Formato non supportato: carica un documento PDF/);
    const nul = await upload(editor, 'document', { filename: 'dati.txt', data: Buffer.from('ciao\0mondo') });
    expect(nul.data.message).toMatch(/^Formato non supportato/);
    const latin1 = await upload(editor, 'document', {
      filename: 'dati.txt',
      data: Buffer.from('citt\xe0', 'latin1'),
    });
    expect(latin1.statusCode).toBe(400);
    const png = await upload(editor, 'document', {
      filename: 'foto.pdf',
      data: await solidImage('png', 10, 10),
    });
    expect(png.data.message).toMatch(/^Formato non supportato/);
  });

  it('validates the upload: no file, a second file, bad item params', async () => {
    const none = await editor.request('POST', '/api/media/image', { nome: 'x' });
    expect(none.statusCode).toBe(400);
    expect(none.data.message).toBe('Invia il file come modulo multipart, nel campo «file».');
    const badLang = await upload(
      editor,
      'document',
      { filename: 'a.pdf', data: pdfFile() },
      { lingua: 'xx' },
    );
    expect(badLang.statusCode).toBe(400);
    expect(badLang.data.fields).toEqual({ lingua: 'Lingua non valida: it, en, fr, de o es' });
    const badKind = await upload(editor, 'video' as 'image', { filename: 'a.pdf', data: pdfFile() });
    expect(badKind.statusCode).toBe(400);
    const stored = (await storedKeys(t.storage)).length;
    const two = multipartBody([
      { name: 'file', filename: 'a.pdf', contentType: 'application/pdf', data: pdfFile() },
      { name: 'file', filename: 'b.pdf', contentType: 'application/pdf', data: pdfFile() },
    ]);
    const second = await editor.request('POST', '/api/media/document', two.payload, { headers: two.headers });
    expect(second.statusCode).toBe(400);
    expect(await storedKeys(t.storage)).toHaveLength(stored);
  });

  it('refuses callers without a session (auth_required) or without an enabled membership (forbidden)', async () => {
    const png = await solidImage('png', 20, 20);
    const anonymous = new Agent(t.app);
    const res = await upload(anonymous, 'image', { filename: 'a.png', data: png });
    expect(res.statusCode).toBe(403);
    expect(res.data.code).toBe('auth_required');
    expect((await anonymous.get('/api/media/image.json')).data.code).toBe('auth_required');

    const pending = await createTestUser(t.db, { role: 'editor', stato: 0 });
    const agent = new Agent(t.app);
    await agent.login(pending.username);
    const refused = await upload(agent, 'image', { filename: 'a.png', data: png });
    expect(refused.statusCode).toBe(403);
    expect(refused.data).toMatchObject({
      code: 'forbidden',
      message: 'Non hai un gruppo abilitato in questo ambiente: non puoi usare la libreria dei file.',
    });
    expect((await agent.get('/api/media/image.json')).statusCode).toBe(403);
  });
});
