import { ASSET_TYPE_LABELS } from '@sportello/contracts';
import type { SearchProvider } from '../shell/index.js';
import { canExplore } from './explore.access.js';
import { exploreScope, searchPage } from './explore.service.js';
import { ExploreSearchInput } from './search/search-request.js';

/**
 * The catalogue in the top-bar search: the same search as the explore screen's "Tutti" tab (words,
 * typo fallback, ranking), for those who may explore. A result opens its preview on explore.
 */
export const catalogueSearch: SearchProvider = {
  type: 'explore',
  label: 'Catalogo',
  route: 'explore',
  allowed: canExplore,
  async search(db, ctx, query, limit) {
    const search = ExploreSearchInput.parse({ query });
    // A lone letter is still being typed: explore does not narrow by it, and neither do we.
    if (search.words.length === 0) return [];
    const page = await searchPage(exploreScope(db, ctx), search);
    return page.assets.slice(0, limit).map((a) => ({
      id: `${a.type}:${a.id}`,
      title: a.title,
      info: [ASSET_TYPE_LABELS[a.type], a.municipality?.name].filter(Boolean).join(' · '),
      image: a.img?.src ?? null,
      toVerify: false,
    }));
  },
};
