import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps.js';

/** The editor's calls: fill, save, lock, delete, copy. (Being written.) */
export const contentRoutes: FastifyPluginAsyncZod<AppDeps> = async () => {};
