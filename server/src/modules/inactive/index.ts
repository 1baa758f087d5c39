import type { FastifyPluginAsync } from 'fastify';
import multipart from '@fastify/multipart';
import { INACTIVE_DOCUMENT_MAX_MB } from '@sportello/contracts';
import type { AppDeps } from '../../platform/deps.js';
import { inactiveRoutes } from './inactive.routes.js';

/**
 * A signed-in user who is not active (spec 3 §4): the documents they send from the inactive-account
 * modal to ask for reactivation, e-mailed to the admins, who download them. The modal's content is
 * the shell's (app-config).
 */
export const inactiveModule: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  // Multipart in this scope only: at most one file per loader field (5), each ≤ 10 MB.
  await app.register(multipart, {
    limits: {
      fileSize: INACTIVE_DOCUMENT_MAX_MB * 1024 * 1024,
      files: 5,
      fields: 5,
      fieldSize: 1024,
      parts: 10,
    },
  });
  await app.register(inactiveRoutes, deps);
};
