import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ForgotPasswordBody, MessageReply, ResetPasswordBody, ResetTokenReply } from '@sportello/contracts';
import type { AppDeps } from '../../platform/deps.js';
import { ok, replies } from '../../platform/http/reply.js';
import { AUTH_MESSAGES } from './auth.messages.js';
import { checkResetToken, requestPasswordReset, resetPassword } from './password-reset.service.js';

const tags = ['auth'];

/** Any token string is accepted here: a malformed one gets the same "link non valido" as an expired one. */
const TokenQuery = z.object({ token: z.string().max(500).default('') });

/** "Password dimenticata": request a link by e-mail, check it, set the new password. */
export const passwordResetRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/api/auth/forgot-password',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Invia il link per reimpostare la password',
        body: ForgotPasswordBody,
        response: replies(MessageReply),
      },
    },
    async (request) => {
      await requestPasswordReset(deps, request.body.username, request.log);
      return ok({ message: AUTH_MESSAGES.forgotPasswordSent });
    },
  );

  app.get(
    '/api/auth/reset-password',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Controlla un link di reimpostazione',
        querystring: TokenQuery,
        response: replies(ResetTokenReply),
      },
    },
    async (request) => ok(await checkResetToken(deps.db, request.query.token)),
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Imposta la nuova password',
        body: ResetPasswordBody,
        response: replies(MessageReply),
      },
    },
    async (request) => {
      await resetPassword(deps.db, request.body.token, request.body.password);
      return ok({ message: AUTH_MESSAGES.passwordUpdated });
    },
  );
};
