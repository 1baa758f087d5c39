import type { SearchType, AutocompleteReply } from '@sportello/contracts';
import type { EnvContext } from '../../../platform/auth/actor.js';
import type { Db } from '../../../platform/db/connect.js';

export type SearchItem = AutocompleteReply['groups'][number]['data'][number];

/**
 * A source of the top-bar search, one per result type. The shell owns the registry and registers
 * users and groups; every other area registers its own from its module's index.ts (explore the
 * catalogue; contents, lists and profiles when they have one), so the search box offers exactly
 * what the user may open.
 */
export interface SearchProvider {
  type: SearchType;
  /** Heading of the group of results, in Italian. */
  label: string;
  /** The app route the results open (a disabled route in the environment hides the type). */
  route: string;
  /** Whether this user may search this type here; refused means no group, not an error. */
  allowed(ctx: EnvContext): boolean;
  /** Up to `limit` matches, best first; `query` is trimmed and non-empty. */
  search(db: Db, ctx: EnvContext, query: string, limit: number): Promise<SearchItem[]>;
}

const providers = new Map<SearchType, SearchProvider>();

/** Registers (or replaces) the provider of a type. Providers are stateless, so one registry serves every app. */
export function registerSearchProvider(provider: SearchProvider): void {
  providers.set(provider.type, provider);
}

/** Every registered provider, in the order they were registered. */
export const searchProviders = (): SearchProvider[] => [...providers.values()];
