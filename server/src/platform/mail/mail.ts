import nodemailer from 'nodemailer';
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
}

/**
 * Every mail is written to the outbox first (an audit trail an admin can read at "Posta in uscita").
 * With SMTP_URL it is then delivered and marked sent; without it the outbox is the delivery.
 */
export function createMailService(db: Db, config: Config): MailService {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  return {
    async send(mail) {
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
      if (!transport) return;
      await transport.sendMail({ from: config.mailFrom, ...mail });
      await db.updateTable('outboxMails').set({ sentAt: nowIso() }).where('id', '=', row.id).execute();
    },
  };
}
