import type { FastifyRequest } from 'fastify';

/**
 * Who may call a route, declared once. `preValidation` runs the check before the payload is parsed,
 * so a refused caller learns nothing from validation errors, and keeps what the check granted (the
 * signed-in context, an office's user, a paired device) for the request; the handler reads it back,
 * typed, with `granted`.
 *
 * Declare a rule on one route (`preValidation: rule.preValidation`) or for every route of a route
 * plugin (`app.addHook('preValidation', rule.preValidation)`). A plugin's hook applies to all the
 * routes of that plugin, whether declared before or after it, and to no other plugin's routes, as
 * long as the plugin is registered with app.register and not wrapped in fastify-plugin. The same
 * function serves as an `onRequest` hook where the body must not even be parsed (an upload).
 */
export interface AccessRule<Granted> {
  /** The check, once per request: a second declaration on the same route does not run it again. */
  preValidation: (request: FastifyRequest) => Promise<void>;
  /** What the check granted this request; a route that did not declare the rule is a bug (500). */
  granted: (request: FastifyRequest) => Granted;
}

/** A rule from a check that refuses by throwing (an AppError: 403, 404…) and returns what it grants. */
export function accessRule<Granted>(
  check: (request: FastifyRequest) => Granted | Promise<Granted>,
): AccessRule<Granted> {
  const grants = new WeakMap<FastifyRequest, Granted>();
  return {
    preValidation: async (request) => {
      if (grants.has(request)) return;
      grants.set(request, await check(request));
    },
    granted: (request) => {
      if (!grants.has(request)) {
        throw new Error(
          `Access rule read but not declared on ${request.method} ${request.routeOptions.url ?? request.url}`,
        );
      }
      return grants.get(request) as Granted;
    },
  };
}
