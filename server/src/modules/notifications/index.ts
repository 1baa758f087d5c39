import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../platform/deps.js';
import { notificationsRoutes } from './notifications.routes.js';

/** Content history, read / unread, the bell (docs/architecture.md; spec 3 §2, §7). */
export const notificationsModule: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  await app.register(notificationsRoutes, deps);
};

export {
  allowNotificationEdits,
  countUnread,
  historyTime,
  recordUpdate,
  registerHistoryResource,
  reviewPath,
  unreadUpdatesColumn,
  type HistoryResource,
  type UpdateToRecord,
} from './notifications.service.js';
export { adminIds, contactsOf, reviewerIds } from './notifications.repo.js';
