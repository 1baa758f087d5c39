import type { TableDeleteBody, TablePageName, TableRow, TableTemplate } from '@sportello/contracts';
import type { EnvContext } from '../../platform/auth/actor.js';
import type { AppDeps } from '../../platform/deps.js';
import type { TemplateSource } from '../../platform/templates/index.js';
import type { TableQuery } from './tables.query.js';

/** What a page call gets back from a table: one page of rows and how many match in all. */
export interface TableSlice {
  rows: TableRow[];
  total: number;
}

/**
 * One table of the engine (spec 3 §2 "Table pages"). The area that owns the rows registers it from
 * its module; the engine owns the routes, the template, the query parameters and the paging.
 */
export interface TableDefinition {
  page: TablePageName;
  /** kind 'table', key = page; synced into the database by the owning module. */
  template: TemplateSource;
  /** Who may see the table here; refused is 403 before anything is read. */
  allowed(ctx: EnvContext): boolean;
  /** Per-request touches: filter options from the database, actions this user may not use dropped. */
  prepare?(deps: AppDeps, ctx: EnvContext, template: TableTemplate): Promise<TableTemplate>;
  /** One page of rows; filtering, sorting and paging run in SQL. */
  list(deps: AppDeps, ctx: EnvContext, query: TableQuery, template: TableTemplate): Promise<TableSlice>;
  /** The generic row delete ({id, params}); absent when the table has no delete. Returns the message. */
  remove?(deps: AppDeps, ctx: EnvContext, body: TableDeleteBody): Promise<string>;
}

const tables = new Map<string, TableDefinition>();

/**
 * Registers (or replaces) a table; definitions are stateless, so one registry serves every app.
 * Returns what takes it out again (a test's own table).
 */
export function registerTable(definition: TableDefinition): () => void {
  tables.set(definition.page, definition);
  return () => {
    if (tables.get(definition.page) === definition) tables.delete(definition.page);
  };
}

export const tableFor = (page: string): TableDefinition | undefined => tables.get(page);
