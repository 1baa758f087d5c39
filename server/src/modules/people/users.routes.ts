import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminResetPasswordBody,
  CheckContentBody,
  CheckContentReply,
  DeleteUserBody,
  DeleteUserReply,
  IdBody,
  IdQuery,
  MembershipStatoBody,
  PeopleReply,
  TransferCandidates,
  TransferCandidatesQuery,
  UserConfirmBody,
  UserGroupConfirmBody,
  UserView,
} from '@sportello/contracts';
import { accessRule } from '../../platform/auth/access.js';
import { requireSession } from '../../platform/auth/guards.js';
import type { AppDeps } from '../../platform/deps.js';
import { ok, replies } from '../../platform/http/reply.js';
import { assertUsersAdmin } from './people.access.js';
import {
  checkContent,
  confirmUser,
  confirmUserGroup,
  deleteUserFromGroups,
  disableUser,
  resendVerification,
  resetUserPassword,
  setMembershipState,
  transferCandidates,
  viewUser,
} from './users.service.js';

const tags = ['users'];

/** The signed-in users' admin, or 403: checked before the payload is read, so a refusal tells nothing. */
const usersAdmins = accessRule((request) => {
  const ctx = requireSession(request);
  assertUsersAdmin(ctx);
  return ctx;
});

/** The admins' actions on users (spec 3 §2 "User admin", "User modals"; §7 "/api/user/*.json"). */
export const usersRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  const { storage } = deps;
  app.addHook('preValidation', usersAdmins.preValidation);

  app.get(
    '/api/user/view.json',
    {
      schema: {
        tags,
        summary: 'Utente: dati della scheda',
        querystring: IdQuery,
        response: replies(UserView),
      },
    },
    async (request) => ok(await viewUser(db, request.query.id)),
  );

  app.post(
    '/api/user/confirm.json',
    {
      schema: {
        tags,
        summary: 'Utente: verifica (verify) o riabilita (rehabilitate)',
        body: UserConfirmBody,
        response: replies(PeopleReply),
      },
    },
    async (request) => ok(await confirmUser(db, usersAdmins.granted(request), request.body)),
  );

  app.post(
    '/api/user/group-confirm.json',
    {
      schema: {
        tags,
        summary: 'Utente: verifica (verify-group) o riabilita (rehabilitate-group) un suo gruppo',
        body: UserGroupConfirmBody,
        response: replies(PeopleReply),
      },
    },
    async (request) => ok(await confirmUserGroup(db, usersAdmins.granted(request), request.body)),
  );

  app.post(
    '/api/user/disable.json',
    {
      schema: {
        tags,
        summary: 'Utente: disattiva tutte le sue appartenenze (riattivarle: confirm.json rehabilitate)',
        body: IdBody,
        response: replies(PeopleReply),
      },
    },
    async (request) => ok(await disableUser(db, usersAdmins.granted(request), request.body.id)),
  );

  app.post(
    '/api/user/toggle-status.json',
    {
      schema: {
        tags,
        summary: 'Appartenenza (utente × gruppo × ambiente): attiva (1) o disattiva (0)',
        body: MembershipStatoBody,
        response: replies(PeopleReply),
      },
    },
    async (request) => ok(await setMembershipState(db, usersAdmins.granted(request), request.body)),
  );

  app.post(
    '/api/user/reset-password.json',
    {
      schema: {
        tags,
        summary: "Utente: l'amministratore imposta la password (e chiude le sessioni)",
        body: AdminResetPasswordBody,
        response: replies(PeopleReply),
      },
    },
    async (request) =>
      ok(
        await resetUserPassword(
          db,
          usersAdmins.granted(request),
          request.body,
          request.auth?.sessionId ?? null,
        ),
      ),
  );

  app.post(
    '/api/user/resend-verification.json',
    {
      schema: {
        tags,
        summary: "Utente in attesa: reinvia l'e-mail di verifica",
        body: IdBody,
        response: replies(PeopleReply),
      },
    },
    async (request) =>
      ok(await resendVerification(deps, usersAdmins.granted(request), request.body.id, request.log)),
  );

  app.post(
    '/api/user/check-content.json',
    {
      schema: {
        tags,
        summary: "Utente: contenuti che l'uscita dai gruppi eliminerebbe",
        body: CheckContentBody,
        response: replies(CheckContentReply),
      },
    },
    async (request) => ok(await checkContent(db, request.body)),
  );

  app.get(
    '/api/user/transfer-candidates.json',
    {
      schema: {
        tags,
        summary: 'Utenti attivi a cui trasferire i contenuti (al massimo 20)',
        querystring: TransferCandidatesQuery,
        response: replies(TransferCandidates),
      },
    },
    async (request) => ok(await transferCandidates(db, request.query)),
  );

  app.post(
    '/api/user/delete.json',
    {
      schema: {
        tags,
        summary:
          "Utente: esce dai gruppi scelti (da tutti: l'account è eliminato), contenuti trasferiti o eliminati",
        description: 'uoIds e slugs sono elenchi JSON in forma di stringa (spec 3 §7).',
        body: DeleteUserBody,
        response: replies(DeleteUserReply),
      },
    },
    async (request) =>
      ok(await deleteUserFromGroups(deps, storage, usersAdmins.granted(request), request.body, request.log)),
  );
};
