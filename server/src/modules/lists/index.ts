import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../platform/deps.js';
import { listsRoutes } from './lists.routes.js';

/** Lists and sharing (issue 14; spec 2 §4, §7 "Lists", "Share list"). */
export const listsModule: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  await app.register(listsRoutes, deps);
};

export { listUserOf, type ListUser } from './lists.access.js';
