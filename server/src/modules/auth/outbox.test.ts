import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { Agent } from '../../../test/agent.js';
import { createTestGroup, createTestUser } from '../../../test/factories.js';
import { jobsClock, type JobsClock } from '../../platform/jobs/jobs.test-kit.js';
import { REFUSAL, smtpListener, type SmtpListener } from '../../platform/mail/smtp-listener.test-kit.js';

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
      // No SMTP in this app: the outbox is the delivery.
      status: 'outbox',
      attempts: 0,
      lastError: null,
      failedAt: null,
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

describe('Rinvia (POST /api/admin/outbox/:id/resend), with SMTP', () => {
  let t: TestApp;
  let smtp: SmtpListener;
  let clock: JobsClock;
  let admin: Agent;
  const ids = { failed: 0, sent: 0, pending: 0 };

  beforeAll(async () => {
    smtp = await smtpListener();
    smtp.refuse(false);
    clock = jobsClock(Date.now());
    t = await buildTestApp({ smtpUrl: smtp.url }, { jobs: clock.options });
    const mail = (subject: string) => ({
      toAddress: 'ufficio@example.org',
      replyTo: null,
      subject,
      textBody: `Testo di ${subject}`,
      htmlBody: null,
      createdAt: '2026-11-20T08:00:00.000Z',
    });
    const [failed, sent, pending] = await t.db
      .insertInto('outboxMails')
      .values([
        {
          ...mail('Non partita'),
          sentAt: null,
          attempts: 6,
          lastError: REFUSAL,
          failedAt: '2026-11-20T09:00:00.000Z',
        },
        { ...mail('Partita'), sentAt: '2026-11-20T08:00:05.000Z', attempts: 1 },
        { ...mail('In viaggio'), sentAt: null, attempts: 2, lastError: '421 4.7.0 Try again later' },
      ])
      .returning('id')
      .execute();
    Object.assign(ids, { failed: failed!.id, sent: sent!.id, pending: pending!.id });
    admin = new Agent(t.app);
    await admin.login((await createTestUser(t.db, { role: 'admin' })).username);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const stateOf = async (id: number) => (await admin.get(`/api/admin/outbox/${id}.json`)).data.data;

  it('shows each state, the failed mail with the server’s answer', async () => {
    const list = await admin.get('/api/admin/outbox.json');
    const byId = new Map(list.data.data.elements.map((m: { id: number }) => [m.id, m]));
    expect(byId.get(ids.failed)).toMatchObject({ status: 'failed', attempts: 6, lastError: REFUSAL });
    expect(byId.get(ids.sent)).toMatchObject({ status: 'sent', lastError: null });
    expect(byId.get(ids.pending)).toMatchObject({ status: 'pending', attempts: 2 });
  });

  it('queues a failed mail again with its tries reset, and it is delivered', async () => {
    const res = await admin.post(`/api/admin/outbox/${ids.failed}/resend?env=make-iat`);
    expect(res.statusCode).toBe(200);
    expect(res.data.data).toMatchObject({
      message: 'E-mail rimessa in coda: Sportello prova di nuovo a inviarla.',
      mail: { id: ids.failed, status: 'pending', attempts: 0, failedAt: null },
    });
    await clock.until(async () => (await stateOf(ids.failed)).status === 'sent');
    expect(await stateOf(ids.failed)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(['ufficio@example.org']);
    expect(smtp.received[0]!.data).toContain('Subject: Non partita');
  });

  it('refuses a mail that is not failed (sent, or still being tried) with 409, and an unknown one with 404', async () => {
    for (const id of [ids.sent, ids.pending, ids.failed]) {
      const res = await admin.post(`/api/admin/outbox/${id}/resend`);
      expect(res.statusCode, String(id)).toBe(409);
      expect(res.data).toEqual({
        status: 'error',
        code: 'conflict',
        message: "Si può rinviare solo un'e-mail non inviata.",
      });
    }
    const missing = await admin.post('/api/admin/outbox/999999/resend');
    expect(missing.statusCode).toBe(404);
    expect(missing.data.message).toBe('Messaggio non trovato.');
    expect(smtp.received).toHaveLength(1);
  });

  it('a bad id answers 400 naming the field', async () => {
    for (const id of ['abc', '0', '-3', '1.5']) {
      const res = await admin.post(`/api/admin/outbox/${id}/resend`);
      expect(res.statusCode, id).toBe(400);
      expect(res.data.fields).toEqual({ id: 'Messaggio: identificativo non valido' });
    }
  });

  it('refuses the other roles, an office’s admin in another environment, and no session, before reading the id', async () => {
    for (const role of ['operator', 'referent', 'editor', 'reviewer'] as const) {
      const agent = new Agent(t.app);
      await agent.login((await createTestUser(t.db, { role })).username);
      for (const id of [String(ids.pending), 'abc']) {
        const res = await agent.post(`/api/admin/outbox/${id}/resend?env=make-iat`);
        expect(res.statusCode, `${role} ${id}`).toBe(403);
        expect(res.data.code).toBe('forbidden');
      }
    }
    // An administrator of an office of Valtiberina (make-vt) is nobody in make-iat.
    const office = await createTestGroup(t.db, { kind: 'iat' });
    const vt = await createTestUser(t.db, { role: 'admin', env: 'make-vt', group: office });
    const elsewhere = new Agent(t.app);
    await elsewhere.login(vt.username);
    const refused = await elsewhere.post(`/api/admin/outbox/${ids.pending}/resend?env=make-iat`);
    expect(refused.statusCode).toBe(403);
    expect(refused.data.code).toBe('forbidden');

    const anonymous = await new Agent(t.app).post(`/api/admin/outbox/${ids.pending}/resend`);
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.data.code).toBe('auth_required');
    expect((await stateOf(ids.pending)).attempts).toBe(2);
  });
});
