import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { MessageReply, TableDeleteBody, TablePage, TableTemplate } from '@sportello/contracts';
import { requireSession } from '../../platform/auth/guards.js';
import type { AppDeps } from '../../platform/deps.js';
import { ok, replies } from '../../platform/http/reply.js';
import { allowedTable, deleteTableRow, tablePage, tableTemplate } from './tables.service.js';

const tags = ['tables'];
const PageParams = z.object({ page: z.string().max(40) });

/** Unknown table 404, refused user 403, both before the payload or query is looked at. */
function tableOf(request: FastifyRequest) {
  const ctx = requireSession(request);
  const { page } = request.params as { page: string };
  return { ctx, table: allowedTable(String(page ?? ''), ctx) };
}

/** The table-page engine's calls: template, one page (filters, page, sort, direction), delete. */
export const tablesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
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
      const { ctx, table } = tableOf(request);
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
      const { ctx, table } = tableOf(request);
      return ok(await tablePage(deps, table, ctx, request.query as Record<string, unknown>));
    },
  );

  app.post(
    '/api/tables/:page/delete',
    {
      preValidation: async (request) => void tableOf(request),
      schema: {
        tags,
        summary: 'Elimina una riga ({id, params})',
        params: PageParams,
        body: TableDeleteBody,
        response: replies(MessageReply),
      },
    },
    async (request) => {
      const { ctx, table } = tableOf(request);
      return ok({ message: await deleteTableRow(deps, table, ctx, request.body) });
    },
  );
};
