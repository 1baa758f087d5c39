import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-app.js';
import { Agent } from '../../../test/agent.js';
import { buildDemoApp, signIn } from '../../../test/demo-app.js';

describe('help, contact and dynamic pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildDemoApp();
  });
  afterAll(() => t.close());

  it('serves the help FAQ to a signed-in user', async () => {
    const res = await (await signIn(t, 'operatore')).get('/api/help.json?env=make-iat');
    expect(res.statusCode).toBe(200);
    expect(res.data.data.titleBlock.title).toBe('Aiuto');
    expect(res.data.data.data.length).toBeGreaterThanOrEqual(5);
    expect(res.data.data.data[0]).toEqual({ name: expect.any(String), text: expect.any(String) });
  });

  it('refuses help and contact without a session', async () => {
    for (const url of ['/api/help.json', '/api/contact.json']) {
      const res = await new Agent(t.app).get(url);
      expect(res.statusCode).toBe(403);
      expect(res.data.code).toBe('auth_required');
    }
  });

  it('serves the contact form with its Italian action labels', async () => {
    const res = await (await signIn(t, 'operatore')).get('/api/contact.json?env=make-iat');
    expect(res.statusCode).toBe(200);
    expect(res.data.data.titleBlock.title).toBe('Contattaci');
    expect(res.data.data.data.fields.map((f: { fieldname: string }) => f.fieldname)).toEqual([
      'subject',
      'message',
    ]);
    expect(res.data.data.data.actionLabels).toEqual({ cancel: 'Annulla', confirm: 'Invia' });
    expect(res.data.data.data.messaging.number).toMatch(/^\+39/);
  });

  it('e-mails the contact message to the board, replying to the user', async () => {
    const agent = await signIn(t, 'operatore.siena');
    const res = await agent.post('/api/contact-us.json?env=make-iat', {
      subject: 'Orari del Duomo\r\nBcc: x@example.org',
      message: 'Buongiorno, gli orari della Cripta sono cambiati da novembre.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual({ status: 'success', data: { message: 'Email inviata con successo' } });
    const mail = await t.db
      .selectFrom('outboxMails')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.toAddress).toBe(t.config.boardEmail);
    expect(mail.replyTo).toBe('francesca.mancini@example.org');
    expect(mail.subject).toBe('[Sportello] Orari del Duomo Bcc: x@example.org');
    expect(mail.textBody).toContain('Francesca Mancini');
    expect(mail.textBody).toContain('Nome utente: operatore.siena');
    expect(mail.textBody).toContain('Ufficio: IAT Siena');
    expect(mail.textBody).toContain('Ambiente: Sportello IAT (make-iat)');
    expect(mail.textBody).toContain('gli orari della Cripta sono cambiati');
  });

  it('refuses a contact message without a session, and an empty one with the field in Italian', async () => {
    const anonymous = await new Agent(t.app).post('/api/contact-us.json', {
      subject: 'Ciao',
      message: 'Prova',
    });
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.data.code).toBe('auth_required');
    const agent = await signIn(t, 'operatore');
    const empty = await agent.post('/api/contact-us.json?env=make-iat', { subject: 'Ciao', message: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.data).toMatchObject({
      code: 'bad_request',
      fields: { message: 'Messaggio: campo obbligatorio' },
    });
    const missing = await agent.post('/api/contact-us.json?env=make-iat', { message: 'Solo il testo' });
    expect(missing.statusCode).toBe(400);
    expect(missing.data.fields.subject).toBe('Oggetto: campo obbligatorio');
  });

  it('serves the workshop page, sanitised', async () => {
    const res = await (await signIn(t, 'redattore')).get('/api/pages/workshop.html?env=make-iat');
    expect(res.statusCode).toBe(200);
    expect(res.data.data).toMatchObject({ id: 'workshop', title: 'Workshop' });
    expect(res.data.data.html).toContain('<table>');
    expect(res.data.data.html).toContain('href="mailto:formazione@turismo.toscana.example"');
  });

  it('sanitises a page edited in the database when serving it', async () => {
    const body = {
      title: 'Prova',
      html: '<h2>Titolo</h2><script>alert(1)</script><p onclick="x()">Testo <a href="javascript:alert(1)">link</a></p><img src="http://insicuro.example/a.png" alt="a"><img src="/media/b.png" alt="b"><iframe src="https://x.example"></iframe>',
    };
    await t.db
      .insertInto('templates')
      .values({
        kind: 'page',
        key: 'prova',
        app: '',
        body: JSON.stringify(body),
        version: 1,
        updatedAt: new Date().toISOString(),
      })
      .execute();
    const res = await (await signIn(t, 'operatore')).get('/api/pages/prova.html');
    expect(res.data.data.html).toBe(
      '<h2>Titolo</h2><p>Testo <a>link</a></p><img alt="a" /><img src="/media/b.png" alt="b" />',
    );
  });

  it('answers "Pagina non trovata" for a missing page and 400 for a bad id', async () => {
    const agent = await signIn(t, 'operatore');
    const missing = await agent.get('/api/pages/non-esiste.html');
    expect(missing.statusCode).toBe(404);
    expect(missing.data).toEqual({ status: 'error', code: 'not_found', message: 'Pagina non trovata' });
    const bad = await agent.get('/api/pages/Work_Shop.html');
    expect(bad.statusCode).toBe(400);
    expect(bad.data).toMatchObject({
      code: 'bad_request',
      fields: { pageId: 'Pagina: identificativo non valido' },
    });
    const anonymous = await new Agent(t.app).get('/api/pages/workshop.html');
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.data.code).toBe('auth_required');
  });
});
