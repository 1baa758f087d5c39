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
}

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
  let transport: Promise<{ sendMail(m: object): Promise<unknown> }> | null = null;
  const deliverOne = async (id: number, mail: Mail) => {
    if (!smtpUrl) return;
    transport ??= loadNodemailer().then((nodemailer) => nodemailer.createTransport(smtpUrl));
    await (await transport).sendMail({ from: config.mailFrom, ...mail });
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
  };
}
