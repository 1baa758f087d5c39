import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../platform/deps.js';
import { syncTemplates } from '../../platform/templates/index.js';
import { listsRoutes } from './lists.routes.js';
import { listShareRoutes } from './lists.share.routes.js';
import { listsTable } from './lists.table.js';
import { listsTemplates } from './lists.templates.js';

/**
 * Lists and sharing (spec 2 §4, §7 "Lists", "Share list", "Tables"): the office's lists and their
 * elements, the lists table page, the list-edit template, share links, e-mail, WhatsApp and the
 * PDF. A visitor profile's favourites are a list (the profiles module reuses this one).
 */
export const listsModule: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  await syncTemplates(deps.db, listsTemplates);
  await app.register(listsRoutes, deps);
  await app.register(listShareRoutes, deps);
};

export { listUserOf, type ListUser } from './lists.access.js';
export { renderListPdf, listPdfData } from './lists.share-pdf.js';
export * as favourites from './lists.favourites.js';
export type { BulkFavourites, FavouritesScope } from './lists.favourites.js';
export { createShare, sendByEmail, sharesOfList } from './lists.share.js';
export { shareListToTerminal, terminalListView, type TerminalSharer } from './lists.terminal.js';

/** The table page of this area (registered with the table engine by modules/index.ts). */
export { listsTable };
/** What a partner's widget reads of its own group's lists (the read API's "lists"). */
export { partnerList, partnerListOptions } from './lists.partner.js';
