import { describe, expect, it } from 'vitest';
import { Agent } from '../../../test/agent.js';
import { makeList, useListsWorld } from './lists.test-kit.js';

/**
 * The share dialog's links (issue 40): a link is made when the operator shares (copy, e-mail,
 * WhatsApp, terminal), one live link per list and language; the list's links with who made them;
 * "Revoca"; which elements have no text in the language and in which they will appear.
 */
describe('a list’s share links', () => {
  const w = useListsWorld();
  const ITEMS: [string, string][] = [
    ['h1', 'accommodation'],
    ['a1', 'attraction'],
  ];
  const linksOf = async (agent: Agent, id: number) => {
    const res = await agent.get(`/api/list/lista/${id}/condivisioni`);
    expect(res.statusCode).toBe(200);
    return res.data.data as {
      token: string;
      lang: string;
      revokedAt: string | null;
      createdByName: string | null;
    }[];
  };
  const sends = (listId: number) =>
    w.t.db
      .selectFrom('listShareSends')
      .select(['channel', 'lang'])
      .where('listId', '=', listId)
      .orderBy('id')
      .execute();

  it('a list has no link until it is shared; sharing again in a language gives the same live link', async () => {
    const id = await makeList(w.op, 'Nessun link ancora', ITEMS);
    expect(await linksOf(w.op, id)).toEqual([]);
    // The e-mail without a link makes the language's link, counted once (as an e-mail).
    const mail = await w.op.post(`/api/list/lista/${id}/invia-email`, {
      mailDest: 'ospite@example.org',
      type: 'pdf',
      locale: 'de',
    });
    expect(mail.statusCode).toBe(200);
    const [made] = await linksOf(w.op, id);
    expect(made).toMatchObject({ lang: 'de', revokedAt: null });
    expect(made!.createdByName).toEqual(expect.any(String));
    expect(mail.data.data.link).toContain(made!.token);
    // Copy, WhatsApp and a colleague's copy: the same link.
    const copy = await w.op2.post(`/api/list/lista/${id}/condividi`, { lang: 'de' });
    expect(copy.data.data.token).toBe(made!.token);
    const wa = await w.op.post(`/api/list/lista/${id}/invia-whatsapp`, { phone: '3331234567', locale: 'de' });
    expect(wa.data.data.link).toBe(copy.data.data.link);
    expect(await linksOf(w.op, id)).toHaveLength(1);
    // Each PDF the public address gives is counted.
    expect(made).toMatchObject({ openedCount: 0, lastOpenedAt: null });
    for (let i = 0; i < 2; i++)
      expect((await new Agent(w.t.app).get(`/condivisione/lista/${made!.token}`)).statusCode).toBe(200);
    expect((await linksOf(w.op, id))[0]).toMatchObject({ openedCount: 2, lastOpenedAt: expect.any(String) });
    expect(await sends(id)).toEqual([
      { channel: 'email', lang: 'de' },
      { channel: 'link', lang: 'de' },
      { channel: 'whatsapp', lang: 'de' },
    ]);
  });

  it('Revoca: the office revokes (idempotent), the next share makes a new link; refusals', async () => {
    const id = await makeList(w.op, 'Da revocare', ITEMS);
    const first = (await w.op.post(`/api/list/lista/${id}/condividi`, { lang: 'en' })).data.data;
    // Another office, a structure, a stranger: refused; a bad token: 400 naming the field.
    expect((await w.other.delete(`/api/list/condivisione/${first.token}`)).statusCode).toBe(403);
    expect((await w.structure.delete(`/api/list/condivisione/${first.token}`)).statusCode).toBe(403);
    expect((await new Agent(w.t.app).delete(`/api/list/condivisione/${first.token}`)).statusCode).toBe(403);
    const bad = await w.op.delete('/api/list/condivisione/not-a-token!');
    expect(bad.statusCode).toBe(400);
    expect(bad.data.fields.token).toBe('Link non valido');
    expect((await w.op.delete(`/api/list/condivisione/${'x'.repeat(32)}`)).statusCode).toBe(404);

    const revoked = await w.op2.delete(`/api/list/condivisione/${first.token}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.data.data.revokedAt).toEqual(expect.any(String));
    const again = await w.op.delete(`/api/list/condivisione/${first.token}`);
    expect(again.data.data.revokedAt).toBe(revoked.data.data.revokedAt);
    expect((await new Agent(w.t.app).get(`/condivisione/lista/${first.token}`)).statusCode).toBe(404);

    const second = (await w.op.post(`/api/list/lista/${id}/condividi`, { lang: 'en' })).data.data;
    expect(second.token).not.toBe(first.token);
    expect((await linksOf(w.op, id)).map((l) => [l.token, l.revokedAt === null])).toEqual([
      [second.token, true],
      [first.token, false],
    ]);
    // A link given to a send must be live.
    const stale = await w.op.post(`/api/list/lista/${id}/invia-whatsapp`, {
      phone: '3331234567',
      locale: 'en',
      link: first.link,
    });
    expect(stale.statusCode).toBe(400);
  });

  it('says which elements have no text in the language and in which they will appear', async () => {
    // The test catalogue: h1 in Italian and English, a1 in Italian only.
    const id = await makeList(w.op, 'Lingue', ITEMS);
    const titles = await w.t.db
      .selectFrom('assets')
      .innerJoin('assetTexts', 'assetTexts.assetId', 'assets.id')
      .select(['assets.sourceId', 'assetTexts.locale'])
      .where('assets.sourceId', 'in', ['h1', 'a1'])
      .execute();
    const has = (res: string, lang: string) => titles.some((t) => t.sourceId === res && t.locale === lang);
    const en = await w.op.get(`/api/list/lista/${id}/testi-mancanti?lang=en`);
    expect(en.statusCode).toBe(200);
    expect(en.data.data.lang).toBe('en');
    expect(en.data.data.missing.map((m: { n: number }) => m.n)).toEqual(
      [has('h1', 'en') ? [] : [1], has('a1', 'en') ? [] : [2]].flat(),
    );
    const de = (await w.op.get(`/api/list/lista/${id}/testi-mancanti?lang=de`)).data.data;
    expect(de.missing).toEqual([
      { n: 1, title: expect.any(String), type: 'accommodation', shownIn: 'it' },
      { n: 2, title: expect.any(String), type: 'attraction', shownIn: 'it' },
    ]);
    expect((await w.op.get(`/api/list/lista/${id}/testi-mancanti?lang=it`)).data.data.missing).toEqual([]);
    const bad = await w.op.get(`/api/list/lista/${id}/testi-mancanti?lang=ru`);
    expect(bad.statusCode).toBe(400);
    expect(bad.data.fields.lang).toBe('Lingua non valida');
    expect((await w.op.get(`/api/list/lista/${id}/testi-mancanti`)).statusCode).toBe(400);
    expect((await w.other.get(`/api/list/lista/${id}/testi-mancanti?lang=de`)).statusCode).toBe(403);
    expect((await w.structure.get(`/api/list/lista/${id}/testi-mancanti?lang=de`)).statusCode).toBe(403);
  });
});
