import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedKey as approvedKeyOf } from '../partner-keys/partner-keys.test-kit.js';
import type { z } from 'zod';
import type { ContentStatus, PartnerKeyDetail, PartnerKeyGrants } from '@sportello/contracts';
import type { Agent } from '../../../test/agent.js';
import type { TestApp } from '../../../test/build-app.js';
import { buildDemoApp, signIn } from '../../../test/demo-app.js';
import { findContentTypeByCode } from '../content/content-types.repo.js';
import { storeRevision } from '../content/content.store.js';
import { AssetReply, CatalogueReply, ContentReply, ContentsReply } from './public-api.schema.js';
import { editGrants, minutesAgo, seedContent, seedDoc as doc } from './public-api.test-kit.js';

/**
 * The partners' read API on the wire: a key made by approving an API request, its grants edited
 * by the admin, every reply parsed by the strict allow-list schemas and checked against the grant.
 */
describe('the public read API', () => {
  let t: TestApp;
  let admin: Agent;
  let key: { id: number; secret: string };
  /** Seeded contents by what must never leave. */
  const hidden: number[] = [];

  const approvedKey = () => approvedKeyOf(t, admin);

  const grant = (change: Partial<PartnerKeyGrants>, id = key.id) => editGrants(admin, id, change);

  const get = (url: string, headers: Record<string, string> = {}, secret = key.secret) =>
    t.app.inject({ method: 'GET', url, headers: { 'x-api-key': secret, ...headers } });

  const seed = (code: string, status: ContentStatus, word: string, at: string, opts = {}) =>
    seedContent(t, code, status, word, at, opts);

  beforeAll(async () => {
    t = await buildDemoApp({ catalogue: true });
    admin = await signIn(t, 'admin');
    key = await approvedKey();
    await grant({ contentTypes: ['evento', 'itinerario'], languages: ['it', 'en'], ratePerMinute: 6000 });
    // What must never leave: drafts, pending, refused, deletion asked, deleted — some of them once published.
    hidden.push(await seed('itinerario', 'draft', 'nascosto', minutesAgo(5)));
    hidden.push(await seed('itinerario', 'pending', 'nascosto', minutesAgo(5)));
    hidden.push(await seed('itinerario', 'discarded', 'nascosto', minutesAgo(5), { published: true }));
    hidden.push(await seed('itinerario', 'delete_requested', 'nascosto', minutesAgo(5), { published: true }));
    hidden.push(await seed('itinerario', 'deleted', 'nascosto', minutesAgo(5), { published: true }));
    // Published, but of a type not granted.
    hidden.push(await seed('offerta', 'published', 'nascosto', minutesAgo(5)));
  }, 120_000);
  afterAll(async () => t.close());

  /** Every field of a content is the allow-list's (the strict schema) and within the grant. */
  function checkContent(item: z.infer<typeof ContentReply>['data'], grants: Partial<PartnerKeyGrants>) {
    const langs = grants.languages ?? ['it', 'en'];
    expect(['evento', 'itinerario']).toContain(item.type);
    for (const l of Object.keys(item.texts)) expect(langs).toContain(l);
    for (const l of item.langs) expect(langs).toContain(l);
    for (const f of grants.omittedFields ?? []) {
      const field = {
        images: 'image',
        location: 'locations',
        dates: 'dates',
        contacts: 'contacts',
        prices: 'price',
        documents: 'documents',
      }[f];
      expect(item).not.toHaveProperty(field!);
    }
    const text = JSON.stringify(item);
    for (const secret of ['Mario Segreto', 'creator', 'reviewer', 'author', 'groupId', '@example.org'])
      expect(text).not.toContain(secret);
  }

  it('lists only published contents of the granted types, never drafts, pending or withdrawn ones', async () => {
    const seen: number[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const res = await get(`/api/public/v1/contents?limit=100${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = ContentsReply.parse(res.json());
      for (const item of body.data.items) checkContent(item, {});
      seen.push(...body.data.items.map((i) => i.id));
      cursor = body.data.next;
    }
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen).size).toBe(seen.length);
    for (const id of hidden) expect(seen).not.toContain(id);
    const rows = await t.db.selectFrom('contents').select(['id', 'status']).where('id', 'in', seen).execute();
    expect(rows.every((r) => r.status === 'published')).toBe(true);
    // By id too.
    for (const id of hidden) {
      const res = await get(`/api/public/v1/contents/${id}`);
      expect([res.statusCode, res.json().message]).toEqual([
        404,
        'Contenuto non trovato / Content not found',
      ]);
    }
    // The text search finds none of them either.
    const search = ContentsReply.parse((await get('/api/public/v1/contents?q=nascosto')).json());
    expect(search.data.items).toEqual([]);
  });

  it('serves the published revision, not an edit in progress', async () => {
    const id = await seed('evento', 'published', 'revisione', minutesAgo(3));
    const type = (await findContentTypeByCode(t.db, 'evento'))!;
    await storeRevision(t.db, {
      contentId: id,
      type,
      track: 'main',
      kind: 'save',
      authorId: null,
      authorName: 'x',
      baseRevision: null,
      docs: { it: doc('Bozza segreta in corso', 'revisione') },
    });
    const item = ContentReply.parse((await get(`/api/public/v1/contents/${id}`)).json()).data;
    expect(item.texts.it?.title).toBe(`Titolo revisione ${id}`);
    expect(JSON.stringify(item)).not.toContain('Bozza segreta');
  });

  it('carries only the granted languages, the one asked, and leaves the omitted fields out', async () => {
    await grant({ languages: ['en'], omittedFields: ['images', 'dates', 'contacts'] });
    try {
      const res = await get('/api/public/v1/contents?limit=50');
      const body = ContentsReply.parse(res.json());
      expect(body.data.items.length).toBeGreaterThan(0);
      for (const item of body.data.items)
        checkContent(item, { languages: ['en'], omittedFields: ['images', 'dates', 'contacts'] });
      const it_ = await get('/api/public/v1/contents?lang=it');
      expect([it_.statusCode, it_.json().message]).toEqual([
        403,
        'Lingua non autorizzata per questa chiave: «it» / Language not granted to this key: "it"',
      ]);
    } finally {
      await grant({ languages: ['it', 'en'], omittedFields: [] });
    }
    const en = ContentsReply.parse((await get('/api/public/v1/contents?lang=en&limit=50')).json());
    for (const item of en.data.items) expect(Object.keys(item.texts)).toEqual(['en']);
  });

  it('refuses an ungranted type with a clear 403, and bad parameters with a 400 naming them', async () => {
    const res = await get('/api/public/v1/contents?type=offerta');
    expect([res.statusCode, res.json()]).toEqual([
      403,
      {
        status: 'error',
        code: 'forbidden',
        message:
          'Tipo di contenuto non autorizzato per questa chiave: «offerta» / Content type not granted to this key: "offerta"',
      },
    ]);
    for (const [query, field] of [
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['updatedSince=ieri', 'updatedSince'],
      ['lang=xx', 'lang'],
      ['cursor=nonvalido', 'cursor'],
    ]) {
      const bad = await get(`/api/public/v1/contents?${query}`);
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json().message).toMatch(new RegExp(`^${field}:`));
    }
    const bbox = await get('/api/public/v1/catalogue?bbox=44,11,43,12');
    expect([bbox.statusCode, bbox.json().message.startsWith('bbox:')]).toEqual([400, true]);
    const asset = await get('/api/public/v1/catalogue?type=google_place');
    expect(asset.statusCode).toBe(403);
  });

  it('pages by cursor without losing or repeating an item when contents are added in between', async () => {
    const word = 'zafferano';
    const first = [];
    for (let i = 0; i < 5; i++) first.push(await seed('evento', 'published', word, minutesAgo(30 - i)));
    const page1 = ContentsReply.parse((await get(`/api/public/v1/contents?q=${word}&limit=2`)).json()).data;
    expect(page1.items.map((i) => i.id)).toEqual([first[4], first[3]]);
    const newer = await seed('evento', 'published', word, minutesAgo(0));
    const older = await seed('evento', 'published', word, minutesAgo(60));
    const rest: number[] = [];
    let cursor = page1.next;
    while (cursor) {
      const page = ContentsReply.parse(
        (await get(`/api/public/v1/contents?q=${word}&limit=2&cursor=${cursor}`)).json(),
      ).data;
      rest.push(...page.items.map((i) => i.id));
      cursor = page.next;
    }
    expect(rest).toEqual([first[2], first[1], first[0], older]);
    expect(rest).not.toContain(newer);
    // updatedSince keeps the newer ones.
    const since = ContentsReply.parse(
      (
        await get(`/api/public/v1/contents?q=${word}&updatedSince=${encodeURIComponent(minutesAgo(27.5))}`)
      ).json(),
    ).data;
    expect(since.items.map((i) => i.id)).toEqual([newer, first[4], first[3]]);
  });

  it('answers 304 to If-None-Match with the ETag, with private caching and Vary', async () => {
    const res = await get('/api/public/v1/contents?limit=5');
    expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(res.headers['cache-control']).toBe('private, max-age=60');
    expect(String(res.headers.vary)).toContain('Origin, X-Api-Key');
    expect(res.headers['set-cookie']).toBeUndefined();
    const again = await get('/api/public/v1/contents?limit=5', {
      'if-none-match': res.headers.etag as string,
    });
    expect([again.statusCode, again.body]).toEqual([304, '']);
    const changed = await get('/api/public/v1/contents?limit=4', {
      'if-none-match': res.headers.etag as string,
    });
    expect(changed.statusCode).toBe(200);
  });

  it('searches the catalogue in the granted asset types, with facets, box and paging', async () => {
    const detail = (await admin.get(`/api/partner-keys/${key.id}`)).data.data as PartnerKeyDetail;
    const types = detail.grants.assetTypes;
    const res = await get('/api/public/v1/catalogue?limit=10');
    expect(res.statusCode, res.body).toBe(200);
    const body = CatalogueReply.parse(res.json()).data;
    expect(body.total).toBeGreaterThan(10);
    expect(body.items).toHaveLength(10);
    for (const item of body.items) {
      expect(types).toContain(item.type);
      for (const l of Object.keys(item.texts)) expect(['it', 'en']).toContain(l);
    }
    for (const f of body.facets.types) expect(types).toContain(f.value);
    expect(body.facets.types.reduce((s, f) => s + f.count, 0)).toBe(body.total);
    const page2 = CatalogueReply.parse(
      (await get(`/api/public/v1/catalogue?limit=10&cursor=${body.next}`)).json(),
    ).data;
    expect(page2.items.map((i) => i.id).some((id) => body.items.some((i) => i.id === id))).toBe(false);
    // A municipality of the facets narrows to it; a box around Florence keeps its assets inside it.
    const town = body.facets.municipalities[0]!;
    const inTown = CatalogueReply.parse(
      (await get(`/api/public/v1/catalogue?municipality=${town.code}`)).json(),
    ).data;
    expect(inTown.total).toBe(town.count);
    const boxed = CatalogueReply.parse(
      (await get('/api/public/v1/catalogue?bbox=43.7,11.1,43.9,11.4&limit=100')).json(),
    ).data;
    for (const item of boxed.items) {
      expect(item.location!.lat).toBeGreaterThanOrEqual(43.7);
      expect(item.location!.lng).toBeLessThanOrEqual(11.4);
    }
    const one = AssetReply.parse((await get(`/api/public/v1/catalogue/${body.items[0]!.id}`)).json()).data;
    expect(one.id).toBe(body.items[0]!.id);
    // The text search is the desk's.
    const word = body.items[0]!.texts.it?.title.split(/\s+/).find((w) => w.length > 3) ?? 'Firenze';
    const found = CatalogueReply.parse(
      (await get(`/api/public/v1/catalogue?q=${encodeURIComponent(word)}`)).json(),
    ).data;
    expect(found.total).toBeGreaterThan(0);
  });

  it('CORS: preflight and requests answered for the key’s origins only, never with *', async () => {
    await grant({ allowedOrigins: ['https://www.consorzio.example'] });
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/api/public/v1/contents',
        headers: {
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'x-api-key',
        },
      });
    const ok = await preflight('https://www.consorzio.example');
    expect(ok.statusCode).toBe(204);
    expect(ok.headers['access-control-allow-origin']).toBe('https://www.consorzio.example');
    expect(ok.headers['access-control-allow-headers']).toContain('X-Api-Key');
    expect(ok.headers['access-control-allow-credentials']).toBeUndefined();
    const refused = await preflight('https://evil.example');
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    // A `_` (a URL's host may hold one) is taken literally, not as LIKE's any character.
    expect((await preflight('https://www_consorzio.example')).statusCode).toBe(403);

    const fromSite = await get('/api/public/v1/contents?limit=1', {
      origin: 'https://www.consorzio.example',
    });
    expect([fromSite.statusCode, fromSite.headers['access-control-allow-origin']]).toEqual([
      200,
      'https://www.consorzio.example',
    ]);
    const fromElsewhere = await get('/api/public/v1/contents?limit=1', { origin: 'https://evil.example' });
    expect(fromElsewhere.statusCode).toBe(403);
    expect(fromElsewhere.headers['access-control-allow-origin']).toBeUndefined();
    // The grants dialog's route refuses an origin that is not one.
    const detail = (await admin.get(`/api/partner-keys/${key.id}`)).data.data as PartnerKeyDetail;
    expect(detail.grants.allowedOrigins).toEqual(['https://www.consorzio.example']);
    const bad = await admin.put(`/api/partner-keys/${key.id}/grants`, {
      ...detail.grants,
      allowedOrigins: ['consorzio'],
    });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses a missing, revoked or expired key, and an ungranted one finds nothing to read', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/public/v1/contents' })).statusCode).toBe(401);
    const other = await approvedKey();
    await grant({ contentTypes: [] }, other.id);
    const none = ContentsReply.parse((await get('/api/public/v1/contents', {}, other.secret)).json());
    expect(none.data.items).toEqual([]);
    expect((await get('/api/public/v1/contents?type=evento', {}, other.secret)).statusCode).toBe(403);

    await t.db
      .updateTable('partnerKeys')
      .set({ expiresOn: '2020-01-01' })
      .where('id', '=', other.id)
      .execute();
    const expired = await get('/api/public/v1/contents', {}, other.secret);
    expect([expired.statusCode, expired.json().message]).toEqual([
      403,
      'Chiave API scaduta / API key expired',
    ]);
    const third = await approvedKey();
    expect((await admin.post(`/api/partner-keys/${third.id}/revoke`)).statusCode).toBe(200);
    const revoked = await get('/api/public/v1/catalogue', {}, third.secret);
    expect([revoked.statusCode, revoked.json().message]).toEqual([
      403,
      'Chiave API revocata / API key revoked',
    ]);
  });

  it('reaches the rate limit: 429 with Retry-After on the wire', async () => {
    const limited = await approvedKey();
    await grant({ ratePerMinute: 2 }, limited.id);
    let res = await get('/api/public/v1/contents?limit=1', {}, limited.secret);
    for (let i = 0; i < 10 && res.statusCode === 200; i++)
      res = await get('/api/public/v1/contents?limit=1', {}, limited.secret);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(res.json().message).toContain('Too many requests for this API key');
  });

  it('documents the public routes in their own viewer, for anyone', async () => {
    const spec = await t.app.inject({ method: 'GET', url: '/api/public/v1/docs/json' });
    expect(spec.statusCode, spec.body).toBe(200);
    const paths = Object.keys(spec.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/public/v1/contents',
        '/api/public/v1/contents/{id}',
        '/api/public/v1/catalogue',
      ]),
    );
    expect(paths.every((p) => p.startsWith('/api/public/v1/'))).toBe(true);
    expect(spec.body).toContain('API pubblica v1');
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/public/v1/docs/',
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
  });
});
