import { z } from './z.js';
import { idTextOf } from './id.js';

/**
 * Notifications and content history (spec 3 §2 "Notifications", §3 "Notification message",
 * "Notification history", "History update", §7 /api/log/*). Every workflow transition writes an
 * update to the content's history; the people concerned get it unread.
 */

export const NOTIFICATION_MESSAGES = {
  empty: 'Non ci sono notifiche',
  viewMore: 'Mostra altre',
  toRead: 'Da leggere',
  review: 'Rivedi le modifiche',
  title: 'Notifiche',
  history: 'Storico aggiornamenti',
} as const;

export const HISTORY_PAGE_SIZE = 10;
export const NOTIFICATION_LATEST = 10;

export const HISTORY_TYPES = ['message', 'action', 'approved', 'denied'] as const;
export const HistoryType = z.enum(HISTORY_TYPES);
export type HistoryType = z.infer<typeof HistoryType>;

/** The slug names the resource kind; only contents have a history today. */
const slug = z
  .string()
  .trim()
  .max(60, 'Slug: al massimo 60 caratteri')
  .regex(/^[a-z0-9-]*$/, 'Slug: valore non valido')
  .default('content');

/** GET /api/log/messaggi/{id}?slug=&page= — {id} is the content's id. */
export const HistoryParams = z.object({ id: idTextOf('Contenuto') });
export const HistoryQuery = z.object({
  slug,
  page: z.coerce
    .number({ error: 'Pagina: deve essere un numero' })
    .int('Pagina: deve essere un numero intero')
    .min(1, 'Pagina: almeno 1')
    .max(10_000, 'Pagina: troppo alta')
    .default(1),
});
export type HistoryQuery = z.infer<typeof HistoryQuery>;

/** PUT /api/log/messaggio/{id}/letto and /nonletto — {id} is the update's id. */
export const MessageParams = z.object({ id: idTextOf('Messaggio') });
export const MessageReadBody = z.object({ slug }).default({ slug: 'content' });
export type MessageReadBody = z.infer<typeof MessageReadBody>;

/** spec 3 §3 "History update". */
export const HistoryUpdate = z.object({
  id: z.number().int(),
  type: HistoryType,
  /** The transition that wrote it (proposition, approve, discard, undo, publish, delete_request …). */
  action: z.string(),
  author: z.string(),
  authorId: z.number().int().nullable(),
  group: z.string(),
  slug: z.string(),
  /** 'DD/MM/YYYY h.mm' (date and time separated by a space). */
  time: z.string(),
  at: z.string(),
  /** Sanitised HTML. */
  text: z.string(),
  actionRequired: z.boolean(),
  /** The caller's read state (its own updates are read). */
  read: z.boolean(),
  /** Written by the caller. */
  own: z.boolean(),
  resourceId: z.number().int(),
  /** The content revision the transition concerns (compare any two from the history). */
  revision: z.number().int().nullable(),
  /** `content/review/{id}` when actionRequired and permissions.allowNotificationEdits. */
  link: z.string().nullable(),
});
export type HistoryUpdate = z.infer<typeof HistoryUpdate>;

/** spec 3 §3 "Notification history". */
export const NotificationHistory = z.object({
  updates: z.array(HistoryUpdate),
  /** The resource's unread updates for the caller after opening (0: opening reads them). */
  count: z.number().int(),
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
  hasNext: z.boolean(),
  /** Index in `updates` of the first update that was unread before opening; -1 none. */
  focusIndex: z.number().int(),
  title: z.string(),
  permissions: z.object({ allowNotificationEdits: z.boolean() }),
  labels: z.object({ empty: z.string(), viewMore: z.string(), toRead: z.string(), review: z.string() }),
});
export type NotificationHistory = z.infer<typeof NotificationHistory>;

/** spec 3 §3 "Notification message": an update in the bell's menu. */
export const NotificationMessage = z.object({
  id: z.number().int(),
  resourceId: z.number().int(),
  actionRequired: z.boolean(),
  type: HistoryType,
  action: z.string(),
  /** The content's name. */
  title: z.string(),
  /** Plain text (the first 250 characters). */
  text: z.string(),
  author: z.string(),
  time: z.string(),
  at: z.string(),
  read: z.boolean(),
  /**
   * `content/review/{id}` (actionRequired and allowed), else `content/edit/{id}` (`content` when the
   * content was deleted); prefix with {app}.
   */
  link: z.string(),
});
export type NotificationMessage = z.infer<typeof NotificationMessage>;

/** GET /api/log/messaggio: unread count and the latest updates of the caller. */
export const NotificationsReply = z.object({
  count: z.number().int(),
  data: z.array(NotificationMessage),
  permissions: z.object({ allowNotificationEdits: z.boolean() }),
  labels: z.object({ title: z.string(), empty: z.string() }),
});
export type NotificationsReply = z.infer<typeof NotificationsReply>;

/** PUT …/letto | /nonletto: the update's new state and the caller's unread counts. */
export const MessageReadReply = z.object({
  id: z.number().int(),
  read: z.boolean(),
  /** 1 unread, 0 read (spec 3 §2: "count 1 or 0"). */
  count: z.number().int(),
  /** The caller's unread updates everywhere (the bell). */
  unread: z.number().int(),
  /** Unread updates of the same resource. */
  resourceUnread: z.number().int(),
});
export type MessageReadReply = z.infer<typeof MessageReadReply>;
