import fs from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INACTIVE_DOCUMENTS_PATH } from '@sportello/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { Agent } from '../../../test/agent.js';
import { createTestUser } from '../../../test/factories.js';
import {
  elfFile,
  multipartBody,
  pdfFile,
  solidImage,
  storedKeys,
  tempFilesDir,
  type Part,
} from '../media/media.test-kit.js';

const send = (agent: Agent, parts: Part[]) => {
  const body = multipartBody(parts);
  return agent.request('POST', INACTIVE_DOCUMENTS_PATH, body.payload, { headers: body.headers });
};
const pdfPart = (name = 'document'): Part => ({
  name,
  filename: 'Modulo firmato.pdf',
  contentType: 'application/pdf',
  data: pdfFile(),
});

describe('Documenti per la riattivazione (POST /api/user/inactive-documents.json)', () => {
  let t: TestApp;
  let filesDir: string;
  let inactive: Agent;
  let inactiveUser: { id: number; username: string; email: string };
  let active: Agent;
  let admin: Agent;

  beforeAll(async () => {
    filesDir = tempFilesDir();
    t = await buildTestApp({ filesDir });
    // Verified account, its only office access switched off: not active.
    inactiveUser = await createTestUser(t.db, { stato: 0, fullName: 'Marco Bini' });
    inactive = new Agent(t.app);
    await inactive.login(inactiveUser.username);
    const activeUser = await createTestUser(t.db);
    active = new Agent(t.app);
    await active.login(activeUser.username);
    const adminUser = await createTestUser(t.db, { role: 'admin', email: 'amministrazione@example.org' });
    admin = new Agent(t.app);
    await admin.login(adminUser.username);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(filesDir, { recursive: true, force: true });
  });

  const outbox = () =>
    t.db
      .selectFrom('outboxMails')
      .select(['toAddress', 'replyTo', 'subject', 'textBody'])
      .orderBy('id')
      .execute();

  it('stores the document of a user who is not active and e-mails the admins a download link', async () => {
    const before = (await outbox()).length;
    const res = await send(inactive, [pdfPart()]);
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual({
      status: 'success',
      data: {
        message: `Abbiamo inoltrato il documento agli amministratori: riceverai una risposta all'indirizzo ${inactiveUser.email}. Ora puoi uscire; quando l'account sarà riattivato potrai accedere di nuovo.`,
      },
    });
    expect((await storedKeys(t.storage)).filter((f) => f.startsWith('inactive-documents/'))).toHaveLength(1);

    const mails = (await outbox()).slice(before);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({
      toAddress: 'amministrazione@example.org',
      replyTo: inactiveUser.email,
      subject: '[Sportello] Richiesta di riattivazione di Marco Bini',
    });
    expect(mail!.textBody).toContain('Modulo di accreditamento firmato: Modulo firmato.pdf (PDF');
    const link = /\/api\/user\/inactive-documents\/(\d+)/.exec(mail!.textBody)?.[0];
    expect(link).toBeDefined();

    // The admin downloads it, byte for byte; the sender and another user may not.
    const download = await admin.get(link!);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('attachment; filename="Modulo firmato.pdf"');
    expect(download.rawPayload.equals(pdfFile())).toBe(true);
    for (const agent of [inactive, active]) {
      const refused = await agent.get(link!);
      expect(refused.statusCode).toBe(403);
      expect(refused.data.code).toBe('forbidden');
    }
    expect((await admin.get('/api/user/inactive-documents/999999')).statusCode).toBe(404);
  });

  it('accepts a JPEG or PNG photo of the form, re-encoded without its metadata', async () => {
    for (const format of ['jpeg', 'png'] as const) {
      const photo = await solidImage(format, 60, 40, { exif: true });
      expect((await sharp(photo).metadata()).exif, format).toBeDefined();
      const before = (await outbox()).length;
      const res = await send(inactive, [
        { name: 'document', filename: `foto.${format}`, contentType: `image/${format}`, data: photo },
      ]);
      expect(res.statusCode, format).toBe(200);
      // What the admins download is the same picture, in the same format, without the EXIF data.
      const [mail] = (await outbox()).slice(before);
      const link = /\/api\/user\/inactive-documents\/\d+/.exec(mail!.textBody)![0];
      const download = await admin.get(link);
      expect(download.headers['content-type'], format).toBe(`image/${format}`);
      const stored = await sharp(download.rawPayload).metadata();
      expect(stored, format).toMatchObject({ format, width: 60, height: 40 });
      expect(stored.exif, format).toBeUndefined();
    }
  });

  it('refuses an active user (403 forbidden) before reading the file', async () => {
    const res = await send(active, [pdfPart()]);
    expect(res.statusCode).toBe(403);
    expect(res.data).toMatchObject({
      code: 'forbidden',
      message: 'Il tuo account è attivo: non serve inviare documenti per la riattivazione.',
    });
  });

  it('refuses a visitor without a session', async () => {
    const res = await send(new Agent(t.app), [pdfPart()]);
    expect(res.statusCode).toBe(403);
    expect(res.data.code).toBe('auth_required');
  });

  it('answers 400 with the field when no file is sent, or a file of the wrong type', async () => {
    const stored = (await storedKeys(t.storage)).length;
    const none = await send(inactive, [{ name: 'note', value: 'ecco' }]);
    expect(none.statusCode).toBe(400);
    expect(none.data.fields).toEqual({
      document: 'Modulo di accreditamento firmato: scegli il file da inviare.',
    });

    const notMultipart = await inactive.post(INACTIVE_DOCUMENTS_PATH, { document: 'x' });
    expect(notMultipart.statusCode).toBe(400);

    const word = await send(inactive, [
      {
        name: 'document',
        filename: 'modulo.pdf',
        contentType: 'application/pdf',
        data: Buffer.from('solo testo'),
      },
    ]);
    expect(word.statusCode).toBe(400);
    expect(word.data.fields).toEqual({ document: 'Formato non supportato: invia un PDF, JPEG o PNG.' });

    const program = await send(inactive, [{ ...pdfPart(), data: elfFile() }]);
    expect(program.statusCode).toBe(400);

    const empty = await send(inactive, [{ ...pdfPart(), data: Buffer.alloc(0) }]);
    expect(empty.data.fields).toEqual({ document: 'Il file è vuoto.' });

    const unknown = await send(inactive, [pdfPart('altro')]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.data.message).toBe('Il modulo contiene un file non previsto.');

    const twice = await send(inactive, [pdfPart(), pdfPart()]);
    expect(twice.statusCode).toBe(400);
    expect(await storedKeys(t.storage)).toHaveLength(stored);
  });

  it('answers 413 above 10 MB', async () => {
    const big = Buffer.concat([pdfFile(), Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const res = await send(inactive, [{ ...pdfPart(), data: big }]);
    expect(res.statusCode).toBe(413);
    expect(res.data.fields).toEqual({ document: 'Il file supera il limite di 10 MB.' });
  });

  it('stops a user after 10 documents in 24 hours (429)', async () => {
    const sent = await t.db
      .selectFrom('auditLog')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('action', '=', 'user.reactivation-document')
      .executeTakeFirstOrThrow();
    for (let i = Number(sent.n); i < 10; i += 1)
      expect((await send(inactive, [pdfPart()])).statusCode).toBe(200);
    const res = await send(inactive, [pdfPart()]);
    expect(res.statusCode).toBe(429);
  });
});
