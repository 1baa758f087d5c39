import type { AutocompleteQuery, AutocompleteReply, SearchType } from '@sportello/contracts';
import type { EnvContext } from '../../../platform/auth/actor.js';
import type { Db } from '../../../platform/db/connect.js';
import { isRouteDisabled } from '../route-disabled.js';
import { searchProviders, type SearchProvider } from './search.registry.js';

/** Results of the page's own type in the drop-down; "show all" appears when more matched. */
export const AUTOCOMPLETE_LIMIT = 8;
/** Results of each other type the user may search, under the first group. */
export const OTHER_GROUP_LIMIT = 4;

/** The providers this user may search here (allowed, their page not disabled), in registry order. */
function searchable(ctx: EnvContext, disabledRoutes: string[]): SearchProvider[] {
  return searchProviders().filter((p) => p.allowed(ctx) && !isRouteDisabled(p.route, disabledRoutes));
}

/** What the top bar may search for this user in this environment (app config's searchTypes). */
export const searchableTypes = (ctx: EnvContext, disabledRoutes: string[]): SearchType[] =>
  searchable(ctx, disabledRoutes).map((p) => p.type);

/**
 * The top-bar search: every type the user may search, the page's own first (or, when the page's
 * type is not searchable by this user, the first one they may), so it never offers what would
 * then be refused. An empty query resets the list; a type that finds nothing gives no group.
 */
export async function autocomplete(
  db: Db,
  ctx: EnvContext,
  params: AutocompleteQuery,
  disabledRoutes: string[],
): Promise<AutocompleteReply> {
  const query = params.query.trim();
  const none: AutocompleteReply = { groups: [], params: { query }, showAll: false };
  if (!query) return none;
  const allowed = searchable(ctx, disabledRoutes);
  const first = allowed.find((p) => p.type === params.searchType) ?? allowed[0];
  if (!first) return none;
  const order = [first, ...allowed.filter((p) => p !== first)];
  const found = await Promise.all(
    order.map(async (provider, i) => {
      const limit = i === 0 ? AUTOCOMPLETE_LIMIT : OTHER_GROUP_LIMIT;
      const items = await provider.search(db, ctx, query, limit + 1);
      return { provider, limit, items };
    }),
  );
  const groups = found
    .filter((f) => f.items.length > 0)
    .map(({ provider, limit, items }) => ({
      label: provider.label,
      type: provider.type,
      data: items.slice(0, limit),
      showAll: items.length > limit,
    }));
  return { groups, params: { query }, showAll: found[0]!.items.length > AUTOCOMPLETE_LIMIT };
}
