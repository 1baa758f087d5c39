import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import type { ExploreConfig, ExploreTab } from '@sportello/contracts';
import { useAppScope } from '../../../lib/app-scope';
import { categoriesQuery, filtersQuery } from '../api/explore-api';
import { exploreMessages as m } from '../messages';
import type { ItemActionsRenderer } from '../parts/item-actions';
import { LanguageSelect } from '../parts/language-select';
import { CategoryTabs } from './category-tabs';
import { searchInputOf, type ExploreState } from './explore-params';
import { FilterBar } from './filter-bar';
import { SortSelect, ViewSwitch } from './result-controls';
import { ResultsView } from './results-view';
import { SearchInput } from './search-input';
import type { ExploreActions } from './use-explore-state';
import { useResults } from './use-results';

/**
 * A search tab (spec 2 §2): the text, the language, the result categories with their counts, the
 * filter bar, order and list/map, then the results. Everything it shows follows the address.
 */
export function SearchTab({
  tab,
  config,
  state,
  actions,
  itemActions,
}: {
  tab: ExploreTab;
  config: ExploreConfig;
  state: ExploreState;
  actions: ExploreActions;
  itemActions?: ItemActionsRenderer;
}) {
  const { env } = useAppScope();
  const input = searchInputOf(state);
  // Counts and filter blocks do not depend on the page or the order.
  const facetInput = { ...input, page: 1, sort: 'relevance' as const };
  // The previous counts and blocks stay while the new ones load: the bar does not jump.
  const facets = useQuery({
    ...categoriesQuery(env, tab.graphUrl, facetInput),
    placeholderData: keepPreviousData,
  });
  const blocks = useQuery({
    ...filtersQuery(env, tab.graphUrl, facetInput),
    placeholderData: keepPreviousData,
  });
  const results = useResults(env, tab.graphUrl, input);
  const category = config.categories.find((c) => c.name === state.category);
  const mapHidden = !!category?.hideMap || tab.hideMapFor.includes(state.category);
  const view = mapHidden ? 'list' : state.view;

  return (
    // minmax(0, 1fr): the scrolling category tabs must not widen the page.
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <SearchInput query={state.q} placeholder={tab.placeholder} onSearch={actions.setQuery} />
        <LanguageSelect value={state.locale} onChange={actions.setLocale} label={m.language} />
      </Box>
      <Box>
        <CategoryTabs
          facets={
            facets.data ?? [{ name: state.category, label: category?.label ?? state.category, count: 0 }]
          }
          selected={state.category}
          hideTabAll={tab.hideTabAll}
          onSelect={actions.setCategory}
        />
        {facets.isFetching ? (
          <LinearProgress aria-label={m.refreshing} sx={{ height: 2 }} />
        ) : (
          <Box sx={{ height: 2 }} />
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 260 }}>
          <FilterBar
            blocks={blocks.data ?? []}
            filters={state.filters}
            hasBox={!!state.box}
            onChange={actions.setFilter}
            onRemoveBox={() => actions.setBox(null)}
            onReset={actions.resetFilters}
          />
        </Box>
        <SortSelect
          value={state.sort}
          withDistance={!!config.map.office}
          withDate={!!category?.dated}
          onChange={actions.setSort}
        />
        {mapHidden ? null : <ViewSwitch value={view} onChange={actions.setView} />}
      </Box>
      <ResultsView
        results={results}
        config={config}
        view={view}
        box={state.box}
        query={state.q}
        onOpen={(a) => actions.openItem(a.type, a.id)}
        onPage={(p) => {
          actions.setPage(p);
          window.scrollTo({ top: 0 });
        }}
        onSearchHere={actions.setBox}
        onReset={actions.resetSearch}
        itemActions={itemActions}
      />
    </Box>
  );
}
