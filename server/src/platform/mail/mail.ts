import { loadNodemailer } from '../lazy/libraries.js';
import type { Config } from '../../config.js';
import { nowIso, type Db } from '../db/connect.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

export interface MailService {
  /** Records the mail in the outbox and, when SMTP is configured, delivers it. */
  send(mail: Mail): Promise<void>;
  /**
   * Delivers mails already written to the outbox by `writeToOutbox` (in a transaction that has
   * committed since) and marks them sent; without SMTP the outbox is the delivery.
   */
  deliver(ids: number[]): Promise<void>;
  /**
   * Whether mail can leave: `outbox` without SMTP (the outbox is the delivery), otherwise whether
   * the SMTP server answered its last check (made at most once a minute, for /health).
   */
  check(): Promise<'ok' | 'down' | 'outbox'>;
}

/** How long an SMTP check's answer is kept, and how long it may take. */
const SMTP_CHECK_EVERY_MS = 60_000;
const SMTP_CHECK_TIMEOUT_MS = 5000;

/**
 * Writes a mail to the outbox with the caller's connection, so a workflow transition and its mails
 * commit (or roll back) together; `MailService.deliver` sends them once committed.
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
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Every mail is written to the outbox first (an audit trail an admin can read at "Posta in uscita").
 * With SMTP_URL it is then delivered and marked sent; without it the outbox is the delivery.
 */
export function createMailService(db: Db, config: Config): MailService {
  const smtpUrl = config.smtpUrl;
  let transport: Promise<{ sendMail(m: object): Promise<unknown>; verify(): Promise<unknown> }> | null = null;
  const smtp = (url: string) =>
    (transport ??= loadNodemailer().then((nodemailer) => nodemailer.createTransport(url)));
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
  const deliverOne = async (id: number, mail: Mail) => {
    if (!smtpUrl) return;
    await (await smtp(smtpUrl)).sendMail({ from: config.mailFrom, ...mail });
    await db.updateTable('outboxMails').set({ sentAt: nowIso() }).where('id', '=', id).execute();
  };
  return {
    async send(mail) {
      const id = await writeToOutbox(db, mail);
      await deliverOne(id, mail);
    },
    async deliver(ids) {
      if (!smtpUrl || !ids.length) return;
      const rows = await db
        .selectFrom('outboxMails')
        .select(['id', 'toAddress', 'replyTo', 'subject', 'textBody', 'htmlBody'])
        .where('id', 'in', ids)
        .where('sentAt', 'is', null)
        .execute();
      for (const r of rows)
        await deliverOne(r.id, {
          to: r.toAddress,
          subject: r.subject,
          text: r.textBody,
          ...(r.htmlBody ? { html: r.htmlBody } : {}),
          ...(r.replyTo ? { replyTo: r.replyTo } : {}),
        });
    },
    async check() {
      if (!smtpUrl) return 'outbox';
      const now = performance.now();
      if (!checked || now - checked.at > SMTP_CHECK_EVERY_MS) checked = { at: now, answer: verify(smtpUrl) };
      return checked.answer;
    },
  };
}
