import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentStatus } from '@sportello/contracts';
import type { Agent } from '../../../test/agent.js';
import type { TestApp } from '../../../test/build-app.js';
import { buildDemoApp, signIn } from '../../../test/demo-app.js';
import { findContentTypeByCode } from '../content/content-types.repo.js';
import { insertContent, storeRevision } from '../content/content.store.js';
import { solidImage, upload } from '../media/media.test-kit.js';
import { approvedKey } from '../partner-keys/partner-keys.test-kit.js';
import { ContentReply } from './public-api.schema.js';
import { editGrants, minutesAgo, seedDoc } from './public-api.test-kit.js';

/**
 * A published content's library image for partners' pages: at a public address the read API
 * gives, without a key or a session, and only the image the published revision names.
 */
describe('the public image of a published content', () => {
  let t: TestApp;
  let admin: Agent;
  let key: { id: number; secret: string };

  beforeAll(async () => {
    t = await buildDemoApp();
    admin = await signIn(t, 'admin');
    key = await approvedKey(t, admin);
    await editGrants(admin, key.id, { contentTypes: ['evento'], languages: ['it'] });
  }, 120_000);
  afterAll(async () => t.close());

  const uploaded = async (name: string) => {
    const res = await upload(admin, 'image', { filename: name, data: await solidImage('png', 64, 48) });
    expect(res.statusCode, res.body).toBe(200);
    return res.data.data.data as { id: number; src: string };
  };

  /** An event whose Italian document shows the image, stored as the given kind of revision. */
  async function withImage(src: string, status: ContentStatus, contentId?: number) {
    const type = (await findContentTypeByCode(t.db, 'evento'))!;
    const id =
      contentId ??
      (await insertContent(t.db, {
        type,
        groupId: null,
        creatorId: null,
        creatorName: 'x',
        createdAt: minutesAgo(2),
      }));
    const doc = seedDoc(`Mostra ${id}`, 'mostra');
    doc.baseContents.push({ fieldname: type.template.imageField!, value: [{ src, alt: 'La locandina' }] });
    const published = status === 'published';
    await storeRevision(t.db, {
      contentId: id,
      type,
      track: 'main',
      kind: published ? 'published' : 'save',
      authorId: null,
      authorName: 'x',
      baseRevision: null,
      docs: { it: doc },
      ...(contentId ? {} : { status, published }),
      at: minutesAgo(1),
    });
    return id;
  }

  const anonymous = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('is served to anyone at the address the read API gives, with a cross-origin policy and an ETag', async () => {
    const shown = await uploaded('locandina.png');
    const id = await withImage(shown.src, 'published');
    const item = ContentReply.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/public/v1/contents/${id}`,
          headers: { 'x-api-key': key.secret },
        })
      ).json(),
    ).data;
    expect(item.image).toEqual({ src: `/api/public/v1/contents/${id}/image`, alt: 'La locandina' });

    const res = await anonymous(item.image!.src);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    // The library's own bytes, which need a session there.
    expect(res.rawPayload.equals((await admin.get(shown.src)).rawPayload)).toBe(true);
    expect((await anonymous(shown.src)).statusCode).toBe(403);
    const again = await anonymous(item.image!.src, { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('never serves a draft’s image, another file of the library, or a content that is not published', async () => {
    const shown = await uploaded('pubblicata.png');
    const draftOnly = await uploaded('bozza.png');
    const id = await withImage(shown.src, 'published');
    // An edit in progress changes the image: the published one is still served, not the draft's.
    await withImage(draftOnly.src, 'draft', id);
    const served = await anonymous(`/api/public/v1/contents/${id}/image`);
    expect(served.rawPayload.equals((await admin.get(shown.src)).rawPayload)).toBe(true);

    const draft = await withImage(draftOnly.src, 'draft');
    const refused = await anonymous(`/api/public/v1/contents/${draft}/image`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ status: 'error', code: 'not_found' });
    expect(refused.json().message).toContain('Immagine non trovata');
    // An outside image stays an outside URL (nothing to serve here).
    const outside = await withImage('https://foto.example/duomo.jpg', 'published');
    expect((await anonymous(`/api/public/v1/contents/${outside}/image`)).statusCode).toBe(404);
    expect((await anonymous('/api/public/v1/contents/abc/image')).statusCode).toBe(400);
  });
});
