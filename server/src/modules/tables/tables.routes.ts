import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageReply, TableDeleteBody, TablePage, TableTemplate } from '@sportello/contracts';
import { accessRule } from '../../platform/auth/access.js';
import { requireSession } from '../../platform/auth/guards.js';
import type { AppDeps } from '../../platform/deps.js';
import { ok, replies } from '../../platform/http/reply.js';
import { allowedTable, deleteTableRow, tablePage, tableTemplate } from './tables.service.js';

const tags = ['tables'];
const PageParams = z.object({ page: z.string().max(40) });

/**
 * The table the path names, and who asks: an unknown table is 404, a refused user 403, both before
 * the payload or the query is looked at.
 */
const tableAccess = accessRule((request) => {
  const ctx = requireSession(request);
  const { page } = request.params as { page?: string };
  return { ctx, table: allowedTable(String(page ?? ''), ctx) };
});

/** The table-page engine's calls: template, one page (filters, page, sort, direction), delete. */
export const tablesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.addHook('preValidation', tableAccess.preValidation);

  app.get(
    '/api/tables/:page/template.json',
    {
      schema: {
        tags,
        summary: 'Template di una tabella',
        params: PageParams,
        response: replies(TableTemplate),
      },
    },
    async (request) => {
      const { ctx, table } = tableAccess.granted(request);
      return ok(await tableTemplate(deps, table, ctx));
    },
  );

  app.get(
    '/api/tables/:page',
    {
      schema: {
        tags,
        summary: 'Una pagina di una tabella (filtri, pagina, ordinamento, direzione, ricerca)',
        description: 'I nomi dei parametri sono quelli del template della tabella.',
        params: PageParams,
        response: replies(TablePage),
      },
    },
    async (request) => {
      const { ctx, table } = tableAccess.granted(request);
      return ok(await tablePage(deps, table, ctx, request.query as Record<string, unknown>));
    },
  );

  app.post(
    '/api/tables/:page/delete',
    {
      schema: {
        tags,
        summary: 'Elimina una riga ({id, params})',
        params: PageParams,
        body: TableDeleteBody,
        response: replies(MessageReply),
      },
    },
    async (request) => {
      const { ctx, table } = tableAccess.granted(request);
      return ok({ message: await deleteTableRow(deps, table, ctx, request.body) });
    },
  );
};
