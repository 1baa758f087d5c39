import { TableTemplate, type TableDeleteBody, type TablePage } from '@sportello/contracts';
import type { EnvContext } from '../../platform/auth/actor.js';
import type { AppDeps } from '../../platform/deps.js';
import { badRequest, forbidden, notFound } from '../../platform/http/errors.js';
import { requireTemplate } from '../../platform/templates/index.js';
import { TABLES_MESSAGES } from './tables.messages.js';
import { parseTableQuery } from './tables.query.js';
import { tableFor, type TableDefinition } from './tables.registry.js';

export const TABLE_TEMPLATE_KIND = 'table';

/** The table, if it exists and this user may see it here: 404 for an unknown one, else 403. */
export function allowedTable(page: string, ctx: EnvContext): TableDefinition {
  const table = tableFor(page);
  if (!table) throw notFound(TABLES_MESSAGES.unknownTable);
  if (!table.allowed(ctx)) throw forbidden();
  return table;
}

/** The template as this user gets it (stored copy for the environment, then the table's touches). */
export async function tableTemplate(deps: AppDeps, table: TableDefinition, ctx: EnvContext) {
  const stored = await requireTemplate(deps.db, TableTemplate, TABLE_TEMPLATE_KIND, table.page, ctx.env);
  return table.prepare ? table.prepare(deps, ctx, stored) : stored;
}

/** One page of the table, after the query was checked against the template. */
export async function tablePage(
  deps: AppDeps,
  table: TableDefinition,
  ctx: EnvContext,
  raw: Record<string, unknown>,
): Promise<TablePage> {
  const stored = await requireTemplate(deps.db, TableTemplate, TABLE_TEMPLATE_KIND, table.page, ctx.env);
  // The table's own touches fill filter options from the database; a page call needs them only
  // to check a value of such a filter, so a plain page costs no option queries.
  const asked = stored.filters.some((f) => f.options.length === 0 && String(raw[f.name] ?? '').trim() !== '');
  const template = asked && table.prepare ? await table.prepare(deps, ctx, stored) : stored;
  const query = parseTableQuery(template, raw);
  const { rows, total } = await table.list(deps, ctx, query, template);
  return {
    elements: rows,
    currentPage: query.page,
    totalPages: Math.max(1, Math.ceil(total / query.itemsPerPage)),
    itemsPerPage: query.itemsPerPage,
    totalItems: total,
  };
}

export async function deleteTableRow(
  deps: AppDeps,
  table: TableDefinition,
  ctx: EnvContext,
  body: TableDeleteBody,
): Promise<string> {
  if (!table.remove) throw badRequest(TABLES_MESSAGES.noDelete);
  return table.remove(deps, ctx, body);
}
