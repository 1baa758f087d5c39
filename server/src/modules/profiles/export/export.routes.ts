import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AggregateRequest,
  AggregateResult,
  ExportConfig,
  ExportCountries,
  ExportIatParams,
  ExportParams,
  PreexportReply,
} from '@sportello/contracts';
import { accessRule } from '../../../platform/auth/access.js';
import type { AppDeps } from '../../../platform/deps.js';
import { ok, replies } from '../../../platform/http/reply.js';
import { requireExporter } from './export.access.js';
import * as exports from './export.service.js';

const exporters = accessRule(requireExporter);
const tags = ['profiles'];

function sendFile(reply: FastifyReply, f: exports.ExportFile) {
  return reply
    .header('content-disposition', `attachment; filename="${f.filename}"`)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .type(f.contentType)
    .send(f.stream);
}

/**
 * The export of visitor statistics (spec 2 §7 "Export"): config, countries, preexport, the
 * individual export and the aggregate (files streamed from the database), and the aggregate as
 * JSON rows for the view. Every call scoped to the offices the user may export.
 */
export const exportRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  app.addHook('preValidation', exporters.preValidation);

  app.get(
    '/api/crm/profili/export-config',
    {
      schema: { tags, summary: "Configurazione dell'esportazione", response: replies(ExportConfig) },
    },
    async (request) => ok(await exports.exportConfig(db, exporters.granted(request))),
  );

  app.get(
    '/api/crm/profili/export-countries',
    {
      schema: { tags, summary: "Paesi per i filtri dell'esportazione", response: replies(ExportCountries) },
    },
    async () => ok(exports.exportCountries()),
  );

  app.get(
    '/api/crm/profili/preexport',
    {
      schema: {
        tags,
        summary: 'Se i parametri danno risultati',
        querystring: ExportParams,
        response: replies(PreexportReply),
      },
    },
    async (request) => ok(await exports.preexport(db, exporters.granted(request), request.query)),
  );

  app.post(
    '/api/crm/profili/export',
    {
      // Sent as it is made: compressing on the fly would cost more than the network saves.
      compress: false,
      schema: { tags, summary: 'Esporta i profili (file)', body: ExportParams },
    },
    async (request, reply) =>
      sendFile(reply, await exports.exportFile(deps, exporters.granted(request), request.body)),
  );

  app.get(
    '/api/crm/profili/:iat/export',
    {
      // Sent as it is made: compressing on the fly would cost more than the network saves.
      compress: false,
      schema: {
        tags,
        summary: "Scarica l'esportazione dei profili (exportProfiles)",
        params: ExportIatParams,
        querystring: ExportParams,
      },
    },
    async (request, reply) =>
      sendFile(
        reply,
        await exports.exportFile(deps, exporters.granted(request), request.query, request.params.iat),
      ),
  );

  app.post(
    '/api/crm/profili/aggregate',
    {
      schema: {
        tags,
        summary: 'Aggregato dei profili (righe per tabella e grafico)',
        body: AggregateRequest,
        response: replies(AggregateResult),
      },
    },
    async (request) => ok(await exports.aggregateResult(db, exporters.granted(request), request.body)),
  );

  app.post(
    '/api/crm/profili/exportAggregate',
    {
      // Sent as it is made: compressing on the fly would cost more than the network saves.
      compress: false,
      schema: { tags, summary: "Esporta l'aggregato dei profili (file)", body: AggregateRequest },
    },
    async (request, reply) =>
      sendFile(reply, await exports.aggregateFile(db, exporters.granted(request), request.body)),
  );
};
