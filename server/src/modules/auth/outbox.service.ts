import type { OutboxMail, OutboxQuery, OutboxResendReply } from '@sportello/contracts';
import type { AppDeps } from '../../platform/deps.js';
import { conflict, notFound } from '../../platform/http/errors.js';
import { AUTH_MESSAGES } from './auth.messages.js';
import { countOutbox, findOutboxMail, findOutboxPage } from './outbox.repo.js';
import { presentOutboxMail } from './outbox.presenter.js';

export const OUTBOX_PAGE_SIZE = 20;

type OutboxDeps = Pick<AppDeps, 'db' | 'config'>;

/** "Posta in uscita": the mails the server wrote, newest first, searchable by recipient or subject. */
export async function listOutbox({ db, config }: OutboxDeps, q: OutboxQuery) {
  const total = await countOutbox(db, q.search);
  const offset = (q.page - 1) * OUTBOX_PAGE_SIZE;
  // Past the last page there is nothing to read (and no huge OFFSET reaches the database).
  const rows =
    offset < total ? await findOutboxPage(db, { search: q.search, limit: OUTBOX_PAGE_SIZE, offset }) : [];
  return {
    elements: rows.map((row) => presentOutboxMail(row, Boolean(config.smtpUrl))),
    currentPage: q.page,
    totalPages: Math.max(1, Math.ceil(total / OUTBOX_PAGE_SIZE)),
    itemsPerPage: OUTBOX_PAGE_SIZE,
    totalItems: total,
  };
}

export async function getOutboxMail({ db, config }: OutboxDeps, id: number): Promise<OutboxMail> {
  const row = await findOutboxMail(db, id);
  if (!row) throw notFound(AUTH_MESSAGES.outboxMailNotFound);
  return presentOutboxMail(row, Boolean(config.smtpUrl));
}

/**
 * "Rinvia": a failed mail gets its tries again and its delivery is queued. Only a failed one: a
 * mail sent, or still being tried, would go twice.
 */
export async function resendOutboxMail(deps: OutboxDeps & Pick<AppDeps, 'mail'>, id: number) {
  const before = await getOutboxMail(deps, id);
  if (before.status !== 'failed' || !(await deps.mail.resend(id)))
    throw conflict(AUTH_MESSAGES.outboxNotFailed);
  const reply: OutboxResendReply = {
    message: AUTH_MESSAGES.outboxResent,
    mail: await getOutboxMail(deps, id),
  };
  return reply;
}
