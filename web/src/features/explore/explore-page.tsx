import { Suspense, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { ExploreConfig } from '@sportello/contracts';
import { ConfigAlerts } from '../../components/config-alerts';
import { lazyPage } from '../../components/lazy-page';
import { QueryError } from '../../components/query-error';
import { isApiError } from '../../lib/api';
import { useAppScope } from '../../lib/app-scope';
import { useDocumentTitle } from '../../lib/use-document-title';
import { exploreConfigQuery } from './api/explore-api';
import { ExploreTabs } from './explore-tabs';
import { exploreMessages as m } from './messages';
import type { ItemActionsRenderer, ListTabRenderer } from './parts/item-actions';
import { SearchTab } from './search/search-tab';
import { useExploreState } from './search/use-explore-state';

/** The offices' tab loads when it is first opened: the desk's first screen is the search. */
const OfficesTab = lazyPage(() => import('./offices/offices-tab').then((mod) => mod.OfficesTab));

/** The preview (and its map, its sections) loads with the first item opened, not with the screen. */
const ExplorePreviewModal = lazyPage(() =>
  import('./preview/explore-preview-modal').then((mod) => mod.ExplorePreviewModal),
);

export interface ExplorePageProps {
  /** Shown instead when the server refuses explore to this user (the make-iat root). */
  whenRefused?: ReactNode;
  /** The list tab's content, given by the lists feature; without it the tab is disabled. */
  listTab?: ListTabRenderer;
  /** Buttons on each card and in the preview (add to list, favourites). */
  itemActions?: ItemActionsRenderer;
  /**
   * Inside another page (a profile's search tab, spec 2 §6 profile mode): the search tab alone,
   * without explore's title, tabs, notices or document title.
   */
  embedded?: boolean;
}

/** Explore (spec 2 §2): the catalogue of the region, the home screen of make-iat. */
export function ExplorePage(props: ExplorePageProps) {
  useDocumentTitle(props.embedded ? false : m.title);
  const { env } = useAppScope();
  const config = useQuery(exploreConfigQuery(env));
  if (config.isError) {
    if (props.whenRefused && isApiError(config.error) && config.error.code === 'forbidden')
      return props.whenRefused;
    return <QueryError error={config.error} />;
  }
  if (!config.data) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }} aria-busy aria-label={m.loading}>
        <Skeleton variant="rounded" height={48} sx={{ maxWidth: 420 }} />
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={44} />
      </Box>
    );
  }
  return <ExploreScreen config={config.data} {...props} />;
}

function ExploreScreen({
  config,
  listTab,
  itemActions,
  embedded,
}: ExplorePageProps & { config: ExploreConfig }) {
  const { config: appConfig } = useAppScope();
  const { state, actions } = useExploreState(config);
  const searchTab = config.tabs.find((t) => t.type === 'search') ?? config.tabs[0];
  const tab = embedded ? searchTab : (config.tabs.find((t) => t.id === state.tab) ?? config.tabs[0]);
  if (!tab || !searchTab) return null;
  return (
    <>
      {embedded ? null : (
        <>
          {/* The board's notices: explore is the desk's start page, where the home page showed them. */}
          <ConfigAlerts alerts={appConfig.alerts} />
          <ExploreTabs tabs={config.tabs} selected={tab.id} listReady={!!listTab} onSelect={actions.setTab} />
        </>
      )}
      <Box
        role={embedded ? undefined : 'tabpanel'}
        id={embedded ? undefined : `explore-panel-${tab.id}`}
        aria-labelledby={embedded ? undefined : `explore-tab-${tab.id}`}
        sx={{ pt: embedded ? 0 : 2 }}
      >
        {tab.type === 'search' ? (
          <SearchTab tab={tab} config={config} state={state} actions={actions} itemActions={itemActions} />
        ) : tab.type === 'offices' ? (
          <Suspense fallback={null}>
            <OfficesTab
              tab={tab}
              config={config}
              locale={state.locale}
              onOpen={(a) => actions.openItem(a.type, a.id)}
            />
          </Suspense>
        ) : (
          listTab?.({ openItem: actions.openItemIn })
        )}
      </Box>
      {state.item ? (
        <Suspense fallback={null}>
          <ExplorePreviewModal
            graphUrl={tab.type === 'list' ? searchTab.graphUrl : tab.graphUrl}
            config={config}
            type={state.item.type}
            id={state.item.id}
            locale={state.itemLang ?? state.locale}
            onLocale={actions.setItemLang}
            onClose={actions.closeItem}
            itemActions={itemActions}
          />
        </Suspense>
      ) : null}
    </>
  );
}
