import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../platform/deps.js';
import { syncTemplates } from '../../platform/templates/index.js';
import { exploreRoutes } from './explore.routes.js';
import { graphqlRoutes } from './graphql/graphql.routes.js';
import { previewTemplates } from './preview-templates/index.js';
import { todayInItaly } from '../../platform/time/today.js';
import { expirePastAssets } from './catalogue.store.js';

/**
 * Events and offers whose last day has passed leave the search: at 5 past every hour, by one
 * process of the cluster (an indexed update of what is due, nothing when nothing is).
 */
export const EXPLORE_EXPIRY_QUEUE = 'explore.expiry';
const EXPIRY_CRON = '5 * * * *';

/**
 * The explore catalogue (spec 2): the front desk's search over the region's places and
 * services through GraphQL, the screen's configuration and the preview layouts of every type.
 */
export const exploreModule: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  await syncTemplates(deps.db, previewTemplates);
  // An event over yesterday leaves the search today, even if nobody edits it; after a time when
  // no process ran (midnight passed while the service was down), once at the next start.
  await deps.jobs.work(EXPLORE_EXPIRY_QUEUE, { retryLimit: 0 }, () =>
    expirePastAssets(deps.db, todayInItaly()),
  );
  await deps.jobs.schedule(EXPLORE_EXPIRY_QUEUE, EXPIRY_CRON, { catchUp: true });
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
// What the partners' read API searches: the desk's search over a key's granted asset types.
export {
  partnerCatalogueAsset,
  partnerCatalogueAssets,
  partnerCatalogueSearch,
  type PartnerCatalogueQuery,
  type PartnerCataloguePage,
} from './explore.partner-search.js';
export type { AssetInLocaleRow } from './search/assets.repo.js';
