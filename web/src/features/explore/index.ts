export { ExplorePage, type ExplorePageProps } from './explore-page';
export type { ItemActionsRenderer } from './parts/item-actions';
export { exploreKeys } from './api/explore-api';
