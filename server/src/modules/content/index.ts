import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../platform/deps.js';
import { contentListRoutes } from './content-list.routes.js';
import { contentSummaryRoutes } from './content-summary.routes.js';
import { contentReviewRoutes } from './content-review.routes.js';
import { contentRoutes } from './content.routes.js';
import { syncContentTypes } from './content.types.js';

/** Multilingual content: types, documents, revisions, locks, lists, guides and reports (docs/architecture.md). */
export const contentModule: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  await syncContentTypes(deps.db);
  await app.register(contentRoutes, deps);
  await app.register(contentListRoutes, deps);
  await app.register(contentSummaryRoutes, deps);
  await app.register(contentReviewRoutes, deps);
};

// What this area adds to the shared engines, registered by modules/index.ts: the top-bar search's
// sources, the side menu's "Da validare" count, the owner rules of contents, their history.
export { contentSearch, guideSearch, reportSearch } from './content.search-source.js';
export { inboxCount } from './content-inbox.service.js';
export { contentOwnedContent } from './content.ownership.js';
export { contentHistoryResource } from './content.history.js';
/** The enabled types of a family (the partners' keys grant contents by type). */
export { listContentTypes } from './content-types.repo.js';
/** The published contents as the partners' read API reads them (published revisions only). */
export {
  findPublishedContent,
  findPublishedContentsPage,
  loadRevisionDocuments,
  type PublishedFeedFilter,
  type PublishedFeedRow,
} from './content-feed.repo.js';
export { publishedContentView, type PublishedContentView } from './content-feed.view.js';
export type { ContentTypeRecord } from './content-types.repo.js';
/**
 * The notes of published, updated and withdrawn contents, written in each change's transaction:
 * a reader (the partners' webhooks) looks whether one waits, and claims them, each note once.
 */
export {
  claimContentChanges,
  contentChangeWaiting,
  type ClaimedContentChange,
  type ContentChangeEvent,
} from './content.changes.js';
