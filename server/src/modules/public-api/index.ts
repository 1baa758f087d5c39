import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../platform/deps.js';
import { publicImageRoutes } from './public-api.image.js';
import { publicApiRoutes } from './public-api.routes.js';

/**
 * The partners' read API (issue 38, "The read API"): published contents and the explore catalogue
 * under /api/public/v1/, with a partner key's grants (partner-keys), ETags, CORS for the key's
 * origins and its own OpenAPI viewer (registerPublicApiDocs, by app.ts after every route).
 */
export const publicApiModule: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  await app.register(publicApiRoutes, deps);
  await app.register(publicImageRoutes, deps);
};

export { registerPublicApiDocs, PUBLIC_API_DOCS_PATH } from './public-api.docs.js';
export { PUBLIC_API_PREFIX, PUBLIC_API_TAG } from './public-api.routes.js';
