import { queryOptions } from '@tanstack/react-query';
import { SEARCH_TYPES, type AutocompleteReply, type SearchType } from '@sportello/contracts';
import { api } from '../../lib/api';
import { pathInEnv, paths } from '../../lib/paths';
import { queryKeys } from '../../lib/query-keys';

type Item = AutocompleteReply['groups'][number]['data'][number];

export type SearchOption =
  | { kind: 'item'; group: string; type: SearchType; item: Item; query: string }
  | { kind: 'all'; group: string; type: SearchType; query: string };

/**
 * The type the search looks for first: the current path prefix's (content, guide, report, user,
 * group, explore) when the user may search it, else the first one they may (app config
 * searchTypes); null when they may search nothing.
 */
export function searchTypeFor(
  pathname: string,
  env: string,
  allowed: readonly SearchType[],
): SearchType | null {
  const first = pathInEnv(pathname, env).split('/')[0] ?? '';
  const own = (SEARCH_TYPES as readonly string[]).includes(first) ? (first as SearchType) : 'content';
  return allowed.includes(own) ? own : (allowed[0] ?? null);
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

/** The results group by group, each ending with its "show all" when it found more than it shows. */
export function toOptions(reply: AutocompleteReply): SearchOption[] {
  const query = reply.params.query;
  return reply.groups.flatMap((g): SearchOption[] => [
    ...g.data.map((item) => ({ kind: 'item' as const, group: g.label, type: g.type, item, query })),
    ...(g.showAll && query ? [{ kind: 'all' as const, group: g.label, type: g.type, query }] : []),
  ]);
}

/**
 * Where a result leads (spec 3 §2), always a page the user may open: a catalogue item its preview
 * on explore, over the search typed; a user their view (verify when pending); anything else
 * {type}/preview/{id}. "Show all" and Enter: the type's full results for the text.
 */
export function searchTarget(env: string, option: SearchOption): string {
  if (option.kind === 'all') return paths.searchResults(env, option.type, option.query);
  const { item, type, query } = option;
  if (type === 'explore') return paths.exploreSearch(env, query, String(item.id));
  if (type === 'user') return paths.userView(env, Number(item.id), item.toVerify);
  if (type === 'agenda') return paths.agendaContact(env, String(item.id));
  return paths.searchPreview(env, type, item.id);
}
