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
  // Catalogue searches are the heaviest reads: three at a time per process, taking turns with the
  // rest of the event loop (on SQLite a search holds it while it runs: gate.ts, shareLoop). A rush
  // of desks waits its turn, slower rather than refused: up to 200 searches wait (as many as the
  // connections of a crowd), none longer than five seconds; past that it is told to come back
  // (503, "Troppe richieste, riprova tra poco.").
  const searchGate = createGate({
    concurrency: 3,
    queue: 200,
    maxWaitMs: 5000,
    retryAfterSeconds: 3,
    shareLoop: true,
  });

  app.post(
    EXPLORE_GRAPHQL_PATH,
    {
      preValidation: explorers.preValidation,
      // Not described by the OpenAPI document: the schema is EXPLORE_GRAPHQL_SDL.
      schema: { hide: true },
    },
    async (request, reply) => {
      const ctx = explorers.granted(request);
      const result = await searchGate.run(() =>
        runGraphql(request.body, {
          introspection: config.env !== 'production',
          scope: () => exploreScope(db, ctx),
          log: (err) => request.log.error({ err }, 'graphql resolver failed'),
        }),
      );
      // The time spent in the server (session, GraphQL, SQL), for the benchmark and the browser's tools.
      reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(2)}`);
      return reply.code(result.status).send(result.body);
    },
  );
};
