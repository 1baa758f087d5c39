import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps.js';

/** Routes of the groups area: filled in by issue 4's work in progress. */
export const groupsRoutes: FastifyPluginAsyncZod<AppDeps> = async () => {};
