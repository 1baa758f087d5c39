import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { Agent } from '../../../test/agent.js';
import { createTestGroup } from '../../../test/factories.js';
import { buildLangDocument, type StoredLangDocument } from './content.document.js';
import { findContentTypeByCode } from './content-types.repo.js';
import { insertContent } from './content.store.js';
import { signedIn, storeTestRevision } from './content.test-kit.js';

/** An itinerary of the group titled `title` in Italian and English (English first in the store). */
async function itinerary(t: TestApp, groupId: number, title: string) {
  const type = (await findContentTypeByCode(t.db, 'itinerario'))!;
  const id = await insertContent(t.db, { type, groupId, creatorId: null, creatorName: 'Prova' });
  const doc = (lang: 'it' | 'en', text: string): StoredLangDocument => {
    const built = buildLangDocument(type.template, undefined, undefined, lang);
    return {
      isActive: true,
      cloneFrom: null,
      baseContents: built.baseContents.map((c) => ({
        fieldname: c.fieldname,
        value: c.fieldname === type.template.nameField ? text : c.value,
      })),
      customContents: [],
      extraContents: [],
    };
  };
  await storeTestRevision(t.db, id, type, { en: doc('en', `${title} (EN)`), it: doc('it', title) });
  return id;
}

describe('GET /api/content-preview.json: the preview page around its frame', () => {
  let t: TestApp;
  let editor: Agent;
  let stranger: Agent;
  let reviewer: Agent;
  let id: number;

  beforeAll(async () => {
    t = await buildTestApp();
    const firenze = await createTestGroup(t.db, { name: 'IAT Firenze' });
    editor = await signedIn(t, { role: 'editor', group: firenze });
    stranger = await signedIn(t, { role: 'editor' });
    reviewer = await signedIn(t, { role: 'reviewer' });
    id = await itinerary(t, firenze.id, 'Le colline del Chianti');
  });
  afterAll(() => t.close());

  it("gives the group's editor the title, the actions and the active languages, Italian first", async () => {
    const res = await editor.get(`/api/content-preview.json?id=${id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.data).toMatchObject({
      id,
      title: 'Le colline del Chianti',
      type: 'Itinerario',
      family: 'content',
      defaultLang: 'it',
      actions: [
        { action: 'edit', label: 'Modifica' },
        { action: 'list', label: 'Torna ai contenuti' },
      ],
    });
    expect(res.data.data.contentLangs.data).toEqual([
      {
        language: 'it',
        label: 'Italiano',
        flag: 'it',
        default: true,
        url: `/api/content/${id}/preview.html?lang=it`,
      },
      {
        language: 'en',
        label: 'Inglese',
        flag: 'gb',
        default: false,
        url: `/api/content/${id}/preview.html?lang=en`,
      },
    ]);
  });

  it('lets a reviewer preview any content', async () => {
    const res = await reviewer.get(`/api/content-preview.json?id=${id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.data.title).toBe('Le colline del Chianti');
  });

  it('refuses an editor of another group (403 forbidden) and a caller without a session (403 auth_required)', async () => {
    const res = await stranger.get(`/api/content-preview.json?id=${id}`);
    expect(res.statusCode).toBe(403);
    expect(res.data).toMatchObject({ status: 'error', code: 'forbidden' });
    const anonymous = await new Agent(t.app).get(`/api/content-preview.json?id=${id}`);
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.data.code).toBe('auth_required');
  });

  it('answers 400 naming the id for a bad one, 404 for a missing or deleted content', async () => {
    const bad = await editor.get('/api/content-preview.json?id=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.data.fields).toHaveProperty('id');
    const none = await editor.get('/api/content-preview.json');
    expect(none.statusCode).toBe(400);
    expect(none.data.fields).toHaveProperty('id');
    expect((await editor.get('/api/content-preview.json?id=999999')).statusCode).toBe(404);
    await t.db.updateTable('contents').set({ status: 'deleted' }).where('id', '=', id).execute();
    expect((await editor.get(`/api/content-preview.json?id=${id}`)).statusCode).toBe(404);
  });
});
