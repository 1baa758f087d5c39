import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { TableTemplate } from '@sportello/contracts';

export type SortDirection = 'asc' | 'desc';
export type TableMode = 'list' | 'map';

/** The list/map switch, kept in the URL beside the template's own parameters. */
export const MODE_PARAM = 'vista';
const MAP_MODE = 'mappa';

export interface TableUrlState {
  page: number;
  sort: string;
  direction: SortDirection;
  search: string;
  /** Filter name → chosen option value (only values the template offers). */
  filters: Record<string, string>;
  mode: TableMode;
  /** A search or a filter narrows the table. */
  narrowed: boolean;
  /** The page call's query: the template's parameter names, nothing else. */
  query: Record<string, string>;
  setPage: (page: number, options?: { replace?: boolean }) => void;
  /** Sorts by the column: a new column ascending, the same column the other way. */
  toggleSort: (key: string) => void;
  setSearch: (search: string) => void;
  setFilter: (name: string, value: string | null) => void;
  /** Search and every filter off, back to page 1. */
  clearCriteria: () => void;
  setMode: (mode: TableMode) => void;
}

const positive = (text: string | null): number | null => {
  if (!text || !/^\d{1,6}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 ? n : null;
};

/**
 * Page, sort, direction, search and filters live in the URL query string under the names the
 * template gives them, so a reload or a shared link shows the same table. A value the template
 * does not accept (an old link, a filter option that is gone) is ignored rather than sent.
 */
export function useTableUrlState(template: TableTemplate): TableUrlState {
  const [params, setParams] = useSearchParams();
  const { pageParam } = template.pagination;
  const { sortParam, directionParam, defaultSort, defaultDirection } = template.sortable;
  const searchParam = template.search?.name ?? null;

  const page = positive(params.get(pageParam)) ?? 1;
  const sortText = params.get(sortParam);
  const sort =
    sortText && template.columns.some((c) => c.key === sortText && c.sortable && !c.injected)
      ? sortText
      : defaultSort;
  const directionText = params.get(directionParam);
  const direction: SortDirection =
    directionText === 'asc' || directionText === 'desc' ? directionText : defaultDirection;
  const search = searchParam ? (params.get(searchParam) ?? '').trim() : '';
  const mode: TableMode = template.map && params.get(MODE_PARAM) === MAP_MODE ? 'map' : 'list';

  const filters = useMemo(() => {
    const chosen: Record<string, string> = {};
    for (const f of template.filters) {
      const value = params.get(f.name);
      if (value && f.options.some((o) => o.value === value)) chosen[f.name] = value;
    }
    return chosen;
  }, [params, template.filters]);

  const query = useMemo(() => {
    const q: Record<string, string> = {
      [pageParam]: String(page),
      [sortParam]: sort,
      [directionParam]: direction,
    };
    if (searchParam && search) q[searchParam] = search;
    return { ...q, ...filters };
  }, [pageParam, page, sortParam, sort, directionParam, direction, searchParam, search, filters]);

  /** Edits the URL; criteria changes go back to page 1. */
  const update = useCallback(
    (edit: (next: URLSearchParams) => void, options: { resetPage?: boolean; replace?: boolean } = {}) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          edit(next);
          if (options.resetPage) next.delete(pageParam);
          return next;
        },
        { replace: options.replace },
      ),
    [setParams, pageParam],
  );

  const setPage = useCallback(
    (n: number, options: { replace?: boolean } = {}) =>
      update((next) => (n > 1 ? next.set(pageParam, String(n)) : next.delete(pageParam)), options),
    [update, pageParam],
  );

  const toggleSort = useCallback(
    (key: string) =>
      update(
        (next) => {
          next.set(sortParam, key);
          next.set(directionParam, key === sort && direction === 'asc' ? 'desc' : 'asc');
        },
        { resetPage: true },
      ),
    [update, sortParam, directionParam, sort, direction],
  );

  const setSearch = useCallback(
    (text: string) => {
      if (!searchParam) return;
      update((next) => (text ? next.set(searchParam, text) : next.delete(searchParam)), {
        resetPage: true,
        replace: true,
      });
    },
    [update, searchParam],
  );

  const setFilter = useCallback(
    (name: string, value: string | null) =>
      update((next) => (value ? next.set(name, value) : next.delete(name)), { resetPage: true }),
    [update],
  );

  const clearCriteria = useCallback(
    () =>
      update(
        (next) => {
          if (searchParam) next.delete(searchParam);
          for (const f of template.filters) next.delete(f.name);
        },
        { resetPage: true },
      ),
    [update, searchParam, template.filters],
  );

  const setMode = useCallback(
    (m: TableMode) =>
      update((next) => (m === 'map' ? next.set(MODE_PARAM, MAP_MODE) : next.delete(MODE_PARAM))),
    [update],
  );

  return {
    page,
    sort,
    direction,
    search,
    filters,
    mode,
    narrowed: !!search || Object.keys(filters).length > 0,
    query,
    setPage,
    toggleSort,
    setSearch,
    setFilter,
    clearCriteria,
    setMode,
  };
}
