import { describe, expect, it } from 'vitest';
import { saveProfile, useProfilesWorld, VISITOR } from './profiles.test-kit.js';

/** Profile sharing (spec 2 §7): the favourites link in the visitor's language and e-mails. */
describe('sharing a profile', () => {
  const w = useProfilesWorld();
  const outbox = (to: string) =>
    w.t.db.selectFrom('outboxMails').selectAll().where('toAddress', '=', to).orderBy('id').execute();

  it('gives the favourites link in the language, the visitor e-mail and the office contact', async () => {
    const p = await saveProfile(w.op);
    const none = await w.op.get(`/api/crm/profilo/${p.id}?lang=en`);
    expect(none.statusCode).toBe(200);
    expect(none.data.data).toMatchObject({
      link: null,
      email: 'anna.rossi@example.com',
      tel: '+39 333 1234567',
      lang: 'en',
    });
    expect(none.data.data.contact).toMatchObject({ iat: 'IAT Siena', email: 'info@iat-siena.example' });
    await w.op.post('/api/crm/preferiti/elemento', { listId: p.listId, resId: 'h1', type: 'accommodation' });
    const res = await w.op.get(`/api/crm/profilo/${p.id}?lang=en`);
    const link = res.data.data.link as string;
    expect(link).toMatch(/\/condivisione\/lista\/[A-Za-z0-9_-]{32}$/);
    // The same link again in the same language; the PDF opens signed out.
    expect((await w.op.get(`/api/crm/profilo/${p.id}?lang=en`)).data.data.link).toBe(link);
    const pdf = await w.t.app.inject({ method: 'GET', url: new URL(link).pathname });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await w.other.get(`/api/crm/profilo/${p.id}`)).statusCode).toBe(404);
  });

  it('sends the favourites PDF, the office contact and the survey by e-mail', async () => {
    const p = await saveProfile(w.op);
    const empty = await w.op.post(`/api/crm/profilo/${p.id}/invia-email`, {
      mailDest: 'v1@example.org',
      type: 'pdf',
      locale: 'de',
    });
    expect(empty.statusCode).toBe(400);
    await w.op.post('/api/crm/preferiti/elemento', { listId: p.listId, resId: 'a1', type: 'attraction' });
    const pdf = await w.op.post(`/api/crm/profilo/${p.id}/invia-email`, {
      mailDest: 'v1@example.org',
      type: 'pdf',
      locale: 'de',
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.data.data.message).toBe('Email inviata con successo');
    const [mail] = await outbox('v1@example.org');
    expect(mail!.textBody).toContain('Hier ist die Auswahl');
    expect(mail!.textBody).toContain(pdf.data.data.link);

    const contact = await w.op.post(`/api/crm/profilo/${p.id}/invia-email`, {
      mailDest: 'v2@example.org',
      type: 'contatto',
      locale: 'fr',
    });
    expect(contact.statusCode).toBe(200);
    const [c] = await outbox('v2@example.org');
    expect(c!.textBody).toContain('Les coordonnées de IAT Siena');
    expect(c!.textBody).toContain('+39 0577 280551');
    const picked = await w.op.post(`/api/crm/profilo/${p.id}/invia-email`, {
      mailDest: 'v3@example.org',
      type: 'contatto',
      locale: 'it',
      contatto: JSON.stringify({
        iat: 'IAT Pisa',
        email: 'info@pisa.example',
        tel: '050 1',
        values: { address: 'Piazza dei Miracoli', website: 'https://pisa.example' },
      }),
    });
    expect(picked.statusCode).toBe(200);
    expect((await outbox('v3@example.org'))[0]!.textBody).toContain(
      'I contatti di IAT Pisa: https://pisa.example',
    );

    const doc = await w.op.post(`/api/crm/profilo/${p.id}/invia-email`, {
      mailDest: 'v4@example.org',
      type: 'doc',
      locale: 'en',
    });
    expect(doc.statusCode).toBe(200);
    expect((await outbox('v4@example.org'))[0]!.textBody).toContain('Help us improve');
    const foreign = await w.op.post(`/api/crm/profilo/${p.id}/invia-email`, {
      mailDest: 'v5@example.org',
      type: 'doc',
      link: 'https://evil.example/x',
    });
    expect(foreign.statusCode).toBe(400);

    for (const body of [
      { type: 'pdf' },
      { mailDest: '', type: 'pdf' },
      { mailDest: 'x@example.org', type: 'fax' },
      { mailDest: 'x@example.org', type: 'contatto', contatto: '{rotto' },
    ]) {
      const res = await w.op.post(`/api/crm/profilo/${p.id}/invia-email`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await w.op.post(`/api/crm/profilo/${p.id}/invia-email`, { type: 'pdf' })).data.fields.mailDest,
    ).toBe("L'email non può essere vuota");
    expect(
      (
        await w.other.post(`/api/crm/profilo/${p.id}/invia-email`, {
          mailDest: 'x@example.org',
          type: 'contatto',
        })
      ).statusCode,
    ).toBe(404);
    void VISITOR;
  });
});
