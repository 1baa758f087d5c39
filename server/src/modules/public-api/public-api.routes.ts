import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody, type PartnerKeyGrants } from '@sportello/contracts';
import type { AppDeps } from '../../platform/deps.js';
import { ok } from '../../platform/http/reply.js';
import { partnerKeyMeter, partnerKeyPreHandler } from '../partner-keys/index.js';
import {
  GraphqlBody,
  GraphqlQuerystring,
  GraphqlReplyBody,
  graphqlRefusal,
  runPublicGraphql,
  type GraphqlRequest,
} from './public-api.graphql-request.js';
import { GRAPHQL_LIMITS, ROOT_FIELD_COSTS_TEXT } from './public-api.graphql-limits.js';
import {
  answerPreflight,
  checkOrigin,
  corsOnRefusal,
  sendCacheable,
  sendWithValidator,
} from './public-api.http.js';
import {
  AssetReply,
  CatalogueQuery,
  CatalogueReply,
  ContentReply,
  ContentsQuery,
  ContentsReply,
  ItemParams,
  ListReply,
} from './public-api.schema.js';
import { cataloguePage, contentsPage, oneAsset, oneContent, oneList } from './public-api.service.js';

export const PUBLIC_API_PREFIX = '/api/public/v1';
export const PUBLIC_API_TAG = 'API pubblica v1';
export const PUBLIC_API_GRAPHQL_PATH = `${PUBLIC_API_PREFIX}/graphql`;

const tags = [PUBLIC_API_TAG];
const description =
  'Con la chiave del partner nell’intestazione X-Api-Key (la forma pubblicabile spw_… del widget vale solo da un browser sui siti della chiave). Risposte con ETag (If-None-Match → 304) e ' +
  'Cache-Control: private, max-age=60; errori nell’involucro {status:"error", code, message} in italiano e inglese.';
const errors = { '4xx': ApiErrorBody };

/** A document of 10 KB and its variables, with room to spare; a larger body is a 413. */
const GRAPHQL_BODY_LIMIT = 64 * 1024;
const L = GRAPHQL_LIMITS;
const graphqlDocs = {
  tags,
  description:
    'Con la chiave nell’intestazione X-Api-Key, le stesse concessioni, gli stessi limiti e gli stessi ' +
    'messaggi delle rotte REST; lo schema si legge per introspezione. Una richiesta conta un uso della ' +
    `chiave. Al massimo ${L.depth} livelli, ${L.selections} campi e frammenti, costo ${L.cost} ` +
    `(${ROOT_FIELD_COSTS_TEXT}), ${L.documentChars} caratteri, una sola operazione ` +
    '(operationName sceglie tra più). 400: la richiesta non è stata eseguita; 200: eseguita, con gli ' +
    'errori dei campi (forbidden, not_found, bad_request) accanto ai dati. Ogni errore, anche 401/403/429 ' +
    'della chiave, è {errors:[{message, extensions:{code, field}}]}.',
};

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
  const graphql = (request: FastifyRequest, body: GraphqlRequest) =>
    runPublicGraphql(deps.db, key(request), body, (err) =>
      request.log.error({ err }, 'public graphql resolver failed'),
    );

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

  app.get(
    `${PUBLIC_API_PREFIX}/lists/:id`,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Una lista del gruppo della chiave, con i suoi elementi del catalogo in ordine',
        description: `${description} Solo le liste del gruppo del partner; i preferiti dei visitatori mai.`,
        params: ItemParams,
        querystring: CatalogueQuery.pick({ lang: true }),
        response: { 200: ListReply, ...errors },
      },
    },
    async (request, reply) =>
      // Not kept: a list's elements change in tables the kept replies do not watch.
      sendWithValidator(
        request,
        reply,
        ok(await oneList(deps.db, request.partnerKey!, request.params.id, request.query.lang)),
      ),
  );

  // ─── GraphQL: the same services, the same grants (public-api.graphql.ts) ─────────────────────

  app.options(PUBLIC_API_GRAPHQL_PATH, { schema: { hide: true } }, (request, reply) =>
    answerPreflight(deps.db, request, reply, { withPost: true }),
  );

  app.post(
    PUBLIC_API_GRAPHQL_PATH,
    {
      preHandler,
      errorHandler: graphqlRefusal,
      bodyLimit: GRAPHQL_BODY_LIMIT,
      schema: {
        ...graphqlDocs,
        summary: 'GraphQL: contenuti e catalogo in una richiesta, con le concessioni della chiave',
        body: GraphqlBody,
        response: { 200: GraphqlReplyBody, '4xx': GraphqlReplyBody },
      },
    },
    async (request, reply) => {
      const result = await graphql(request, request.body);
      return reply.code(result.status).send(result.body);
    },
  );

  app.get(
    PUBLIC_API_GRAPHQL_PATH,
    {
      preHandler,
      errorHandler: graphqlRefusal,
      schema: {
        ...graphqlDocs,
        summary: 'GraphQL con ?query= (e variables in JSON): risposte con ETag come le rotte REST',
        querystring: GraphqlQuerystring,
        response: { 200: GraphqlReplyBody, '4xx': GraphqlReplyBody },
      },
    },
    async (request, reply) => {
      const result = await graphql(request, request.query);
      // Only a full answer is kept (private, like the REST replies): an error is asked again.
      if (result.status === 200 && !result.body.errors) return sendWithValidator(request, reply, result.body);
      return reply.code(result.status).header('cache-control', 'no-store').send(result.body);
    },
  );
};
