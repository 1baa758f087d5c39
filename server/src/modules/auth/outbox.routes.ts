import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OutboxMail, OutboxQuery, OutboxResendReply, idTextOf, page } from '@sportello/contracts';
import type { AppDeps } from '../../platform/deps.js';
import { ok, replies } from '../../platform/http/reply.js';
import { accessRule } from '../../platform/auth/access.js';
import { requireCapability } from '../../platform/auth/guards.js';
import { getOutboxMail, listOutbox, resendOutboxMail } from './outbox.service.js';

const tags = ['auth'];
const OutboxParams = z.object({
  id: idTextOf('Messaggio'),
});

/** Administrators, in the request's environment: checked before a parameter is read. */
const outboxReaders = accessRule((request) => requireCapability(request, 'outbox.read'));

/** "Posta in uscita": every mail the server wrote, for administrators; a failed one can be sent again. */
export const outboxRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.addHook('preValidation', outboxReaders.preValidation);

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
    async (request) => ok(await listOutbox(deps, request.query)),
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
    async (request) => ok(await getOutboxMail(deps, request.params.id)),
  );

  app.post(
    '/api/admin/outbox/:id/resend',
    {
      schema: {
        tags,
        summary: "Posta in uscita: rinvia un'e-mail non inviata",
        params: OutboxParams,
        response: replies(OutboxResendReply),
      },
    },
    async (request) => ok(await resendOutboxMail(deps, request.params.id)),
  );
};
