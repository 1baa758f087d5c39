import type { OutboxMail } from '@sportello/contracts';
import type { OutboxRow } from './outbox.repo.js';

export const presentOutboxMail = (row: OutboxRow): OutboxMail => ({
  id: row.id,
  to: row.toAddress,
  replyTo: row.replyTo,
  subject: row.subject,
  text: row.textBody,
  html: row.htmlBody,
  createdAt: row.createdAt,
  sentAt: row.sentAt,
});
