import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../platform/deps.js';
import { authRoutes } from './auth.routes.js';
import { outboxRoutes } from './outbox.routes.js';
import { passwordResetRoutes } from './password-reset.routes.js';

/** Login, logout, session refresh, password reset and the outbox screen (docs/architecture.md). */
export const authModule: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  await app.register(authRoutes, deps);
  await app.register(passwordResetRoutes, deps);
  await app.register(outboxRoutes, deps);
};

export { findAccount, normalizeLogin } from './account.js';
export { createAdmin, type CreateAdminInput } from './create-admin.service.js';
export { backoffSeconds } from './login-limit.js';
