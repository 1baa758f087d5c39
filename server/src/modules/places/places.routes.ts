import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IstatCode, Municipality, OptionsQuery, OptionsReply } from '@sportello/contracts';
import type { AppDeps } from '../../platform/deps.js';
import { requireSession } from '../../platform/auth/guards.js';
import { forbidden, notFound } from '../../platform/http/errors.js';
import { ok, replies } from '../../platform/http/reply.js';
import { canListOptions } from './places.access.js';
import { MESSAGES } from './places.messages.js';
import { findMunicipality, isOptionSource, searchOptions } from './places.service.js';

const tags = ['places'];

/** Options lookups of async selects (spec 1 §7, spec 2 §7) and one municipality's details. */
export const placesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/api/options/:source.json',
    {
      schema: {
        tags,
        summary: 'Opzioni di una select remota: comuni, province, regioni, nazioni, gruppi, utenti',
        params: z.object({ source: z.string() }),
        querystring: OptionsQuery,
        response: replies(OptionsReply),
      },
    },
    async (request) => {
      const ctx = requireSession(request);
      const { source } = request.params;
      if (!isOptionSource(source)) throw notFound(MESSAGES.sourceNotFound);
      if (!canListOptions(ctx, source)) throw forbidden(MESSAGES.usersForbidden);
      return ok({ data: await searchOptions(db, source, request.query) });
    },
  );

  app.get(
    '/api/options/municipalities/:istat.json',
    {
      schema: {
        tags,
        summary: 'Un comune: codici postali e coordinate',
        params: z.object({ istat: IstatCode }),
        response: replies(Municipality),
      },
    },
    async (request) => {
      requireSession(request);
      const found = await findMunicipality(db, request.params.istat);
      if (!found) throw notFound(MESSAGES.municipalityNotFound);
      return ok(found);
    },
  );
};
