import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../platform/deps.js';
import { syncTemplates } from '../../platform/templates/index.js';
import { terminalsTemplates } from './external-forms.service.js';
import { externalRoutes } from './external.routes.js';
import { TerminalHub } from './hub.js';
import { socketRoutes } from './socket.routes.js';
import { externalsTable } from './terminals.table.js';
import { terminalsRoutes } from './terminals.routes.js';

/**
 * Terminals and the kiosk (spec 2 §2 "externals", "Kiosk", §4, §7 "External terminals",
 * "External forms"): the office's terminals, pairing codes and device credentials, the socket hub
 * at /api/external/app (messages between processes over the bus), the self-profile form.
 */
export const terminalsModule: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  await syncTemplates(deps.db, terminalsTemplates);
  const hub = new TerminalHub(deps);
  hub.start();
  app.addHook('preClose', async () => hub.stop());
  await app.register(terminalsRoutes, deps);
  await app.register(externalRoutes, deps);
  await app.register(async (scope) => socketRoutes(scope, deps, hub));
};

export { TerminalHub } from './hub.js';

/** The table page of this area (registered with the table engine by modules/index.ts). */
export { externalsTable };
