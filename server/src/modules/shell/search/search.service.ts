import type { AutocompleteQuery, AutocompleteReply } from '@sportello/contracts';
import type { EnvContext } from '../../../platform/auth/actor.js';
import type { Db } from '../../../platform/db/connect.js';
import { searchProviderFor } from './search.registry.js';

/** Results per type in the drop-down; "show all" appears when more matched. */
export const AUTOCOMPLETE_LIMIT = 8;

/**
 * The top-bar search: an empty query resets the list; a type without a provider, or one the user
 * may not search, gives no groups.
 */
export async function autocomplete(
  db: Db,
  ctx: EnvContext,
  params: AutocompleteQuery,
): Promise<AutocompleteReply> {
  const query = params.query.trim();
  const none: AutocompleteReply = { groups: [], params: { query }, showAll: false };
  if (!query) return none;
  const provider = searchProviderFor(params.searchType);
  if (!provider || !provider.allowed(ctx)) return none;
  const found = await provider.search(db, ctx, query.toLowerCase(), AUTOCOMPLETE_LIMIT + 1);
  if (!found.length) return none;
  return {
    groups: [{ label: provider.label, type: provider.type, data: found.slice(0, AUTOCOMPLETE_LIMIT) }],
    params: { query },
    showAll: found.length > AUTOCOMPLETE_LIMIT,
  };
}
