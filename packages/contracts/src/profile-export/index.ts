/**
 * Export of visitor statistics (spec 2 §2 "Export modal", §3 "Export config", "Export params",
 * "Aggregate", §4 "Export", §5 export dates, §7 "Export", §9). The export config is a server
 * template; the params are what the export modal sends; the aggregate is computed by the database.
 * ./shared.ts holds the schemas they share and is not exported.
 */
export * from './constants.js';
export * from './messages.js';
export * from './dates.js';
export * from './config.js';
export * from './params.js';
export * from './aggregate.js';
export * from './countries.js';
