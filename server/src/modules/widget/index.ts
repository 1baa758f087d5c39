import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../platform/deps.js';
import { widgetRoutes } from './widget.routes.js';

/**
 * The partners' embeddable widget (issue 38, spec 1 §2 "Widget page"): its script and iframe
 * fallback, served from this server and reading the public read API with the key's publishable
 * form, and the configurator's call. The widget page itself is web/src/features/widget.
 */
export const widgetModule: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  await app.register(widgetRoutes, deps);
};
