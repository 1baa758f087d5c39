import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../platform/db/connect.js';

const COLUMNS = [
  'id',
  'toAddress',
  'replyTo',
  'subject',
  'textBody',
  'htmlBody',
  'createdAt',
  'sentAt',
  'attempts',
  'lastError',
  'failedAt',
] as const;

/** "%text%" for LIKE, with the user's own % _ and \ taken literally. */
const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Recipient or subject contains the text, case-insensitively on both engines. */
function matches(search: string): Expression<SqlBool> {
  const pattern = containsPattern(search);
  return sql<SqlBool>`(lower(${sql.ref('toAddress')}) like ${pattern} escape '\\' or lower(${sql.ref('subject')}) like ${pattern} escape '\\')`;
}

/** One page of the outbox, newest first (created_at is indexed; id breaks ties). */
export async function findOutboxPage(db: Db, q: { search: string; limit: number; offset: number }) {
  let query = db.selectFrom('outboxMails').select(COLUMNS);
  if (q.search) query = query.where(matches(q.search));
  return query.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(q.limit).offset(q.offset).execute();
}

export async function countOutbox(db: Db, search: string): Promise<number> {
  let query = db.selectFrom('outboxMails').select((eb) => eb.fn.countAll<number>().as('n'));
  if (search) query = query.where(matches(search));
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findOutboxMail(db: Db, id: number) {
  return db.selectFrom('outboxMails').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}
export type OutboxRow = NonNullable<Awaited<ReturnType<typeof findOutboxMail>>>;
