import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageReply, USER_STATUS, VerifyEmailBody } from '@sportello/contracts';
import type { AppDeps } from '../../platform/deps.js';
import { nowIso, type Db } from '../../platform/db/connect.js';
import { hashToken } from '../../platform/auth/tokens.js';
import { badRequest } from '../../platform/http/errors.js';
import { ok, replies } from '../../platform/http/reply.js';
import { FORMS_MESSAGES } from './forms.messages.js';
import { withFormsTables } from './forms.tables.js';
import { VERIFY_TOKEN_KIND } from './handlers/temporary-register.js';
import { updateUser } from './people.repo.js';
import { claimToken } from '../../platform/auth/one-time-tokens.repo.js';

/** Spends a verification link and activates its pending account; 400 for any bad link. */
export async function verifyEmail(db: Db, token: string): Promise<void> {
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    const fdb = withFormsTables(trx);
    const claimed = await claimToken(trx, VERIFY_TOKEN_KIND, hashToken(token), now);
    if (!claimed) throw badRequest(FORMS_MESSAGES.verifyLinkInvalid);
    await updateUser(fdb, claimed.userId, { status: USER_STATUS.active }, now);
  });
}

/** POST /api/forms/verify-email {token}: the link e-mailed by temporary-register (public). */
export const verifyEmailRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.post(
    '/api/forms/verify-email',
    {
      config: { public: true },
      schema: {
        tags: ['forms'],
        summary: "Conferma l'indirizzo e-mail di una registrazione",
        body: VerifyEmailBody,
        response: replies(MessageReply),
      },
    },
    async (request) => {
      await verifyEmail(db, request.body.token);
      return ok({ message: FORMS_MESSAGES.emailVerified });
    },
  );
};
