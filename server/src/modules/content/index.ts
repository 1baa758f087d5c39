import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../platform/deps.js';
import { contentListRoutes } from './content-list.routes.js';
import { contentSummaryRoutes } from './content-summary.routes.js';
import { contentReviewRoutes } from './content-review.routes.js';
import { contentRoutes } from './content.routes.js';
import { syncContentTypes } from './content.types.js';
import { registerMenuCounter, registerSearchProvider } from '../shell/index.js';
import { inboxCount } from './content-inbox.service.js';
import { contentSearch, guideSearch, reportSearch } from './content.search-source.js';

/** Multilingual content: types, documents, revisions, locks, lists, guides and reports (DESIGN.md §4 "content"). */
export const contentModule: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  await syncContentTypes(deps.db);
  // Contents, guides and reports are sources of the top-bar search (for who may open them), after
  // the catalogue, which stays the desk's first.
  for (const source of [contentSearch, guideSearch, reportSearch]) registerSearchProvider(source);
  // The side menu's "Da validare" counts the contents waiting for validation.
  registerMenuCounter('content/review', inboxCount);
  await app.register(contentRoutes, deps);
  await app.register(contentListRoutes, deps);
  await app.register(contentSummaryRoutes, deps);
  await app.register(contentReviewRoutes, deps);
};

// The PDF helpers other areas' PDFs share (lists): text Helvetica can print, images made embeddable.
export { pdfSafe, loadPdfImages, type PdfImage } from './content.pdf.js';
