import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GEOCODE_PATH, GeocodeQuery, GeocodeReply } from '@sportello/contracts';
import type { AppDeps } from '../../platform/deps.js';
import { requireSession } from '../../platform/auth/guards.js';
import { ok, replies } from '../../platform/http/reply.js';
import { geocode } from './geocode.service.js';

/** Address geocoding for the Location component and its picker (spec 1 §3, §7 "Maps"). */
export const geocodeRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    GEOCODE_PATH,
    {
      schema: {
        tags: ['places'],
        summary: 'Posizione di un indirizzo: i luoghi possibili, il più probabile per primo',
        querystring: GeocodeQuery,
        response: replies(GeocodeReply),
      },
    },
    async (request) => {
      requireSession(request);
      return ok({ data: await geocode(deps, request.query, request.log) });
    },
  );
};
