import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../platform/deps.js';
import { authModule } from './auth/index.js';
import { shellModule } from './shell/index.js';
import { mediaModule } from './media/index.js';
import { placesModule } from './places/index.js';
import { formsModule } from './forms/index.js';
import { tablesModule } from './tables/index.js';
import { peopleModule } from './people/index.js';
import { inactiveModule } from './inactive/index.js';
import { contentModule } from './content/index.js';
import { exploreModule } from './explore/index.js';
import { listsModule } from './lists/index.js';
import { profilesModule } from './profiles/index.js';
import { notificationsModule } from './notifications/index.js';
import { terminalsModule } from './terminals/index.js';

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
];
