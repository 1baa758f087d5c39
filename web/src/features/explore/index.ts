export { ExplorePage, type ExplorePageProps } from './explore-page';
export type { ItemActionsRenderer, ListTabContext, ListTabRenderer } from './parts/item-actions';
export { RES_PREFIX } from './api/explore-api';
export { exploreConfigQuery, exploreKeys } from './api/explore-api';
