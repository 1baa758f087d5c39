import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { Agent } from '../../../test/agent.js';
import { createTestUser } from '../../../test/factories.js';
import { jobsClock, type JobsClock } from '../jobs/jobs.test-kit.js';
import { MAIL_RECOVERY_QUEUE, writeToOutbox } from './mail.js';
import { REFUSAL, smtpListener, type SmtpListener } from './smtp-listener.test-kit.js';

/**
 * A mail is a job (pg-boss on PostgreSQL, the in-process runner on SQLite), tried MAIL_ATTEMPTS
 * times a minute, then 2, 4… minutes apart, against a real SMTP listener on a local port that
 * refuses the recipient with a 550 until told otherwise.
 */
describe('mail delivery: tries with a growing wait, then "Non inviata" with the answer, then Rinvia', () => {
  let t: TestApp;
  let smtp: SmtpListener;
  let clock: JobsClock;
  let admin: Agent;
  let user: { username: string; email: string };

  beforeAll(async () => {
    smtp = await smtpListener();
    clock = jobsClock(Date.parse('2026-06-01T08:00:00Z'));
    t = await buildTestApp({ smtpUrl: smtp.url, mailAttempts: 3 }, { jobs: clock.options });
    admin = new Agent(t.app);
    await admin.login((await createTestUser(t.db, { role: 'admin' })).username);
    user = await createTestUser(t.db, { username: 'giulia', email: 'giulia@example.org' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const mailTo = async (address: string) =>
    t.db
      .selectFrom('outboxMails')
      .select(['id', 'attempts', 'failedAt', 'sentAt'])
      .where('toAddress', '=', address)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
  const shown = async (id: number) => (await admin.get(`/api/admin/outbox/${id}.json`)).data.data;
  /** The try has been made and the job has settled (failed and waiting, or done). */
  const tried = (id: number, attempts: number) => async () =>
    (await shown(id)).attempts === attempts && !t.jobs.busy();

  it('retries a refused mail after 1 then 2 minutes, shows it failed after the last try, and Rinvia delivers it', async () => {
    await new Agent(t.app).post('/api/auth/forgot-password', { username: user.username });
    const { id } = await mailTo(user.email);

    await clock.until(tried(id, 1));
    expect(await shown(id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: REFUSAL,
      failedAt: null,
    });

    // Not before its wait (a minute: pg-boss waits up to twice that).
    await clock.advance(30_000);
    expect((await shown(id)).attempts).toBe(1);
    await clock.advance(90_000);
    await clock.until(tried(id, 2));
    expect(await shown(id)).toMatchObject({ status: 'pending', attempts: 2, lastError: REFUSAL });

    await clock.advance(300_000);
    await clock.until(async () => (await shown(id)).status === 'failed' && !t.jobs.busy());
    const failed = await shown(id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 3, lastError: REFUSAL, sentAt: null });
    expect(failed.failedAt).toEqual(expect.any(String));
    // The last try was the last: an hour on, nobody tried again.
    await clock.advance(3_600_000);
    await clock.until(async () => !t.jobs.busy());
    expect((await shown(id)).attempts).toBe(3);
    expect(smtp.received).toEqual([]);

    smtp.refuse(false);
    const resend = await admin.post(`/api/admin/outbox/${id}/resend`);
    expect(resend.statusCode).toBe(200);
    expect(resend.data.data.mail).toMatchObject({ status: 'pending', attempts: 0 });
    await clock.until(async () => (await shown(id)).status === 'sent');
    expect(await shown(id)).toMatchObject({ status: 'sent', attempts: 1, failedAt: null });
    expect(smtp.received.map((m) => m.to)).toEqual([['giulia@example.org']]);
    expect(smtp.received[0]!.data).toContain('Subject: Sportello: reimposta la password');
  });

  it('the recovery job queues a mail whose delivery was lost (written, never queued)', async () => {
    const id = await writeToOutbox(t.db, { to: 'perso@example.org', subject: 'Ritrovata', text: 'Testo' });
    const before = smtp.received.length;
    expect((await shown(id)).status).toBe('pending');
    await t.jobs.send(MAIL_RECOVERY_QUEUE, {});
    await clock.until(async () => (await shown(id)).status === 'sent' && !t.jobs.busy());
    expect(smtp.received.slice(before).map((m) => m.to)).toEqual([['perso@example.org']]);
  });
});
