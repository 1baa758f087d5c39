/**
 * The content area's pages, each loaded on its own when the router first shows it (the router
 * makes them lazy): the list does not bring the editor (blocks, drag and drop, rich text), the
 * guides or the preview with it.
 */
export const contentPages = {
  list: () => import('./list/content-list-page').then((m) => m.ContentListPage),
  guides: () => import('./guides/guide-list-page').then((m) => m.GuideListPage),
  preview: () => import('./preview/content-preview-page').then((m) => m.ContentPreviewPage),
  review: () => import('./review/review-page').then((m) => m.ReviewPage),
  editor: () => import('./editor/content-editor-page').then((m) => m.ContentEditorPage),
};

/** The side menu's live counts: the reviewer's inbox (GET /api/content/inbox/count, every 30 s). */
export { liveMenuCounts } from './review/menu-count';
