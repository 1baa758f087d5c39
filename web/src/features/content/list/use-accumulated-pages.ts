import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';

/**
 * Pages 1..page of a list, each cached on its own (spec 1 §2 "Pages accumulate when the page
 * number is greater than 1"): loading more fetches one page, a reload of ?contentPage=3 fetches
 * three. While new criteria load, the previous first page stays on screen (`stale`).
 */
export function useAccumulatedPages<T>({
  queryKey,
  page,
  fetchPage,
}: {
  /** The list and its criteria; the page number is appended. */
  queryKey: readonly unknown[];
  page: number;
  fetchPage: (page: number, signal: AbortSignal) => Promise<T>;
}) {
  const first = useQuery({
    queryKey: [...queryKey, 1],
    queryFn: ({ signal }) => fetchPage(1, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const ready = !!first.data && !first.isPlaceholderData;
  const more = useQueries({
    queries: Array.from({ length: Math.max(0, page - 1) }, (_, i) => ({
      queryKey: [...queryKey, i + 2],
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchPage(i + 2, signal),
      enabled: ready,
      retry: false,
    })),
  });

  const loaded: T[] = [];
  if (first.data) loaded.push(first.data);
  if (ready) {
    // Pages after a missing one wait: the list never shows a gap.
    for (const q of more) {
      if (!q.data) break;
      loaded.push(q.data);
    }
  }
  return {
    /** The pages on screen, in order. */
    pages: loaded,
    /** The first page: its reply carries the filters and labels. */
    first,
    /** New criteria are loading; the rows shown are the previous ones. */
    stale: first.isPlaceholderData,
    loadingMore: ready && more.some((q) => q.isFetching),
    moreFailed: more.some((q) => q.isError),
    retryMore: () => more.filter((q) => q.isError).forEach((q) => void q.refetch()),
  };
}
