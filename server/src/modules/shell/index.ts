import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../platform/deps.js';
import { requireSession } from '../../platform/auth/guards.js';
import { syncTemplates } from '../../platform/templates/index.js';
import { searchRoutes } from './search/index.js';
import { shellRoutes } from './shell.routes.js';
import { shellTemplates } from './shell.templates.js';
import { supportRoutes } from './support.routes.js';

/**
 * The app's frame (spec 1 §2, 3 §2): configuration, environments, side menu, help and contact,
 * dynamic pages, the top-bar search. Its templates are synced into the database on registration,
 * so every app (and every test app) starts with them.
 */
export const shellModule: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  await syncTemplates(deps.db, shellTemplates);
  // Every shell route needs a session: checked before the payload, so a stranger learns nothing.
  app.addHook('onRequest', async (request) => {
    requireSession(request);
  });
  await app.register(shellRoutes, deps);
  await app.register(supportRoutes, deps);
  await app.register(searchRoutes, deps);
};

export { registerSearchProvider, type SearchProvider, type SearchItem } from './search/index.js';
export { isAccountActive } from './shell.presenter.js';
export { loadInactiveTemplate } from './inactive-modal.js';
export { LANGUAGE_OPTIONS } from './languages.js';
export { mapSettingsFor } from './shell.service.js';
export {
  registerMenuCondition,
  registerMenuCounter,
  type MenuCondition,
  type MenuCounter,
} from './menu-counters.js';
export { userSearch, groupSearch } from './search/index.js';
export { registerAccreditationWaits, type AccreditationWaits } from './accreditation-waits.js';
