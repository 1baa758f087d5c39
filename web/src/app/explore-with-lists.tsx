import { Suspense, type ReactNode } from 'react';
import Skeleton from '@mui/material/Skeleton';
import type { Asset } from '@sportello/contracts';
import { lazyPage } from '../components/lazy-page';
import { ExplorePage, RES_PREFIX, type ListTabContext } from '../features/explore';
import { AddToListAction, listsPages } from '../features/lists';

const ListTab = lazyPage(listsPages.tab);

const itemActions = (asset: Asset, place: 'card' | 'preview'): ReactNode => (
  <AddToListAction
    place={place}
    item={{ resId: asset.resId, type: asset.type, locale: asset.locale, title: asset.title }}
  />
);

/**
 * Explore composed with the lists feature (spec 2 §2): the "Liste" tab and "Aggiungi alla lista"
 * on every card and preview. An element opens in explore's preview by resId, type and locale.
 */
export function ExploreWithLists({ whenRefused }: { whenRefused?: ReactNode }) {
  const listTab = (ctx: ListTabContext) => (
    <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
      <ListTab onOpen={(e) => ctx.openItem(e.type, `${RES_PREFIX}${e.resId}`, e.locale)} />
    </Suspense>
  );
  return <ExplorePage whenRefused={whenRefused} listTab={listTab} itemActions={itemActions} />;
}
