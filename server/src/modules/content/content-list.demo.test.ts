import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoApp, signIn } from '../../../test/demo-app.js';
import type { TestApp } from '../../../test/build-app.js';
import type { Agent } from '../../../test/agent.js';

type Item = { id: number; name: string; langs: string[]; status: { code: string }; [k: string]: unknown };

describe('Contenuti demo: elenco, guide, report e PDF sui dati del seed', () => {
  let t: TestApp;
  let admin: Agent;
  let redattore: Agent;
  let lucca: Agent;

  beforeAll(async () => {
    t = await buildDemoApp();
    admin = await signIn(t, 'admin');
    redattore = await signIn(t, 'redattore');
    lucca = await signIn(t, 'redattore.lucca');
  });
  afterAll(() => t.close());

  it('seeds about eighty contents over the ten types, in several languages and states', async () => {
    const rows = await t.db
      .selectFrom('contents')
      .innerJoin('contentTypes', 'contentTypes.id', 'contents.typeId')
      .select([
        'contentTypes.code',
        'contents.status',
        'contents.langs',
        'contents.family',
        'contents.createdAt',
      ])
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(75);
    expect(new Set(rows.map((r) => r.code)).size).toBe(10);
    const statuses = new Set(rows.map((r) => r.status));
    for (const s of ['draft', 'pending', 'published', 'delete_requested']) expect(statuses).toContain(s);
    for (const lang of ['en', 'fr', 'de', 'es'])
      expect(
        rows.some((r) => r.langs.split(',').includes(lang)),
        lang,
      ).toBe(true);
    expect(rows.filter((r) => r.family === 'guide').length).toBeGreaterThanOrEqual(6);
    expect(rows.filter((r) => r.family === 'report').length).toBeGreaterThanOrEqual(6);
    const ages = rows.map((r) => (Date.now() - Date.parse(r.createdAt)) / 86_400_000);
    expect(Math.max(...ages)).toBeLessThanOrEqual(366);
    expect(Math.max(...ages) - Math.min(...ages)).toBeGreaterThan(200);
  });

  it("shows each editor their office's contents and the reviewer and admin all of them", async () => {
    const all = (await admin.get('/api/content-list.json?env=make-iat')).data.data;
    const revisore = await signIn(t, 'revisore');
    expect((await revisore.get('/api/content-list.json?env=make-iat')).data.data.totalCount).toBe(
      all.totalCount,
    );
    const operatore = await signIn(t, 'operatore');
    expect((await operatore.get('/api/content-list.json?env=make-iat')).statusCode).toBe(403);
    const firenze = (await redattore.get('/api/content-list.json?env=make-iat')).data.data;
    const luccaList = (await lucca.get('/api/content-list.json?env=make-iat')).data.data;
    expect(firenze.totalCount).toBeGreaterThan(5);
    expect(luccaList.totalCount).toBeGreaterThan(5);
    expect(firenze.totalCount + luccaList.totalCount).toBeLessThan(all.totalCount);
    const ids = new Set(firenze.data.map((i: Item) => i.id));
    expect(luccaList.data.some((i: Item) => ids.has(i.id))).toBe(false);
    const expired = (await admin.get('/api/content-list.json?contentStatus=expired')).data.data;
    expect(expired.totalCount).toBeGreaterThanOrEqual(3);
    const palio = (await admin.get('/api/content-list.json?contentSearch=palio')).data.data;
    expect(palio.data.map((i: Item) => i.name)).toContain('Palio di Siena');
    const german = (await admin.get('/api/content-list.json?contentSearch=stadtmauer')).data.data;
    expect(german.data.map((i: Item) => i.name)).toEqual(['Le Mura di Lucca e il Serchio in bicicletta']);
  });

  it('downloads the PDF of every guide and report in each of its languages', async () => {
    for (const family of ['guide', 'report']) {
      const list = (await admin.get(`/api/${family}-list.json`)).data.data;
      expect(list.totalCount).toBeGreaterThanOrEqual(6);
      for (const card of list.data as (Item & { actions: { action: string; link?: string }[] })[]) {
        const links = card.actions.filter((a) => a.action === 'download').map((a) => a.link!);
        expect(links).toHaveLength(card.langs.length);
        for (const link of links) {
          const res = await admin.get(link);
          expect(res.statusCode, link).toBe(200);
          expect(res.rawPayload.subarray(0, 5).toString(), link).toBe('%PDF-');
          expect(res.rawPayload.length, link).toBeGreaterThan(2000);
        }
        // Several chapters, so the PDF has substance.
        const preview = await admin.get(`/api/content/${card.id}/preview.html?lang=it`);
        expect(preview.body.match(/<h2>/g)?.length ?? 0, card.name).toBeGreaterThanOrEqual(2);
      }
    }
  });
});
