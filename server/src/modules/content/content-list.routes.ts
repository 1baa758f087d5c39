import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps.js';

/** The content, guide and report lists, previews and PDFs. (Being written.) */
export const contentListRoutes: FastifyPluginAsyncZod<AppDeps> = async () => {};
