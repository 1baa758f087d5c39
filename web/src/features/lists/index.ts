/**
 * The lists feature (spec 2 §2, §4; issue 14). The add-to-list action is light (its modal loads on
 * the first click) so explore's cards and the content rows can carry it; the tab and the pages
 * load on their own when first shown.
 */
export { AddToListAction } from './add-to-list-action';
export type { ListItemToAdd } from './add-element-to-list-modal';

export const listsPages = {
  tab: () => import('./list-tab').then((m) => m.ListTab),
  table: () => import('./lists-page').then((m) => m.ListsPage),
  edit: () => import('./list-edit-page').then((m) => m.ListEditPage),
};
