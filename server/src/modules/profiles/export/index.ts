import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../../platform/deps.js';
import { syncTemplates } from '../../../platform/templates/index.js';
import { exportRoutes } from './export.routes.js';
import { exportTemplates } from './export.templates.js';

/**
 * Export of visitor statistics (spec 2 §3 "Export config", "Export params", "Aggregate",
 * §4 "Export", §5, §7 "Export"): registered by the profiles module.
 */
export const profileExportModule: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  await syncTemplates(deps.db, exportTemplates);
  await app.register(exportRoutes, deps);
};

export { openExportCursors } from './export.cursor.js';
export { aggregateInScope } from './export.service.js';
export { visitsByHour, allIatOffices, type ExportScope } from './export.repo.js';
