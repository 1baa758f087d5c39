import type { OutboxMail, OutboxQuery } from '@sportello/contracts';
import type { Db } from '../../platform/db/connect.js';
import { notFound } from '../../platform/http/errors.js';
import { AUTH_MESSAGES } from './auth.messages.js';
import { countOutbox, findOutboxMail, findOutboxPage } from './outbox.repo.js';
import { presentOutboxMail } from './outbox.presenter.js';

export const OUTBOX_PAGE_SIZE = 20;

/** "Posta in uscita": the mails the server wrote, newest first, searchable by recipient or subject. */
export async function listOutbox(db: Db, q: OutboxQuery) {
  const total = await countOutbox(db, q.search);
  const offset = (q.page - 1) * OUTBOX_PAGE_SIZE;
  // Past the last page there is nothing to read (and no huge OFFSET reaches the database).
  const rows =
    offset < total ? await findOutboxPage(db, { search: q.search, limit: OUTBOX_PAGE_SIZE, offset }) : [];
  return {
    elements: rows.map(presentOutboxMail),
    currentPage: q.page,
    totalPages: Math.max(1, Math.ceil(total / OUTBOX_PAGE_SIZE)),
    itemsPerPage: OUTBOX_PAGE_SIZE,
    totalItems: total,
  };
}

export async function getOutboxMail(db: Db, id: number): Promise<OutboxMail> {
  const row = await findOutboxMail(db, id);
  if (!row) throw notFound(AUTH_MESSAGES.outboxMailNotFound);
  return presentOutboxMail(row);
}
