export { registerSearchProvider, type SearchProvider, type SearchItem } from './search.registry.js';
export { searchRoutes } from './search.routes.js';
export { userSearch, groupSearch } from './search.providers.js';
