import { queryOptions } from '@tanstack/react-query';
import { SEARCH_TYPES, type AutocompleteReply, type SearchType } from '@sportello/contracts';
import { api } from '../../lib/api';
import { messages } from '../../lib/messages';
import { pathInEnv } from '../../lib/paths';
import { queryKeys } from '../../lib/query-keys';

type Item = AutocompleteReply['groups'][number]['data'][number];

export type SearchOption =
  | { kind: 'item'; group: string; type: SearchType; item: Item }
  | { kind: 'all'; group: string; type: SearchType; query: string };

/** The search type from the current path prefix (content, guide, report, user, group), default content. */
export function searchTypeFor(pathname: string, env: string): SearchType {
  const first = pathInEnv(pathname, env).split('/')[0] ?? '';
  return (SEARCH_TYPES as readonly string[]).includes(first) ? (first as SearchType) : 'content';
}

/** Autocomplete: a failure only resets the list (spec 3 §8), so the call is silent. */
export const autocompleteQuery = (env: string, type: SearchType, query: string) =>
  queryOptions({
    queryKey: queryKeys.autocomplete(env, type, query),
    queryFn: ({ signal }) =>
      api<AutocompleteReply>('/api/autocomplete.json', {
        query: { query, searchType: type },
        silent: true,
        signal,
      }),
    staleTime: 30_000,
  });

export function toOptions(reply: AutocompleteReply, type: SearchType): SearchOption[] {
  const options: SearchOption[] = reply.groups.flatMap((g) =>
    g.data.map((item) => ({ kind: 'item' as const, group: g.label, type: g.type, item })),
  );
  if (reply.showAll && reply.params.query) {
    options.push({ kind: 'all', group: messages.search.label, type, query: reply.params.query });
  }
  return options;
}
