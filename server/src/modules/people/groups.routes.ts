import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CascadeCheckReply,
  CascadeDeleteBody,
  GroupConfirmBody,
  GroupRemoveUserBody,
  GroupToggleBody,
  IatVisibilityBody,
  IdBody,
  InjectBody,
  InjectReply,
  PeopleReply,
  RoleAssignmentBody,
  RoleOptions,
  TransferCandidates,
  UserCandidatesQuery,
} from '@sportello/contracts';
import { accessRule } from '../../platform/auth/access.js';
import { requireSession } from '../../platform/auth/guards.js';
import type { AppDeps } from '../../platform/deps.js';
import { ok, replies } from '../../platform/http/reply.js';
import { assertGroupsAdmin } from './people.access.js';
import { cascadeCheck, cascadeDelete } from './group-delete.service.js';
import {
  assignGroupRole,
  groupRoles,
  injectGroupData,
  removeUserFromGroup,
  userCandidates,
} from './group-members.service.js';
import { confirmGroup, setIatVisibility, toggleGroup } from './group-status.service.js';

const tags = ['groups'];

/** The groups' admin: the signed-in context. */
const groupsAdmins = accessRule((request) => {
  const ctx = requireSession(request);
  assertGroupsAdmin(ctx);
  return ctx;
});

/**
 * The admins' group calls (spec 3 §7 "/api/group/*.json"). Anyone else is refused with 403
 * before the payload is read, so nobody learns the rules from validation errors.
 */
export const groupsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  const { storage } = deps;
  app.addHook('preValidation', groupsAdmins.preValidation);

  app.post(
    '/api/group/confirm.json',
    {
      schema: {
        tags,
        summary: 'Verifica un gruppo in attesa o lo riabilita con tutti i suoi membri',
        body: GroupConfirmBody,
        response: replies(PeopleReply),
      },
    },
    async (request) => ok({ message: await confirmGroup(db, groupsAdmins.granted(request), request.body) }),
  );

  app.post(
    '/api/group/toggle-status.json',
    {
      schema: {
        tags,
        summary: 'Disattiva (0) o riattiva (1) un gruppo',
        body: GroupToggleBody,
        response: replies(PeopleReply),
      },
    },
    async (request) => ok({ message: await toggleGroup(db, groupsAdmins.granted(request), request.body) }),
  );

  app.post(
    '/api/group/iat-visibility.json',
    {
      schema: {
        tags,
        summary: 'Mostra (1) o nasconde (4) un ufficio IAT nella vista turistica',
        body: IatVisibilityBody,
        response: replies(PeopleReply),
      },
    },
    async (request) =>
      ok({ message: await setIatVisibility(db, groupsAdmins.granted(request), request.body) }),
  );

  app.post(
    '/api/group/cascade-check.json',
    {
      schema: {
        tags,
        summary: "Chi e che cosa l'eliminazione del gruppo porta con sé",
        body: IdBody,
        response: replies(CascadeCheckReply),
      },
    },
    async (request) => ok(await cascadeCheck(db, request.body.id)),
  );

  app.post(
    '/api/group/cascade-delete.json',
    {
      schema: {
        tags,
        summary:
          'Elimina il gruppo, i suoi contenuti, le appartenenze e gli account che vi appartenevano solo',
        body: CascadeDeleteBody,
        response: replies(PeopleReply),
      },
    },
    async (request) =>
      ok({
        message: await cascadeDelete(
          deps,
          groupsAdmins.granted(request),
          request.body.id,
          storage,
          request.log,
        ),
      }),
  );

  app.post(
    '/api/group/remove-user.json',
    {
      schema: {
        tags,
        summary: 'Toglie un utente dal gruppo (in un ambiente con env, altrimenti in tutti)',
        body: GroupRemoveUserBody,
        response: replies(PeopleReply),
      },
    },
    async (request) =>
      ok({ message: await removeUserFromGroup(db, groupsAdmins.granted(request), request.body) }),
  );

  app.post(
    '/api/group/role.json',
    {
      schema: {
        tags,
        summary: 'Aggiunge un utente al gruppo con un ruolo, o cambia il suo ruolo',
        body: RoleAssignmentBody,
        response: replies(PeopleReply),
      },
    },
    async (request) =>
      ok({ message: await assignGroupRole(db, groupsAdmins.granted(request), request.body) }),
  );

  app.get(
    '/api/group/roles.json',
    { schema: { tags, summary: 'Ruoli assegnabili in un gruppo', response: replies(RoleOptions) } },
    async (request) => ok(await groupRoles(db, request.env)),
  );

  app.get(
    '/api/group/user-candidates.json',
    {
      schema: {
        tags,
        summary: 'Utenti da aggiungere a un gruppo (al massimo 20)',
        querystring: UserCandidatesQuery,
        response: replies(TransferCandidates),
      },
    },
    async (request) => ok(await userCandidates(db, request.query.search)),
  );

  app.post(
    '/api/group/inject-cms-data.json',
    {
      schema: {
        tags,
        summary: 'Dati aggiunti alle righe attive della tabella dei gruppi (ultimo accesso, membri attivi)',
        body: InjectBody,
        response: replies(InjectReply),
      },
    },
    async (request) => ok(await injectGroupData(db, request.body)),
  );
};
