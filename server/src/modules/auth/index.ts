import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../platform/deps.js';
import { authRoutes } from './auth.routes.js';
import { outboxRoutes } from './outbox.routes.js';
import { passwordResetRoutes } from './password-reset.routes.js';
import { housekeeping } from './housekeeping.js';
import { ssoRoutes } from './sso/sso.routes.js';
import { ssoAdminRoutes } from './sso/sso-admin.routes.js';

/** Old login attempts, expired sessions and links, forgotten browsers: hourly, by one process. */
export const AUTH_HOUSEKEEPING_QUEUE = 'auth.housekeeping';

/** Login, logout, session refresh, password reset and the outbox screen (docs/architecture.md). */
export const authModule: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  await app.register(authRoutes, deps);
  await app.register(passwordResetRoutes, deps);
  await app.register(outboxRoutes, deps);
  await app.register(ssoRoutes, deps);
  await app.register(ssoAdminRoutes, deps);
  await deps.jobs.work(AUTH_HOUSEKEEPING_QUEUE, { retryLimit: 0 }, () => housekeeping(deps.db));
  await deps.jobs.schedule(AUTH_HOUSEKEEPING_QUEUE, '20 * * * *');
};

export { findAccount, normalizeLogin } from './account.js';
export { createAdmin, type CreateAdminInput } from './create-admin.service.js';
export { backoffSeconds } from './login-limit.js';
