import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreatedWebhook,
  MessageReply,
  NewWebhook,
  WebhookDeliveries,
  WebhookList,
  idTextOf,
} from '@sportello/contracts';
import { accessRule } from '../../platform/auth/access.js';
import { requireCapability } from '../../platform/auth/guards.js';
import type { AppDeps } from '../../platform/deps.js';
import { ok, replies } from '../../platform/http/reply.js';
import type { WebhookDelivery } from './webhooks.delivery.js';
import { deliveriesOf, disable, listWebhooks, registerWebhook, resend } from './webhooks.service.js';

const tags = ['webhooks'];
const KeyParams = z.object({ id: idTextOf('Chiave') });
const WebhookParams = z.object({ id: idTextOf('Webhook') });
const DeliveryParams = z.object({ id: idTextOf('Consegna') });

/** Administrators of the Admin group (as for the keys), checked before the payload is read. */
const keyAdmins = accessRule((request) => requireCapability(request, 'api.keys'));

/** The administrators' calls on a key's webhooks. Only the creation's reply carries a secret. */
export const webhooksRoutes: FastifyPluginAsyncZod<AppDeps & { delivery: WebhookDelivery }> = async (
  app,
  deps,
) => {
  app.addHook('preValidation', keyAdmins.preValidation);

  app.get(
    '/api/partner-keys/:id/webhooks',
    {
      schema: {
        tags,
        summary: 'I webhook di una chiave API (mai i loro segreti)',
        params: KeyParams,
        response: replies(WebhookList),
      },
    },
    async (request) => ok(await listWebhooks(deps.db, request.params.id)),
  );

  app.post(
    '/api/partner-keys/:id/webhooks',
    {
      schema: {
        tags,
        summary: 'Registra un webhook https sulla chiave: il segreto di firma è mostrato solo qui',
        params: KeyParams,
        body: NewWebhook,
        response: replies(CreatedWebhook),
      },
    },
    async (request) => {
      const { actor } = keyAdmins.granted(request);
      return ok(
        await registerWebhook(
          deps.db,
          deps.config.webhooksAllowPrivate,
          actor,
          request.params.id,
          request.body.url,
        ),
      );
    },
  );

  app.post(
    '/api/webhooks/:id/disable',
    {
      schema: {
        tags,
        summary: 'Disattiva un webhook: non riceve più notifiche',
        params: WebhookParams,
        response: replies(MessageReply),
      },
    },
    async (request) => {
      const { actor } = keyAdmins.granted(request);
      return ok({ message: await disable(deps.db, actor, request.params.id) });
    },
  );

  app.get(
    '/api/webhooks/:id/deliveries',
    {
      schema: {
        tags,
        summary: 'Le ultime 50 consegne di un webhook, con ogni tentativo',
        params: WebhookParams,
        response: replies(WebhookDeliveries),
      },
    },
    async (request) => ok(await deliveriesOf(deps.db, request.params.id)),
  );

  app.post(
    '/api/webhooks/deliveries/:id/resend',
    {
      schema: {
        tags,
        summary: 'Rinvia una consegna non riuscita',
        params: DeliveryParams,
        response: replies(MessageReply),
      },
    },
    async (request) => ok({ message: await resend(deps.db, deps.delivery, request.params.id) }),
  );
};
