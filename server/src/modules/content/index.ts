import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../platform/deps.js';
import { syncContentTypes } from './content.types.js';

/** Multilingual content: types, documents, revisions, locks, lists, guides and reports (DESIGN.md §4 "content"). */
export const contentModule: FastifyPluginAsync<AppDeps> = async (_app, deps) => {
  await syncContentTypes(deps.db);
};
