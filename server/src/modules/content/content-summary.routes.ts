import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContentPreviewQuery, ContentPreviewReply } from '@sportello/contracts';
import { accessRule } from '../../platform/auth/access.js';
import { requireSession } from '../../platform/auth/guards.js';
import type { AppDeps } from '../../platform/deps.js';
import { ok, replies } from '../../platform/http/reply.js';
import { contentPreviewSummary } from './content-summary.service.js';

const signedIn = accessRule(requireSession);

/** The preview page's frame around /api/content/{id}/preview.html (spec 1 §2 "Content preview"). */
export const contentSummaryRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/api/content-preview.json',
    {
      preValidation: signedIn.preValidation,
      schema: {
        tags: ['content'],
        summary: 'Anteprima di un contenuto: titolo, azioni e lingue attive',
        querystring: ContentPreviewQuery,
        response: replies(ContentPreviewReply),
      },
    },
    async (request) => ok(await contentPreviewSummary(db, signedIn.granted(request), request.query.id)),
  );
};
