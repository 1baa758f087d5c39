import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AutocompleteQuery, AutocompleteReply } from '@sportello/contracts';
import type { AppDeps } from '../../../platform/deps.js';
import { requireSession } from '../../../platform/auth/guards.js';
import { ok, replies } from '../../../platform/http/reply.js';
import { settingsFor } from '../shell.service.js';
import { autocomplete } from './search.service.js';

/** The top-bar search (spec 3 §2: types content, guide, report, user, group; and the catalogue). */
export const searchRoutes: FastifyPluginAsync<AppDeps> = async (root, { db }) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/autocomplete.json',
    {
      schema: {
        tags: ['shell'],
        summary: 'Ricerca rapida della barra in alto',
        querystring: AutocompleteQuery,
        response: replies(AutocompleteReply),
      },
    },
    async (request) => {
      const ctx = requireSession(request);
      const { disabledRoutes } = await settingsFor(db, ctx.env);
      return ok(await autocomplete(db, ctx, request.query, disabledRoutes));
    },
  );
};
