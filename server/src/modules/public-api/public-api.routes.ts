import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody, type PartnerKeyGrants } from '@sportello/contracts';
import type { AppDeps } from '../../platform/deps.js';
import { ok } from '../../platform/http/reply.js';
import { partnerKeyMeter, partnerKeyPreHandler } from '../partner-keys/index.js';
import { answerPreflight, checkOrigin, corsOnRefusal, sendCacheable } from './public-api.http.js';
import {
  AssetReply,
  CatalogueQuery,
  CatalogueReply,
  ContentReply,
  ContentsQuery,
  ContentsReply,
  ItemParams,
} from './public-api.schema.js';
import { cataloguePage, contentsPage, oneAsset, oneContent } from './public-api.service.js';

export const PUBLIC_API_PREFIX = '/api/public/v1';
export const PUBLIC_API_TAG = 'API pubblica v1';

const tags = [PUBLIC_API_TAG];
const description =
  'Con la chiave del partner nell’intestazione X-Api-Key. Risposte con ETag (If-None-Match → 304) e ' +
  'Cache-Control: private, max-age=60; errori nell’involucro {status:"error", code, message} in italiano e inglese.';
const errors = { '4xx': ApiErrorBody };

/**
 * The partners' read API (issue 38): HTTP only. Every route is `keyed` (no session, no CSRF; see
 * auth-plugin.ts) and public to the session rule; the key's preHandler authenticates, counts the
 * use and applies the rate limit, then the origin is checked against the key's.
 */
export const publicApiRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, public: true, keyed: true };
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode >= 400) await corsOnRefusal(deps.db, request, reply);
    return payload;
  });
  // The keys' windows and uses of this process, the uses written once more as the app closes.
  const meter = partnerKeyMeter(deps.db, deps.config);
  app.addHook('onClose', () => meter.close());
  const preHandler = [
    partnerKeyPreHandler(deps.db, meter),
    async (request: FastifyRequest, reply: FastifyReply) => checkOrigin(request, reply),
  ];
  /** The grants of the request's key (set by the preHandler before any handler runs). */
  const key = (request: FastifyRequest): PartnerKeyGrants => request.partnerKey!.grants;

  app.options(`${PUBLIC_API_PREFIX}/*`, { schema: { hide: true } }, (request, reply) =>
    answerPreflight(deps.db, request, reply),
  );

  app.get(
    `${PUBLIC_API_PREFIX}/contents`,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Contenuti pubblicati, per tipo, lingua, data di aggiornamento e testo',
        description: `${description} Pagine a cursore, le più recenti prima: il campo next va passato come cursor.`,
        querystring: ContentsQuery,
        response: { 200: ContentsReply, ...errors },
      },
    },
    async (request, reply) =>
      sendCacheable(deps.db, request, reply, async () =>
        ok(await contentsPage(deps.db, key(request), request.query)),
      ),
  );

  app.get(
    `${PUBLIC_API_PREFIX}/contents/:id`,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Un contenuto pubblicato',
        description,
        params: ItemParams,
        querystring: ContentsQuery.pick({ lang: true }),
        response: { 200: ContentReply, ...errors },
      },
    },
    async (request, reply) =>
      sendCacheable(deps.db, request, reply, async () =>
        ok(await oneContent(deps.db, key(request), request.params.id, request.query.lang)),
      ),
  );

  app.get(
    `${PUBLIC_API_PREFIX}/catalogue`,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Il catalogo: la ricerca dello sportello su testo, tipo, comune e riquadro, con i conteggi',
        description: `${description} bbox=sud,ovest,nord,est in gradi.`,
        querystring: CatalogueQuery,
        response: { 200: CatalogueReply, ...errors },
      },
    },
    async (request, reply) =>
      sendCacheable(deps.db, request, reply, async () =>
        ok(await cataloguePage(deps.db, key(request), request.query)),
      ),
  );

  app.get(
    `${PUBLIC_API_PREFIX}/catalogue/:id`,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Un elemento del catalogo',
        description,
        params: ItemParams,
        querystring: CatalogueQuery.pick({ lang: true }),
        response: { 200: AssetReply, ...errors },
      },
    },
    async (request, reply) =>
      sendCacheable(deps.db, request, reply, async () =>
        ok(await oneAsset(deps.db, key(request), request.params.id, request.query.lang)),
      ),
  );
};
