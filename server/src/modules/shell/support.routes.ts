import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ContactData,
  ContactUsBody,
  DynamicPage,
  DynamicPageParams,
  HelpData,
  MessageReply,
} from '@sportello/contracts';
import type { AppDeps } from '../../platform/deps.js';
import { requireSession } from '../../platform/auth/guards.js';
import { ok, replies } from '../../platform/http/reply.js';
import { getContactForm, getHelp, getPage, sendContactMessage } from './support.service.js';

const tags = ['shell'];

/** Help and contact modals, the contact form's mail, and dynamic pages. */
export const supportRoutes: FastifyPluginAsync<AppDeps> = async (root, deps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  app.get(
    '/api/help.json',
    { schema: { tags, summary: 'Domande frequenti (modale Aiuto)', response: replies(HelpData) } },
    async (request) => {
      const ctx = requireSession(request);
      return ok(await getHelp(db, ctx.env));
    },
  );

  app.get(
    '/api/contact.json',
    { schema: { tags, summary: 'Modulo della modale Contattaci', response: replies(ContactData) } },
    async (request) => {
      const ctx = requireSession(request);
      return ok(await getContactForm(db, ctx.env));
    },
  );

  app.post(
    '/api/contact-us.json',
    {
      schema: {
        tags,
        summary: 'Invia il messaggio di Contattaci alla redazione',
        body: ContactUsBody,
        response: replies(MessageReply),
      },
    },
    async (request) => {
      const ctx = requireSession(request);
      return ok(await sendContactMessage(deps, ctx, request.body));
    },
  );

  app.get(
    '/api/pages/:pageId.html',
    {
      schema: {
        tags,
        summary: 'Pagina dinamica (HTML sanificato)',
        params: DynamicPageParams,
        response: replies(DynamicPage),
      },
    },
    async (request) => {
      const ctx = requireSession(request);
      return ok(await getPage(db, ctx.env, request.params.pageId));
    },
  );
};
