import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../platform/deps.js';
import { tablesRoutes } from './tables.routes.js';

/**
 * The table-page engine (spec 3 §2): one set of routes for every table. Areas register their
 * tables with registerTable() and sync the tables' templates (kind 'table') themselves.
 */
export const tablesModule: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  await app.register(tablesRoutes, deps);
};

export { registerTable, type TableDefinition, type TableSlice } from './tables.registry.js';
export type { TableQuery } from './tables.query.js';
export { TABLE_TEMPLATE_KIND, tableTemplate } from './tables.service.js';
