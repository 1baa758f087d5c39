import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps.js';

/** Routes of the team area: filled in by issue 4's work in progress. */
export const teamRoutes: FastifyPluginAsyncZod<AppDeps> = async () => {};
