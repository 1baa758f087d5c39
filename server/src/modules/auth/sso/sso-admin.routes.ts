import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageReply, SsoIdentitiesReply, SsoIdentityBody, idTextOf } from '@sportello/contracts';
import { accessRule } from '../../../platform/auth/access.js';
import { requireCapability } from '../../../platform/auth/guards.js';
import type { AppDeps } from '../../../platform/deps.js';
import { ok, replies } from '../../../platform/http/reply.js';
import { AUTH_MESSAGES } from '../auth.messages.js';
import { identitiesOf, linkIdentity, unlinkIdentity } from './sso-admin.service.js';

const tags = ['auth'];
const UserParams = z.object({ id: idTextOf('Utente') });
const PATH = '/api/admin/users/:id/sso-identities';

/** Users' administrators, checked before the payload is read. */
const userAdmins = accessRule((request) => requireCapability(request, 'users.admin'));

/** An administrator's links between a person and their accounts at the single sign-on providers. */
export const ssoAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.addHook('preValidation', userAdmins.preValidation);

  app.get(
    PATH,
    {
      schema: {
        tags,
        summary: "Gli account dei servizi di accesso collegati all'utente",
        params: UserParams,
        response: replies(SsoIdentitiesReply),
      },
    },
    async (request) => ok({ identities: await identitiesOf(deps, request.params.id) }),
  );

  app.post(
    PATH,
    {
      schema: {
        tags,
        summary: "Collega l'utente al suo account di un servizio di accesso",
        params: UserParams,
        body: SsoIdentityBody,
        response: replies(MessageReply),
      },
    },
    async (request) => {
      const { actor } = userAdmins.granted(request);
      await linkIdentity(deps, actor, request.params.id, request.body);
      return ok({ message: AUTH_MESSAGES.ssoLinked });
    },
  );

  app.delete(
    PATH,
    {
      schema: {
        tags,
        summary: 'Scollega un account di un servizio di accesso',
        params: UserParams,
        body: SsoIdentityBody,
        response: replies(MessageReply),
      },
    },
    async (request) => {
      const { actor } = userAdmins.granted(request);
      await unlinkIdentity(deps, actor, request.params.id, request.body);
      return ok({ message: AUTH_MESSAGES.ssoUnlinked });
    },
  );
};
