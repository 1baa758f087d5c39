import type { FastifyRequest } from 'fastify';
import type { EnvContext } from '../../platform/auth/actor.js';
import { can } from '../../platform/auth/capabilities.js';
import { requireSession } from '../../platform/auth/guards.js';
import { forbidden } from '../../platform/http/errors.js';
import { EXPLORE_MESSAGES } from './explore.messages.js';

/**
 * Who may search the catalogue: the desk and the editorial staff (operators, editors, referents,
 * reviewers, admins: the explore.use capability); structures may not.
 */
export const canExplore = (ctx: EnvContext): boolean => can(ctx, 'explore.use');

/** The signed-in explorer, or 403 (auth_required without a session, forbidden without the right). */
export function requireExplorer(request: FastifyRequest): EnvContext {
  const ctx = requireSession(request);
  if (!canExplore(ctx)) throw forbidden(EXPLORE_MESSAGES.forbidden);
  return ctx;
}
