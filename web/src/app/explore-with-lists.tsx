import { Suspense, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Skeleton from '@mui/material/Skeleton';
import { EXPLORE_LOCALES, type Asset } from '@sportello/contracts';
import { lazyPage } from '../components/lazy-page';
import { useAppScope } from '../lib/app-scope';
import { ExplorePage, RES_PREFIX, exploreConfigQuery, type ListTabContext } from '../features/explore';
import { AddToListAction, CurrentListBar, CurrentListProvider, listsPages } from '../features/lists';

const ListTab = lazyPage(listsPages.tab);

const itemActions = (asset: Asset, place: 'card' | 'preview'): ReactNode => (
  <AddToListAction
    place={place}
    item={{ resId: asset.resId, type: asset.type, locale: asset.locale, title: asset.title }}
  />
);

/**
 * Explore composed with the lists feature (spec 2 §2): the "Liste" tab, and the current list
 * (issue 40) that "Aggiungi alla lista" on every card and preview fills in one click, with its bar
 * and its share in the search's language. An element opens in explore's preview by resId, type
 * and locale.
 */
export function ExploreWithLists({ whenRefused }: { whenRefused?: ReactNode }) {
  const listTab = (ctx: ListTabContext) => (
    <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
      <ListTab onOpen={(e) => ctx.openItem(e.type, `${RES_PREFIX}${e.resId}`, e.locale)} />
    </Suspense>
  );
  const { env } = useAppScope();
  // The same query as explore's own: the bar shows once explore does (not over a refusal).
  const ready = useQuery(exploreConfigQuery(env)).isSuccess;
  const lang = useSearchLanguage();
  return (
    <CurrentListProvider>
      {ready ? <CurrentListBar lang={lang} /> : null}
      <ExplorePage whenRefused={whenRefused} listTab={listTab} itemActions={itemActions} />
    </CurrentListProvider>
  );
}

/** Explore's search language: it keeps it in the address (`locale`, Italian when absent). */
function useSearchLanguage(): string {
  const [params] = useSearchParams();
  const locale = params.get('locale');
  return locale && (EXPLORE_LOCALES as readonly string[]).includes(locale) ? locale : 'it';
}
