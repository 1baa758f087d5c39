import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../platform/deps.js';
import { syncTemplates } from '../../platform/templates/index.js';
import { dashboardsRoutes } from './dashboards.routes.js';
import { dashboardTemplates } from './dashboards.templates.js';

/**
 * Dashboards (spec 3 §2 "Dashboard", §7, §9; issue 37): the dashboard template, one frame per
 * dashboard of the user's role, and the built-in Visitors dashboard's figures.
 */
export const dashboardsModule: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  await syncTemplates(deps.db, dashboardTemplates);
  await app.register(dashboardsRoutes, deps);
};

export { dashboardFrameOrigins, hasDashboards } from './dashboards.service.js';
