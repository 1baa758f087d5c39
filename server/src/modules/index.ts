import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../platform/deps.js';
import { registerOwnedContent } from '../platform/ownership/index.js';
import { authModule } from './auth/index.js';
import {
  groupSearch,
  registerAccreditationWaits,
  registerMenuCondition,
  registerMenuCounter,
  registerSearchProvider,
  shellModule,
  userSearch,
} from './shell/index.js';
import { mediaModule, mediaOwnedContent } from './media/index.js';
import { placesModule } from './places/index.js';
import { formsModule, pendingAccreditations } from './forms/index.js';
import { registerTable, tablesModule } from './tables/index.js';
import { peopleModule, peopleTables } from './people/index.js';
import { inactiveModule } from './inactive/index.js';
import {
  contentHistoryResource,
  contentModule,
  contentOwnedContent,
  contentSearch,
  guideSearch,
  inboxCount,
  reportSearch,
} from './content/index.js';
import { catalogueSearch, exploreModule } from './explore/index.js';
import { listsModule, listsTable } from './lists/index.js';
import { profilesModule, profilesTable } from './profiles/index.js';
import { notificationsModule, registerHistoryResource } from './notifications/index.js';
import { terminalsModule, externalsTable } from './terminals/index.js';
import { apiKeysTable, partnerKeysModule } from './partner-keys/index.js';
import { publicApiModule } from './public-api/index.js';
import { webhooksModule } from './webhooks/index.js';
import { widgetModule } from './widget/index.js';
import { dashboardFrameOrigins, dashboardsModule, hasDashboards } from './dashboards/index.js';
import { registerFrameSources } from '../platform/http/frame-sources.js';
import { agendaModule, agendaTable, contactSearch } from './agenda/index.js';

/**
 * What each area adds to the engines another area owns, registered here once, so that no module
 * registers itself on import and none reaches into the engine's owner for it. The engines are
 * stateless registries: one serves every app of the process (and every test app).
 */
for (const table of [...peopleTables, listsTable, profilesTable, externalsTable, apiKeysTable, agendaTable])
  registerTable(table);
// The top-bar search's groups, in this order: people first, then the catalogue (the desk's first
// source of answers), then the authoring areas.
for (const source of [
  userSearch,
  groupSearch,
  catalogueSearch,
  contactSearch,
  contentSearch,
  guideSearch,
  reportSearch,
]) {
  registerSearchProvider(source);
}
// The side menu's "Da validare" counts the contents waiting for validation.
registerMenuCounter('content/review', inboxCount);
registerAccreditationWaits(pendingAccreditations);
// The side menu's "Dashboard" shows only to those whose role the dashboard template gives one;
// the app's page may frame the template's external dashboards.
registerMenuCondition('dashboard', hasDashboards);
registerFrameSources(dashboardFrameOrigins);
registerOwnedContent(mediaOwnedContent);
registerOwnedContent(contentOwnedContent);
registerHistoryResource('content', contentHistoryResource);

/** Every area's routes, registered in this order by app.ts. */
export const modules: FastifyPluginAsync<AppDeps>[] = [
  authModule,
  shellModule,
  mediaModule,
  placesModule,
  formsModule,
  tablesModule,
  peopleModule,
  inactiveModule,
  contentModule,
  exploreModule,
  listsModule,
  profilesModule,
  notificationsModule,
  terminalsModule,
  partnerKeysModule,
  publicApiModule,
  webhooksModule,
  widgetModule,
  dashboardsModule,
  agendaModule,
];
