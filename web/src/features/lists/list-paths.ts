import { useNavigate } from 'react-router';
import { useAppScope } from '../../lib/app-scope';
import { paths } from '../../lib/paths';

/** The explore tab that shows the lists (explore.json's tab of type list). */
export const LIST_TAB_ID = 'lists';

/** Where the lists screens are: the table page, a list's edit page, a list focused in explore. */
export function listPaths(env: string) {
  return {
    table: () => paths.action(env, 'lists'),
    edit: (id: number) => paths.action(env, `list/edit/${id}`),
    explore: () => paths.explore(env),
    focus: (id: number) => paths.action(env, 'explore', { tab: LIST_TAB_ID, list: id }),
  };
}

export function useListPaths() {
  const { env } = useAppScope();
  const navigate = useNavigate();
  const p = listPaths(env);
  return {
    ...p,
    edit: (id: number) => void navigate(p.edit(id)),
    /** The list tab on that list; from explore itself the search stays as it was (back to it later). */
    focusInExplore: (id: number) => {
      const here = window.location;
      if (here.pathname !== p.explore()) return void navigate(p.focus(id));
      const query = new URLSearchParams(here.search);
      query.set('tab', LIST_TAB_ID);
      query.set('list', String(id));
      query.delete('item');
      query.delete('itemLang');
      void navigate(`${p.explore()}?${query.toString()}`);
    },
    toTable: () => void navigate(p.table()),
    hrefs: p,
  };
}
