import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../platform/deps.js';
import { syncTemplates } from '../../platform/templates/index.js';
import { exploreRoutes } from './explore.routes.js';
import { graphqlRoutes } from './graphql/graphql.routes.js';
import { previewTemplates } from './preview-templates/index.js';

/**
 * The explore catalogue (issue 6; spec 2): the front desk's search over the region's places and
 * services through GraphQL, the screen's configuration and the preview layouts of every type.
 */
export const exploreModule: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  await syncTemplates(deps.db, previewTemplates);
  await app.register(exploreRoutes, deps);
  await app.register(graphqlRoutes, deps);
};

export { upsertAssets, withdrawAssets, refreshTerms, type UpsertResult } from './catalogue.store.js';
export { statusLabel } from './explore.presenter.js';
