import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  HistoryParams,
  HistoryQuery,
  MessageParams,
  MessageReadBody,
  MessageReadReply,
  NotificationHistory,
  NotificationsReply,
} from '@sportello/contracts';
import { requireSession } from '../../platform/auth/guards.js';
import type { AppDeps } from '../../platform/deps.js';
import { ok, replies } from '../../platform/http/reply.js';
import { historyOf, latestNotifications, setMessageRead } from './notifications.service.js';

const tags = ['notifications'];

/**
 * spec 3 §7 `/api/log/*`: a resource's history (paged), read / unread, and the bell. Every
 * signed-in user has a bell; a history is read by whoever reaches the resource (its own rule).
 */
export const notificationsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  // Opening a history marks its updates read: the CSRF header is needed (auth-plugin.ts).
  app.get(
    '/api/log/messaggi/:id',
    {
      config: { changesData: true },
      schema: {
        tags,
        summary: 'Storico degli aggiornamenti di un contenuto (a pagine); aprirlo li segna come letti',
        params: HistoryParams,
        querystring: HistoryQuery,
        response: replies(NotificationHistory),
      },
    },
    async (request) => ok(await historyOf(db, requireSession(request), request.params.id, request.query)),
  );

  for (const [suffix, read] of [
    ['letto', true],
    ['nonletto', false],
  ] as const)
    app.put(
      `/api/log/messaggio/:id/${suffix}`,
      {
        schema: {
          tags,
          summary: read ? 'Segna un aggiornamento come letto' : 'Segna un aggiornamento come da leggere',
          params: MessageParams,
          body: MessageReadBody.optional(),
          response: replies(MessageReadReply),
        },
      },
      async (request) =>
        ok(
          await setMessageRead(
            db,
            requireSession(request),
            request.params.id,
            request.body?.slug ?? (request.query as { slug?: string }).slug ?? 'content',
            read,
          ),
        ),
    );

  app.get(
    '/api/log/messaggio',
    {
      schema: {
        tags,
        summary: 'Notifiche: quante da leggere e le ultime',
        response: replies(NotificationsReply),
      },
    },
    async (request) => ok(await latestNotifications(db, requireSession(request))),
  );
};
