import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { Agent } from '../../../test/agent.js';
import { createTestUser } from '../../../test/factories.js';

describe('Posta in uscita (GET /api/admin/outbox.json, /api/admin/outbox/:id.json)', () => {
  let t: TestApp;
  let admin: Agent;
  let firstId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    // 25 mails, one second apart, oldest first; every fifth one about a reset.
    const start = Date.parse('2026-11-20T08:00:00.000Z');
    const rows = Array.from({ length: 25 }, (_, i) => ({
      toAddress: i === 24 ? 'Ufficio.Pisa@Example.org' : `utente${i}@example.org`,
      replyTo: null,
      subject: i % 5 === 0 ? `Reimposta la password ${i}` : `Promemoria 100% pronto_${i}`,
      textBody: `Testo ${i}`,
      htmlBody: i === 0 ? '<p>Testo 0</p>' : null,
      createdAt: new Date(start + i * 1000).toISOString(),
      sentAt: null,
    }));
    const ids = await t.db.insertInto('outboxMails').values(rows).returning('id').execute();
    firstId = ids[0]!.id;
    const user = await createTestUser(t.db, { role: 'admin' });
    admin = new Agent(t.app);
    await admin.login(user.username);
  });
  afterAll(() => t.close());

  it('an admin reads the newest 20 first, then the rest on page 2', async () => {
    const one = await admin.get('/api/admin/outbox.json?env=make-iat');
    expect(one.statusCode).toBe(200);
    expect(one.data.data).toMatchObject({ currentPage: 1, totalPages: 2, itemsPerPage: 20, totalItems: 25 });
    expect(one.data.data.elements).toHaveLength(20);
    expect(one.data.data.elements[0]).toMatchObject({
      to: 'Ufficio.Pisa@Example.org',
      subject: 'Promemoria 100% pronto_24',
    });
    const two = await admin.get('/api/admin/outbox.json?page=2');
    expect(two.data.data.elements.map((m: { text: string }) => m.text)).toEqual([
      'Testo 4',
      'Testo 3',
      'Testo 2',
      'Testo 1',
      'Testo 0',
    ]);
    const beyond = await admin.get('/api/admin/outbox.json?page=9');
    expect(beyond.data.data).toMatchObject({ elements: [], currentPage: 9, totalItems: 25 });
  });

  it('searches recipient and subject, case-insensitively, taking % and _ literally', async () => {
    const bySubject = await admin.get(`/api/admin/outbox.json?search=${encodeURIComponent('REIMPOSTA')}`);
    expect(bySubject.data.data.totalItems).toBe(5);
    const byRecipient = await admin.get('/api/admin/outbox.json?search=ufficio.pisa');
    expect(byRecipient.data.data.elements.map((m: { to: string }) => m.to)).toEqual([
      'Ufficio.Pisa@Example.org',
    ]);
    const percent = await admin.get(`/api/admin/outbox.json?search=${encodeURIComponent('100%')}`);
    expect(percent.data.data.totalItems).toBe(20);
    const underscore = await admin.get(`/api/admin/outbox.json?search=${encodeURIComponent('o_1')}`);
    expect(underscore.data.data.elements.map((m: { subject: string }) => m.subject).sort()).toEqual([
      'Promemoria 100% pronto_1',
      'Promemoria 100% pronto_11',
      'Promemoria 100% pronto_12',
      'Promemoria 100% pronto_13',
      'Promemoria 100% pronto_14',
      'Promemoria 100% pronto_16',
      'Promemoria 100% pronto_17',
      'Promemoria 100% pronto_18',
      'Promemoria 100% pronto_19',
    ]);
    const none = await admin.get('/api/admin/outbox.json?search=nessuna-corrispondenza');
    expect(none.data.data).toMatchObject({ elements: [], totalItems: 0, totalPages: 1 });
  });

  it('an admin opens one mail; an unknown id is 404 "Messaggio non trovato."', async () => {
    const res = await admin.get(`/api/admin/outbox/${firstId}.json`);
    expect(res.statusCode).toBe(200);
    expect(res.data.data).toEqual({
      id: firstId,
      to: 'utente0@example.org',
      replyTo: null,
      subject: 'Reimposta la password 0',
      text: 'Testo 0',
      html: '<p>Testo 0</p>',
      createdAt: '2026-11-20T08:00:00.000Z',
      sentAt: null,
    });
    const missing = await admin.get('/api/admin/outbox/999999.json');
    expect(missing.statusCode).toBe(404);
    expect(missing.data).toEqual({ status: 'error', code: 'not_found', message: 'Messaggio non trovato.' });
  });

  it('an operator, or a referent, is refused with 403 forbidden', async () => {
    for (const role of ['operator', 'referent'] as const) {
      const user = await createTestUser(t.db, { role });
      const agent = new Agent(t.app);
      await agent.login(user.username);
      for (const url of ['/api/admin/outbox.json', `/api/admin/outbox/${firstId}.json`]) {
        const res = await agent.get(url);
        expect(res.statusCode, `${role} ${url}`).toBe(403);
        expect(res.data).toMatchObject({ status: 'error', code: 'forbidden' });
      }
    }
  });

  it('without a session: 403 auth_required', async () => {
    const res = await new Agent(t.app).get('/api/admin/outbox.json');
    expect(res.statusCode).toBe(403);
    expect(res.data.code).toBe('auth_required');
  });

  it('a bad page or id answers 400 with the field in Italian', async () => {
    for (const pageParam of ['abc', '0', '-1', '1.5']) {
      const res = await admin.get(`/api/admin/outbox.json?page=${pageParam}`);
      expect(res.statusCode, pageParam).toBe(400);
      expect(res.data.code).toBe('bad_request');
      expect(Object.keys(res.data.fields)).toEqual(['page']);
    }
    const longSearch = await admin.get(`/api/admin/outbox.json?search=${'x'.repeat(101)}`);
    expect(longSearch.statusCode).toBe(400);
    expect(Object.keys(longSearch.data.fields)).toEqual(['search']);
    const badId = await admin.get('/api/admin/outbox/abc.json');
    expect(badId.statusCode).toBe(400);
    expect(badId.data.fields).toEqual({ id: 'Messaggio: identificativo non valido' });
  });
});
