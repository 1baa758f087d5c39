import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishableKeyOf, type PartnerKeyDetail, type PartnerKeyGrants } from '@sportello/contracts';
import type { Agent } from '../../../test/agent.js';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { buildDemoApp, signIn } from '../../../test/demo-app.js';
import { createTestGroup } from '../../../test/factories.js';
import { nowIso } from '../../platform/db/connect.js';
import { approvedKey, type ApprovedKey } from '../partner-keys/partner-keys.test-kit.js';
import { CatalogueReply, ListReply } from '../public-api/public-api.schema.js';

const SITE = 'https://www.consorzio-chianti.it';

/**
 * The widget on the wire (issue 38): the publishable key and where it works, a partner's own list
 * through the read API, the frame a partner's page embeds, the configurator's call, the script.
 */
describe('the partners’ widget', () => {
  let t: TestApp;
  let admin: Agent;
  let key: ApprovedKey;
  let publishable: string;
  const lists = { own: 0, favourites: 0, otherGroup: 0 };
  let listed: number[] = [];

  async function grant(change: Partial<PartnerKeyGrants>) {
    const detail = (await admin.get(`/api/partner-keys/${key.id}`)).data.data as PartnerKeyDetail;
    const res = await admin.put(`/api/partner-keys/${key.id}/grants`, { ...detail.grants, ...change });
    expect(res.statusCode, res.body).toBe(200);
  }

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { 'x-api-key': publishable, ...headers } });

  async function insertList(groupId: number, title: string, kind: string, assetIds: number[]) {
    const now = nowIso();
    const { id } = await t.db
      .insertInto('lists')
      .values({ groupId, title, kind, creatorId: null, createdAt: now, updatedAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [position, assetId] of assetIds.entries())
      await t.db
        .insertInto('listElements')
        .values({
          listId: id,
          resId: `r${assetId}`,
          type: 'attraction',
          assetId,
          position,
          locale: 'it',
          title: `Elemento ${assetId}`,
          valuesJson: '{}',
          createdAt: now,
        })
        .execute();
    return id;
  }

  beforeAll(async () => {
    t = await buildDemoApp({ catalogue: true });
    admin = await signIn(t, 'admin');
    key = await approvedKey(t, admin);
    publishable = publishableKeyOf(key.keyId);
    await grant({ allowedOrigins: [SITE], languages: ['it', 'de'], ratePerMinute: 6000 });
    const group = await t.db
      .selectFrom('partnerKeys')
      .select('groupId')
      .where('id', '=', key.id)
      .executeTakeFirstOrThrow();
    const granted = await t.db
      .selectFrom('assets')
      .select(['id'])
      .where('type', '=', 'attraction')
      .where('status', '=', 0)
      .orderBy('id')
      .limit(3)
      .execute();
    const lodging = await t.db
      .selectFrom('assets')
      .select('id')
      .where('type', '=', 'accommodation')
      .limit(1)
      .executeTakeFirst();
    // Last first, and a lodging the key is not granted in between: order kept, lodging left out.
    listed = granted.map((a) => a.id).reverse();
    const ids = [listed[0]!, ...(lodging ? [lodging.id] : []), ...listed.slice(1)];
    lists.own = await insertList(group.groupId, 'I musei del consorzio', 'list', ids);
    lists.favourites = await insertList(group.groupId, 'Preferiti di un visitatore', 'favourites', listed);
    const other = await createTestGroup(t.db, { name: 'IAT Lucca', kind: 'iat' });
    lists.otherGroup = await insertList(other.id, 'Lista di un altro ufficio', 'list', listed);
  }, 120_000);
  afterAll(async () => t.close());

  describe('the publishable key', () => {
    it('reads from a page of the key’s sites, with CORS for that origin only', async () => {
      const res = await get('/api/public/v1/catalogue?limit=3', { origin: SITE });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe(SITE);
      const body = CatalogueReply.parse(res.json()).data;
      for (const item of body.items)
        for (const l of Object.keys(item.texts)) expect(['it', 'de']).toContain(l);
    });

    it('reads in the widget’s own frame (same origin, as the browser says)', async () => {
      const res = await get('/api/public/v1/catalogue?limit=1', { 'sec-fetch-site': 'same-origin' });
      expect(res.statusCode, res.body).toBe(200);
    });

    it('is refused from a server, from another site and from a cross-site frame, in Italian and English', async () => {
      const fromServer = await get('/api/public/v1/catalogue');
      expect(fromServer.statusCode).toBe(403);
      expect(fromServer.json().message).toMatch(
        /^La chiave del widget \(spw_…\) funziona solo .* \/ The widget key/,
      );
      const otherSite = await get('/api/public/v1/catalogue', { origin: 'https://www.altro-sito.it' });
      expect(otherSite.statusCode).toBe(403);
      expect(otherSite.json().message).toBe(
        'Origine non autorizzata per questa chiave API / Origin not allowed for this API key',
      );
      expect(otherSite.headers['access-control-allow-origin']).toBeUndefined();
      const crossSite = await get('/api/public/v1/catalogue', { 'sec-fetch-site': 'cross-site' });
      expect(crossSite.statusCode).toBe(403);
    });

    it('is no secret key: the secret form still reads from a server, a made-up id reads nothing', async () => {
      const secret = await t.app.inject({
        method: 'GET',
        url: '/api/public/v1/catalogue?limit=1',
        headers: { 'x-api-key': key.secret },
      });
      expect(secret.statusCode).toBe(200);
      const made = await get('/api/public/v1/catalogue', { 'x-api-key': 'spw_aaaaaaaaaaaa', origin: SITE });
      expect(made.statusCode).toBe(401);
    });
  });

  describe('a partner’s list through the read API', () => {
    it('gives the list’s catalogue items in its order, within the granted types', async () => {
      const res = await get(`/api/public/v1/lists/${lists.own}`, { origin: SITE });
      expect(res.statusCode, res.body).toBe(200);
      const list = ListReply.parse(res.json()).data;
      expect(list.title).toBe('I musei del consorzio');
      expect(list.items.map((i) => i.id)).toEqual(listed);
      expect(list.items.every((i) => i.type === 'attraction')).toBe(true);
    });

    it('never finds a visitor’s favourites or another group’s list, whatever the id', async () => {
      for (const id of [lists.favourites, lists.otherGroup, 999_999]) {
        const res = await get(`/api/public/v1/lists/${id}`, { origin: SITE });
        expect([res.statusCode, res.json().message]).toEqual([404, 'Lista non trovata / List not found']);
      }
      const bad = await get('/api/public/v1/lists/abc', { origin: SITE });
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('the frame', () => {
    const frame = (query: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: `/widget/v1/frame?${query}`, headers });

    it('holds the widget, framed only by the key’s sites and this server', async () => {
      const res = await frame(`key=${publishable}&show=catalogue&lang=auto&color=%237b2d8e&title=Scopri`, {
        referer: `${SITE}/dove-siamo`,
        'accept-language': 'de-DE,de;q=0.9,en;q=0.8',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['x-frame-options']).toBeUndefined();
      expect(res.headers['content-security-policy']).toContain(`frame-ancestors 'self' ${SITE}`);
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.body).toContain('<html lang="de">');
      expect(res.body).toContain(`data-key="${publishable}"`);
      expect(res.body).toContain('data-color="#7b2d8e"');
      expect(res.body).toContain('<script src="/widget/v1/sportello.js"></script>');
    });

    it('escapes what it is given', async () => {
      const res = await frame(
        `key=${publishable}&show=catalogue&title=${encodeURIComponent('"><script>x</script>')}`,
      );
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('<script>x</script>');
      expect(res.body).toContain('data-title="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
    });

    it('says in the frame why it refuses: bad settings, another site, a wrong key', async () => {
      const bad = await frame(`key=${publishable}&show=contents&color=red`);
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toContain('color: un colore come #0b5c6b');
      expect(bad.body).toContain('type: scegli il tipo di contenuto');
      expect(bad.headers['content-security-policy']).toContain('frame-ancestors *');

      const elsewhere = await frame(`key=${publishable}&show=catalogue`, {
        referer: 'https://www.altro-sito.it/',
      });
      expect(elsewhere.statusCode).toBe(403);
      expect(elsewhere.body).toContain(
        'Questo sito (https://www.altro-sito.it) non è tra quelli autorizzati',
      );

      const unknown = await frame('key=spw_aaaaaaaaaaaa&show=catalogue');
      expect(unknown.statusCode).toBe(401);
      expect(unknown.body).toContain('Chiave API non valida');
    });
  });

  describe('the configurator’s keys', () => {
    it('gives the partner’s reviewer their group’s live key, labelled, with its lists; never a secret', async () => {
      const reviewer = await signIn(t, 'revisore');
      const res = await reviewer.get('/api/widget/keys?env=make-vt');
      expect(res.statusCode, res.body).toBe(200);
      const { keys, base } = res.data.data;
      expect(base).toBe(t.config.publicUrl);
      const mine = keys.find((k: { keyId: string }) => k.keyId === key.keyId);
      expect(mine).toMatchObject({
        publishableKey: publishable,
        allowedOrigins: [SITE],
        languages: [
          { value: 'it', label: 'Italiano' },
          { value: 'de', label: 'Tedesco' },
        ],
      });
      expect(mine.lists).toEqual([{ value: String(lists.own), label: 'I musei del consorzio' }]);
      // The secret is base64url, which may hold a _ itself: all that follows spk_<id>_.
      expect(res.body).not.toContain(key.secret.split('_').slice(2).join('_'));
    });

    it('gives an admin every live key, and no revoked one', async () => {
      const res = await admin.get('/api/widget/keys');
      expect(res.data.data.keys.map((k: { keyId: string }) => k.keyId)).toContain(key.keyId);
    });

    it('refuses those who may not ask API access', async () => {
      const operator = await signIn(t, 'operatore');
      const res = await operator.get('/api/widget/keys');
      expect(res.statusCode).toBe(403);
      const anonymous = await t.app.inject({ method: 'GET', url: '/api/widget/keys' });
      expect(anonymous.statusCode).toBe(403);
    });
  });

  it('revoking the key ends the publishable form at once, frame included', async () => {
    expect((await admin.post(`/api/partner-keys/${key.id}/revoke`)).statusCode).toBe(200);
    const res = await get('/api/public/v1/catalogue', { origin: SITE });
    expect([res.statusCode, res.json().message]).toEqual([403, 'Chiave API revocata / API key revoked']);
    const frame = await t.app.inject({
      method: 'GET',
      url: `/widget/v1/frame?key=${publishable}&show=catalogue`,
    });
    expect(frame.statusCode).toBe(403);
    const keys = await admin.get('/api/widget/keys');
    expect(keys.data.data.keys.map((k: { keyId: string }) => k.keyId)).not.toContain(key.keyId);
  });
});

describe('the widget’s script', () => {
  it('is served for other sites’ pages, cached and revalidated; a missing build says so', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sportello-widget-dist-'));
    fs.mkdirSync(path.join(dist, 'widget'));
    fs.writeFileSync(path.join(dist, 'widget', 'sportello.js'), '(function(){/* widget */})();');
    const t = await buildTestApp({ webDist: dist });
    const none = await buildTestApp();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/widget/v1/sportello.js' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      const again = await t.app.inject({
        method: 'GET',
        url: '/widget/v1/sportello.js',
        headers: { 'if-none-match': String(res.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      const missing = await none.app.inject({ method: 'GET', url: '/widget/v1/sportello.js' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toContain('Lo script del widget non è stato costruito');
    } finally {
      await t.close();
      await none.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
