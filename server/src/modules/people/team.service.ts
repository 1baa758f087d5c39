import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  FormTemplate,
  type MembershipStatoBody,
  type TeamMemberBody,
  type TeamRoleBody,
} from '@sportello/contracts';
import type { EnvContext } from '../../platform/auth/actor.js';
import { hashPassword } from '../../platform/auth/password.js';
import { recordAudit } from '../../platform/audit/index.js';
import { nowIso, type Db } from '../../platform/db/connect.js';
import type { AppDeps } from '../../platform/deps.js';
import { isUniqueViolation } from '../../platform/db/errors.js';
import { badRequest, conflict, forbidden, notFound, ruleBroken } from '../../platform/http/errors.js';
import type { Mail } from '../../platform/mail/mail.js';
import { requireTemplate } from '../../platform/templates/index.js';
import { issueActivation } from './activation.js';
import { PEOPLE_MESSAGES } from './people.messages.js';
import { findMembershipDetail, type MembershipDetail } from './people.repo.js';
import { roleOptions } from './people.roles.js';
import { findApp, findGroupById } from './groups.repo.js';
import {
  deleteMemberships,
  insertMembership,
  updateMembership,
  userMembershipsInGroup,
} from './memberships.repo.js';
import {
  assertAdminsKeptWithout,
  assertListedRole,
  assertRoleFitsGroup,
  membershipTarget,
  roleRank,
} from './people.rules.js';
import { findUserByEmail, insertUser } from './users.repo.js';
import { deleteInvitation, findInvitation, findInvitationFor } from './team-invitations.repo.js';
import { inviteToTeam, reissueInvitation } from './team-invitations.js';
import { identifierTaken } from '../../platform/auth/identifiers.js';
import { teamScope, type TeamScope } from './team.scope.js';

/**
 * A group's team (spec 3 §2 "Team"): a referent adds people to their own group in their
 * environment, changes their roles, switches them off or removes them; an admin does the same in
 * any group. Nobody changes their own standing, a referent never hands out more than referent,
 * and every change is audited in its transaction. Mails leave after the commit.
 */

export const TEAM_MEMBER_TEMPLATE = { kind: 'form', key: 'team-member' } as const;

/** The account type of a new member follows the kind of the group they join. */
const USER_TYPE_OF_KIND: Record<string, string> = {
  admin: 'amministratore',
  redazione: 'redazione',
  board: 'redazione',
  structure: 'struttura',
  iat: 'ambitoiat',
};

const REFERENT_RANK = roleRank('referent');

/** A referent gives at most their own role; admins anything the list holds. */
function assertMayGive(scope: TeamScope, role: string): void {
  if (!scope.byAdmin && roleRank(role) > REFERENT_RANK) throw forbidden(PEOPLE_MESSAGES.roleAboveReferent);
}

async function sendAll(deps: Pick<AppDeps, 'mail'>, mails: Mail[], log: FastifyBaseLogger) {
  for (const mail of mails) {
    try {
      await deps.mail.send(mail);
    } catch (err) {
      // The outbox keeps it; the change is made.
      log.error({ err, to: mail.to, subject: mail.subject }, 'team mail not delivered');
    }
  }
}

/**
 * The membership a team action is about, in the caller's team: a referent's own group and
 * environment, any group for an admin (the `group` query, else the membership's own). Someone
 * else's team is 403, one's own membership too, and a referent does not touch people above them.
 */
async function memberOfTeam(
  db: Db,
  ctx: EnvContext,
  membershipId: number,
  group: string | undefined,
  selfMessage: string,
): Promise<{ member: MembershipDetail; scope: TeamScope }> {
  const member = await findMembershipDetail(db, membershipId);
  if (!member) throw notFound(PEOPLE_MESSAGES.membershipNotFound);
  if (member.userId === ctx.actor.userId) {
    await inCallersTeam(db, ctx, member, group);
    throw forbidden(selfMessage);
  }
  return { member, scope: await inCallersTeam(db, ctx, member, group) };
}

/**
 * The caller's team, when a membership or an invitation belongs to it: someone else's team is
 * 403, and a referent does not touch people above them.
 */
async function inCallersTeam(
  db: Db,
  ctx: EnvContext,
  row: { groupId: number; groupSlug: string; appId: number; role: string },
  group: string | undefined,
): Promise<TeamScope> {
  const scope = await teamScope(db, ctx, group || (ctx.actor.isAdmin ? row.groupSlug : undefined));
  const inTeam = row.groupId === scope.groupId && (scope.byAdmin || row.appId === scope.appId);
  if (!inTeam) throw forbidden(PEOPLE_MESSAGES.notYourTeam);
  if (!scope.byAdmin && roleRank(row.role) > REFERENT_RANK) throw forbidden(PEOPLE_MESSAGES.memberAboveYou);
  return scope;
}

const target = (m: MembershipDetail) => membershipTarget(m.membershipId, m);

export const teamRoles = (db: Db, env: string) => roleOptions(db, 'team', env);

/** The add-member modal's fields (a form template), with the team's roles as the Ruolo options. */
export async function teamMemberTemplate(db: Db, env: string): Promise<FormTemplate> {
  const [template, roles] = await Promise.all([
    requireTemplate(db, FormTemplate, TEAM_MEMBER_TEMPLATE.kind, TEAM_MEMBER_TEMPLATE.key, env),
    teamRoles(db, env),
  ]);
  return {
    ...template,
    fields: template.fields.map((f) =>
      f.type === 'select' && f.fieldname === 'ruolo' ? { ...f, options: roles } : f,
    ),
  };
}

/**
 * Adds a person to the team (spec "Team user creation"): someone with an account is invited and
 * joins only when they accept (team-invitations.ts); anyone else gets a pending account (username
 * = e-mail) with the membership, and the activation e-mail, whose link lets them choose their
 * password. The reply is the same either way.
 */
export async function addTeamMember(
  deps: Pick<AppDeps, 'db' | 'config' | 'mail'>,
  ctx: EnvContext,
  body: z.output<typeof TeamMemberBody>,
  group: string | undefined,
  log: FastifyBaseLogger,
): Promise<string> {
  const { db, config } = deps;
  const scope = await teamScope(db, ctx, group || body.uo.slug);
  if (body.uo.slug !== scope.groupSlug) throw forbidden(PEOPLE_MESSAGES.notYourTeam);
  const envSlug = body.env || body.uo.portale || scope.appSlug;
  if (envSlug !== scope.appSlug && !scope.byAdmin) throw forbidden(PEOPLE_MESSAGES.notYourTeam);
  const roles = await teamRoles(db, envSlug);
  assertListedRole(body.ruolo, roles);
  if (body.uo.ruolo && body.uo.ruolo !== body.ruolo)
    throw badRequest(PEOPLE_MESSAGES.roleNotListed, { 'uo.ruolo': PEOPLE_MESSAGES.roleNotListed });
  assertMayGive(scope, body.ruolo);
  const email = body.email;

  const mails = await db
    .transaction()
    .execute(async (trx) => {
      const groupRow = await findGroupById(trx, scope.groupId);
      if (!groupRow) throw notFound(PEOPLE_MESSAGES.groupNotFound);
      assertRoleFitsGroup(body.ruolo, groupRow.kind, roles);
      const app = await findApp(trx, envSlug);
      if (!app) throw badRequest(PEOPLE_MESSAGES.envUnknown, { env: PEOPLE_MESSAGES.envUnknown });
      const invitedBy = { groupName: groupRow.name };

      const existing = await findUserByEmail(trx, email);
      if (existing) {
        if ((await userMembershipsInGroup(trx, existing.id, groupRow.id, app.id)).length)
          throw conflict(PEOPLE_MESSAGES.alreadyMember, { email: PEOPLE_MESSAGES.alreadyMember });
        if (await findInvitationFor(trx, existing.id, groupRow.id, app.id))
          throw conflict(PEOPLE_MESSAGES.alreadyInvited, { email: PEOPLE_MESSAGES.alreadyInvited });
        const team = { groupId: groupRow.id, groupName: groupRow.name, appId: app.id, appName: app.name };
        const roleLabel = roles.find((r) => r.value === body.ruolo)?.label ?? body.ruolo;
        return [
          await inviteToTeam(trx, config, ctx.actor, existing, { ...team, role: body.ruolo, roleLabel }),
        ];
      }

      if (!body.fullName)
        throw badRequest(PEOPLE_MESSAGES.fullNameRequired, { fullName: PEOPLE_MESSAGES.fullNameRequired });
      if (await identifierTaken(trx, email))
        throw conflict(PEOPLE_MESSAGES.usernameInUse, { email: PEOPLE_MESSAGES.usernameInUse });
      const account = {
        username: email,
        email,
        fullName: body.fullName,
        userType: USER_TYPE_OF_KIND[groupRow.kind] ?? 'ambitoiat',
      };
      const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
      const now = nowIso();
      const id = await insertUser(trx, { ...account, passwordHash, status: 0, isReviewer: false, now });
      await recordAudit(trx, ctx.actor, 'user.create', { type: 'user', id, label: email }, null, {
        ...account,
        status: 0,
      });
      const user = { id, ...account, status: 0 };

      const membershipId = await insertMembership(trx, {
        userId: user.id,
        groupId: groupRow.id,
        appId: app.id,
        role: body.ruolo,
        stato: 1,
        now,
      });
      await recordAudit(
        trx,
        ctx.actor,
        'membership.create',
        membershipTarget(membershipId, {
          username: user.username,
          groupName: groupRow.name,
          appName: app.name,
        }),
        null,
        { role: body.ruolo, stato: 1, invited: true },
      );
      return [await issueActivation(trx, config, user, invitedBy)];
    })
    .catch((err: unknown) => {
      // The same person invited twice at once: the second finds the account or membership there.
      if (isUniqueViolation(err))
        throw conflict(PEOPLE_MESSAGES.alreadyMember, { email: PEOPLE_MESSAGES.alreadyMember });
      throw err;
    });
  await sendAll(deps, mails, log);
  return PEOPLE_MESSAGES.invitationSent(email);
}

/** A member's role in the team: from the team list, never one's own, a referent at most referent. */
export async function changeTeamRole(
  db: Db,
  ctx: EnvContext,
  body: TeamRoleBody,
  group: string | undefined,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const { member, scope } = await memberOfTeam(trx, ctx, body.membershipId, group, PEOPLE_MESSAGES.ownRole);
    const roles = await teamRoles(trx, member.appSlug);
    assertListedRole(body.ruolo, roles);
    assertMayGive(scope, body.ruolo);
    assertRoleFitsGroup(body.ruolo, member.groupKind, roles);
    if (member.role === body.ruolo) return PEOPLE_MESSAGES.roleChanged;
    if (member.role === 'admin') await assertAdminsKeptWithout(trx, [member.membershipId]);
    await updateMembership(trx, member.membershipId, { role: body.ruolo });
    await recordAudit(
      trx,
      ctx.actor,
      'membership.role',
      target(member),
      { role: member.role, stato: member.stato },
      { role: body.ruolo, stato: member.stato },
    );
    return PEOPLE_MESSAGES.roleChanged;
  });
}

/** Removes the member from the team (this group, this environment); the account stays. */
export async function removeTeamMember(
  db: Db,
  ctx: EnvContext,
  membershipId: number,
  group: string | undefined,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const { member } = await memberOfTeam(trx, ctx, membershipId, group, PEOPLE_MESSAGES.ownMembership);
    await assertAdminsKeptWithout(trx, [member.membershipId]);
    await deleteMemberships(trx, [member.membershipId]);
    await recordAudit(
      trx,
      ctx.actor,
      'membership.delete',
      target(member),
      { role: member.role, stato: member.stato },
      null,
    );
    return PEOPLE_MESSAGES.memberRemoved;
  });
}

/** Switches the member off (stato 0) or on (1) in the team. */
export async function toggleTeamMember(
  db: Db,
  ctx: EnvContext,
  body: MembershipStatoBody,
  group: string | undefined,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const { member } = await memberOfTeam(trx, ctx, body.membershipId, group, PEOPLE_MESSAGES.ownMembership);
    const message = body.stato === 1 ? PEOPLE_MESSAGES.memberEnabled : PEOPLE_MESSAGES.memberDisabled;
    if (member.stato === body.stato) return message;
    if (body.stato === 0) await assertAdminsKeptWithout(trx, [member.membershipId]);
    await updateMembership(trx, member.membershipId, { stato: body.stato });
    await recordAudit(
      trx,
      ctx.actor,
      body.stato === 1 ? 'membership.enable' : 'membership.disable',
      target(member),
      { role: member.role, stato: member.stato },
      { role: member.role, stato: body.stato },
    );
    return message;
  });
}

/** A new activation e-mail for a member who has not chosen a password yet; earlier links stop working. */
export async function resendInvitation(
  deps: Pick<AppDeps, 'db' | 'config' | 'mail'>,
  ctx: EnvContext,
  membershipId: number,
  group: string | undefined,
  log: FastifyBaseLogger,
): Promise<string> {
  const mail = await deps.db.transaction().execute(async (trx) => {
    const { member } = await memberOfTeam(trx, ctx, membershipId, group, PEOPLE_MESSAGES.ownMembership);
    if (member.userStatus !== 0) throw ruleBroken(PEOPLE_MESSAGES.notPendingInvite);
    const person = {
      id: member.userId,
      email: member.email,
      fullName: member.fullName,
      username: member.username,
    };
    const invitation = await issueActivation(trx, deps.config, person, { groupName: member.groupName });
    await recordAudit(
      trx,
      ctx.actor,
      'user.invite',
      { type: 'user', id: member.userId, label: member.username },
      null,
      { group: member.groupSlug, env: member.appSlug },
    );
    return invitation;
  });
  await sendAll(deps, [mail], log);
  return PEOPLE_MESSAGES.invitationSent(mail.to);
}

/** An invitation of the caller's team not answered yet. */
async function invitationOfTeam(db: Db, ctx: EnvContext, invitationId: number, group: string | undefined) {
  const invitation = await findInvitation(db, invitationId);
  if (!invitation) throw notFound(PEOPLE_MESSAGES.invitationNotFound);
  await inCallersTeam(db, ctx, invitation, group);
  return invitation;
}

/** The invitation e-mailed again with a new link (the old one stops working) and a new expiry. */
export async function resendTeamInvitation(
  deps: Pick<AppDeps, 'db' | 'config' | 'mail'>,
  ctx: EnvContext,
  invitationId: number,
  group: string | undefined,
  log: FastifyBaseLogger,
): Promise<string> {
  const mail = await deps.db.transaction().execute(async (trx) => {
    const invitation = await invitationOfTeam(trx, ctx, invitationId, group);
    const roles = await teamRoles(trx, invitation.appSlug);
    const roleLabel = roles.find((r) => r.value === invitation.role)?.label ?? invitation.role;
    return reissueInvitation(trx, deps.config, ctx.actor, invitation, roleLabel);
  });
  await sendAll(deps, [mail], log);
  return PEOPLE_MESSAGES.invitationSent(mail.to);
}

/** Withdraws an invitation not answered yet: its link stops working. */
export async function cancelTeamInvitation(
  db: Db,
  ctx: EnvContext,
  invitationId: number,
  group: string | undefined,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const invitation = await invitationOfTeam(trx, ctx, invitationId, group);
    if (!(await deleteInvitation(trx, invitation.id))) throw notFound(PEOPLE_MESSAGES.invitationNotFound);
    await recordAudit(
      trx,
      ctx.actor,
      'membership.uninvite',
      { ...membershipTarget(invitation.userId, invitation), type: 'user' },
      { role: invitation.role, invitation: invitation.id },
      null,
    );
    return PEOPLE_MESSAGES.invitationCancelled;
  });
}
