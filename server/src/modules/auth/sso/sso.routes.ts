import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LoginReply, SsoLinkBody, SsoLinkReply, SsoProvidersReply } from '@sportello/contracts';
import type { AppDeps } from '../../../platform/deps.js';
import { ok, replies } from '../../../platform/http/reply.js';
import { confirmLink, finishSignIn, pendingLink, startLimiter, startSignIn } from './sso.service.js';

const tags = ['auth'];
const ProviderParams = z.object({
  provider: z.string().regex(/^[a-z0-9][a-z0-9-]{0,29}$/, 'Servizio non valido'),
});
const StartQuery = z.object({ next: z.string().max(2000).optional() });

/**
 * Single sign-on with OpenID Connect (docs/operations.md#single-sign-on): the providers of the
 * login page, the way there and back (302s the browser follows), the password proof of a first
 * sign-in. Every refusal lands on the login page with its reason (`?sso_error=`).
 */
export const ssoRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  // Starts per address, for this app (sso.service.ts: STARTS_PER_ADDRESS).
  const tooMany = startLimiter();
  const { config } = deps;
  app.get(
    '/api/auth/sso/providers',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'I servizi di accesso (OpenID Connect) della pagina di accesso',
        response: replies(SsoProvidersReply),
      },
    },
    async () =>
      ok({
        providers: config.sso.providers.map((p) => ({
          key: p.key,
          name: p.name,
          startUrl: `/api/auth/sso/${p.key}/start`,
        })),
      }),
  );

  app.get(
    '/api/auth/sso/:provider/start',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Accedi con il servizio (302 verso il suo accesso)',
        params: ProviderParams,
        querystring: StartQuery,
      },
    },
    async (request, reply) => {
      const http = { request, reply, log: request.log };
      const target = await startSignIn(deps, request.params.provider, request.query.next, http, tooMany);
      reply.header('cache-control', 'no-store');
      return reply.redirect(target, 302);
    },
  );

  app.get(
    '/api/auth/sso/:provider/callback',
    {
      config: { public: true },
      schema: { tags, summary: 'Ritorno dal servizio di accesso (302)', params: ProviderParams },
    },
    async (request, reply) => {
      const query = new URL(request.url, 'http://callback.invalid').searchParams;
      const http = { request, reply, log: request.log };
      const target = await finishSignIn(deps, request.params.provider, query, http);
      reply.header('cache-control', 'no-store');
      return reply.redirect(target, 302);
    },
  );

  app.get(
    '/api/auth/sso/link',
    {
      config: { public: true },
      schema: { tags, summary: 'Il collegamento in attesa della password', response: replies(SsoLinkReply) },
    },
    async (request) => {
      const { user, provider } = await pendingLink(deps, request);
      return ok({ provider: provider.name, username: user.username });
    },
  );

  app.post(
    '/api/auth/sso/link',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Collega il servizio di accesso con la password di Sportello',
        body: SsoLinkBody,
        response: replies(LoginReply),
      },
    },
    async (request, reply) => {
      const http = { request, reply, log: request.log };
      return ok({ redirect: await confirmLink(deps, request.body.password, http) });
    },
  );
};
