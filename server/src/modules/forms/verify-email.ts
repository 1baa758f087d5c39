import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ConfirmEmailBody,
  MessageReply,
  ResetTokenReply,
  USER_STATUS,
  VerifyEmailBody,
} from '@sportello/contracts';
import type { AppDeps } from '../../platform/deps.js';
import { nowIso, type Db } from '../../platform/db/connect.js';
import { verifyPassword } from '../../platform/auth/password.js';
import { hashToken } from '../../platform/auth/tokens.js';
import { identifierTaken } from '../../platform/auth/identifiers.js';
import { badRequest } from '../../platform/http/errors.js';
import { ok, replies } from '../../platform/http/reply.js';
import { FORMS_MESSAGES } from './forms.messages.js';
import { withFormsTables } from './forms.schema.js';
import { VERIFY_TOKEN_KIND } from './handlers/temporary-register.js';
import { findUser, findUserWithPassword, updateUser } from '../people/index.js';
import { claimToken, EMAIL_CHANGE_TOKEN, findLiveToken } from '../../platform/auth/one-time-tokens.repo.js';
import { isUniqueViolation } from '../../platform/db/errors.js';

/** The username a live registration link is for (the page asks its password), or 400. */
export async function checkVerifyToken(db: Db, token: string): Promise<{ username: string }> {
  const live = token ? await findLiveToken(db, VERIFY_TOKEN_KIND, hashToken(token), nowIso()) : undefined;
  if (!live) throw badRequest(FORMS_MESSAGES.verifyLinkInvalid);
  return { username: live.username };
}

/**
 * Spends a registration's link and activates its pending account, only with the password chosen at
 * registration: someone who registered the same address before or after the owner cannot get the
 * account activated with a password of theirs (a later registration replaces the pending one and
 * its link). A wrong password leaves the link usable; any bad link is 400.
 */
export async function verifyEmail(db: Db, token: string, password: string): Promise<void> {
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    const fdb = withFormsTables(trx);
    const live = await findLiveToken(trx, VERIFY_TOKEN_KIND, hashToken(token), now);
    const user = live && (await findUserWithPassword(fdb, live.userId));
    if (!user) throw badRequest(FORMS_MESSAGES.verifyLinkInvalid);
    if (!(await verifyPassword(password, user.passwordHash)))
      throw badRequest(FORMS_MESSAGES.verifyWrongPassword, { password: FORMS_MESSAGES.verifyWrongPassword });
    if (!(await claimToken(trx, VERIFY_TOKEN_KIND, hashToken(token), now)))
      throw badRequest(FORMS_MESSAGES.verifyLinkInvalid);
    await updateUser(fdb, user.id, { status: USER_STATUS.active }, now);
  });
}

/**
 * Spends the link sent to a new address and makes it the account's e-mail; a username that was the
 * old address follows it (a username with "@" is always the account's own e-mail). Should the
 * address have gone to another account meanwhile, the link is simply not valid.
 */
export async function confirmEmailChange(db: Db, token: string): Promise<string> {
  const now = nowIso();
  return db
    .transaction()
    .execute(async (trx) => {
      const fdb = withFormsTables(trx);
      const claimed = await claimToken(trx, EMAIL_CHANGE_TOKEN, hashToken(token), now);
      const user = claimed?.payload ? await findUser(fdb, claimed.userId) : undefined;
      const email = claimed?.payload ?? '';
      if (!user || (await identifierTaken(trx, email, user.id)))
        throw badRequest(FORMS_MESSAGES.emailChangeLinkInvalid);
      const follows = user.username.toLowerCase() === user.email.toLowerCase();
      await updateUser(fdb, user.id, { email, ...(follows ? { username: email } : {}) }, now);
      return email;
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw badRequest(FORMS_MESSAGES.emailChangeLinkInvalid);
      throw err;
    });
}

/**
 * GET /api/forms/verify-email?token= checks the link e-mailed by temporary-register, and
 * POST /api/forms/verify-email {token, password} spends it;
 * POST /api/forms/confirm-email {token}: the link e-mailed to a new address by user-settings.
 * Both public: the link is the proof.
 */
export const verifyEmailRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/api/forms/verify-email',
    {
      config: { public: true },
      schema: {
        tags: ['forms'],
        summary: 'Controlla un link di conferma della registrazione',
        // Any token string is accepted here: a malformed one gets the same answer as an expired one.
        querystring: z.object({ token: z.string().max(500).default('') }),
        response: replies(ResetTokenReply),
      },
    },
    async (request) => ok(await checkVerifyToken(db, request.query.token)),
  );

  app.post(
    '/api/forms/verify-email',
    {
      config: { public: true },
      schema: {
        tags: ['forms'],
        summary: "Conferma l'indirizzo e-mail di una registrazione (con la password scelta)",
        body: VerifyEmailBody,
        response: replies(MessageReply),
      },
    },
    async (request) => {
      await verifyEmail(db, request.body.token, request.body.password);
      return ok({ message: FORMS_MESSAGES.emailVerified });
    },
  );

  app.post(
    '/api/forms/confirm-email',
    {
      config: { public: true },
      schema: {
        tags: ['forms'],
        summary: 'Conferma il nuovo indirizzo e-mail di un account',
        body: ConfirmEmailBody,
        response: replies(MessageReply),
      },
    },
    async (request) =>
      ok({ message: FORMS_MESSAGES.emailChanged(await confirmEmailChange(db, request.body.token)) }),
  );
};
