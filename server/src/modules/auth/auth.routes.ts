import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LoginBody, LoginReply, LogoutReply, RefreshReply } from '@sportello/contracts';
import type { AppDeps } from '../../platform/deps.js';
import { ok, replies } from '../../platform/http/reply.js';
import { requireSession } from '../../platform/auth/guards.js';
import { endSession, refreshSession, startSession } from '../../platform/auth/sessions.js';
import { AUTH_MESSAGES } from './auth.messages.js';
import { authenticate } from './auth.service.js';
import { safeRedirect } from './safe-redirect.js';
import { providerSignOut } from './sso/sso-logout.js';

const tags = ['auth'];

/** Login, session refresh and logout. */
export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, config } = deps;
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
      const user = await authenticate(deps, { username, password }, request, reply, request.log);
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

  // Logout is a write: a POST with the CSRF token, so no link from another site can end a session.
  // The spec's paths (spec 3 §2, §7) answer the same POST; a GET of them is the web app's page
  // that asks "Esci?" and posts.
  for (const url of ['/api/auth/logout', '/make/logout', '/service/logout.jsp']) {
    app.post(
      url,
      {
        config: { public: true },
        schema: { tags, summary: 'Esce da Sportello', response: replies(LogoutReply) },
      },
      async (request, reply) => {
        // Read before the session goes: a session opened through a provider ends there too.
        const redirect = await providerSignOut(deps, request);
        await endSession(db, config, request, reply);
        reply.header('cache-control', 'no-store');
        return ok({ message: AUTH_MESSAGES.loggedOut, ...(redirect && { redirect }) });
      },
    );
  }
};
