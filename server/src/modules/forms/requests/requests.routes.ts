import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  AccessRequestPage,
  DecisionBody,
  DecisionParams,
  DecisionReply,
  RequestsQuery,
} from '@sportello/contracts';
import type { AppDeps } from '../../../platform/deps.js';
import { requireCapability } from '../../../platform/auth/guards.js';
import { ok, replies } from '../../../platform/http/reply.js';
import { decideRequest, listAccessRequests } from './requests.service.js';

const tags = ['forms'];

/** Admins only, checked before the payload is read. */
const adminsOnly = async (request: FastifyRequest) => {
  requireCapability(request, 'requests.decide');
};

/** "Richieste in attesa": accreditations, new structures and API access waiting for an admin. */
export const requestsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/forms/requests.json',
    {
      schema: {
        tags,
        summary: 'Richieste di accreditamento, nuove strutture e accesso API',
        querystring: RequestsQuery,
        response: replies(AccessRequestPage),
      },
      onRequest: adminsOnly,
    },
    async (request) => ok(await listAccessRequests(deps.db, request.query.status, request.query.page)),
  );

  app.post(
    '/api/forms/requests/:id/decision',
    {
      schema: {
        tags,
        summary: 'Approva o rifiuta una richiesta',
        params: DecisionParams,
        body: DecisionBody,
        response: replies(DecisionReply),
      },
      onRequest: adminsOnly,
    },
    async (request) => {
      const { actor } = requireCapability(request, 'requests.decide');
      const { decision, note } = request.body;
      return ok(await decideRequest(deps, actor, request.params.id, decision, note ?? '', request.log));
    },
  );
};
