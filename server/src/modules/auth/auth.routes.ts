import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LoginBody, LoginReply, MessageReply, RefreshReply } from '@sportello/contracts';
import type { AppDeps } from '../../platform/deps.js';
import { ok, replies } from '../../platform/http/reply.js';
import { requireSession } from '../../platform/auth/guards.js';
import { endSession, refreshSession, startSession } from '../../platform/auth/sessions.js';
import { AUTH_MESSAGES } from './auth.messages.js';
import { authenticate } from './auth.service.js';
import { safeRedirect } from './safe-redirect.js';

const tags = ['auth'];
const LogoutRedirect = z.null().describe('Redirect to /login');

/** Login, session refresh and logout. */
export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  app.post(
    '/api/auth/login',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Accesso con nome utente (o e-mail) e password',
        body: LoginBody,
        response: replies(LoginReply),
      },
    },
    async (request, reply) => {
      const { username, password, next } = request.body;
      const user = await authenticate(db, { username, password, ip: request.ip });
      await startSession(db, config, request, reply, user.id);
      return ok({ redirect: safeRedirect(next, `${config.appPrefix}/`) });
    },
  );

  app.get(
    '/api/refresh.json',
    {
      schema: {
        tags,
        summary: 'Rinnova la sessione (ogni 300000 ms da una pagina aperta)',
        response: replies(RefreshReply),
      },
    },
    async (request) => {
      requireSession(request);
      const expiresAt = await refreshSession(db, config, request);
      return ok({ expiresAt: expiresAt ?? '' });
    },
  );

  app.post(
    '/api/auth/logout',
    {
      config: { public: true },
      schema: { tags, summary: 'Esce da Sportello', response: replies(MessageReply) },
    },
    async (request, reply) => {
      await endSession(db, config, request, reply);
      return ok({ message: AUTH_MESSAGES.loggedOut });
    },
  );

  // The links of the user menu (spec 3 §2, §7): end the session and go to the login page.
  for (const url of ['/make/logout', '/service/logout.jsp']) {
    const schema = {
      tags,
      summary: 'Esce da Sportello e torna alla pagina di accesso',
      response: { 302: LogoutRedirect },
    };
    app.get(url, { schema }, async (request, reply) => {
      await endSession(db, config, request, reply);
      return reply.header('cache-control', 'no-store').redirect('/login', 302);
    });
  }
};
