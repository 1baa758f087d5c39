import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../platform/deps.js';
import './webhooks.schema.js';
import { createWebhookDelivery } from './webhooks.delivery.js';
import { webhooksRoutes } from './webhooks.routes.js';

/**
 * Partners' webhooks (issue 38, "Webhooks (beyond the spec)"): administrators register https
 * addresses on a partner's key; the change notes the content module writes in each change's own
 * transaction are claimed here once committed (claimContentChanges, content/index.ts) and become
 * one signed delivery per webhook whose key is active and granted the content's type and one of
 * its languages (activeKeyGrants, partner-keys/index.ts), tried through the job engine.
 *
 * Registered without encapsulation (skip-override) for one hook: after every request that may
 * have written (not GET/HEAD/OPTIONS), the changes it committed are dispatched at once; the
 * routes themselves sit in their own encapsulated plugin, with their own access rule.
 */
export const webhooksModule: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const delivery = await createWebhookDelivery(deps.db, deps.config, deps.jobs);
  app.addHook('onResponse', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
    await delivery.afterRequest(request.log);
  });
  await app.register(webhooksRoutes, { ...deps, delivery });
};
(webhooksModule as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;

export { signatureHeader } from './webhooks.signature.js';
