import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContentPreviewQuery, ContentPreviewReply } from '@sportello/contracts';
import { requireSession } from '../../platform/auth/guards.js';
import type { AppDeps } from '../../platform/deps.js';
import { ok, replies } from '../../platform/http/reply.js';
import { contentPreviewSummary } from './content-summary.service.js';

/** The preview page's frame around /api/content/{id}/preview.html (spec 1 §2 "Content preview"). */
export const contentSummaryRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/api/content-preview.json',
    {
      preValidation: async (request) => void requireSession(request),
      schema: {
        tags: ['content'],
        summary: 'Anteprima di un contenuto: titolo, azioni e lingue attive',
        querystring: ContentPreviewQuery,
        response: replies(ContentPreviewReply),
      },
    },
    async (request) => ok(await contentPreviewSummary(db, requireSession(request), request.query.id)),
  );
};
