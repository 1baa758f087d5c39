import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  EXPLORE_CATEGORIES,
  type Box,
  type ExploreConfig,
  type ExploreLocale,
  type ExploreSort,
  type FilterInput,
} from '@sportello/contracts';
import { boxAround, formatBox, formatFilters, readState, type ExploreState } from './explore-params';

type Changes = Record<string, string | null>;

/**
 * The address as it is now: a navigation renders in a transition, and a quick second change (a
 * filter, then Enter in the search) must not bring back what the first one removed.
 */
const latest = () => new URLSearchParams(window.location.search);

/** Filter blocks a category offers (the municipality everywhere, spec 2 §3). */
const filtersOf = (category: string) => [
  'municipality',
  ...(EXPLORE_CATEGORIES.find((c) => c.name === category)?.filters ?? []),
];

export interface ExploreActions {
  setQuery: (q: string) => void;
  setCategory: (category: string) => void;
  setFilter: (filter: FilterInput) => void;
  resetFilters: () => void;
  /** The no-results reset: filters, box and category back to their defaults; the text stays. */
  resetSearch: () => void;
  setPage: (page: number) => void;
  setView: (view: 'list' | 'map') => void;
  setSort: (sort: ExploreSort) => void;
  setBox: (box: Box | null) => void;
  setLocale: (locale: ExploreLocale) => void;
  setTab: (tab: string) => void;
  openItem: (type: string, id: string) => void;
  /** Opens an item in a given language (a list's element keeps the one it was added in). */
  openItemIn: (type: string, id: string, locale: string) => void;
  closeItem: () => void;
  setItemLang: (locale: ExploreLocale) => void;
}

/** The explore state read from the address, and the changes that write it back. */
export function useExploreState(config: ExploreConfig): { state: ExploreState; actions: ExploreActions } {
  const [params, setParams] = useSearchParams();
  const firstSearch = config.tabs.find((t) => t.type === 'search');
  const defaults = useMemo(
    () => ({
      tab: firstSearch?.id ?? config.tabs[0]?.id ?? '',
      category: firstSearch?.hideTabAll
        ? (config.categories.find((c) => c.name !== 'all')?.name ?? 'all')
        : 'all',
    }),
    [firstSearch, config],
  );
  const state = useMemo(() => readState(params, defaults), [params, defaults]);

  const write = useCallback(
    (changes: Changes, { resetPage = true, replace = false } = {}) =>
      setParams(
        () => {
          const next = latest();
          for (const [k, v] of Object.entries(changes)) {
            if (v) next.set(k, v);
            else next.delete(k);
          }
          if (resetPage) next.delete('page');
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  const { office, center, defaultBoxKm, defaultBoxCategories } = config.map;
  const defaultBox = useCallback(
    (category: string) => {
      if (!defaultBoxCategories.includes(category)) return null;
      const [lat, lng] = office ? [office.lat, office.lng] : center;
      return formatBox(boxAround(lat, lng, defaultBoxKm));
    },
    [office, center, defaultBoxKm, defaultBoxCategories],
  );

  const actions = useMemo<ExploreActions>(() => {
    const current = () => readState(latest(), defaults);
    return {
      setQuery: (q) => write({ q: q.trim() || null }),
      // A new category starts at page 1 with the filters it offers; a default box (services) comes
      // with it and goes when leaving it (spec 2 §4). A box the operator drew stays.
      setCategory: (category) => {
        const now = current();
        const offered = filtersOf(category);
        const box = now.box ? formatBox(now.box) : null;
        const wasDefault = box !== null && box === defaultBox(now.category);
        const sort = now.sort === 'date' && !EXPLORE_CATEGORIES.find((c) => c.name === category)?.dated;
        write({
          category: category === defaults.category ? null : category,
          filters: formatFilters(now.filters.filter((f) => offered.includes(f.key))) || null,
          box: defaultBox(category) ?? (wasDefault ? null : box),
          sort: sort ? null : now.sort === 'relevance' ? null : now.sort,
        });
      },
      setFilter: (filter) => {
        const others = current().filters.filter((f) => f.key !== filter.key);
        write({ filters: formatFilters([...others, filter]) || null });
      },
      resetFilters: () => write({ filters: null, box: null }),
      resetSearch: () => write({ filters: null, box: null, category: null, sort: null }),
      setPage: (page) => write({ page: page > 1 ? String(page) : null }, { resetPage: false }),
      setView: (view) => write({ view: view === 'map' ? 'map' : null }, { resetPage: false }),
      setSort: (sort) => write({ sort: sort === 'relevance' ? null : sort }),
      setBox: (box) => write({ box: box ? formatBox(box) : null }),
      setLocale: (locale) => write({ locale: locale === 'it' ? null : locale }, { resetPage: false }),
      setTab: (tab) => write({ tab: tab === defaults.tab ? null : tab }, { resetPage: false }),
      openItem: (type, id) => write({ item: `${type}:${id}`, itemLang: null }, { resetPage: false }),
      openItemIn: (type, id, locale) =>
        write({ item: `${type}:${id}`, itemLang: locale === 'it' ? null : locale }, { resetPage: false }),
      closeItem: () => write({ item: null, itemLang: null }, { resetPage: false }),
      setItemLang: (locale) => write({ itemLang: locale }, { resetPage: false, replace: true }),
    };
  }, [write, defaults, defaultBox]);

  return { state, actions };
}
