import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ListIdParams,
  ListMissingTexts,
  ListMissingTextsQuery,
  ListShare,
  ListShareBody,
  ListShareEmailBody,
  ListShareSendReply,
  ListShareWhatsappBody,
  ListShareStats,
  ListShareStatsQuery,
  ShareTokenParams,
  type ListLocale,
} from '@sportello/contracts';
import { accessRule } from '../../platform/auth/access.js';
import type { AppDeps } from '../../platform/deps.js';
import { escapeHtml } from '../../platform/mail/compose.js';
import { ok, replies } from '../../platform/http/reply.js';
import { requireListUser } from './lists.access.js';
import { LISTS_MESSAGES as M } from './lists.messages.js';
import {
  createShare,
  liveShare,
  missingTexts,
  revokeShare,
  sendByEmail,
  sendByWhatsapp,
  sharesOfList,
  shareStats,
} from './lists.share.js';
import { renderListPdf } from './lists.share-pdf.js';

/** The office's list users, declared on each call: a plugin-wide hook would also guard the public address. */
const listUsers = accessRule(requireListUser);
const tags = ['lists'];

const fileName = (title: string) =>
  `${
    title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'lista'
  }.pdf`;

/** Share list (spec 2 §7): links, e-mail, WhatsApp, and the public address that gives the PDF. */
export const listShareRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  const { storage } = deps;

  app.post(
    '/api/list/lista/:id/condividi',
    {
      preValidation: listUsers.preValidation,
      schema: {
        tags,
        summary: 'Il link di condivisione della lista in una lingua (quello attivo, o uno nuovo)',
        params: ListIdParams,
        body: ListShareBody,
        response: replies(ListShare),
      },
    },
    async (request) =>
      ok(await createShare(deps, listUsers.granted(request), request.params.id, request.body.lang)),
  );

  app.get(
    '/api/list/lista/:id/condivisioni',
    {
      preValidation: listUsers.preValidation,
      schema: {
        tags,
        summary: 'I link di condivisione della lista',
        params: ListIdParams,
        response: replies(z.array(ListShare)),
      },
    },
    async (request) => ok(await sharesOfList(deps, listUsers.granted(request), request.params.id)),
  );

  app.get(
    '/api/list/lista/:id/testi-mancanti',
    {
      preValidation: listUsers.preValidation,
      schema: {
        tags,
        summary: 'Gli elementi senza testi nella lingua, e la lingua in cui saranno mostrati',
        params: ListIdParams,
        querystring: ListMissingTextsQuery,
        response: replies(ListMissingTexts),
      },
    },
    async (request) =>
      ok(await missingTexts(deps, listUsers.granted(request), request.params.id, request.query.lang)),
  );

  app.delete(
    '/api/list/condivisione/:token',
    {
      preValidation: listUsers.preValidation,
      schema: {
        tags,
        summary: 'Revoca un link di condivisione',
        params: ShareTokenParams,
        response: replies(ListShare),
      },
    },
    async (request) => ok(await revokeShare(deps, listUsers.granted(request), request.params.token)),
  );

  app.post(
    '/api/list/lista/:id/invia-email',
    {
      preValidation: listUsers.preValidation,
      schema: {
        tags,
        summary: 'Invia la lista (PDF) per e-mail',
        params: ListIdParams,
        body: ListShareEmailBody,
        response: replies(ListShareSendReply),
      },
    },
    async (request) =>
      ok(await sendByEmail(deps, listUsers.granted(request), request.params.id, request.body)),
  );

  app.post(
    '/api/list/lista/:id/invia-whatsapp',
    {
      preValidation: listUsers.preValidation,
      schema: {
        tags,
        summary: 'Prepara il messaggio WhatsApp (wa.me) con il link',
        params: ListIdParams,
        body: ListShareWhatsappBody,
        response: replies(ListShareSendReply),
      },
    },
    async (request) =>
      ok(await sendByWhatsapp(deps, listUsers.granted(request), request.params.id, request.body)),
  );

  app.get(
    '/api/list/condivisioni/statistiche',
    {
      preValidation: listUsers.preValidation,
      schema: {
        tags,
        summary: "Condivisioni dell'ufficio per canale e lingua (statistiche)",
        querystring: ListShareStatsQuery,
        response: replies(ListShareStats),
      },
    },
    async (request) =>
      ok(await shareStats(db, listUsers.granted(request), request.query.from, request.query.to)),
  );

  // The public address: no sign-in, the PDF in the share's language; a revoked or unknown token is
  // refused. Each PDF given is counted on the link (a statistic for the share dialog, not a change).
  app.get(
    '/condivisione/lista/:token',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'La lista condivisa (PDF), senza accesso',
        params: z.object({ token: z.string().max(200) }),
      },
    },
    async (request, reply) => {
      const token = ShareTokenParams.safeParse(request.params);
      const share = token.success ? await liveShare(db, token.data.token) : null;
      if (!share) {
        return reply
          .code(404)
          .type('text/html; charset=utf-8')
          .send(
            `<!doctype html><html lang="it"><meta charset="utf-8"><title>${escapeHtml(M.shareNotFound)}</title><body style="font-family:sans-serif;padding:2rem"><h1>${escapeHtml(M.shareNotFound)}</h1><p>This link is not valid or was revoked.</p></body></html>`,
          );
      }
      const { pdf, title } = await renderListPdf(db, storage, share.listId, share.lang as ListLocale);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="${fileName(title)}"`)
        .header('Cache-Control', 'private, no-store')
        .header('X-Robots-Tag', 'noindex')
        .send(pdf);
    },
  );
};
