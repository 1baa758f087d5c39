import {
  formatDateParts,
  formatTime,
  HISTORY_PAGE_SIZE,
  NOTIFICATION_LATEST,
  NOTIFICATION_MESSAGES as M,
  partsOfInstant,
  plainTextOf,
  READ_ONLY_DATE_FORMAT,
  type HistoryQuery,
  type HistoryType,
  type HistoryUpdate,
  type MessageReadReply,
  type NotificationHistory,
  type NotificationsReply,
} from '@sportello/contracts';
import type { EnvContext } from '../../platform/auth/actor.js';
import { can } from '../../platform/auth/capabilities.js';
import { nowIso, type Db } from '../../platform/db/connect.js';
import { badRequest, notFound } from '../../platform/http/errors.js';
import { showRichText } from '../../platform/text/rich-text.js';
import {
  addRecipients,
  countEvents,
  countUnread,
  findEvent,
  historyPage,
  insertEvent,
  latestFor,
  markContentRead,
  setRead,
  unreadIdsOf,
  type HistoryRow,
} from './notifications.repo.js';

/**
 * The history of contents and the notifications built on it (spec 3 §2 "Notifications"). A
 * workflow transition records one update in its own transaction and addresses it to the people
 * concerned; they read it in the history modal or from the bell.
 */

/**
 * A resource with a history: today contents. The module that owns the resource registers how to
 * open it (its access rule), so this module never reaches into the other's code.
 */
export interface HistoryResource {
  /** The resource's title when the caller may read its history; throws 403/404 otherwise. */
  open(db: Db, ctx: EnvContext, id: number): Promise<{ title: string }>;
}
const resources = new Map<string, HistoryResource>();
export function registerHistoryResource(slug: string, resource: HistoryResource): void {
  resources.set(slug, resource);
}
function resourceOf(slug: string): HistoryResource {
  const resource = resources.get(slug);
  if (!resource) throw badRequest('Risorsa sconosciuta.', { slug: 'Slug: valore non valido' });
  return resource;
}

/** Updates needing action link to the review of the edits (spec 3 §6 allowNotificationEdits). */
export const allowNotificationEdits = (ctx: EnvContext): boolean => can(ctx, 'content.review');

export const reviewPath = (contentId: number) => `content/review/${contentId}`;

/** 'DD/MM/YYYY h.mm' in the board's time. */
export function historyTime(iso: string): string {
  const parts = partsOfInstant(Date.parse(iso));
  if (!parts) return '';
  return `${formatDateParts(parts, READ_ONLY_DATE_FORMAT)} ${formatTime({ h: parts.hour, m: parts.minute })}`;
}

export interface UpdateToRecord {
  contentId: number;
  type: HistoryType;
  action: string;
  /** HTML; cleaned here. */
  text: string;
  actionRequired?: boolean;
  revisionId?: number | null;
  /** Who gets it unread (the author never does). */
  recipients: number[];
  at?: string;
}

/** Writes an update in the caller's transaction and addresses it; returns its id. */
export async function recordUpdate(db: Db, ctx: EnvContext, u: UpdateToRecord): Promise<number> {
  const id = await insertEvent(db, {
    contentId: u.contentId,
    type: u.type,
    action: u.action,
    authorId: ctx.actor.userId,
    authorName: ctx.actor.fullName,
    groupName: ctx.membership?.groupName ?? '',
    text: showRichText(u.text),
    actionRequired: u.actionRequired ?? false,
    revisionId: u.revisionId ?? null,
    createdAt: u.at ?? nowIso(),
  });
  await addRecipients(
    db,
    id,
    u.contentId,
    u.recipients.filter((r) => r !== ctx.actor.userId),
  );
  return id;
}

function presentUpdate(ctx: EnvContext, row: HistoryRow, slug: string): HistoryUpdate {
  const actionRequired = row.actionRequired === 1;
  return {
    id: row.id,
    type: row.type as HistoryType,
    action: row.action,
    author: row.authorName,
    authorId: row.authorId,
    group: row.groupName,
    slug,
    time: historyTime(row.createdAt),
    at: row.createdAt,
    text: row.text,
    actionRequired,
    read: row.recipientId === null || row.readAt !== null,
    own: row.authorId === ctx.actor.userId,
    resourceId: row.contentId,
    revision: row.revisionId,
    link: actionRequired && allowNotificationEdits(ctx) ? reviewPath(row.contentId) : null,
  };
}

/** GET /api/log/messaggi/{id}: a page of the history; opening it reads the resource's updates. */
export async function historyOf(
  db: Db,
  ctx: EnvContext,
  id: number,
  query: HistoryQuery,
): Promise<NotificationHistory> {
  const { title } = await resourceOf(query.slug).open(db, ctx, id);
  const userId = ctx.actor.userId;
  const offset = (query.page - 1) * HISTORY_PAGE_SIZE;
  const { rows, unread, total } = await db.transaction().execute(async (trx) => {
    const unread = new Set(await unreadIdsOf(trx, userId, id));
    if (unread.size) await markContentRead(trx, userId, id, nowIso());
    const rows = await historyPage(trx, id, userId, offset, HISTORY_PAGE_SIZE);
    return { rows, unread, total: await countEvents(trx, id) };
  });
  const updates = rows.map((r) => presentUpdate(ctx, r, query.slug));
  let focusIndex = -1;
  updates.forEach((u, i) => {
    if (unread.has(u.id)) focusIndex = i;
  });
  const totalPages = Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE));
  return {
    updates,
    count: 0,
    total,
    page: query.page,
    totalPages,
    hasNext: query.page < totalPages,
    focusIndex,
    title,
    permissions: { allowNotificationEdits: allowNotificationEdits(ctx) },
    labels: { empty: M.empty, viewMore: M.viewMore, toRead: M.toRead, review: M.review },
  };
}

/** PUT /api/log/messaggio/{id}/letto | /nonletto. */
export async function setMessageRead(
  db: Db,
  ctx: EnvContext,
  eventId: number,
  slug: string,
  read: boolean,
): Promise<MessageReadReply> {
  const event = await findEvent(db, eventId);
  if (!event) throw notFound('Messaggio non trovato.');
  await resourceOf(slug).open(db, ctx, event.contentId);
  const userId = ctx.actor.userId;
  await setRead(db, eventId, event.contentId, userId, read ? nowIso() : null);
  return {
    id: eventId,
    read,
    count: read ? 0 : 1,
    unread: await countUnread(db, userId),
    resourceUnread: await countUnread(db, userId, event.contentId),
  };
}

/** GET /api/log/messaggio: the bell (unread count and the latest updates addressed to the caller). */
export async function latestNotifications(db: Db, ctx: EnvContext): Promise<NotificationsReply> {
  const userId = ctx.actor.userId;
  const [count, rows] = await Promise.all([
    countUnread(db, userId),
    latestFor(db, userId, NOTIFICATION_LATEST),
  ]);
  const allow = allowNotificationEdits(ctx);
  return {
    count,
    data: rows.map((r) => {
      const actionRequired = r.actionRequired === 1;
      return {
        id: r.id,
        resourceId: r.contentId,
        actionRequired,
        type: r.type as HistoryType,
        action: r.action,
        title: r.contentName,
        text: plainTextOf(r.text).slice(0, 250),
        author: r.authorName,
        time: historyTime(r.createdAt),
        at: r.createdAt,
        read: r.readAt !== null,
        // A deleted content has no page left: its notice leads to the list.
        link:
          r.contentStatus === 'deleted'
            ? 'content'
            : actionRequired && allow
              ? reviewPath(r.contentId)
              : `content/edit/${r.contentId}`,
      };
    }),
    permissions: { allowNotificationEdits: allow },
    labels: { title: M.title, empty: M.empty },
  };
}

export { countUnread, unreadUpdatesColumn } from './notifications.repo.js';
