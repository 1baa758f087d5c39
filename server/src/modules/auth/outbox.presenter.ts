import type { OutboxMail, OutboxMailStatus } from '@sportello/contracts';
import type { OutboxRow } from './outbox.repo.js';

/** Sent, failed, or else waiting for a try: with SMTP set up (pending), or for good (outbox). */
function statusOf(row: OutboxRow, smtp: boolean): OutboxMailStatus {
  if (row.sentAt) return 'sent';
  if (row.failedAt) return 'failed';
  return smtp ? 'pending' : 'outbox';
}

/** `smtp`: whether this set-up delivers mail (SMTP_URL), so that an unsent mail is on its way. */
export const presentOutboxMail = (row: OutboxRow, smtp: boolean): OutboxMail => ({
  id: row.id,
  to: row.toAddress,
  replyTo: row.replyTo,
  subject: row.subject,
  text: row.textBody,
  html: row.htmlBody,
  createdAt: row.createdAt,
  sentAt: row.sentAt,
  status: statusOf(row, smtp),
  attempts: row.attempts,
  lastError: row.lastError,
  failedAt: row.failedAt,
});
