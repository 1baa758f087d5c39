import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The page of an accumulating list (spec 1 §2: contentPage; pages 1..n are shown). */
export const PAGE_PARAM = 'contentPage';
/** The cache buster "Riprova" sets (spec 1 §8); never sent on. */
const REFRESH_PARAM = 'refresh';
/** The top-bar search's Enter (paths.searchResults). */
const TOP_BAR_QUERY = 'query';

const positive = (text: string | null): number => {
  if (!text || !/^\d{1,5}$/.test(text)) return 1;
  return Math.max(1, Number(text));
};

/**
 * The address as it is now. The router hands its updater the query of the last render, and a
 * navigation renders in a transition: a quick second change (a filter, then Enter in the search)
 * would otherwise bring back what the first one removed.
 */
const latest = () => new URLSearchParams(window.location.search);

export interface ListParams {
  /** The named keys as they stand in the address ('' when absent). */
  values: Record<string, string>;
  page: number;
  /** Sets or removes keys (null or ''), back to page 1: a new search starts from the top. */
  update: (changes: Record<string, string | null>) => void;
  /** Shows pages 1..page (the load-more button). */
  setPage: (page: number) => void;
}

/**
 * The list's criteria live in the address, so a reload or a shared link shows the same list.
 * `keys` are the criteria this list reads; everything else in the address is kept as it is.
 * `searchKey` also takes the top bar's `query` (its Enter lands on {type}?query=…, spec 1 §4),
 * which the address then names as the list's own key.
 */
export function useListParams(keys: readonly string[], searchKey?: string): ListParams {
  const [params, setParams] = useSearchParams();
  const joined = keys.join('|');
  const topBar = searchKey ? params.get(TOP_BAR_QUERY) : null;
  const values = useMemo(() => {
    const out: Record<string, string> = {};
    for (const k of joined.split('|')) out[k] = (params.get(k) ?? '').trim();
    if (searchKey && topBar !== null) out[searchKey] = topBar.trim();
    return out;
  }, [params, joined, searchKey, topBar]);

  useEffect(() => {
    if (!searchKey || topBar === null) return;
    const next = latest();
    next.delete(TOP_BAR_QUERY);
    next.delete(PAGE_PARAM);
    if (topBar.trim()) next.set(searchKey, topBar.trim());
    else next.delete(searchKey);
    setParams(next, { replace: true });
  }, [searchKey, topBar, setParams]);
  const page = positive(params.get(PAGE_PARAM));

  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(() => {
        const next = latest();
        for (const [k, v] of Object.entries(changes)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        next.delete(PAGE_PARAM);
        next.delete(REFRESH_PARAM);
        return next;
      }),
    [setParams],
  );

  const setPage = useCallback(
    (n: number) =>
      setParams(
        () => {
          const next = latest();
          if (n > 1) next.set(PAGE_PARAM, String(n));
          else next.delete(PAGE_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return { values, page, update, setPage };
}
