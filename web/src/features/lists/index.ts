/**
 * The lists feature (spec 2 §2, §4). The add-to-list action is light (its modal loads on
 * the first click) so explore's cards and the content rows can carry it; the tab and the pages
 * load on their own when first shown.
 */
export { AddToListAction } from './add-to-list-action';
/** Explore's current list (issue 40): the provider the add buttons fill, and its bar with the share. */
export { CurrentListProvider } from './current-list';
export { CurrentListBar } from './current-list-bar';
export type { ListItemToAdd } from './add-element-to-list-modal';

export const listsPages = {
  tab: () => import('./list-tab').then((m) => m.ListTab),
  table: () => import('./lists-page').then((m) => m.ListsPage),
  edit: () => import('./list-edit-page').then((m) => m.ListEditPage),
};

/**
 * What a profile's favourites (a list of kind favourites) reuse: the elements view in
 * its favourites mode (reorder, remove, remove all, 6 a page), the elements query and refresh, and
 * the sharing modal (link, e-mail, WhatsApp, the PDF in the chosen language).
 */
export type { ElementCalls } from './use-list-element-actions';
/** Loaded when first drawn: a static export would put them (and dnd-kit) in explore's first chunk. */
export const listsParts = {
  elements: () => import('./list-elements').then((m) => m.ListElements),
  share: () => import('./share-list-modal').then((m) => m.ShareListModal),
};
export { listElementsQuery, officeListsQuery, listsKeys, refreshLists } from './lists-api';
export { SendRow } from './send-row';
