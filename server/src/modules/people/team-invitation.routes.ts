import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PeopleReply,
  TeamInvitationAnswerBody,
  TeamInvitationReply,
  TeamInvitationTokenQuery,
} from '@sportello/contracts';
import type { AppDeps } from '../../platform/deps.js';
import { ok, replies } from '../../platform/http/reply.js';
import { answerInvitation, readInvitation } from './team-invitations.js';

const tags = ['team'];

/**
 * The invited person's side of a team invitation (/team-invitation?token=… in the web app):
 * public, the e-mailed link is the proof, as for a password reset.
 */
export const teamInvitationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/api/team-invitation',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Legge un invito nel team (dal link ricevuto per e-mail)',
        querystring: TeamInvitationTokenQuery,
        response: replies(TeamInvitationReply),
      },
    },
    async (request) => ok(await readInvitation(db, request.query.token)),
  );

  app.post(
    '/api/team-invitation',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Accetta o rifiuta un invito nel team',
        body: TeamInvitationAnswerBody,
        response: replies(PeopleReply),
      },
    },
    async (request) => ok({ message: await answerInvitation(db, request.body.token, request.body.accept) }),
  );
};
