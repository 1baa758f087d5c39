import { useInfiniteQuery } from '@tanstack/react-query';
import type { Asset, SearchInput, SearchResultPage } from '@sportello/contracts';
import { exploreKeys, fetchResults } from '../api/explore-api';

export interface Results {
  /** The first page asked for (the address's page), once it has arrived. */
  first: SearchResultPage | undefined;
  /** Its rows and those "Carica più risultati" appended, each asset once. */
  assets: Asset[];
  pending: boolean;
  error: unknown;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

/**
 * The results of a search: the page of the address, then the pages "Carica più risultati" asks
 * for with the last nextPageToken (spec 2 §7: loadMore), appended under it. A new search starts
 * again from its own page.
 */
export function useResults(env: string, graphUrl: string, input: SearchInput): Results {
  const query = useInfiniteQuery({
    queryKey: exploreKeys.results(env, input),
    queryFn: ({ pageParam, signal }) =>
      fetchResults(graphUrl, pageParam ? { ...input, loadMore: pageParam } : input, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: SearchResultPage) => last.nextPageToken,
    staleTime: 30_000,
  });
  const pages = query.data?.pages ?? [];
  const seen = new Set<string>();
  const assets: Asset[] = [];
  for (const p of pages)
    for (const a of p.assets) {
      if (seen.has(a.id)) continue;
      seen.add(a.id);
      assets.push(a);
    }
  return {
    first: pages[0],
    assets,
    pending: query.isPending,
    error: query.error,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}
