import { useNavigate } from 'react-router';
import { lazyPage } from '../components/lazy-page';
import { RES_PREFIX } from '../features/explore';
import { listsPages } from '../features/lists';
import { useAppScope } from '../lib/app-scope';
import { paths } from '../lib/paths';

const ListEditPage = lazyPage(listsPages.edit);

/** list/edit/{listId}: an element opens in explore's preview over its list (by resId, type, locale). */
export function ListEditRoute() {
  const { env } = useAppScope();
  const navigate = useNavigate();
  return (
    <ListEditPage
      onOpen={(e, listId) =>
        void navigate(
          paths.action(env, 'explore', {
            tab: 'lists',
            list: listId,
            item: `${e.type}:${RES_PREFIX}${e.resId}`,
            itemLang: e.locale === 'it' ? undefined : e.locale,
          }),
        )
      }
    />
  );
}
