import type { FastifyPluginAsync } from 'fastify';
import { EXPLORE_GRAPHQL_PATH } from '@sportello/contracts';
import type { AppDeps } from '../../../platform/deps.js';
import { requireExplorer } from '../explore.access.js';
import { exploreScope } from '../explore.service.js';
import { runGraphql } from './graphql-request.js';

/**
 * POST /api/graphql, the graph URL of the search tabs (spec 2 §7). A read, but a POST: the session
 * and the CSRF header are checked as for every POST (auth plugin), then the explore right. The
 * reply is GraphQL's own {data, errors}; a refusal before GraphQL runs is the usual envelope.
 */
export const graphqlRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, config }) => {
  app.post(
    EXPLORE_GRAPHQL_PATH,
    {
      preValidation: async (request) => void requireExplorer(request),
      // Not described by the OpenAPI document: the schema is EXPLORE_GRAPHQL_SDL.
      schema: { hide: true },
    },
    async (request, reply) => {
      const ctx = requireExplorer(request);
      const result = await runGraphql(request.body, {
        introspection: config.env !== 'production',
        scope: () => exploreScope(db, ctx),
        log: (err) => request.log.error({ err }, 'graphql resolver failed'),
      });
      // The time spent in the server (session, GraphQL, SQL), for the benchmark and the browser's tools.
      reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(2)}`);
      return reply.code(result.status).send(result.body);
    },
  );
};
