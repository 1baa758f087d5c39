import { loadNodemailer } from '../lazy/libraries.js';
import type { Config } from '../../config.js';
import { nowIso, type Db } from '../db/connect.js';
import type { Jobs } from '../jobs/index.js';
import { smtpAnswer } from './smtp-answer.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

export interface MailService {
  /** Records the mail in the outbox and, when SMTP is configured, queues its delivery. */
  send(mail: Mail): Promise<void>;
  /**
   * Queues the delivery of mails already written to the outbox by `writeToOutbox` (in a
   * transaction that has committed since); without SMTP the outbox is the delivery.
   */
  deliver(ids: number[]): Promise<void>;
  /**
   * A mail shown as failed gets its tries again ("Rinvia"): false when it is not failed (sent,
   * still trying, or unknown), or without SMTP.
   */
  resend(id: number): Promise<boolean>;
  /**
   * Whether mail can leave: `outbox` without SMTP (the outbox is the delivery), otherwise whether
   * the SMTP server answered its last check (made at most once a minute, for /health).
   */
  check(): Promise<'ok' | 'down' | 'outbox'>;
}

/** The queue of the deliveries: one job per mail, keyed by the mail, so a mail has one job at most. */
export const MAIL_QUEUE = 'mail.deliver';
/** Every 15 minutes, the mails of the last day with no delivery going (a restart lost it). */
export const MAIL_RECOVERY_QUEUE = 'mail.recover';

/**
 * A refused mail is tried again a minute later, then 2, 4, 8… minutes (pg-boss adds up to as much
 * again at random), never more than an hour apart: six tries (MAIL_ATTEMPTS) span about half an
 * hour to an hour.
 */
const RETRY_DELAY_SECONDS = 60;
const RETRY_DELAY_MAX_SECONDS = 3600;
/** A try that has not ended in this time counts as failed (the SMTP timeouts below end it first). */
const TRY_TIMEOUT_SECONDS = 120;
const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 };
const RECOVERY_WINDOW_MS = 24 * 3_600_000;

/** How long an SMTP check's answer is kept, and how long it may take. */
const SMTP_CHECK_EVERY_MS = 60_000;
const SMTP_CHECK_TIMEOUT_MS = 5000;

const keyOf = (id: number) => `mail-${id}`;

/**
 * Writes a mail to the outbox with the caller's connection, so a workflow transition and its mails
 * commit (or roll back) together; `MailService.deliver` queues them once committed.
 */
export async function writeToOutbox(db: Db, mail: Mail): Promise<number> {
  const row = await db
    .insertInto('outboxMails')
    .values({
      toAddress: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html ?? null,
      createdAt: nowIso(),
      sentAt: null,
      attempts: 0,
      lastError: null,
      failedAt: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

type Transport = { sendMail(m: object): Promise<unknown>; verify(): Promise<unknown> };

/**
 * Every mail is written to the outbox first (an audit trail an admin can read at "Posta in uscita").
 * With SMTP_URL each mail then becomes a job (mail.deliver) tried MAIL_ATTEMPTS times with a
 * growing wait; the row counts the tries, keeps the server's last answer, and shows the mail as
 * failed after the last one. Without SMTP_URL the outbox is the delivery and no job is made.
 * Registers its jobs on `jobs`, before the app starts them.
 */
export async function createMailService(db: Db, config: Config, jobs: Jobs): Promise<MailService> {
  const smtpUrl = config.smtpUrl;
  let transport: Promise<Transport> | null = null;
  const smtp = (url: string) =>
    (transport ??= loadNodemailer().then((nodemailer) =>
      nodemailer.createTransport({ url, ...SMTP_TIMEOUTS }),
    ));
  let checked: { at: number; answer: Promise<'ok' | 'down'> } | null = null;
  const verify = async (url: string): Promise<'ok' | 'down'> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('SMTP check timed out')), SMTP_CHECK_TIMEOUT_MS);
    });
    try {
      await Promise.race([(await smtp(url)).verify(), late]);
      return 'ok';
    } catch {
      return 'down';
    } finally {
      clearTimeout(timer);
    }
  };
  const queue = async (ids: number[]) => {
    for (const id of ids) await jobs.send(MAIL_QUEUE, { id }, { singletonKey: keyOf(id) });
  };

  if (smtpUrl) {
    await jobs.work<{ id: number }>(
      MAIL_QUEUE,
      {
        retryLimit: config.mailAttempts - 1,
        retryDelaySeconds: RETRY_DELAY_SECONDS,
        retryBackoff: true,
        retryDelayMaxSeconds: RETRY_DELAY_MAX_SECONDS,
        timeoutSeconds: TRY_TIMEOUT_SECONDS,
      },
      async ({ data }) => deliverOne(db, config, await smtp(smtpUrl), smtpUrl, data.id),
    );
    await jobs.work(MAIL_RECOVERY_QUEUE, { retryLimit: 0 }, async () =>
      queue(await undelivered(db, new Date(Date.now() - RECOVERY_WINDOW_MS).toISOString())),
    );
    await jobs.schedule(MAIL_RECOVERY_QUEUE, '*/15 * * * *', { catchUp: true });
  }

  return {
    async send(mail) {
      const id = await writeToOutbox(db, mail);
      if (smtpUrl) await queue([id]);
    },
    async deliver(ids) {
      if (smtpUrl) await queue(ids);
    },
    async resend(id) {
      if (!smtpUrl) return false;
      const row = await db
        .updateTable('outboxMails')
        .set({ attempts: 0, failedAt: null })
        .where('id', '=', id)
        .where('failedAt', 'is not', null)
        .where('sentAt', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (row) await queue([row.id]);
      return Boolean(row);
    },
    async check() {
      if (!smtpUrl) return 'outbox';
      const now = performance.now();
      if (!checked || now - checked.at > SMTP_CHECK_EVERY_MS) checked = { at: now, answer: verify(smtpUrl) };
      return checked.answer;
    },
  };
}

/**
 * One try of a mail: counted before it is made (a try that hangs counts too), then sent and marked
 * sent, or its answer kept and the try failed (the queue tries again); after the last one the
 * mail shows as failed ("Rinvia" starts over). A mail already sent or failed is left alone: a
 * second job of it (recovery) finds nothing to do.
 */
async function deliverOne(db: Db, config: Config, transport: Transport, smtpUrl: string, id: number) {
  const row = await db
    .updateTable('outboxMails')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('sentAt', 'is', null)
    .where('failedAt', 'is', null)
    .returning(['id', 'toAddress', 'replyTo', 'subject', 'textBody', 'htmlBody', 'attempts'])
    .executeTakeFirst();
  if (!row) return;
  try {
    await transport.sendMail({
      from: config.mailFrom,
      to: row.toAddress,
      subject: row.subject,
      text: row.textBody,
      ...(row.htmlBody ? { html: row.htmlBody } : {}),
      ...(row.replyTo ? { replyTo: row.replyTo } : {}),
    });
  } catch (err) {
    const answer = smtpAnswer(err, smtpUrl);
    const last = row.attempts >= config.mailAttempts;
    await db
      .updateTable('outboxMails')
      .set({ lastError: answer, failedAt: last ? nowIso() : null })
      .where('id', '=', id)
      .execute();
    // The answer only, not the library's error as its cause: it can carry more than a log should.
    // eslint-disable-next-line preserve-caught-error
    throw new Error(`mail ${id}, try ${row.attempts} of ${config.mailAttempts}: ${answer}`);
  }
  await db.updateTable('outboxMails').set({ sentAt: nowIso() }).where('id', '=', id).execute();
}

/** Mails written since `since` that are neither sent nor failed: their delivery may have been lost. */
async function undelivered(db: Db, since: string): Promise<number[]> {
  const rows = await db
    .selectFrom('outboxMails')
    .select('id')
    .where('createdAt', '>=', since)
    .where('sentAt', 'is', null)
    .where('failedAt', 'is', null)
    .orderBy('id')
    .limit(1000)
    .execute();
  return rows.map((r) => r.id);
}
