import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LIST_MESSAGES } from '@sportello/contracts';
import { Agent } from '../../../test/agent.js';
import { solidImage, upload } from '../media/media.test-kit.js';
import { makeList, useListsWorld } from './lists.test-kit.js';

/** Share list (spec 2 §7): unguessable revocable links, the public PDF, e-mail in the outbox, WhatsApp. */
describe('sharing a list', () => {
  const w = useListsWorld();
  const ITEMS: [string, string][] = [
    ['h1', 'accommodation'],
    ['a1', 'attraction'],
    ['e1', 'evento_turismo'],
    ['h7', 'accommodation'],
  ];
  const anonymous = () => new Agent(w.t.app);
  const sends = (listId: number) =>
    w.t.db.selectFrom('listShareSends').selectAll().where('listId', '=', listId).orderBy('id').execute();

  it('a share link is a random token (≥ 128 bits) on the root domain; it opens the PDF signed out until revoked', async () => {
    const id = await makeList(w.op, 'Weekend a Siena', ITEMS);
    const a = await w.op.post(`/api/list/lista/${id}/condividi`, { lang: 'en' });
    expect(a.statusCode).toBe(200);
    const share = a.data.data;
    expect(share.link).toBe(`${w.t.config.publicUrl}/condivisione/lista/${share.token}`);
    expect(share.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // 32 base64url characters: 192 random bits, nothing of the list's id in the path.
    expect(new URL(share.link).pathname.split('/').at(-1)).toBe(share.token);
    expect(Buffer.from(share.token, 'base64url').length).toBe(24);
    // Another language: another link (one live link per list and language, lists.share-links.test).
    const b = await w.op.post(`/api/list/lista/${id}/condividi`, { lang: 'fr' });
    expect(b.data.data.token).not.toBe(share.token);

    const pdf = await anonymous().get(`/condivisione/lista/${share.token}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.headers['content-disposition']).toContain('Weekend-a-Siena.pdf');

    // Guessing: a near token, the numeric id, nothing.
    const near = share.token.slice(0, -1) + (share.token.endsWith('A') ? 'B' : 'A');
    for (const url of [`/condivisione/lista/${near}`, `/condivisione/lista/${id}`, '/condivisione/lista/'])
      expect((await anonymous().get(url)).statusCode, url).toBe(404);

    // Another office may not revoke it; the office may; then the link is refused.
    expect((await w.other.delete(`/api/list/condivisione/${share.token}`)).statusCode).toBe(403);
    const revoked = await w.op2.delete(`/api/list/condivisione/${share.token}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.data.data.revokedAt).not.toBeNull();
    expect((await anonymous().get(`/condivisione/lista/${share.token}`)).statusCode).toBe(404);
    // The other link still works.
    expect((await anonymous().get(`/condivisione/lista/${b.data.data.token}`)).statusCode).toBe(200);
    const list = await w.op.get(`/api/list/lista/${id}/condivisioni`);
    expect(list.data.data.map((s: { token: string }) => s.token)).toEqual([b.data.data.token, share.token]);
    expect((await sends(id)).map((s) => [s.channel, s.lang])).toEqual([
      ['link', 'en'],
      ['link', 'fr'],
    ]);
  });

  it('the PDF draws an element’s photo from the media library', async () => {
    const res = await upload(w.editor, 'image', {
      filename: 'duomo.jpg',
      data: await solidImage('jpeg', 640, 480),
    });
    expect(res.statusCode).toBe(200);
    const mediaId = res.data.data.data.id as number;
    await w.t.db
      .updateTable('assets')
      .set({ imgSrc: `/api/media/file/${mediaId}` })
      .where('sourceId', '=', 'a2')
      .execute();
    const withPhoto = await makeList(w.op, 'Con foto', [['a2', 'attraction']]);
    const without = await makeList(w.op, 'Senza foto', [['a3', 'attraction']]);
    const pdfOf = async (id: number) => {
      const share = (await w.op.post(`/api/list/lista/${id}/condividi`, { lang: 'it' })).data.data;
      return (await anonymous().get(new URL(share.link).pathname)).rawPayload.toString('latin1');
    };
    const photo = await pdfOf(withPhoto);
    expect(photo).toContain('/Subtype /Image');
    if (process.env.LISTS_PDF_PHOTO_OUT)
      writeFileSync(process.env.LISTS_PDF_PHOTO_OUT, Buffer.from(photo, 'latin1'));
    expect(await pdfOf(without)).not.toContain('/Subtype /Image');
    await w.t.db.updateTable('assets').set({ imgSrc: null }).where('sourceId', '=', 'a2').execute();
  });

  it('sends the link by e-mail through the outbox, in the language, and records who, when, channel, language', async () => {
    const id = await makeList(w.op, 'Per la signora Smith', ITEMS);
    const share = (await w.op.post(`/api/list/lista/${id}/condividi`, { lang: 'en' })).data.data;
    const res = await w.op.post(`/api/list/lista/${id}/invia-email`, {
      mailDest: 'visitor@example.org',
      type: 'pdf',
      locale: 'en',
      link: share.link,
    });
    expect(res.statusCode).toBe(200);
    expect(res.data.data).toMatchObject({
      channel: 'email',
      link: share.link,
      message: LIST_MESSAGES.emailSent,
    });
    const mail = await w.t.db
      .selectFrom('outboxMails')
      .selectAll()
      .where('toAddress', '=', 'visitor@example.org')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Per la signora Smith — IAT Siena');
    expect(mail.textBody).toContain('Here is the selection we prepared for you');
    expect(mail.textBody).toContain(share.link);
    const rows = await sends(id);
    expect(rows.at(-1)).toMatchObject({ channel: 'email', lang: 'en', groupId: w.siena.id });
    expect(rows.at(-1)!.userId).toBeGreaterThan(0);
    expect(rows.at(-1)!.createdAt).toMatch(/^\d{4}-/);
    // Without a link, a new one is made in the language.
    const fresh = await w.op.post(`/api/list/lista/${id}/invia-email`, {
      mailDest: 'altro@example.org',
      locale: 'de',
    });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.data.data.link).not.toBe(share.link);
  });

  it('refuses empty or bad e-mail, number and links naming the field', async () => {
    const id = await makeList(w.op, 'Errori', ITEMS);
    const empty = await w.op.post(`/api/list/lista/${id}/invia-email`, {
      mailDest: '',
      type: 'pdf',
      locale: 'it',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.data.fields.mailDest).toBe(LIST_MESSAGES.emailEmpty);
    const bad = await w.op.post(`/api/list/lista/${id}/invia-email`, {
      mailDest: 'non-una-email',
      locale: 'it',
    });
    expect(bad.data.fields.mailDest).toBeTruthy();
    const type = await w.op.post(`/api/list/lista/${id}/invia-email`, {
      mailDest: 'a@example.org',
      type: 'doc',
    });
    expect(type.data.fields.type).toBeTruthy();
    const lang = await w.op.post(`/api/list/lista/${id}/invia-email`, {
      mailDest: 'a@example.org',
      locale: 'xx',
    });
    expect(lang.data.fields.locale).toBeTruthy();
    const phone = await w.op.post(`/api/list/lista/${id}/invia-whatsapp`, { phone: '' });
    expect(phone.statusCode).toBe(400);
    expect(phone.data.fields.phone).toBe(LIST_MESSAGES.phoneEmpty);
    const other = await makeList(w.op, 'Altra');
    const foreignLink = (await w.op.post(`/api/list/lista/${other}/condividi`, {})).data.data.link;
    const wrong = await w.op.post(`/api/list/lista/${id}/invia-email`, {
      mailDest: 'a@example.org',
      link: foreignLink,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.data.fields.link).toBeTruthy();
    const shareLang = await w.op.post(`/api/list/lista/${id}/condividi`, { lang: 'ru' });
    expect(shareLang.data.fields.lang).toBeTruthy();
  });

  it('WhatsApp: the language’s text with the link and the office’s name, as a wa.me address with the number', async () => {
    const id = await makeList(w.op, 'Whatsapp', ITEMS);
    const res = await w.op.post(`/api/list/lista/${id}/invia-whatsapp`, {
      phone: '+39 333 123 4567',
      locale: 'fr',
    });
    expect(res.statusCode).toBe(200);
    const { url, text, link } = res.data.data;
    expect(text).toBe(`Voici la sélection que nous avons préparée pour vous : ${link} — IAT Siena`);
    expect(url).toBe(`https://wa.me/393331234567?text=${encodeURIComponent(text)}`);
    expect((await sends(id)).at(-1)).toMatchObject({ channel: 'whatsapp', lang: 'fr' });
    const local = await w.op.post(`/api/list/lista/${id}/invia-whatsapp`, {
      phone: '333 1234567',
      locale: 'it',
      link,
    });
    expect(local.data.data.url).toMatch(/^https:\/\/wa\.me\/393331234567\?text=/);
  });

  it('counts the office’s sends by channel and language for its statistics, not another office’s', async () => {
    const res = await w.op.get('/api/list/condivisioni/statistiche');
    expect(res.statusCode).toBe(200);
    const stats = res.data.data;
    const rows = await w.t.db
      .selectFrom('listShareSends')
      .selectAll()
      .where('groupId', '=', w.siena.id)
      .execute();
    expect(stats.total).toBe(rows.length);
    expect(stats.byChannel.find((c: { channel: string }) => c.channel === 'whatsapp').count).toBe(
      rows.filter((r) => r.channel === 'whatsapp').length,
    );
    expect(stats.byLanguage.find((l: { lang: string }) => l.lang === 'fr').count).toBeGreaterThan(0);
    const pisa = await w.other.get('/api/list/condivisioni/statistiche');
    expect(pisa.data.data.total).toBe(0);
    const future = await w.op.get('/api/list/condivisioni/statistiche?from=2099-01-01');
    expect(future.data.data.total).toBe(0);
    const bad = await w.op.get('/api/list/condivisioni/statistiche?from=2027-02-01&to=2027-01-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.data.fields.to).toBeTruthy();
    expect((await w.structure.get('/api/list/condivisioni/statistiche')).statusCode).toBe(403);
  });

  it('refuses every share call to another office, structures and anonymous callers', async () => {
    const id = await makeList(w.op, 'Riservata', ITEMS);
    const calls: [string, string, unknown?][] = [
      ['POST', `/api/list/lista/${id}/condividi`, { lang: 'it' }],
      ['GET', `/api/list/lista/${id}/condivisioni`],
      ['GET', `/api/list/lista/${id}/testi-mancanti?lang=de`],
      ['POST', `/api/list/lista/${id}/invia-email`, { mailDest: 'x@example.org', type: 'pdf', locale: 'it' }],
      ['POST', `/api/list/lista/${id}/invia-whatsapp`, { phone: '3331234567', locale: 'it' }],
    ];
    for (const agent of [w.other, w.structure, anonymous()])
      for (const [method, url, body] of calls)
        expect((await agent.request(method as 'GET', url, body)).statusCode, `${method} ${url}`).toBe(403);
    expect(
      await w.t.db.selectFrom('outboxMails').selectAll().where('toAddress', '=', 'x@example.org').execute(),
    ).toEqual([]);
  });

  it('the app configuration carries shareListPdf and langShareOptions', async () => {
    const res = await w.op.get('/api/app-config.json');
    expect(res.statusCode).toBe(200);
    expect(res.data.data.shareListPdf.link).toBe(`${w.t.config.publicUrl}/condivisione/lista/{token}`);
    expect(res.data.data.langShareOptions.options.map((o: { value: string }) => o.value)).toEqual([
      'it',
      'en',
      'fr',
      'de',
      'es',
    ]);
  });
});
