import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OutboxMail, OutboxQuery, idTextOf, page } from '@sportello/contracts';
import type { AppDeps } from '../../platform/deps.js';
import { ok, replies } from '../../platform/http/reply.js';
import { requireCapability } from '../../platform/auth/guards.js';
import { getOutboxMail, listOutbox } from './outbox.service.js';

const tags = ['auth'];
const OutboxParams = z.object({
  id: idTextOf('Messaggio'),
});

/** "Posta in uscita": every mail the server wrote, for administrators. */
export const outboxRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/api/admin/outbox.json',
    {
      schema: {
        tags,
        summary: 'Posta in uscita: elenco',
        querystring: OutboxQuery,
        response: replies(page(OutboxMail)),
      },
    },
    async (request) => {
      requireCapability(request, 'outbox.read');
      return ok(await listOutbox(db, request.query));
    },
  );

  app.get(
    '/api/admin/outbox/:id.json',
    {
      schema: {
        tags,
        summary: 'Posta in uscita: un messaggio',
        params: OutboxParams,
        response: replies(OutboxMail),
      },
    },
    async (request) => {
      requireCapability(request, 'outbox.read');
      return ok(await getOutboxMail(db, request.params.id));
    },
  );
};
