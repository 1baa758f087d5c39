import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { Agent } from '../../../test/agent.js';
import { createTestUser } from '../../../test/factories.js';
import { envContext } from '../../platform/auth/actor.js';
import {
  assertMediaAccessible,
  findInaccessibleMedia,
  recordMediaUsage,
  registerMediaUsageLink,
  releaseMediaUsage,
} from './index.js';
import { pdfFile, solidImage, storedKeys, tempFilesDir, upload } from './media.test-kit.js';

describe('Libreria: file in uso ed eliminazione (POST /api/media/remove.json)', () => {
  let t: TestApp;
  let filesDir: string;
  let editor: Agent;
  let groupId: number;
  let imageId: number;
  let documentId: number;

  beforeAll(async () => {
    filesDir = tempFilesDir();
    t = await buildTestApp({ filesDir });
    const user = await createTestUser(t.db, { role: 'editor' });
    groupId = user.groupId;
    editor = new Agent(t.app);
    await editor.login(user.username);
    imageId = (await upload(editor, 'image', { filename: 'a.png', data: await solidImage('png', 60, 60) }))
      .data.data.data.id;
    documentId = (await upload(editor, 'document', { filename: 'b.pdf', data: pdfFile() })).data.data.data.id;
    registerMediaUsageLink('test-content', (id, env) => `/app/${env}/content/edit/${id}`);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(filesDir, { recursive: true, force: true });
  });

  it('refuses to delete an image in use (409) and shows who uses it in the list', async () => {
    await recordMediaUsage(t.db, [imageId, documentId], { type: 'test-content', id: 7 });
    await recordMediaUsage(t.db, [imageId], { type: 'form:accreditation', id: 'u3' });
    const res = await editor.post('/api/media/remove.json', { imageid: imageId });
    expect(res.statusCode).toBe(409);
    expect(res.data).toMatchObject({
      status: 'error',
      code: 'conflict',
      message: 'Questa immagine è in uso e non può essere eliminata.',
    });
    const doc = await editor.post('/api/media/remove.json', { imageid: documentId });
    expect(doc.data.message).toBe('Questo documento è in uso e non può essere eliminato.');

    const list = await editor.get('/api/media/image.json?env=make-iat');
    expect(list.data.data.data[0]).toMatchObject({
      id: imageId,
      inUse: true,
      usedBy: 'In uso in 2 elementi',
      usedByHref: '/app/make-iat/content/edit/7',
    });
    expect(await storedKeys(t.storage)).toHaveLength(3);
  });

  it('recording again replaces the resource’s files; releasing frees them', async () => {
    await recordMediaUsage(t.db, [imageId], { type: 'test-content', id: 7 });
    const docs = await editor.get('/api/media/document.json');
    expect(docs.data.data.data[0]).toMatchObject({ id: documentId, inUse: false, usedBy: null });
    await releaseMediaUsage(t.db, { type: 'test-content', id: 7 });
    const images = await editor.get('/api/media/image.json');
    expect(images.data.data.data[0]).toMatchObject({
      inUse: true,
      usedBy: 'In uso in 1 elemento',
      usedByHref: null,
    });
    await releaseMediaUsage(t.db, { type: 'form:accreditation', id: 'u3' });
  });

  it('deletes a file nobody uses: the row and both files on disk are gone', async () => {
    const res = await editor.post('/api/media/remove.json', { imageid: String(imageId) });
    expect(res.statusCode).toBe(200);
    expect(res.data.status).toBe('success');
    expect(await storedKeys(t.storage)).toHaveLength(1);
    expect(
      await t.db.selectFrom('media').select('id').where('id', '=', imageId).executeTakeFirst(),
    ).toBeUndefined();
    const again = await editor.post('/api/media/remove.json', { imageid: imageId });
    expect(again.statusCode).toBe(404);
  });

  it('validates imageid and refuses callers without a session', async () => {
    const bad = await editor.post('/api/media/remove.json', { imageid: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.data.fields).toEqual({ imageid: 'File: identificativo non valido' });
    const missing = await editor.post('/api/media/remove.json', {});
    expect(missing.statusCode).toBe(400);
    const anonymous = await new Agent(t.app).post('/api/media/remove.json', { imageid: documentId });
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.data.code).toBe('auth_required');
  });

  it('assertMediaAccessible lets other modules refuse files of other groups', async () => {
    const actor = {
      userId: 1,
      username: 'x',
      email: 'x@example.org',
      fullName: 'X',
      status: 1,
      userType: 'ambitoiat',
      isReviewer: false,
      image: null,
      isAdmin: false,
      memberships: [
        {
          groupId,
          groupSlug: 'g',
          groupName: 'G',
          groupKind: 'iat' as const,
          groupEmail: '',
          appId: 1,
          appSlug: 'make-iat',
          role: 'editor' as const,
          stato: 1,
        },
      ],
    };
    const own = envContext(actor, 'make-iat');
    await expect(assertMediaAccessible(t.db, own, [documentId])).resolves.toBeUndefined();
    const other = envContext(
      { ...actor, memberships: [{ ...actor.memberships[0]!, groupId: groupId + 999 }] },
      'make-iat',
    );
    expect(await findInaccessibleMedia(t.db, other, [documentId, 999_999])).toEqual([documentId, 999_999]);
    await expect(assertMediaAccessible(t.db, other, [documentId], 'immagini')).rejects.toMatchObject({
      status: 400,
      fields: { immagini: 'Uno o più file scelti non esistono o non sono del tuo gruppo.' },
    });
  });
});
