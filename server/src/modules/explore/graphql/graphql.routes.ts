import type { FastifyPluginAsync } from 'fastify';
import { EXPLORE_GRAPHQL_PATH } from '@sportello/contracts';
import { accessRule } from '../../../platform/auth/access.js';
import type { AppDeps } from '../../../platform/deps.js';
import { requireExplorer } from '../explore.access.js';
import { exploreScope } from '../explore.service.js';
import { createGate } from '../../../platform/http/gate.js';
import { runGraphql } from './graphql-request.js';

const explorers = accessRule(requireExplorer);

/**
 * POST /api/graphql, the graph URL of the search tabs (spec 2 §7). A read, but a POST: the session
 * and the CSRF header are checked as for every POST (auth plugin), then the explore right. The
 * reply is GraphQL's own {data, errors}; a refusal before GraphQL runs is the usual envelope.
 */
export const graphqlRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, config }) => {
  // Catalogue searches are the heaviest reads: three at a time per process. A burst of desks (each
  // screen asks three queries at once) waits its turn; under a flood no search waits more than two
  // seconds: it is told to come back (503, "Troppe richieste, riprova tra poco.") rather than
  // starve the rest.
  const searchGate = createGate({ concurrency: 3, queue: 64, maxWaitMs: 2000, retryAfterSeconds: 3 });

  app.post(
    EXPLORE_GRAPHQL_PATH,
    {
      preValidation: explorers.preValidation,
      // Not described by the OpenAPI document: the schema is EXPLORE_GRAPHQL_SDL.
      schema: { hide: true },
    },
    async (request, reply) => {
      const ctx = explorers.granted(request);
      const result = await searchGate.run(async () => {
        // Let the requests that arrived meanwhile be read first: on SQLite a search holds the
        // event loop while it runs, so searches take turns with everything else.
        await new Promise((resolve) => setImmediate(resolve));
        return runGraphql(request.body, {
          introspection: config.env !== 'production',
          scope: () => exploreScope(db, ctx),
          log: (err) => request.log.error({ err }, 'graphql resolver failed'),
        });
      });
      // The time spent in the server (session, GraphQL, SQL), for the benchmark and the browser's tools.
      reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(2)}`);
      return reply.code(result.status).send(result.body);
    },
  );
};
