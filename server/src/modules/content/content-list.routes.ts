import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONTENT_LANGUAGES,
  ContentListQuery,
  ContentListReply,
  DEFAULT_LANGUAGE,
  GuideListQuery,
  GuideListReply,
  idTextOf,
} from '@sportello/contracts';
import type { AppDeps } from '../../platform/deps.js';
import { requireSession } from '../../platform/auth/guards.js';
import { ok, replies } from '../../platform/http/reply.js';
import { PREVIEW_CSP } from './content.preview-html.js';
import { contentPdfFile, contentPreviewPage } from './content-preview-pdf.service.js';
import { listContents } from './content-list.service.js';
import { listGuides } from './guide-list.service.js';

const tags = ['content'];

const IdParams = z.object({
  id: idTextOf('Contenuto'),
});
const LangQuery = z.object({
  lang: z.enum(CONTENT_LANGUAGES, { error: 'Lingua non valida' }).default(DEFAULT_LANGUAGE),
});

/** The content, guide and report lists, and a content's preview page and PDF. */
export const contentListRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, storage }) => {
  app.get(
    '/api/content-list.json',
    {
      schema: {
        tags,
        summary: 'Elenco dei contenuti: filtri, ricerca, intervallo di creazione, pagine',
        querystring: ContentListQuery,
        response: replies(ContentListReply),
      },
    },
    async (request) => ok(await listContents(db, requireSession(request), request.query)),
  );

  for (const family of ['guide', 'report'] as const)
    app.get(
      `/api/${family}-list.json`,
      {
        schema: {
          tags,
          summary: family === 'guide' ? 'Elenco delle guide' : 'Elenco dei report',
          querystring: GuideListQuery,
          response: replies(GuideListReply),
        },
      },
      async (request) => ok(await listGuides(db, requireSession(request), family, request.query)),
    );

  app.get(
    '/api/content/:id/pdf',
    {
      schema: {
        tags,
        summary: 'Il PDF di un contenuto in una lingua',
        params: IdParams,
        querystring: LangQuery,
      },
    },
    async (request, reply) => {
      const ctx = requireSession(request);
      const { data, filename } = await contentPdfFile(
        db,
        storage,
        ctx,
        request.params.id,
        request.query.lang,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-cache')
        .header('x-content-type-options', 'nosniff')
        .send(data);
    },
  );

  app.get(
    '/api/content/:id/preview.html',
    {
      schema: {
        tags,
        summary: "L'anteprima di un contenuto in una lingua, come sul portale",
        params: IdParams,
        querystring: LangQuery,
      },
    },
    async (request, reply) => {
      const ctx = requireSession(request);
      const html = await contentPreviewPage(db, ctx, request.params.id, request.query.lang);
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', PREVIEW_CSP)
        .header('x-content-type-options', 'nosniff')
        .header('x-frame-options', 'SAMEORIGIN')
        .header('referrer-policy', 'no-referrer')
        .header('cache-control', 'private, no-store')
        .send(html);
    },
  );
};
