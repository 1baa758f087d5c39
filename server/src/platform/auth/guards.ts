import type { FastifyRequest } from 'fastify';
import { authRequired, forbidden } from '../http/errors.js';
import { envContext, type EnvContext } from './actor.js';
import { can, type Capability } from './capabilities.js';

/** The signed-in actor in the request's environment, or 403 auth_required. */
export function requireSession(request: FastifyRequest): EnvContext {
  if (!request.auth) throw authRequired();
  return envContext(request.auth.actor, request.env);
}

/** As requireSession, and the actor must hold the capability there, or 403 forbidden. */
export function requireCapability(request: FastifyRequest, capability: Capability): EnvContext {
  const ctx = requireSession(request);
  if (!can(ctx, capability)) throw forbidden();
  return ctx;
}
