import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../platform/deps.js';
import { syncTemplates } from '../../platform/templates/index.js';
import { exploreRoutes } from './explore.routes.js';
import { graphqlRoutes } from './graphql/graphql.routes.js';
import { previewTemplates } from './preview-templates/index.js';
import { todayInItaly } from '../../platform/time/today.js';
import { expirePastAssets } from './catalogue.store.js';

/** How often the catalogue looks for events and offers whose last day has passed. */
const EXPIRY_CHECK_MS = 60 * 60 * 1000;

/**
 * The explore catalogue (spec 2): the front desk's search over the region's places and
 * services through GraphQL, the screen's configuration and the preview layouts of every type.
 */
export const exploreModule: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  await syncTemplates(deps.db, previewTemplates);
  // An event over yesterday leaves the search today, even if nobody edits it.
  const expire = () =>
    expirePastAssets(deps.db, todayInItaly()).catch((err: unknown) =>
      app.log.error({ err }, 'explore: expiry of past assets failed'),
    );
  await expire();
  const timer = setInterval(() => void expire(), EXPIRY_CHECK_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  await app.register(exploreRoutes, deps);
  await app.register(graphqlRoutes, deps);
};

export {
  upsertAssets,
  withdrawAssets,
  refreshTerms,
  expirePastAssets,
  type UpsertResult,
} from './catalogue.store.js';
export { statusLabel } from './explore.presenter.js';
// What a list reads of the catalogue: an asset by reference, cards, facts and texts by id.
export {
  assetCards,
  assetFacts,
  assetTexts,
  findAssetByRes,
  findAssetBySource,
  type AssetCard,
  type AssetText,
} from './catalogue.repo.js';
export { catalogueSearch } from './explore.search-source.js';
