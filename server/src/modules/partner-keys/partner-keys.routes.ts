import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageReply, PartnerKeyDetail, PartnerKeyGrants, idTextOf } from '@sportello/contracts';
import { accessRule } from '../../platform/auth/access.js';
import { requireCapability } from '../../platform/auth/guards.js';
import type { AppDeps } from '../../platform/deps.js';
import { ok, replies } from '../../platform/http/reply.js';
import { partnerKeyDetail, revokeKey, saveGrants } from './partner-keys.service.js';

const tags = ['partner-keys'];
const KeyParams = z.object({ id: idTextOf('Chiave') });

/** Administrators of the Admin group, checked before the payload is read. */
const keyAdmins = accessRule((request) => requireCapability(request, 'api.keys'));

/**
 * The administrators' calls on one key (the list is the table engine's "api-keys" page). No reply
 * carries the secret: it went once, in the approval's reply.
 */
export const partnerKeysRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.addHook('preValidation', keyAdmins.preValidation);

  app.get(
    '/api/partner-keys/:id',
    {
      schema: {
        tags,
        summary: 'Una chiave API con le sue autorizzazioni (mai il segreto)',
        params: KeyParams,
        response: replies(PartnerKeyDetail),
      },
    },
    async (request) => ok(await partnerKeyDetail(deps.db, request.params.id)),
  );

  app.put(
    '/api/partner-keys/:id/grants',
    {
      schema: {
        tags,
        summary: 'Cambia le autorizzazioni, il limite di richieste e la scadenza di una chiave',
        params: KeyParams,
        body: PartnerKeyGrants,
        response: replies(MessageReply),
      },
    },
    async (request) => {
      const { actor } = keyAdmins.granted(request);
      return ok({ message: await saveGrants(deps.db, actor, request.params.id, request.body) });
    },
  );

  app.post(
    '/api/partner-keys/:id/revoke',
    {
      schema: {
        tags,
        summary: 'Revoca una chiave: smette di funzionare subito, in ogni processo',
        params: KeyParams,
        response: replies(MessageReply),
      },
    },
    async (request) => {
      const { actor } = keyAdmins.granted(request);
      return ok({ message: await revokeKey(deps.db, actor, request.params.id) });
    },
  );
};
