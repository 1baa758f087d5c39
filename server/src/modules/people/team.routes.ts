import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FormTemplate,
  PeopleReply,
  RoleOptions,
  TeamGroupQuery,
  TeamInvitationBody,
  TeamMemberBody,
  TeamMembershipBody,
  TeamRoleBody,
  TeamStatoBody,
} from '@sportello/contracts';
import { accessRule } from '../../platform/auth/access.js';
import { requireSession } from '../../platform/auth/guards.js';
import type { AppDeps } from '../../platform/deps.js';
import { forbidden } from '../../platform/http/errors.js';
import { ok, replies } from '../../platform/http/reply.js';
import { mayManageTeam } from './people.access.js';
import {
  addTeamMember,
  cancelTeamInvitation,
  changeTeamRole,
  removeTeamMember,
  resendInvitation,
  resendTeamInvitation,
  teamMemberTemplate,
  teamRoles,
  toggleTeamMember,
} from './team.service.js';

const tags = ['team'];

/** Who may manage a team: the signed-in context, with a membership here. */
const teamManagers = accessRule((request) => {
  const ctx = requireSession(request);
  if (!mayManageTeam(ctx) || !ctx.membership) throw forbidden();
  return ctx;
});

/**
 * A team's calls (spec 3 §2 "Team"): referents on their own group here, admins on any group (the
 * `group` query names it). Who may not manage a team is refused before the payload is read.
 */
export const teamRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  app.addHook('preValidation', teamManagers.preValidation);

  app.get(
    '/api/team/roles.json',
    {
      schema: {
        tags,
        summary: 'Ruoli assegnabili nel team',
        querystring: TeamGroupQuery,
        response: replies(RoleOptions),
      },
    },
    async (request) => ok(await teamRoles(db, request.env)),
  );

  app.get(
    '/api/team/member-template.json',
    {
      schema: {
        tags,
        summary: 'Campi della finestra "Aggiungi membro"',
        querystring: TeamGroupQuery,
        response: replies(FormTemplate),
      },
    },
    async (request) => ok(await teamMemberTemplate(db, request.env)),
  );

  app.post(
    '/api/team/member.json',
    {
      schema: {
        tags,
        summary: "Aggiunge una persona al team (nuovo account in attesa con l'e-mail di attivazione)",
        querystring: TeamGroupQuery,
        body: TeamMemberBody,
        response: replies(PeopleReply),
      },
    },
    async (request) =>
      ok({
        message: await addTeamMember(
          deps,
          teamManagers.granted(request),
          request.body,
          request.query.group,
          request.log,
        ),
      }),
  );

  app.post(
    '/api/team/role.json',
    {
      schema: {
        tags,
        summary: 'Cambia il ruolo di un membro del team',
        querystring: TeamGroupQuery,
        body: TeamRoleBody,
        response: replies(PeopleReply),
      },
    },
    async (request) =>
      ok({
        message: await changeTeamRole(db, teamManagers.granted(request), request.body, request.query.group),
      }),
  );

  app.post(
    '/api/team/remove.json',
    {
      schema: {
        tags,
        summary: 'Toglie un membro dal team',
        querystring: TeamGroupQuery,
        body: TeamMembershipBody,
        response: replies(PeopleReply),
      },
    },
    async (request) =>
      ok({
        message: await removeTeamMember(
          db,
          teamManagers.granted(request),
          request.body.membershipId,
          request.query.group,
        ),
      }),
  );

  app.post(
    '/api/team/toggle-status.json',
    {
      schema: {
        tags,
        summary: 'Disattiva (0) o riattiva (1) un membro del team',
        querystring: TeamGroupQuery,
        body: TeamStatoBody,
        response: replies(PeopleReply),
      },
    },
    async (request) =>
      ok({
        message: await toggleTeamMember(db, teamManagers.granted(request), request.body, request.query.group),
      }),
  );

  app.post(
    '/api/team/resend-invitation.json',
    {
      schema: {
        tags,
        summary: "Invia di nuovo l'e-mail di attivazione a un membro in attesa",
        querystring: TeamGroupQuery,
        body: TeamMembershipBody,
        response: replies(PeopleReply),
      },
    },
    async (request) =>
      ok({
        message: await resendInvitation(
          deps,
          teamManagers.granted(request),
          request.body.membershipId,
          request.query.group,
          request.log,
        ),
      }),
  );

  app.post(
    '/api/team/invitation/resend.json',
    {
      schema: {
        tags,
        summary: "Invia di nuovo l'invito a una persona che ha già un account e non ha ancora risposto",
        querystring: TeamGroupQuery,
        body: TeamInvitationBody,
        response: replies(PeopleReply),
      },
    },
    async (request) =>
      ok({
        message: await resendTeamInvitation(
          deps,
          teamManagers.granted(request),
          request.body.invitationId,
          request.query.group,
          request.log,
        ),
      }),
  );

  app.post(
    '/api/team/invitation/cancel.json',
    {
      schema: {
        tags,
        summary: 'Annulla un invito non ancora accettato',
        querystring: TeamGroupQuery,
        body: TeamInvitationBody,
        response: replies(PeopleReply),
      },
    },
    async (request) =>
      ok({
        message: await cancelTeamInvitation(
          db,
          teamManagers.granted(request),
          request.body.invitationId,
          request.query.group,
        ),
      }),
  );
};
