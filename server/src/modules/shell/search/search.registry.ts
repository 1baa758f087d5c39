import type { SearchType, AutocompleteReply } from '@sportello/contracts';
import type { EnvContext } from '../../../platform/auth/actor.js';
import type { Db } from '../../../platform/db/connect.js';

export type SearchItem = AutocompleteReply['groups'][number]['data'][number];

/**
 * What the top-bar search can look for, one provider per result type. The shell owns the registry
 * and registers users and groups; the areas that own contents, guides and reports register theirs
 * from their module's index.ts (until then those types honestly find nothing).
 */
export interface SearchProvider {
  type: SearchType;
  /** Heading of the group of results, in Italian. */
  label: string;
  /** Whether this user may search this type here; refused means no group, not an error. */
  allowed(ctx: EnvContext): boolean;
  /** Up to `limit` matches, best first; `query` is trimmed, non-empty and lower-case. */
  search(db: Db, ctx: EnvContext, query: string, limit: number): Promise<SearchItem[]>;
}

const providers = new Map<SearchType, SearchProvider>();

/** Registers (or replaces) the provider of a type. Providers are stateless, so one registry serves every app. */
export function registerSearchProvider(provider: SearchProvider): void {
  providers.set(provider.type, provider);
}

export const searchProviderFor = (type: SearchType): SearchProvider | undefined => providers.get(type);
