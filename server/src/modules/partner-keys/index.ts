import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../platform/deps.js';
import { syncTemplates } from '../../platform/templates/index.js';
import './partner-keys.schema.js';
import { partnerKeysRoutes } from './partner-keys.routes.js';
import { apiKeysTable, apiKeysTableTemplate } from './partner-keys.table.js';

/**
 * Partners' API keys (issue 38, "Keys and grants"): made by an approved "Accesso API" request
 * (createPartnerKey, in the approval's transaction), listed, edited and revoked by administrators
 * of the Admin group on the "Chiavi API" table page; authenticatePartnerKey is what the public
 * read API asks about every request's X-Api-Key.
 */
export const partnerKeysModule: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  await syncTemplates(deps.db, [apiKeysTableTemplate]);
  await app.register(partnerKeysRoutes, deps);
};

export { createPartnerKey } from './partner-keys.service.js';
/** What the partners' webhooks ask of a key: whether it is active, and what it may hear of. */
export { activeKeyGrants, partnerKeyState, type ListeningGrants } from './partner-keys.service.js';
/** The live keys the widget configurator offers (the user's group's, or all for an administrator). */
export { liveKeysFor } from './partner-keys.service.js';
export {
  authenticatePartnerKey,
  checkPartnerKey,
  partnerKeyPreHandler,
  type PartnerKeyAccess,
} from './partner-keys.auth.js';
/** The counting of keys' requests: windows of the rate limit and uses of the day (RATE_WINDOWS). */
export {
  batchedUses,
  databaseWindows,
  memoryWindows,
  partnerKeyMeter,
  redisWindows,
  type PartnerKeyMeter,
} from './partner-keys.meter.js';
/** Whether some live key lists a web origin (the read API's CORS preflight, which names no key). */
export { someLiveKeyAllowsOrigin } from './partner-keys.repo.js';

/** The table page of this area (registered with the table engine by modules/index.ts). */
export { apiKeysTable };
